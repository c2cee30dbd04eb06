package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.List;

import roundhouse.engine.spi.GameEnd;
import roundhouse.engine.spi.GameEnd.Timing;

/**
 * How an 1841 game ends (RB 5): the bank runs dry (at the end of the operating round, after one more
 * if it happens in a stock round); a share price reaches L.516 or every off-board area is connected (at
 * the end of the operating corporation's turn, at once at the end of a stock round); and when all
 * players but one have left the game through bankruptcy (RB 4.5.1 names no end for it, but one player
 * left has no game to play; 18xx.games alike). With {@link #STOP_AFTER_TURN_100} a game still going
 * after the first round of turn 100 stops unfinished, as 18xx.games stops every game.
 */
final class ItalianGameEnd {
    /** The reason 18xx.games writes when every off-board area is connected. */
    static final String OFFBOARDS = "offboards";
    /** 18xx.games stops a game still going when the first round of its 100th turn ends (rulebook 5: no such end). */
    static final String STOP_AFTER_TURN_100 = "stop_after_turn_100";
    static final int TURN_LIMIT = 100;

    private ItalianGameEnd() {
    }

    static GameEnd of(ItalianGame game) {
        List<GameEnd.Trigger> triggers = new ArrayList<>();
        // 18xx.games ends it once its round has moved on: the next corporation's frozen turn has then begun
        triggers.add(GameEnd.allButOneOut(Timing.ONCE_ROUND_MOVES_ON));
        triggers.add(GameEnd.marketTop(Timing.CURRENT_TURN));
        triggers.add(GameEnd.trigger(OFFBOARDS, Timing.CURRENT_TURN, g -> ((ItalianGame) g).offboards().allConnected()));
        triggers.add(GameEnd.bankBroken(Timing.CURRENT_OR));
        GameEnd end = new GameEnd(triggers);
        return game.option(STOP_AFTER_TURN_100) ? end.withTurnLimit(TURN_LIMIT) : end;
    }
}
