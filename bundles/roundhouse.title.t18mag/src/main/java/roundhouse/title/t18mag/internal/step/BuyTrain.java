package roundhouse.title.t18mag.internal.step;

import java.util.List;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.step.Round;
import roundhouse.title.t18mag.internal.MagText;
import roundhouse.title.t18mag.internal.T18MagTitle;

/**
 * 18Mag: only minors own trains; a corporation never buys one (RB III.3.3).
 *
 * <p>Whether the minor can buy at all goes by the trains' full prices, KK's discount left out (the
 * engine's minimum price is not overridden): 18xx.games, whose option the supporters are, asks the
 * minor's own abilities there (none), so a minor that only KK's discount would let buy skips its
 * train step (seed 578003 of the 18Mag sweep, minor 6 with 70 Ft).
 */
public class BuyTrain extends roundhouse.engine.spi.step.BuyTrain {
    private Supporters supporters;

    public BuyTrain(Game game, Round round) {
        super(game, round);
    }

    void useSupporters(Supporters s) {
        this.supporters = s;
    }

    /**
     * The train KK's card buys: the first of the depot's list, whatever its type (the supporters are
     * 18xx.games' option, and its card takes the depot's next train only, a 2-train while they last or
     * a train scrapped back to the front), or none.
     */
    java.util.Optional<Train> kandoTrain() {
        List<Train> upcoming = game.depot().upcoming();
        return upcoming.isEmpty() ? java.util.Optional.empty() : java.util.Optional.of(upcoming.get(0));
    }

    /**
     * KK: the depot's next train at its price less the card's discount; the builder still gets half
     * the list price (from the bank).
     */
    void buyWithDiscount(Action action) {
        Corporation c = corporation();
        Train train = game.depot().train(action.string("train"));
        if (train == null || kandoTrain().orElse(null) != train) {
            throw refuse(roundhouse.title.t18mag.internal.MagRuleKey.SUPPORTER,
                    roundhouse.title.t18mag.internal.MagText.get("refuse.kandoDepotOnly"));
        }
        int price = train.price() - supporters.kandoDiscount(train);
        if (action.number("price", price) != price || price > c.cash() || !room(c)) {
            throw refuse(roundhouse.title.t18mag.internal.MagRuleKey.SUPPORTER,
                    roundhouse.title.t18mag.internal.MagText.get("refuse.kandoPrice", Names.of(c), train.name(), game.format(price)));
        }
        game.buyTrain(c, train, train.type(), price, game.bank(), null);
    }

    /** The consent the seller's owner is asked for (rulebook games): the action types of the answer. */
    public static final String ACCEPT = "accept_trade";
    public static final String DECLINE = "decline_trade";

    /** A train offered for from another player's minor, waiting for that player's answer. */
    private record Offer(Corporation buyer, Train train, int price, Corporation seller) {
        Player owner() {
            return (Player) seller.president();
        }
    }

    private Offer offer;

    @Override
    public void setup() {
        super.setup();
        offer = null;
    }

    /**
     * RB III.3.2: a minor buys another player's minor's train only with that player's consent;
     * 18xx.games lets it buy without ({@code trade_without_consent}).
     */
    private boolean needsConsent(Corporation buyer, Train train) {
        return !game.option(T18MagTitle.TRADE_WITHOUT_CONSENT) && train != null && train.owner() instanceof Corporation seller
                && seller != buyer && seller.president() instanceof Player owner && owner != buyer.president();
    }

    /** An offer holds the round until the seller's owner answers (the minor itself acts on nothing then). */
    @Override
    public boolean blocking() {
        return offer != null || super.blocking();
    }

    /** While an offer waits, the seller's owner answers it. */
    @Override
    public List<Entity> activeEntities() {
        return offer != null ? List.of(offer.owner()) : super.activeEntities();
    }

    @Override
    public List<String> actions(Entity entity) {
        if (offer != null) {
            return entity == offer.owner() ? List.of(ACCEPT, DECLINE) : List.of();
        }
        if (entity instanceof Corporation c && c.priced()) {
            return List.of();
        }
        return super.actions(entity);
    }

    @Override
    public void process(Action action, Entity entity) {
        if (offer != null) {
            Offer o = offer;
            offer = null;
            if (action.type().equals(ACCEPT)) {
                game.log(MagText.get("log.tradeAccepted", o.owner().name(), o.train().name(), Names.of(o.seller()), Names.of(o.buyer()),
                        game.format(o.price())));
                game.buyTrain(o.buyer(), o.train(), o.train().type(), o.price(), o.seller(), null);
            } else {
                game.log(MagText.get("log.tradeDeclined", o.owner().name(), o.train().name(), Names.of(o.seller())));
            }
            return;
        }
        if (action.type().equals("buy_train")) {
            Corporation c = corporation();
            Train train = game.depot().train(action.string("train"));
            if (needsConsent(c, train)) {
                int price = (int) action.number("price", -1);
                if (price < 1 || price > c.cash() || !room(c)) {
                    super.process(action, entity); // the engine's refusal names the problem
                    return;
                }
                offer = new Offer(c, train, price, (Corporation) train.owner());
                game.log(MagText.get("log.tradeOffered", Names.of(c), game.format(price), train.name(), Names.of(offer.seller()),
                        offer.owner().name()));
                return;
            }
        }
        super.process(action, entity);
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        if (offer != null) {
            if (entity != offer.owner()) {
                return List.of();
            }
            String what = MagText.get("label.tradeOffer", Names.of(offer.buyer()), game.format(offer.price()), offer.train().name(),
                    Names.of(offer.seller()));
            return List.of(choice(new Action(ACCEPT, entity.id(), "player", null), MagText.get("label.acceptTrade", what)),
                    choice(new Action(DECLINE, entity.id(), "player", null), MagText.get("label.declineTrade", what)));
        }
        return actions(entity).isEmpty() ? List.of() : super.legalActions(entity);
    }
}
