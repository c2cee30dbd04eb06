package roundhouse.engine.spi;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Depot and phase rules (1830 R 5.7, R 6): what the depot and the pool offer, which variants a
 * buyer may choose, a purchase with its phase changes, rusting and events, crowded corporations
 * and discards. The {@link Game} keeps the state (depot, phase index) and the order of things and
 * delegates here; a title replaces one rule by subclassing and returning the subclass from
 * {@link RoundFactory#createTrainRules}.
 */
@org.osgi.annotation.versioning.ConsumerType
public class TrainRules {
    protected final Game game;
    private final Set<String> cardsBought = new HashSet<>();

    public TrainRules(Game game) {
        this.game = game;
    }

    /** The train limit of a corporation in the current phase, by its kind where the phase names one ({@link Phase#trainLimit(String)}). */
    public int trainLimit(Corporation corporation) {
        return game.phase().trainLimit(corporation.kind());
    }

    /**
     * Trains the depot offers now: of each stack ({@link TrainType#stack()}) the first train, unless its card
     * may not be sold before a later phase ({@link TrainType#availableFrom()}), plus cards available in this phase
     * ({@link TrainType#availableOn()}) while cheaper ones remain.
     */
    public List<Train> depotTrains() {
        List<Train> out = new ArrayList<>();
        Set<String> names = new HashSet<>();
        Set<String> stacks = new HashSet<>();
        for (Train t : game.depot().upcoming()) {
            TrainType card = t.card();
            if (card.availableFrom() != null && game.phaseIndexOf(card.availableFrom()) > game.phaseIndex()) {
                stacks.add(String.valueOf(card.stack())); // the card waits at the top and holds back the rest
                continue;
            }
            String on = card.availableOn();
            boolean top = stacks.add(String.valueOf(card.stack()));
            if ((top || on != null && game.phaseIndexOf(on) <= game.phaseIndex()) && names.add(t.cardName())) {
                out.add(t);
            }
        }
        return out;
    }

    /** Pool trains on offer: the first of each variant. */
    public List<Train> poolTrains() {
        List<Train> out = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (Train t : game.depot().discarded()) {
            if (names.add(t.name())) {
                out.add(t);
            }
        }
        return out;
    }

    /**
     * The variants the buyer may choose for a train the bank sells (1844: {@code 4} or {@code 4H});
     * a train bought from a corporation keeps its variant. Override to narrow (1844 regionals: H only).
     */
    public List<TrainType> variants(Corporation buyer, Train train) {
        if (Depot.DEPOT.equals(train.owner()) || Depot.POOL.equals(train.owner())) {
            return train.card().choices();
        }
        return List.of(train.type());
    }

    /**
     * Hook: whether a corporation may run a train it owns (default: every train; 1854: a local runs only
     * plus trains, a major or an AG only regular ones, and owns the others for resale).
     */
    public boolean runs(Corporation corporation, Train train) {
        return true;
    }

    /** Whether the corporation owns a train it may run ({@link #runs}): what the train obligation asks for. */
    public boolean hasRunnableTrain(Corporation corporation) {
        for (Train t : corporation.trains()) {
            if (runs(corporation, t)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Hook: whether a corporation may buy this train at all, from the bank or another corporation
     * (default: yes; 1854: an AG buys only scrapped regular trains, and only from the pool or another AG).
     */
    public boolean mayBuy(Corporation buyer, Train train) {
        return true;
    }

    /** Hook: what the bank asks this buyer for a train as this variant (default its face; 1854: a repaired train +30). */
    public int bankPrice(Corporation buyer, Train train, TrainType variant) {
        return variant.price();
    }

    /**
     * The cheapest price at which the bank sells this buyer a train now, or -1: {@link #cheapestBankTrainPrice()}
     * unless a title's {@link #mayBuy} or {@link #bankPrice} make it depend on the buyer.
     */
    public int cheapestBankTrainPrice(Corporation buyer) {
        return cheapestBankTrainPrice();
    }

    /**
     * The dearest train the buyer may buy now and run ({@link #mayBuy}, {@link #runs}): the bank's (depot and
     * pool, every variant) at {@link #bankPrice}, another corporation's at the face value that caps a forced
     * purchase; {@link #cheapestBankTrainPrice(Corporation)} when none is dearer.
     */
    public int dearestTrainPrice(Corporation buyer) {
        int max = cheapestBankTrainPrice(buyer);
        List<Train> bank = new ArrayList<>(depotTrains());
        bank.addAll(poolTrains());
        for (Train t : bank) {
            if (mayBuy(buyer, t) && runs(buyer, t)) {
                for (TrainType v : variants(buyer, t)) {
                    max = Math.max(max, bankPrice(buyer, t, v));
                }
            }
        }
        for (Corporation o : game.corporations()) {
            if (o == buyer || o.closed()) {
                continue;
            }
            for (Train t : o.trains()) {
                if (mayBuy(buyer, t) && runs(buyer, t) && variants(buyer, t).contains(t.type())) {
                    max = Math.max(max, bankPrice(buyer, t, t.type()));
                }
            }
        }
        return max;
    }

    /** The cheapest price at which the bank (depot or pool) sells a train now, or -1. */
    public int cheapestBankTrainPrice() {
        int min = -1;
        for (Train t : depotTrains()) {
            if (t.card().variants().isEmpty()) {
                min = min < 0 ? t.price() : Math.min(min, t.price());
                continue;
            }
            for (TrainType v : t.card().variants()) {
                min = min < 0 ? v.price() : Math.min(min, v.price());
            }
        }
        for (Train t : poolTrains()) {
            min = min < 0 ? t.price() : Math.min(min, t.price());
        }
        return min;
    }

    /**
     * Moves a train to a corporation as the chosen variant, pays for it, and applies what a first
     * purchase of the card triggers: phase change, rusting, events (1830 §5.7, §6).
     *
     * @param variant the variant chosen, or {@code null} to keep the train's
     * @param seller where the money goes (the bank or the selling corporation)
     */
    public void buyTrain(Corporation buyer, Train train, TrainType variant, int price, CashHolder seller,
            Train exchange) {
        Depot depot = game.depot();
        Object from = train.owner();
        if (exchange != null) {
            buyer.trains().remove(exchange);
            exchange.setOwner(Depot.POOL);
            depot.discarded().add(exchange);
        }
        if (from instanceof Corporation c) {
            c.trains().remove(train);
        } else if (Depot.POOL.equals(from)) {
            depot.discarded().remove(train);
        } else if (Depot.ASIDE.equals(from)) {
            depot.aside().remove(train);
        } else {
            int at = depot.upcoming().indexOf(train);
            if (at >= 0) {
                depot.upcoming().remove(at);
                replenish(train, at);
            }
        }
        if (variant != null) {
            train.setVariant(variant);
        }
        game.transfer(buyer, seller, price);
        train.setOwner(buyer);
        buyer.trains().add(train);
        if (game.logging()) { // the names are formatted only for a kept log
            game.logText("log.buys", buyer, Names.aTrain(train.name()), game.format(price));
        }
        if (Depot.DEPOT.equals(from)) {
            game.onTrainBoughtFromDepot(train);
        }
        for (PrivateCompany c : game.companies()) {
            Ability close = c.ability("close");
            if (!c.closed() && close != null && "bought_train".equals(close.string("when"))
                    && buyer.id().equals(close.string("corporation"))) {
                game.closeCompany(c);
            }
        }
    }

    /**
     * After a depot train left: an unlimited card ({@code num} -1) gets a new train when none of it is
     * left. Default: at the end of the depot; 18Mag puts it where the sold one was ({@code at}).
     */
    protected void replenish(Train sold, int at) {
        Depot depot = game.depot();
        if (sold.card().count() < 0 && depot.upcoming().stream().noneMatch(t -> t.card() == sold.card())) {
            depot.addNew(sold.card());
        }
    }

    /**
     * A depot train leaves the game (1844 export): counts as a first purchase of its card for phases,
     * rusting and events, but nobody pays or owns it.
     */
    public void export(Train train) {
        Depot depot = game.depot();
        int at = depot.upcoming().indexOf(train);
        if (at < 0) {
            throw new IllegalArgumentException(train.id() + " is not in the depot");
        }
        depot.upcoming().remove(at);
        replenish(train, at);
        train.setOwner(null);
        train.setRusted(true);
        if (game.logging()) { // the names are formatted only for a kept log
            game.logText("log.exported", Names.aTrain(train.name()));
        }
        game.onTrainBoughtFromDepot(train);
    }

    /** Phase changes, rusting and events when a card is bought from the depot for the first time. */
    public void boughtFromDepot(Train train) {
        if (!cardsBought.add(train.cardName())) {
            return;
        }
        List<Phase> phases = game.data().phases();
        for (int i = game.phaseIndex() + 1; i < phases.size(); i++) {
            if (phases.get(i).on().contains(train.cardName())) {
                game.enterPhase(i);
            }
        }
        rust(train.cardName());
        for (String event : train.card().events()) {
            game.onTrainEvent(event, train);
        }
    }

    /** Whether a card has been bought from the depot. */
    public boolean bought(String cardName) {
        return cardsBought.contains(cardName);
    }

    /** The engine's train events: {@code close_companies} closes every private. */
    public void event(String event, Train train) {
        if ("close_companies".equals(event)) {
            for (PrivateCompany c : game.companies()) {
                game.closeCompany(c);
            }
        }
    }

    /** Removes every train whose card rusts on the given card (1830 §5.7). */
    public void rust(String cardName) {
        Depot depot = game.depot();
        java.util.Set<String> rusted = new java.util.LinkedHashSet<>();
        for (Train t : depot.trainsInPlay()) {
            if (!t.rusted() && cardName.equals(t.card().rustsOn())) {
                detach(t);
                t.setRusted(true);
                t.setOwner(null);
                rusted.add(t.name());
            }
        }
        if (!rusted.isEmpty()) {
            game.logText("log.rust", String.join(", ", rusted.stream().map(Names::trains).toList()));
        }
    }

    /**
     * Takes a train out of its owner's hands: a corporation's trains, the pool or the depot; its owner
     * marker stays for the caller to set (rusted, scrapped to the pool, ...). Returns whether it had one
     * of those owners.
     */
    /**
     * Takes a train out of play for good, as a rusted train, from wherever it is (a corporation, the
     * pool, the depot): a discard under 18xx.games' rule, the SBB's surplus (1844), an AG's scrapped
     * trains (1854).
     */
    public void leaveGame(Train t) {
        detach(t);
        t.setRusted(true);
        t.setOwner(null);
    }

    protected boolean detach(Train t) {
        Object owner = t.owner();
        Depot depot = game.depot();
        if (owner instanceof Corporation c) {
            return c.trains().remove(t);
        } else if (Depot.POOL.equals(owner)) {
            return depot.discarded().remove(t);
        } else if (Depot.DEPOT.equals(owner)) {
            return depot.upcoming().remove(t);
        }
        return false;
    }

    /** Corporations over their train limit, in the title's list order (1830 §5.7). */
    public List<Corporation> crowdedCorporations() {
        List<Corporation> out = new ArrayList<>();
        for (Corporation c : game.corporations()) {
            if (!c.closed() && !c.trains().isEmpty() && c.trains().size() > game.trainLimit(c)) {
                out.add(c);
            }
        }
        return out;
    }

    /** Returns a train to the bank without compensation ({@link #returnToBank}). */
    public void discardTrain(Corporation corporation, Train train) {
        if (game.option(EngineOption.DISCARDED_TRAINS_LEAVE_GAME)) {
            leaveGame(train);
        } else {
            corporation.trains().remove(train);
            returnToBank(train);
        }
        if (game.logging()) { // the names are formatted only for a kept log
            game.logText("log.discards", Names.of(corporation), Names.aTrain(train.name()));
        }
    }

    /** Where a discarded train goes: the pool; 18Mag: the front of the depot. */
    protected void returnToBank(Train train) {
        train.setOwner(Depot.POOL);
        game.depot().discarded().add(train);
    }
}
