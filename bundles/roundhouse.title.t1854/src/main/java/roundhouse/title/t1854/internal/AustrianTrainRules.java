package roundhouse.title.t1854.internal;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.TrainRules;

/**
 * "Loks kaufen", "Phasenwechsel": train limits differ by company kind. Majors follow the phase
 * (phases.json), locals hold 2 and from phase 4 only 1, AGs up to 3 (the rulebook: "je nach Phase
 * bis zu 3"; see the README).
 */
class AustrianTrainRules extends TrainRules {
    /** Phase index of phase 4 (phases.json: "1" is index 0). */
    private static final int PHASE_4 = 3;

    AustrianTrainRules(Game game) {
        super(game);
    }

    @Override
    public int trainLimit(Corporation corporation) {
        if (AustrianGame.isLocal(corporation)) {
            return game.phaseIndex() < PHASE_4 ? 2 : 1;
        }
        if (AustrianGame.isAg(corporation)) {
            return 3;
        }
        return super.trainLimit(corporation);
    }
}
