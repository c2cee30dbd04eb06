package roundhouse.title.t1844.internal.step;

import java.util.ArrayList;
import java.util.List;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.step.DiscardTrain;
import roundhouse.engine.spi.step.Round;
import roundhouse.title.t1844.internal.SwissText;

/**
 * RB X: the new SBB keeps four trains; it gives up the others of its choice, never its own 5H ("nicht
 * handelbar"). They go to the bank pool; 18xx.games takes them out of the game (option {@link
 * #LEAVE_GAME}).
 */
public class SbbDiscardTrain extends DiscardTrain {
    /** 18xx.games: the SBB's surplus trains leave the game (rulebook: they go to the bank pool). */
    public static final String LEAVE_GAME = "sbb_discards_leave_game";

    private final Corporation sbb;

    public SbbDiscardTrain(Game game, Round round, Corporation sbb) {
        super(game, round);
        this.sbb = sbb;
    }

    private boolean own(Train t) {
        return t.id().equals(String.valueOf(sbb.data().get("train")));
    }

    @Override
    public void process(Action action, Entity entity) {
        Train t = game.depot().train(action.string("train"));
        if (t != null && own(t)) {
            throw refuse(RuleKey.TRAIN_NOT_OWNED, SwissText.get("refuse.sbbOwnTrain"));
        }
        super.process(action, entity);
        if (game.option(LEAVE_GAME) && roundhouse.engine.spi.Depot.POOL.equals(t.owner())) {
            game.trainRules().leaveGame(t);
        }
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        List<LegalAction> out = new ArrayList<>();
        for (LegalAction a : super.legalActions(entity)) {
            Train t = game.depot().train(a.action().string("train"));
            if (t == null || !own(t)) {
                out.add(a);
            }
        }
        return out;
    }
}
