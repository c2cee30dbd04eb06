package roundhouse.title.t1844.internal;

import roundhouse.api.Action;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.step.OperatingRound;

/** An 1844 operating round: destinations are checked after every action (RB VI). */
class SwissOperatingRound extends OperatingRound {
    private final SwissGame swiss;

    SwissOperatingRound(SwissGame game, int number) {
        super(game, number);
        this.swiss = game;
    }

    @Override
    protected void afterProcess(Action action, Entity entity) {
        swiss.checkDestinations();
        super.afterProcess(action, entity);
    }
}
