package roundhouse.title.t18mag.internal;

import java.util.List;
import java.util.Map;

import roundhouse.engine.spi.CashHolder;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Depot;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Phase;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.TrainRules;
import roundhouse.engine.spi.TrainType;

/**
 * 18Mag's depot (RB VI.3.5, VI.3.8, VI.3.9): every type is unlimited and on sale from the start, a
 * sold train is replaced in its place, a scrapped train goes to the front of the depot, and the
 * first purchase of a type not bought before advances exactly one phase. A train bought from the
 * depot pays half its list price to the locomotive company that builds it (RB VI.3.8, Table 7).
 */
class MagTrainRules extends TrainRules {
    /** RB III.3.3: LdStEG builds the 2- and 4-trains, MAVAG the 3- and 6-trains. */
    static final Map<String, String> BUILDER = Map.of("2", "LdStEG", "4", "LdStEG", "3", "MAVAG", "6", "MAVAG");

    /** RB X: the only train builder of the 2-player game. */
    static final String TWO_PLAYER_BUILDER = "LdStEG";

    private final java.util.Set<String> typesBought = new java.util.HashSet<>();

    MagTrainRules(Game game) {
        super(game);
    }

    /** All four types are on sale from the start (RB VI.3.8): the first train of each type in the depot. */
    @Override
    public List<Train> depotTrains() {
        java.util.Map<String, Train> first = new java.util.LinkedHashMap<>();
        for (Train t : game.depot().upcoming()) {
            first.putIfAbsent(t.cardName(), t);
        }
        return List.copyOf(first.values());
    }

    /**
     * RB VI.3.8: the minor pays the list price; the builder receives half of it (from the bank's
     * part), the bank the rest. A train bought from another minor pays that minor only.
     */
    @Override
    public void buyTrain(Corporation buyer, Train train, TrainType variant, int price, CashHolder seller,
            Train exchange) {
        boolean fromDepot = Depot.DEPOT.equals(train.owner());
        boolean newType = !bought(train.cardName());
        super.buyTrain(buyer, train, variant, price, seller, exchange);
        if (fromDepot) {
            ((MagGame) game).noteDepotPurchase(newType);
            boolean two = game.players().size() == 2;
            // RB X: with two players LdStEG sells every train and earns a quarter of the price paid
            Corporation builder = game.corporation(two ? TWO_PLAYER_BUILDER : BUILDER.get(train.cardName()));
            int share = two ? price / 4 : train.card().price() / 2;
            game.transfer(game.bank(), builder, share);
            game.log(MagText.get("log.builderEarns", roundhouse.engine.spi.Names.of(builder), game.format(share)));
        }
    }

    /** RB V: a drafted minor's 2-train is free; nobody is paid. */
    void grantFree(Corporation minor, Train train) {
        super.buyTrain(minor, train, null, 0, game.bank(), null);
    }

    /**
     * A new train of the sold one's type takes its place when the next train there is of another
     * type (18xx.games' unlimited depot; keeps the depot order the draft and purchases rely on).
     */
    @Override
    protected void replenish(Train sold, int at) {
        Depot depot = game.depot();
        List<Train> upcoming = depot.upcoming();
        if (at < upcoming.size() && upcoming.get(at).card() == sold.card()) {
            return;
        }
        Train fresh = depot.addNew(sold.card());
        upcoming.remove(upcoming.size() - 1);
        upcoming.add(at, fresh);
    }

    /** RB VI.3.5: a scrapped train goes back to the front of the depot, no compensation. */
    @Override
    protected void returnToBank(Train train) {
        train.setOwner(Depot.DEPOT);
        game.depot().upcoming().add(0, train);
    }

    @Override
    public boolean bought(String cardName) {
        return typesBought.contains(cardName);
    }

    /** RB VI.3.9: the first purchase of a type not bought before starts the next phase (never two). */
    @Override
    public void boughtFromDepot(Train train) {
        if (!typesBought.add(train.cardName())) {
            return;
        }
        List<Phase> phases = game.data().phases();
        int next = game.phaseIndex() + 1;
        if (next < phases.size() && phases.get(next).on().contains(train.cardName())) {
            game.enterPhase(next);
        }
    }
}
