package roundhouse.engine.spi.step;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.EngineOption;
import roundhouse.engine.spi.CashHolder;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Depot;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Investor;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.SaleTerms;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.TrainType;

/**
 * Buy trains (1830 R 6.6, digest §5.7-5.8): from the depot, the pool or another corporation;
 * the forced purchase of a trainless corporation with a route, with the president's money and
 * emergency share sales.
 *
 * <p>Rule option {@code emergency_any_affordable_train} (18xx.games, §11.2 #14): a forced buyer
 * that can pay from its treasury may buy any train; rulebook: the cheapest.
 *
 * <p>Rule option {@code emergency_sale_sets_train_minimum} (18xx.games): once the president has
 * sold shares for a forced purchase, another corporation's train must cost more than the money
 * there would have been without the last sale (corporation + president cash − that share's price),
 * so the sale was needed; rulebook R 6.6.3 only limits the sale itself, not the price.
 *
 * <p>The money for a forced purchase comes from the corporation's {@linkplain #raisers raisers}: the
 * investors of its chain of control, nearest first (1830: its president; 1841: the corporation that
 * presides over it, that one's president, up to the controlling player). Each pays in what it has,
 * and each may sell shares while the money is short; no sale may change the president of the buyer
 * or of a corporation above it. The sales are on the title's emergency terms ({@link #emergencyTerms}:
 * 1841 half price), and raise at most the price of the train the president may choose
 * ({@link #emergencyTarget}: the cheapest; 1854: any train on offer).
 */
@org.osgi.annotation.versioning.ConsumerType
public class BuyTrain extends CorporationStep {
    /** Price per share of the president's last emergency sale in this turn, or {@code null}. */
    private Integer lastSalePrice;

    public BuyTrain(Game game, Round round) {
        super(game, round);
    }

    /** The corporations each raiser sold in this turn's emergency, as "raiser/corporation" ({@link #salesInBlocks}). */
    private final java.util.Set<String> soldInEmergency = new java.util.HashSet<>();

    @Override
    public void setup() {
        lastSalePrice = null;
        soldInEmergency.clear();
    }

    @Override
    public void pass() {
        lastSalePrice = null;
        soldInEmergency.clear();
        super.pass();
    }

    /**
     * Hook: whether the shares a raiser sells of one corporation in an emergency are one sale, so that he
     * sells each corporation at most once in it (1844: one sale of a company, whatever it holds, moves its
     * price one row, and each of a player's turns is a sale of its own). Default: he may sell it again.
     */
    protected boolean salesInBlocks() {
        return false;
    }

    /**
     * Hook: whether an emergency sale may change the presidency of no corporation at all, not only of the
     * buyer and those above it (1844 RB XXII). Default {@code false}.
     */
    protected boolean keepsEveryPresidency() {
        return false;
    }

    /** Whether the raiser may not sell the corporation again in this emergency ({@link #salesInBlocks}); also for {@link Bankrupt}. */
    boolean soldAlready(Investor p, Corporation c) {
        return salesInBlocks() && soldInEmergency.contains(p.id() + "/" + c.id());
    }

    /**
     * Lowest price for another corporation's train under {@code emergency_sale_sets_train_minimum}:
     * 1 unless the president sold shares this turn and the treasury cannot pay the face value.
     */
    protected int otherTrainMinimum(Corporation c, Train t) {
        if (lastSalePrice == null || !game.option(EngineOption.EMERGENCY_SALE_SETS_TRAIN_MINIMUM) || c.cash() >= t.price()
                || raisers(c).isEmpty()) {
            return 1;
        }
        return Math.max(1, c.cash() + raisersCash(c) - lastSalePrice + 1);
    }

    /**
     * Hook: who raises money for a forced purchase of {@code c} beside its treasury, in the order they
     * pay. Default: the investors of its chain of control ({@link roundhouse.engine.spi.ShareRules#chainOfControl}),
     * nearest first; empty when no player controls it.
     */
    public List<Investor> raisers(Corporation c) {
        List<Investor> out = new ArrayList<>(2);
        for (ShareHolder h : game.shareRules().chainOfControl(c)) {
            if (h instanceof Investor i) {
                out.add(i);
            }
        }
        return out;
    }

    /** The cash of {@link #raisers} together. */
    public int raisersCash(Corporation c) {
        int sum = 0;
        for (Investor i : raisers(c)) {
            sum += i.cash();
        }
        return sum;
    }

    @Override
    public String description() {
        return EngineText.get("step.buyTrains");
    }

    // ------------------------------------------------------------------ conditions

    /**
     * A corporation with a route and no train it may run ({@link roundhouse.engine.spi.TrainRules#runs}) must buy
     * while the bank has trains (1830 §5.8).
     */
    public boolean mustBuy(Corporation c) {
        if (game.trainRules().hasRunnableTrain(c) || game.trainRules().cheapestBankTrainPrice(c) < 0) {
            return false;
        }
        return switch (game.rules().mustBuyTrain()) {
            case ALWAYS -> true;
            case NEVER -> false;
            case ROUTE -> game.routeAvailable(c, Game.RouteUse.FORCED_PURCHASE);
        };
    }

    public boolean room(Corporation c) {
        return c.trains().size() < game.trainLimit(c);
    }

    /** Cheapest train the corporation could buy: bank price, or $1 for another corporation's train. */
    protected int minPrice(Corporation c) {
        int min = game.trainRules().cheapestBankTrainPrice(c);
        for (Corporation o : game.corporations()) {
            if (o != c && !o.closed() && !o.trains().isEmpty()) {
                min = min < 0 ? 1 : Math.min(min, 1);
            }
        }
        return min;
    }

    protected boolean tradeInAffordable(Corporation c) {
        for (Train t : game.depotTrains()) {
            for (Train own : c.trains()) {
                Integer d = t.card().discount() == null ? null : t.card().discount().get(own.cardName());
                if (d != null && c.cash() >= t.price() - d) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The terms of an emergency sale ({@link roundhouse.engine.spi.ShareRules#saleTerms}; 1830: an ordinary sale). */
    protected SaleTerms emergencyTerms() {
        return game.shareRules().saleTerms(SaleTerms.Kind.EMERGENCY);
    }

    /** Money a raiser could get by selling on {@linkplain #emergencyTerms emergency terms}, for the bankruptcy test. */
    public int liquidationValue(Investor p, Corporation buyer) {
        SaleTerms terms = emergencyTerms();
        int sum = 0;
        for (Corporation c : game.corporations()) {
            int best = 0;
            List<Integer> percents = new ArrayList<>();
            List<List<Certificate>> bundles = game.shareRules().saleBundles(p, c, percents, terms);
            for (int i = 0; i < bundles.size(); i++) {
                if (keepsPresidency(p, buyer, bundles.get(i), percents.get(i))) {
                    best = Math.max(best, game.shareRules().saleValue(c, percents.get(i), terms));
                }
            }
            sum += best;
        }
        return sum;
    }

    /**
     * An emergency sale may not change the presidency of the buying corporation (1830 §5.8), nor of a
     * corporation that controls it (1841 RB 4.5.1), nor with {@link #keepsEveryPresidency} of any
     * corporation the seller presides: the seller keeps the president's certificate and more than any other
     * holder that could preside.
     */
    protected boolean keepsPresidency(ShareHolder seller, Corporation buyer, List<Certificate> certs, int percent) {
        Corporation c = certs.get(0).corporation();
        if (c != buyer && !game.shareRules().controls(c, buyer) && (!keepsEveryPresidency() || c.president() != seller)) {
            return true;
        }
        if (certs.stream().anyMatch(Certificate::president)) {
            return false;
        }
        int remaining = seller.percentOf(c) - percent;
        for (Certificate cert : c.shares()) {
            ShareHolder o = cert.holder();
            if (o != seller && o != null && game.shareRules().canPreside(o, c) && o.percentOf(c) > remaining) {
                return false;
            }
        }
        return true;
    }

    /** Whether the treasury and the raisers' cash together fall short of the train the corporation must buy. */
    protected boolean needsEmergencySale(Corporation c) {
        return mustBuy(c) && raisersContribute(c) && c.cash() + raisersCash(c) < emergencyTarget(c);
    }

    /**
     * Hook: whether the raisers pay toward a forced purchase the treasury cannot pay. Default always
     * (1830 §5.8); 1854 only when the treasury cannot pay for any train the bank sells ("nicht genug
     * Betriebskapital ..., um eine Lok zu kaufen").
     */
    protected boolean raisersContribute(Corporation c) {
        return true;
    }

    /**
     * Hook: the price of a forced purchase up to which the raisers may sell shares. Default the cheapest
     * train the bank sells the corporation (1830 §5.8). A title whose president may choose a dearer train
     * and sell for it returns {@link roundhouse.engine.spi.TrainRules#dearestTrainPrice} (1854 "Loks kaufen").
     */
    protected int emergencyTarget(Corporation c) {
        return game.trainRules().cheapestBankTrainPrice(c);
    }

    /**
     * Hook: the least part of a bundle its seller could have kept, for the rule that an emergency sale
     * raises no more than needed. Default one share unit ({@link Corporation#sharePercent}); a title whose
     * certificates are bigger than the unit returns the smallest certificate sold (1854: 20 % shares quoted
     * per 10 %).
     */
    protected int keepablePart(List<Certificate> bundle, Corporation c) {
        return c.sharePercent();
    }

    /** Whether selling {@code percent} of the bundle raises more than needed: the sale without its least keepable part would do. */
    private boolean moreThanNeeded(List<Certificate> bundle, int percent, int need, SaleTerms terms) {
        Corporation c = bundle.get(0).corporation();
        int keep = keepablePart(bundle, c);
        return percent > keep && game.shareRules().saleValue(c, percent - keep, terms) >= need;
    }

    /** The operating corporation, and its raisers while they must sell to pay for a forced purchase. */
    @Override
    public List<Entity> activeEntities() {
        Corporation c = corporation();
        if (c == null) {
            return List.of();
        }
        List<Investor> raisers = raisers(c);
        if (!raisers.isEmpty() && needsEmergencySale(c)) {
            List<Entity> out = new ArrayList<>(raisers.size() + 1);
            out.add(c);
            out.addAll(raisers);
            return out;
        }
        return List.of(c);
    }

    @Override
    public List<String> actions(Entity entity) {
        Corporation c = corporation();
        if (c == null) {
            return List.of();
        }
        if (entity != c && entity instanceof Investor raiser && raisers(c).contains(raiser)) {
            return needsEmergencySale(c) && !emergencySales(raiser, c).isEmpty() ? List.of("sell_shares") : List.of();
        }
        if (entity != c) {
            return List.of();
        }
        if (mustBuy(c)) {
            return List.of("buy_train");
        }
        int min = minPrice(c);
        if ((room(c) && min >= 0 && c.cash() >= min) || tradeInAffordable(c)) {
            return List.of("buy_train", "pass");
        }
        return List.of();
    }

    // ------------------------------------------------------------------ processing

    @Override
    public void process(Action action, Entity entity) {
        Corporation c = corporation();
        switch (action.type()) {
            case "pass" -> pass();
            case "sell_shares" -> emergencySell((Investor) entity, c, action);
            case "buy_train" -> buy(c, action);
            default -> throw refuse(RuleKey.ACTION_NOT_EXPECTED, "unexpected " + action.type());
        }
    }

    protected void buy(Corporation c, Action action) {
        Train train = game.depot().train(action.string("train"));
        if (train == null || train.rusted()) {
            throw refuse(RuleKey.TRAIN_AVAILABLE, EngineText.get("refuse.train.noSuch", Names.trainOfId(action.string("train"))));
        }
        int price = (int) action.number("price", -1);
        TrainType variant = chosenVariant(c, train, action.string("variant"));
        if (!game.trainRules().mayBuy(c, train)) {
            throw refuse(RuleKey.TRAIN_AVAILABLE, EngineText.get("refuse.train.notFor", Names.train(train.name()), c));
        }
        int face = game.trainRules().bankPrice(c, train, variant);
        Train exchange = null;
        String exchangeId = action.string("exchange");
        if (exchangeId != null) {
            exchange = game.depot().train(exchangeId);
            if (exchange == null || exchange.owner() != c) {
                throw refuse(RuleKey.TRAIN_TRADE_IN, EngineText.get("refuse.train.tradeInNotOwned", c, Names.trainOfId(exchangeId)));
            }
        }
        Object owner = train.owner();
        CashHolder seller;
        boolean fromBank;
        if (Depot.DEPOT.equals(owner)) {
            if (!game.depotTrains().contains(train)) {
                throw refuse(RuleKey.TRAIN_AVAILABLE, EngineText.get("refuse.train.notYet", Names.train(train.name())));
            }
            seller = game.bank();
            fromBank = true;
        } else if (Depot.POOL.equals(owner)) {
            seller = game.bank();
            fromBank = true;
        } else if (owner instanceof Corporation o && o != c && !o.closed()) {
            seller = o;
            fromBank = false;
        } else {
            throw refuse(RuleKey.TRAIN_AVAILABLE, EngineText.get("refuse.train.notFor", Names.train(train.name()), c));
        }
        if (exchange != null) {
            Integer discount = train.card().discount() == null ? null : train.card().discount().get(exchange.cardName());
            if (!fromBank || !Depot.DEPOT.equals(owner) || discount == null) {
                throw refuse(RuleKey.TRAIN_TRADE_IN,
                        EngineText.get("refuse.train.noTradeIn", Names.aTrain(exchange.name()), Names.aTrain(train.name())));
            }
            if (price != face - discount) {
                throw refuse(RuleKey.TRAIN_TRADE_IN,
                        EngineText.get("refuse.train.tradeInPrice", Names.train(variant.name()), game.format(face - discount)));
            }
        } else {
            if (!room(c)) {
                throw refuse(RuleKey.TRAIN_LIMIT, EngineText.get("refuse.train.limit", c, game.trainLimit(c)));
            }
            if (fromBank && price != face) {
                throw refuse(RuleKey.TRAIN_PRICE,
                        EngineText.get("refuse.train.bankPrice", Names.aTrain(variant.name()), game.format(face)));
            }
            if (!fromBank && price < 1) {
                throw refuse(RuleKey.TRAIN_MIN_PRICE_BETWEEN_CORPORATIONS,
                        EngineText.get("refuse.train.minFromCorporation", game.format(1)));
            }
            int minimum = fromBank ? 1 : otherTrainMinimum(c, train);
            if (price < minimum) {
                throw refuse(RuleKey.TRAIN_PRICE, EngineText.get("refuse.train.emergencyMinimum",
                        Names.train(train.name()), game.format(minimum)));
            }
        }
        boolean forced = mustBuy(c);
        if (price <= c.cash()) {
            if (forced && fromBank && !anyAffordableTrain(c) && price > game.trainRules().cheapestBankTrainPrice(c)) {
                throw refuse(RuleKey.TRAIN_MUST_BUY_CHEAPEST, EngineText.get("refuse.train.cheapest", c));
            }
            game.buyTrain(c, train, variant, price, seller, exchange);
            return;
        }
        if (!forced) {
            throw refuse(RuleKey.CASH, EngineText.get("refuse.cannotAfford", c, game.format(price)));
        }
        if (!raisersContribute(c)) {
            throw refuse(RuleKey.CASH, EngineText.get("refuse.train.paysItself", c, game.format(price)));
        }
        if (exchange != null) {
            throw refuse(RuleKey.TRAIN_PRESIDENT_NO_TRADE_IN, EngineText.get("refuse.train.presidentNoTradeIn"));
        }
        if (fromBank && price != game.trainRules().cheapestBankTrainPrice(c) && !presidentChoosesAnyTrain(c)) {
            throw refuse(RuleKey.TRAIN_PRESIDENT_CHEAPEST_ONLY,
                    EngineText.get("refuse.train.presidentCheapest"));
        }
        if (!fromBank && price > face) {
            throw refuse(RuleKey.TRAIN_PRESIDENT_FACE_VALUE,
                    EngineText.get("refuse.train.presidentFaceValue"));
        }
        Player president = c.controller();
        List<Investor> raisers = raisers(c);
        int missing = price - c.cash();
        if (president != null && raisersCash(c) < missing && presidentBorrows(c, president)) {
            borrow(president, missing - raisersCash(c));
        }
        if (raisers.isEmpty() || raisersCash(c) < missing) {
            throw refuse(RuleKey.TRAIN_PRESIDENT_MUST_SELL,
                    EngineText.get("refuse.train.presidentMustSell", game.format(missing)));
        }
        for (Investor raiser : raisers) {
            int part = Math.min(raiser.cash(), missing);
            if (part > 0) {
                game.transfer(raiser, c, part);
                game.logText("log.contributes", Names.of(raiser), game.format(part), Names.of(c));
                missing -= part;
            }
        }
        game.buyTrain(c, train, variant, price, seller, null);
    }

    /**
     * Hook: whether a corporation that must buy a train and can pay from its treasury may buy any train
     * the bank offers, not only the cheapest. Default: the rule option {@code emergency_any_affordable_train}
     * (18xx.games; 1830 rulebook: the cheapest). 1841 (RB 4.5.2): any, unless it received emergency money.
     */
    protected boolean anyAffordableTrain(Corporation c) {
        return game.option(EngineOption.EMERGENCY_ANY_AFFORDABLE_TRAIN);
    }

    /**
     * Hook: whether a president paying for a forced purchase may choose any train the bank offers,
     * not only the cheapest (1844 RB XV "Notfinanzierung"). Default: only the cheapest (1830 §5.8).
     */
    protected boolean presidentChoosesAnyTrain(Corporation c) {
        return false;
    }

    /**
     * Hook: whether a president who cannot pay the rest of a forced purchase borrows it instead of
     * selling (1844 RB XV: the director's account goes negative). Default: no, he must sell.
     */
    protected boolean presidentBorrows(Corporation c, Player president) {
        return false;
    }

    /**
     * Hook: gives the president {@code amount} he lacks for a forced purchase and records what he
     * owes (called only when {@link #presidentBorrows} says yes; a title that says yes overrides it).
     */
    protected void borrow(Player president, int amount) {
        throw new UnsupportedOperationException("a title whose presidents borrow records the debt");
    }

    /**
     * The variant the action names (18xx.games {@code variant}), checked against
     * {@link roundhouse.engine.spi.TrainRules#variants}; without one the train keeps its own.
     */
    protected TrainType chosenVariant(Corporation c, Train train, String name) {
        List<TrainType> allowed = game.trainRules().variants(c, train);
        if (name == null) {
            // a train from another corporation keeps its variant, which the buyer must be allowed (1844 RB VIII)
            if (train.owner() instanceof Corporation && !allowed.contains(train.type())) {
                throw refuse(RuleKey.TRAIN_AVAILABLE, EngineText.get("refuse.train.mayNotOwn", c, Names.aTrain(train.name())));
            }
            return train.type();
        }
        for (TrainType v : allowed) {
            if (v.name().equals(name)) {
                return v;
            }
        }
        throw refuse(EngineText.get("refuse.train.variant", Names.train(train.name()), name, c,
                String.join(", ", allowed.stream().map(TrainType::name).toList())));
    }

    /**
     * Legal emergency sales of one raiser: only as much as needed for the {@linkplain #emergencyTarget target},
     * never the buyer's presidency or one above it.
     */
    protected List<Map.Entry<List<Certificate>, Integer>> emergencySales(Investor p, Corporation buyer) {
        List<Map.Entry<List<Certificate>, Integer>> out = new ArrayList<>();
        int need = emergencyTarget(buyer) - buyer.cash() - raisersCash(buyer);
        if (need <= 0) {
            return out;
        }
        SaleTerms terms = emergencyTerms();
        for (Corporation c : game.corporations()) {
            if (soldAlready(p, c)) {
                continue;
            }
            List<Integer> percents = new ArrayList<>();
            List<List<Certificate>> bundles = game.shareRules().saleBundles(p, c, percents, terms);
            for (int i = 0; i < bundles.size(); i++) {
                int pct = percents.get(i);
                if (!keepsPresidency(p, buyer, bundles.get(i), pct)) {
                    continue;
                }
                if (moreThanNeeded(bundles.get(i), pct, need, terms)) {
                    continue;
                }
                out.add(Map.entry(bundles.get(i), pct));
            }
        }
        return out;
    }

    protected void emergencySell(Investor p, Corporation buyer, Action action) {
        List<Certificate> certs = new ArrayList<>();
        if (action.args().get("shares") instanceof List<?> ids) {
            for (Object id : ids) {
                String s = String.valueOf(id);
                int us = s.lastIndexOf('_');
                Corporation c = us < 0 ? null : game.corporation(s.substring(0, us));
                Certificate cert = c == null ? null : c.share(s);
                if (cert == null) {
                    throw refuse(RuleKey.ACTION_MALFORMED, "no share certificate " + s);
                }
                certs.add(cert);
            }
        }
        if (certs.isEmpty()) {
            throw refuse(RuleKey.ACTION_MALFORMED, "sell_shares names no shares");
        }
        int certSum = certs.stream().mapToInt(Certificate::percent).sum();
        int percent = (int) action.number("percent", certSum);
        if (soldAlready(p, certs.get(0).corporation())) {
            throw refuse(RuleKey.SHARE_SOLD_THIS_TURN, EngineText.get("refuse.sell.soldThisTurn", p, certs.get(0).corporation()));
        }
        SaleTerms terms = emergencyTerms();
        String reason = game.shareRules().checkSale(p, certs, percent, terms, true);
        if (reason != null) {
            throw refuse(reason);
        }
        if (!keepsPresidency(p, buyer, certs, percent)) {
            throw refuse(RuleKey.TRAIN_EMERGENCY_PRESIDENCY,
                    EngineText.get("refuse.train.emergencyPresidency", certs.get(0).corporation()));
        }
        Corporation c = certs.get(0).corporation();
        int need = emergencyTarget(buyer) - buyer.cash() - raisersCash(buyer);
        if (moreThanNeeded(certs, percent, need, terms)) {
            throw refuse(RuleKey.TRAIN_EMERGENCY_ONLY_NEEDED, EngineText.get("refuse.train.onlyNeeded", p));
        }
        int pricePerShare = c.sharePrice().price();
        game.shareRules().sellShares(p, certs, percent, terms);
        soldInEmergency.add(p.id() + "/" + c.id());
        lastSalePrice = pricePerShare;
        or().resortRemaining();
    }

    // ------------------------------------------------------------------ choices

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        return TrainChoices.of(this, entity);
    }
}
