package roundhouse.title.t1841.internal;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.TrainRules;

/**
 * 1841's train limits (RB 4.6 table "Loklimit"): a major holds the phase's limit (phases.json: 4, from
 * phase 4 three, from phase 6 two); a minor two, from phase 6 one.
 */
final class ItalianTrainRules extends TrainRules {
    /** RB 4.6.4: from phase 6 a minor holds one train. */
    static final String MINOR_ONE_TRAIN_PHASE = "6";
    private final ItalianGame italy;

    ItalianTrainRules(ItalianGame game) {
        super(game);
        this.italy = game;
    }

    @Override
    public int trainLimit(Corporation corporation) {
        if (italy.minor(corporation)) {
            return italy.phaseIndex() < italy.phaseIndexOf(MINOR_ONE_TRAIN_PHASE) ? 2 : 1;
        }
        return super.trainLimit(corporation);
    }
}
