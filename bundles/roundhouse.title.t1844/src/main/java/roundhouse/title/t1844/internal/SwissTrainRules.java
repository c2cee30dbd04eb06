package roundhouse.title.t1844.internal;

import java.util.List;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.TrainRules;

/**
 * 1844's trains (RB XV, XVIII): the train limit depends on the company's type (phases.json gives the
 * historical companies' limit: 4, 4, 4, 3, then 2; pre-state railways and regionals own at most 2,
 * the SBB 4), and from the first 2/2H on one train of the bank is exported at the end of every set
 * of operating rounds (RB XV "Verkauf von Loks ins Ausland").
 */
class SwissTrainRules extends TrainRules {
    /** RB VIII, IX: pre-state railways and regionals own at most two trains. */
    static final int SMALL_LIMIT = 2;
    /** RB X: the SBB owns up to four trains. */
    static final int SBB_LIMIT = 4;

    SwissTrainRules(Game game) {
        super(game);
    }

    @Override
    public int trainLimit(Corporation corporation) {
        String type = SwissGame.type(corporation);
        if (SwissGame.SBB.equals(type)) {
            return SBB_LIMIT;
        }
        int limit = super.trainLimit(corporation);
        return SwissGame.HISTORICAL.equals(type) ? limit : Math.min(SMALL_LIMIT, limit);
    }

    /** Exports the first train the bank offers, once the first 2/2H has been bought (phase 2 on). */
    void exportAfterSet() {
        if (game.phaseIndex() < 1) {
            return;
        }
        List<Train> offered = game.depotTrains();
        if (!offered.isEmpty()) {
            export(offered.get(0));
        }
    }
}
