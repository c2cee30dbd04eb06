package roundhouse.engine.internal.session;

import java.util.Set;

import roundhouse.api.Action;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.GameRuleException;
import roundhouse.engine.spi.RuleKey;

/** Feeds one action to a game: bookkeeping actions have no effect; the rest go to the round. */
public final class Replayer {
    /** 18xx.games actions without game effect on replay (1830 §10.4). */
    static final Set<String> NO_EFFECT = Set.of("message", "program_buy_shares", "program_share_pass",
            "program_disable", "program_auto_pass", "program_independent_mines", "program_merger_pass",
            "program_harzbahn_draft_pass", "program_close_pass", "undo", "redo");

    private Replayer() {
    }

    public static void apply(Game game, Action action) {
        game.moveBegins();
        if (NO_EFFECT.contains(action.type())) {
            return;
        }
        if (game.finished()) {
            throw new GameRuleException(RuleKey.GAME_OVER, "the game is over");
        }
        if (action.type().equals("end_game")) {
            // 18xx.games: the players ended the game by agreement; scores as they stand
            game.endGame(GsonRecordCodec.MANUALLY_ENDED);
            return;
        }
        Entity entity = game.entity(action.entityType(), action.entity());
        if (entity == null) {
            throw new GameRuleException(RuleKey.ACTION_UNKNOWN_ENTITY, "no " + (action.entityType() == null ? "entity" : action.entityType()) + " "
                    + action.entity());
        }
        if (game.processOutsideRounds(action, entity)) {
            game.round().touch();
        } else {
            game.round().process(action, entity);
        }
        game.advance();
    }
}
