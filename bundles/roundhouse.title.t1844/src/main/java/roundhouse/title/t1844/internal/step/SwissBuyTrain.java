package roundhouse.title.t1844.internal.step;

import java.util.ArrayList;
import java.util.List;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Depot;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.step.BuyTrain;
import roundhouse.engine.spi.step.Round;
import roundhouse.title.t1844.internal.SwissText;
import roundhouse.title.t1844.internal.SwissGame;

/**
 * Buying trains in 1844 (RB XV): from the bank in any phase, the normal or the H variant of a card;
 * from another company only from the green phase on (the first 3/3H; phases.json status
 * {@code buy_across}). A historical company or a regional with a route must own a train; if it
 * cannot pay, its director pays the rest, for any train, and what he lacks becomes his debt.
 */
public class SwissBuyTrain extends BuyTrain {
    /** phases.json status of the phases in which companies trade trains among themselves. */
    static final String BUY_ACROSS = "buy_across";

    /** Who records the directors' debts (the game). */
    public interface Debts {
        /** The director lacks {@code amount} for a forced purchase: he gets it and owes it with interest. */
        void borrow(Player president, int amount);
    }

    private final Debts debts;

    public SwissBuyTrain(Game game, Round round, Debts debts) {
        super(game, round);
        this.debts = debts;
    }

    /** RB IX: the pre-state railways never have to own a train (so never buy one with their director's money). */
    @Override
    public boolean mustBuy(Corporation c) {
        return !SwissGame.PRE_SBB.equals(c.kind()) && super.mustBuy(c);
    }

    /** RB XV "Notfinanzierung": the director chooses any train the bank offers. */
    @Override
    protected boolean presidentChoosesAnyTrain(Corporation c) {
        return true;
    }

    /**
     * RB XV "Notfinanzierung": the director pays what the company lacks; "Er muss keine Anteile von
     * Aktiengesellschaften verkaufen (darf aber)", so he may sell shares first (no change of director), and
     * what he still lacks makes his account negative.
     */
    @Override
    protected boolean presidentBorrows(Corporation c, Player president) {
        return true;
    }

    /**
     * RB XXII: "Je Verkauf von Anteilen einer Gesellschaft wird der Kursmarker um eine Zeile nach unten
     * gerückt, unabhängig davon ob ein Spieler einen oder mehrere Anteile verkauft"; each of his turns is a
     * sale of its own, so what he sells of one company in the emergency is one sale (18xx.games likewise).
     */
    @Override
    protected boolean salesInBlocks() {
        return true;
    }

    /**
     * RB XXII: "Bei einem Aktienverkauf aufgrund einer Notfinanzierung darf kein Direktorwechsel stattfinden
     * (es darf auch kein Direktorwechsel bei einer an der Notfinanzierung nicht beteiligten Gesellschaft
     * stattfinden)": no sale of a director's certificate, nor one that leaves another holder above the seller
     * who directs the company (seed 48022: half of BLS's director's certificate was offered; 18xx.games refuses it).
     */
    @Override
    protected boolean keepsEveryPresidency() {
        return true;
    }

    @Override
    protected void borrow(Player president, int amount) {
        debts.borrow(president, amount);
    }

    private boolean acrossAllowed() {
        return game.phase().status().contains(BUY_ACROSS);
    }

    @Override
    protected int minPrice(Corporation c) {
        return acrossAllowed() ? super.minPrice(c) : game.cheapestBankTrainPrice();
    }

    /**
     * RB XV "Lokhandel": between companies with different directors, and always with the SBB, a train
     * changes hands at its face value (the price of the variant it runs as); between companies of one
     * director at any price from 1 SFR.
     */
    public static boolean atFaceValue(Corporation buyer, Corporation seller) {
        return buyer.president() != seller.president() || SwissGame.SBB.equals(buyer.kind()) || SwissGame.SBB.equals(seller.kind());
    }

    @Override
    protected void buy(Corporation c, Action action) {
        Train train = game.depot().train(action.string("train"));
        if (train != null && !acrossAllowed() && train.owner() instanceof Corporation) {
            throw refuse(RuleKey.TRAIN_AVAILABLE, SwissText.get("refuse.tradeBeforeGreen"));
        }
        if (train != null && train.owner() instanceof Corporation seller && atFaceValue(c, seller)
                && action.number("price", -1) != train.price()) {
            throw refuse(RuleKey.TRAIN_PRICE, SwissText.get("refuse.tradeAtFace", roundhouse.engine.spi.Names.aTrain(train.name()),
                    game.format(train.price())));
        }
        if (train != null && train.owner() instanceof Corporation && SwissGame.REGIONAL.equals(c.kind())
                && train.type().kind() != roundhouse.engine.spi.TrainType.Kind.HEXES) {
            throw refuse(RuleKey.TRAIN_AVAILABLE, SwissText.get("refuse.regionalOnlyH", roundhouse.engine.spi.Names.of(c)));
        }
        super.buy(c, action);
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        List<LegalAction> out = new ArrayList<>();
        boolean regional = corporation() != null && SwissGame.REGIONAL.equals(corporation().kind());
        for (LegalAction a : super.legalActions(entity)) {
            Train t = a.action().type().equals("buy_train") ? game.depot().train(a.action().string("train")) : null;
            boolean fromBank = t == null || Depot.DEPOT.equals(t.owner()) || Depot.POOL.equals(t.owner());
            if (!fromBank && (!acrossAllowed()
                    || (regional && t.type().kind() != roundhouse.engine.spi.TrainType.Kind.HEXES))) {
                continue; // RB XV: trades from the green phase on; RB VIII: regionals take H trains only
            }
            if (!fromBank && t.owner() instanceof Corporation seller && atFaceValue(corporation(), seller)) {
                if (a.amount() == null || a.amount().min() > t.price() || a.amount().max() < t.price()) {
                    continue;
                }
                java.util.Map<String, Object> args = new java.util.LinkedHashMap<>(a.action().args());
                args.put("price", (long) t.price());
                a = new LegalAction(new Action(a.action().type(), a.action().entity(), a.action().entityType(), args),
                        a.label(), new LegalAction.AmountRange(a.amount().key(), t.price(), t.price(), 1), a.target(), a.cost());
            }
            out.add(a);
        }
        return out;
    }
}
