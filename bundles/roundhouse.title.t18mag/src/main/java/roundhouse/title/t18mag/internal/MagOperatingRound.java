package roundhouse.title.t18mag.internal;

import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.step.OperatingRound;

/** An operating round that remembers its phase at the start: a phase change ends the OR set (RB VI.3.9). */
class MagOperatingRound extends OperatingRound {
    private final int phaseAtStart;

    MagOperatingRound(Game game, int number) {
        super(game, number);
        this.phaseAtStart = game.phaseIndex();
    }

    /** Whether a new phase began during this round. */
    boolean phaseChanged() {
        return game.phaseIndex() != phaseAtStart;
    }
}
