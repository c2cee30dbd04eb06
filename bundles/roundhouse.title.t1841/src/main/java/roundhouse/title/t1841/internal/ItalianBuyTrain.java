package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Investor;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.TrainType;
import roundhouse.engine.spi.step.BuyTrain;
import roundhouse.engine.spi.step.Round;

/**
 * Buying trains in 1841 (RB 4.5): from the bank at face value or from another corporation for at least
 * L.1 with the buyer's own money; a corporation without a train that has a route must buy one, and if
 * its money does not reach the cheapest train of the bank, it raises emergency money up its chain of
 * control at half price ({@link EmergencySales}, RB 4.5.1) and then must buy that cheapest train
 * (RB 4.5.2). The sales are {@code sell_shares} actions: by the buyer for itself and for the
 * corporations above it, and by its director for his own shares.
 */
class ItalianBuyTrain extends BuyTrain {
    private final EmergencySales sales;
    /** Emergency money was raised this turn: the next train is the bank's cheapest (RB 4.5.2). */
    private boolean emergency;
    /** The corporations that have begun to sell: by the rulebook each then sells all it may. */
    private final Set<String> selling = new HashSet<>();

    ItalianBuyTrain(ItalianGame game, Round round) {
        super(game, round);
        this.sales = new EmergencySales(game);
    }

    EmergencySales sales() {
        return sales;
    }

    @Override
    public void setup() {
        super.setup();
        emergency = false;
        selling.clear();
    }

    /** The corporation, and its director while he may sell for the train it must buy. */
    @Override
    public List<Entity> activeEntities() {
        Corporation c = corporation();
        if (c == null) {
            return List.of();
        }
        if (active != null && activeAt == round.version() && activeFor == c) {
            return active; // asked several times per action (who acts, whose step blocks), the sales weighed once
        }
        Player director = c.controller();
        active = director != null && directorMaySell(c, director) ? List.of(c, director) : List.of(c);
        activeFor = c;
        activeAt = round.version();
        return active;
    }

    /** {@link #activeEntities} for one state of the round. */
    private transient List<Entity> active;
    private transient Corporation activeFor;
    private transient int activeAt = -1;

    private boolean directorMaySell(Corporation c, Player director) {
        return mustBuy(c) && !sales.directorSales(director, c, selling).isEmpty();
    }

    @Override
    public List<String> actions(Entity entity) {
        Corporation c = corporation();
        if (c == null) {
            return List.of();
        }
        if (entity instanceof Player p) {
            return p == c.controller() && directorMaySell(c, p) ? List.of("sell_shares") : List.of();
        }
        if (entity != c) {
            boolean above = entity instanceof Corporation k && sales.corporations(c).contains(k)
                    && corporateSales(c).stream().anyMatch(s -> s.seller() == k);
            return above ? List.of("sell_shares") : List.of();
        }
        if (mustBuy(c)) {
            return corporateSales(c).isEmpty() ? List.of("buy_train") : List.of("buy_train", "sell_shares");
        }
        int min = minPrice(c);
        return room(c) && min >= 0 && c.cash() >= min ? List.of("buy_train", "pass") : List.of();
    }

    /** A trainless corporation's money for the cheapest train: the shares that must or may be sold now. */
    private List<EmergencySales.Sale> corporateSales(Corporation c) {
        return mustBuy(c) ? sales.corporateSales(c, selling) : List.of();
    }

    /** A train of another corporation only with the buyer's own money, never after emergency money (RB 4.5.2). */
    @Override
    protected int minPrice(Corporation c) {
        int min = game.trainRules().cheapestBankTrainPrice(c);
        if (!emergency) {
            for (Corporation o : game.corporations()) {
                if (o != c && !o.closed() && !o.trains().isEmpty()) {
                    min = min < 0 ? 1 : Math.min(min, 1);
                }
            }
        }
        return min;
    }

    /** With its own money a corporation that must buy may buy any train; after emergency money the cheapest (RB 4.5.2). */
    @Override
    protected boolean anyAffordableTrain(Corporation c) {
        return !emergency;
    }

    @Override
    public void process(Action action, Entity entity) {
        if (action.type().equals("sell_shares")) {
            sell(corporation(), action);
            return;
        }
        super.process(action, entity);
    }

    @Override
    protected void buy(Corporation c, Action action) {
        Train train = game.depot().train(action.string("train"));
        int price = (int) action.number("price", -1);
        if (train != null && train.owner() instanceof Corporation other && other != c) {
            if (emergency) {
                throw refuse(RuleKey.TRAIN_PRESIDENT_CHEAPEST_ONLY, ItalianText.get("refuse.emergency.bankTrain", c));
            }
            if (price > c.cash()) {
                throw refuse(RuleKey.CASH, EngineText.get("refuse.cannotAfford", c, game.format(price)));
            }
        } else if (train != null && price > c.cash() && mustBuy(c) && !corporateSales(c).isEmpty()) {
            throw refuse(RuleKey.TRAIN_PRESIDENT_MUST_SELL, ItalianText.get("refuse.emergency.corporationsFirst", c));
        }
        super.buy(c, action);
        emergency = false;
        selling.clear();
        if (game.option(T1841Title.TRAIN_STEP_ENDS_UNABLE) && actions(c).isEmpty()) {
            pass(); // money the secession or the Tuscan merge this purchase set off brings does not reopen it
        }
    }

    // ------------------------------------------------------------------ emergency sales

    private void sell(Corporation buyer, Action action) {
        List<Certificate> certs = certificates(action);
        Corporation of = certs.get(0).corporation();
        ShareHolder holding = certs.get(0).holder();
        Investor seller = holding == of.ipo() ? of : holding instanceof Investor i ? i : null;
        int percent = (int) action.number("percent", certs.stream().mapToInt(Certificate::percent).sum());
        if (seller == null || !mustBuy(buyer)) {
            throw refuse(RuleKey.TRAIN_EMERGENCY_ONLY_NEEDED, ItalianText.get("refuse.emergency.notNow", buyer));
        }
        checkSharePrice(action, of);
        EmergencySales.Sale sale = offered(buyer, seller, of).stream()
                .filter(s -> s.sameShape(certs, percent)).findFirst().orElse(null);
        if (sale == null) {
            throw refuse(RuleKey.TRAIN_EMERGENCY_PRESIDENCY, refusal(buyer, seller, of, certs, percent));
        }
        game.shareRules().sellShares(holding, certs, percent, sales.terms());
        ((ItalianGame) game).frozenFlagsMoment();
        emergency = true;
        if (seller instanceof Corporation k) {
            selling.add(k.id());
        }
        sales.sweep(buyer, seller);
        or().resortRemaining();
    }

    /**
     * The sales a seller may make now: by the rulebook exactly those on offer in its order; 18xx.games
     * checks only that the sale itself is allowed, whatever its order (its offers are a guide).
     */
    private List<EmergencySales.Sale> offered(Corporation buyer, Investor seller, Corporation of) {
        boolean inChain = seller == buyer || seller instanceof Corporation k && sales.corporations(buyer).contains(k);
        boolean director = seller instanceof Player p && p == buyer.controller();
        if (!inChain && !director) {
            return List.of();
        }
        if (sales.chosen()) {
            return sales.sales(seller, of, buyer);
        }
        List<EmergencySales.Sale> now = director ? sales.directorSales((Player) seller, buyer, selling) : sales.corporateSales(buyer, selling);
        return now.stream().filter(s -> s.seller() == seller && s.corporation() == of).toList();
    }

    private String refusal(Corporation buyer, Investor seller, Corporation of, List<Certificate> certs, int percent) {
        boolean partOfPresidents = certs.stream().anyMatch(Certificate::president)
                && certs.stream().mapToInt(Certificate::percent).sum() > percent;
        if (partOfPresidents && sales.sales(seller, of, buyer).stream().noneMatch(s -> s.sameShape(certs, percent))) {
            return ItalianText.get("refuse.emergency.partPresident", seller.name(), Names.of(of));
        }
        if (!sales.chosen() && !sales.corporateSales(buyer, selling).isEmpty()
                && sales.corporateSales(buyer, selling).stream().noneMatch(s -> s.seller() == seller && s.corporation() == of)) {
            EmergencySales.Sale next = sales.corporateSales(buyer, selling).get(0);
            return ItalianText.get("refuse.emergency.order", next.seller().name(), Names.of(next.corporation()));
        }
        return ItalianText.get("refuse.emergency.sale", seller.name(), Names.of(of), buyer);
    }

    /** 18xx.games writes the half price it sold at ({@code share_price}); it must be half the price now. */
    private void checkSharePrice(Action action, Corporation of) {
        if (action.args().get("share_price") instanceof Number n && of.sharePrice() != null
                && n.doubleValue() * 2 != of.sharePrice().price()) {
            throw refuse(RuleKey.ACTION_MALFORMED, ItalianText.get("refuse.emergency.price", Names.of(of),
                    n.toString(), halfPrice(of)));
        }
    }

    private static String halfPrice(Corporation of) {
        int p = of.sharePrice().price();
        return p % 2 == 0 ? String.valueOf(p / 2) : p / 2 + ".5";
    }

    private List<Certificate> certificates(Action action) {
        List<Certificate> certs = new ArrayList<>();
        if (action.args().get("shares") instanceof List<?> ids) {
            for (Object id : ids) {
                String s = String.valueOf(id);
                int us = s.lastIndexOf('_');
                Corporation c = us < 0 ? null : game.corporation(s.substring(0, us));
                Certificate cert = c == null ? null : c.share(s);
                if (cert == null) {
                    throw refuse(RuleKey.ACTION_MALFORMED, ItalianText.get("refuse.emergency.noShare", s));
                }
                certs.add(cert);
            }
        }
        if (certs.isEmpty() || certs.stream().anyMatch(c -> c.corporation() != certs.get(0).corporation()
                || c.holder() != certs.get(0).holder())) {
            throw refuse(RuleKey.ACTION_MALFORMED, ItalianText.get("refuse.emergency.oneHolding"));
        }
        return certs;
    }

    // ------------------------------------------------------------------ choices

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        Corporation c = corporation();
        List<LegalAction> out = new ArrayList<>();
        if (c == null) {
            return out;
        }
        if (entity instanceof Player p) {
            if (p == c.controller() && mustBuy(c)) {
                for (EmergencySales.Sale s : sales.directorSales(p, c, selling)) {
                    out.add(saleChoice(p, s));
                }
            }
            return out;
        }
        if (entity != c) {
            for (EmergencySales.Sale s : corporateSales(c)) {
                if (s.seller() == entity) {
                    out.add(saleChoice((Investor) entity, s));
                }
            }
            return out;
        }
        List<EmergencySales.Sale> due = corporateSales(c);
        if (!due.isEmpty()) {
            // emergency money only where no purchase from another corporation is arranged (RB 4.5.1)
            for (EmergencySales.Sale s : due) {
                out.add(saleChoice(c, s));
            }
            if (room(c)) {
                out.addAll(otherCorporationsTrains(c));
            }
            return out;
        }
        out.addAll(trainChoices(c));
        return out;
    }

    private LegalAction saleChoice(Investor actor, EmergencySales.Sale s) {
        return new LegalAction(new Action("sell_shares", actor.id(), actor.entityType(), sales.saleArgs(s)), sales.saleLabel(s), null);
    }

    /** The trains on offer: the bank's at face value, the cheapest only with emergency money; others' with the buyer's own. */
    private List<LegalAction> trainChoices(Corporation c) {
        List<LegalAction> out = new ArrayList<>();
        if (!room(c)) {
            return out;
        }
        boolean forced = mustBuy(c);
        int cheapest = sales.cheapest(c);
        int available = c.cash() + (forced ? sales.chainCash(c) : 0);
        List<Train> bank = new ArrayList<>(game.depotTrains());
        bank.addAll(game.poolTrains());
        for (Train t : bank) {
            if (!game.trainRules().mayBuy(c, t)) {
                continue;
            }
            for (TrainType v : game.trainRules().variants(c, t)) {
                int face = game.trainRules().bankPrice(c, t, v);
                boolean ok = face <= c.cash() ? !emergency || face <= cheapest : forced && face == cheapest && face <= available;
                if (ok) {
                    out.add(choice(trainAction(c, t, v, face), EngineText.sentence(EngineText.get("label.buyFor",
                            Names.aTrain(t.name()), game.format(face)))));
                }
            }
        }
        out.addAll(otherCorporationsTrains(c));
        if (!forced) {
            out.add(passChoice(c, EngineText.get("label.doneTrains")));
        }
        return out;
    }

    /** Other corporations' trains, at any price from L.1 to the buyer's own money, until emergency money is raised (RB 4.5, 4.5.2). */
    private List<LegalAction> otherCorporationsTrains(Corporation c) {
        List<LegalAction> out = new ArrayList<>();
        if (emergency || c.cash() < 1) {
            return out;
        }
        for (Corporation o : game.corporations()) {
            if (o == c || o.closed()) {
                continue;
            }
            for (Train t : o.trains()) {
                if (game.trainRules().mayBuy(c, t)) {
                    out.add(new LegalAction(trainAction(c, t, t.type(), 1), EngineText.sentence(EngineText.get("label.buyTrainFrom",
                            Names.aTrain(t.name()), Names.of(o), game.format(1), game.format(c.cash()))),
                            new LegalAction.AmountRange("price", 1, c.cash(), 1)));
                }
            }
        }
        return out;
    }

    private static Action trainAction(Corporation c, Train t, TrainType variant, int price) {
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("train", t.id());
        args.put("price", (long) price);
        args.put("variant", variant.name());
        return corpAction("buy_train", c, args);
    }
}
