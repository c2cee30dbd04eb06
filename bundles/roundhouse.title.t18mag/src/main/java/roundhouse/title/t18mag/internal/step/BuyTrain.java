package roundhouse.title.t18mag.internal.step;

import java.util.List;

import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.step.Round;

/** 18Mag: only minors own trains; a corporation never buys one (RB III.3.3). */
public class BuyTrain extends roundhouse.engine.spi.step.BuyTrain {
    public BuyTrain(Game game, Round round) {
        super(game, round);
    }

    @Override
    public List<String> actions(Entity entity) {
        if (entity instanceof Corporation c && c.priced()) {
            return List.of();
        }
        return super.actions(entity);
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        return actions(entity).isEmpty() ? List.of() : super.legalActions(entity);
    }
}
