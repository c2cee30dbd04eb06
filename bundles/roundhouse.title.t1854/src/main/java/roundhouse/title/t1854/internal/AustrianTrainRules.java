package roundhouse.title.t1854.internal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import roundhouse.engine.spi.CashHolder;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Depot;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.TrainRules;
import roundhouse.engine.spi.TrainType;

/**
 * "Loks kaufen", "Phasenwechsel", "Verschrotten von Loks": 1854's trains.
 * <ul>
 * <li>Limits by company kind: majors follow the phase (phases.json), locals hold 2 and from phase 4
 * only 1, AGs up to 3 (README, A-23).</li>
 * <li>A local runs only plus trains, a major or an AG only regular ones; any company may own the others
 * within its limit, to sell them on; the train obligation asks for a train the company may run.</li>
 * <li>Scrapping: when a type is scrapped its regular trains go to the bank pool as scrapped trains that
 * only AGs buy, repaired, at face + 30; unsold trains of that type and scrapped plus trains leave the
 * game. A train discarded over the limit lies in the pool unscrapped, for majors and locals at face.</li>
 * <li>Trains change hands between companies from phase 3 only ({@code buy_across}), AGs only among AGs;
 * per train traded the buyer's marker moves up-left and the seller's down-right.</li>
 * </ul>
 */
class AustrianTrainRules extends TrainRules {
    /** Phase index of phase 4 (phases.json: "1" is index 0). */
    private static final int PHASE_4 = 3;
    /** "Reparierte Loks": what an AG pays the bank above a scrapped train's face value. */
    static final int REPAIR = 30;
    /** phases.json status of the phases in which companies trade trains. */
    static final String BUY_ACROSS = "buy_across";

    /** The scrapped card whose first purchase by an AG removes the {@link #TWO}s. */
    private static final String FOUR = "4";
    private static final String TWO = "2";
    private boolean twosRemoved;

    /** Trains scrapped and not yet bought again by an AG (or bought: they stay repaired, never scrapped again). */
    private final Set<String> scrapped = new HashSet<>();

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

    /** Whether the train is a scrapped (or repaired) regular train. */
    boolean scrapped(Train train) {
        return scrapped.contains(train.id());
    }

    @Override
    public boolean runs(Corporation corporation, Train train) {
        boolean plus = train.type().kind() == TrainType.Kind.PLUS;
        return AustrianGame.isLocal(corporation) == plus;
    }

    @Override
    public boolean mayBuy(Corporation buyer, Train train) {
        boolean ag = AustrianGame.isAg(buyer);
        if (train.owner() instanceof Corporation seller) {
            return game.phase().has(BUY_ACROSS) && ag == AustrianGame.isAg(seller);
        }
        if (Depot.POOL.equals(train.owner())) {
            return ag == scrapped(train);
        }
        return !ag; // the bank's new trains: never to an AG
    }

    /**
     * A scrapped train costs an AG its repaired price, face + 30: from the pool, and as the face value that
     * caps a forced purchase from another AG.
     */
    @Override
    public int bankPrice(Corporation buyer, Train train, TrainType variant) {
        return variant.price() + (scrapped(train) && AustrianGame.isAg(buyer) ? REPAIR : 0);
    }

    /** The cheapest train the bank sells this buyer that it may run (what a forced purchase looks for). */
    @Override
    public int cheapestBankTrainPrice(Corporation buyer) {
        int min = -1;
        List<Train> bank = new ArrayList<>(depotTrains());
        bank.addAll(poolTrains());
        for (Train t : bank) {
            if (!mayBuy(buyer, t) || !runs(buyer, t)) {
                continue;
            }
            for (TrainType v : t.card().choices()) {
                int price = bankPrice(buyer, t, v);
                min = min < 0 ? price : Math.min(min, price);
            }
        }
        return min;
    }

    /** Pool trains on offer: the first of each kind, scrapped and unscrapped apart. */
    @Override
    public List<Train> poolTrains() {
        List<Train> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Train t : game.depot().discarded()) {
            if (seen.add(t.name() + (scrapped(t) ? "/scrapped" : ""))) {
                out.add(t);
            }
        }
        return out;
    }

    @Override
    public void buyTrain(Corporation buyer, Train train, TrainType variant, int price, CashHolder seller, Train exchange) {
        super.buyTrain(buyer, train, variant, price, seller, exchange);
        removeTwosOnFirstRepairedFour(buyer, train);
        if (seller instanceof Corporation from) {
            game.market().moveUpLeft(buyer); // "für jede gekaufte Lok ... nach links oben"
            game.market().moveDownRight(from);
        }
    }

    /**
     * "Verschrotten von Loks": the trains of the scrapped type go to the pool, for AGs only; plus trains
     * and the bank's unsold ones leave the game. Trains an AG holds are repaired already and stay.
     */
    @Override
    public void rust(String cardName) {
        Depot depot = game.depot();
        Set<String> gone = new LinkedHashSet<>();
        Set<String> toPool = new LinkedHashSet<>();
        for (Train t : depot.trainsInPlay()) {
            if (t.rusted() || !cardName.equals(t.card().rustsOn()) || scrapped(t)) {
                continue;
            }
            Object owner = t.owner();
            boolean plus = t.type().kind() == TrainType.Kind.PLUS;
            if (!detach(t)) {
                continue;
            }
            if (plus || Depot.DEPOT.equals(owner)) {
                t.setRusted(true);
                t.setOwner(null);
                gone.add(t.name());
            } else {
                scrapped.add(t.id());
                t.setOwner(Depot.POOL);
                depot.discarded().add(t);
                toPool.add(t.name());
            }
        }
        if (!toPool.isEmpty()) {
            AustrianText.log(game, "log.scrapped", String.join(", ", toPool.stream().map(Names::trains).toList()));
        }
        if (!gone.isEmpty()) {
            game.logText("log.rust", String.join(", ", gone.stream().map(Names::trains).toList()));
        }
    }


    /**
     * "Lokalbahn-AGs", ab Phase 7: the first scrapped 4-train an AG buys takes every 2-train out of the
     * game, the AGs' repaired ones and the pool's alike.
     */
    private void removeTwosOnFirstRepairedFour(Corporation buyer, Train train) {
        if (twosRemoved || !AustrianGame.isAg(buyer) || !scrapped(train) || !FOUR.equals(train.cardName())) {
            return;
        }
        twosRemoved = true;
        List<Train> twos = game.depot().trainsInPlay().stream().filter(t -> !t.rusted() && TWO.equals(t.cardName())).toList();
        twos.forEach(this::leaveGame);
        LocalText.log(game, "log.twosRemoved", twos.size());
    }

    /**
     * "Phasenwechsel", phase 4: at the end of an OR set in phase 4 a single 4-train left in the bank is
     * taken out of the game, so that the 5s are on sale.
     */
    void removeLastSingleFour() {
        if (!game.phase().has("last_4_removed")) {
            return;
        }
        List<Train> fours = game.depot().upcoming().stream().filter(t -> t.cardName().equals("4")).toList();
        if (fours.size() == 1) {
            leaveGame(fours.get(0));
            AustrianText.log(game, "log.lastFourRemoved");
        }
    }
}
