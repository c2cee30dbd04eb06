package roundhouse.title.t1841.internal;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.TrainRules;

/**
 * 1841's train limits (RB 4.6, "Zusammenfassung der Spielphasen"): a major's limit is the phase's
 * (phases.json), a minor ("Kleingesellschaft") holds two trains until phase 6 and one from then on.
 */
final class ItalianTrainRules extends TrainRules {
    static final int MINOR_LIMIT = 2;
    static final int MINOR_LIMIT_LATE = 1;
    /** RB 4.6.4: from phase 6 "das Loklimit für Kleingesellschaften beträgt eins". */
    static final int LATE_PHASE = 6;

    ItalianTrainRules(Game game) {
        super(game);
    }

    @Override
    public int trainLimit(Corporation corporation) {
        if (ItalianGame.MINOR.equals(corporation.kind())) {
            return Integer.parseInt(game.phase().name()) >= LATE_PHASE ? MINOR_LIMIT_LATE : MINOR_LIMIT;
        }
        return super.trainLimit(corporation);
    }
}
