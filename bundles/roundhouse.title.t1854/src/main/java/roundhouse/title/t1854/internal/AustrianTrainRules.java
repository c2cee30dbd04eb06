package roundhouse.title.t1854.internal;

import java.util.List;

import roundhouse.engine.spi.CashHolder;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.TrainRules;
import roundhouse.engine.spi.TrainType;

/**
 * "Loks kaufen", "Phasenwechsel": train limits differ by company kind. Majors follow the phase
 * (phases.json), locals hold 2 and from phase 4 only 1, AGs up to 3 (the rulebook: "je nach Phase
 * bis zu 3"; see the README). Scrapped trains ("Verschrotten") go to the pool for the Lokalbahn AGs
 * instead of rusting away ({@link AgTrains}).
 */
class AustrianTrainRules extends TrainRules {
    /** Phase index of phase 4 (phases.json: "1" is index 0). */
    private static final int PHASE_4 = 3;

    private final AgTrains agTrains;

    AustrianTrainRules(Game game) {
        super(game);
        this.agTrains = new AgTrains(game);
    }

    /** The scrapped trains and the AGs' purchases. */
    AgTrains agTrains() {
        return agTrains;
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

    /** "Verschrotten": regular trains to the pool for the AGs, plus trains and unsold ones out of the game. */
    @Override
    public void rust(String cardName) {
        agTrains.scrap(cardName);
    }

    /** The pool as majors and locals see it: scrapped trains are the AGs' alone. */
    @Override
    public List<Train> poolTrains() {
        return allPoolFirsts();
    }

    /** The first unscrapped pool train of each variant (the engine's list would hide one behind a scrapped one). */
    private List<Train> allPoolFirsts() {
        List<Train> out = new java.util.ArrayList<>();
        java.util.Set<String> names = new java.util.HashSet<>();
        for (Train t : game.depot().discarded()) {
            if (!agTrains.scrapped(t) && names.add(t.name())) {
                out.add(t);
            }
        }
        return out;
    }

    @Override
    public List<TrainType> variants(Corporation buyer, Train train) {
        List<TrainType> own = agTrains.variants(buyer, train);
        return own != null ? own : super.variants(buyer, train);
    }

    @Override
    public void buyTrain(Corporation buyer, Train train, TrainType variant, int price, CashHolder seller,
            Train exchange) {
        super.buyTrain(buyer, train, variant, price, seller, exchange);
        agTrains.afterAgPurchase(buyer, train);
    }
}
