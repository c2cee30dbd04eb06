package roundhouse.title.t1841.internal;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.step.CorporationStep;

/**
 * A step at the end of a corporation's turn in which it may merge or transform (RB 4.7.4 to 4.7.6): once
 * a round, and only after a corporation started in this turn has settled its homes (digest 5.2), for
 * which the step waits.
 */
abstract class MergerStep extends CorporationStep {
    final ItalianGame italy;

    MergerStep(ItalianGame game, ItalianOperatingRound round) {
        super(game, round);
        this.italy = game;
    }

    ItalianOperatingRound italianRound() {
        return (ItalianOperatingRound) round;
    }

    /** Whether {@code c} may act in this step now: it has not merged or transformed in this round and no start is pending. */
    boolean free(Corporation c) {
        return c != null && !italianRound().done(c) && !italianRound().startPending();
    }

    @Override
    public void skip() {
        if (!italianRound().startPending()) {
            super.skip();
        }
    }
}
