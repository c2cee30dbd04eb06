package roundhouse.title.t1854.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.CashHolder;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Depot;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.step.BuyTrain;
import roundhouse.engine.spi.step.Round;

/**
 * Buy trains by company kind ("Loks kaufen", "Lokalbahnen", "Lokalbahn-AGs"). A local is never
 * obliged to own a train. A Lokalbahn AG buys only scrapped regular trains: from the bank pool,
 * repaired, at face value + 30, or from another AG at an agreed price; it must own a train once it
 * has a route while the pool has one for it, and if its director pays part of a forced purchase it
 * takes the cheapest, a train from another AG then costing at most its repaired price. With
 * nothing in the pool for it an AG is not obliged and runs nothing. Majors buy as the engine
 * does; the train rules keep scrapped and AG trains from them.
 */
class AustrianBuyTrain extends BuyTrain {
    AustrianBuyTrain(Game game, Round round) {
        super(game, round);
    }

    private AgTrains agTrains() {
        return ((AustrianTrainRules) game.trainRules()).agTrains();
    }

    /** The cheapest repaired train in the pool, or -1 when the pool has no scrapped train. */
    int agCheapest() {
        int min = -1;
        for (Train t : agTrains().scrappedInPool()) {
            int p = AgTrains.repairedPrice(t);
            min = min < 0 ? p : Math.min(min, p);
        }
        return min;
    }

    @Override
    public boolean mustBuy(Corporation c) {
        if (AustrianGame.isLocal(c)) {
            return false; // "keine Zugpflicht"
        }
        if (AustrianGame.isAg(c)) {
            return c.trains().isEmpty() && agCheapest() >= 0 && game.routeAvailable(c);
        }
        return super.mustBuy(c);
    }

    @Override
    protected boolean needsEmergencySale(Corporation c, Player president) {
        if (AustrianGame.isAg(c)) {
            return mustBuy(c) && c.cash() + president.cash() < agCheapest();
        }
        return super.needsEmergencySale(c, president);
    }

    @Override
    protected List<Map.Entry<List<Certificate>, Integer>> emergencySales(Player p, Corporation buyer) {
        if (!AustrianGame.isAg(buyer)) {
            return super.emergencySales(p, buyer);
        }
        List<Map.Entry<List<Certificate>, Integer>> out = new ArrayList<>();
        int need = agCheapest() - buyer.cash() - p.cash();
        if (need <= 0) {
            return out;
        }
        for (Corporation c : game.corporations()) {
            List<Integer> percents = new ArrayList<>();
            List<List<Certificate>> bundles = game.saleBundles(p, c, percents);
            for (int i = 0; i < bundles.size(); i++) {
                int pct = percents.get(i);
                boolean more = pct > c.sharePercent() && game.shareValue(c, pct - c.sharePercent()) >= need;
                if (keepsPresidency(p, buyer, bundles.get(i), pct) && !more) {
                    out.add(Map.entry(bundles.get(i), pct));
                }
            }
        }
        return out;
    }

    @Override
    public List<String> actions(Entity entity) {
        Corporation c = corporation();
        if (c == null || !AustrianGame.isAg(c) || entity instanceof Player) {
            return super.actions(entity);
        }
        if (entity != c) {
            return List.of();
        }
        if (mustBuy(c)) {
            return List.of("buy_train");
        }
        return agChoices(c).isEmpty() ? List.of() : List.of("buy_train", "pass");
    }

    @Override
    protected void buy(Corporation c, Action action) {
        if (!AustrianGame.isAg(c)) {
            super.buy(c, action);
            return;
        }
        Train train = game.depot().train(action.string("train"));
        int price = (int) action.number("price", -1);
        boolean fromPool = train != null && Depot.POOL.equals(train.owner()) && agTrains().scrapped(train);
        boolean fromAg = train != null && train.owner() instanceof Corporation o && o != c && !o.closed()
                && AustrianGame.isAg(o);
        if (!fromPool && !fromAg) {
            throw refuse(LocalText.get("refuse.agTrain", LocalText.name(c)));
        }
        if (!room(c)) {
            throw refuse(EngineText.get("refuse.cannotNow", c, "buy_train", description(), "pass"));
        }
        int repaired = AgTrains.repairedPrice(train);
        if (fromPool && price != repaired) {
            throw refuse(LocalText.get("refuse.agTrainPrice", train.name(), game.format(repaired)));
        }
        if (fromAg && price < 1) {
            throw refuse(LocalText.get("refuse.agTrain", LocalText.name(c)));
        }
        CashHolder seller = fromPool ? game.bank() : (Corporation) train.owner();
        if (price > c.cash()) {
            payWithDirector(c, train, price, fromPool);
        }
        game.buyTrain(c, train, price, seller, null);
    }

    /** A forced purchase the director helps pay: the cheapest train only, an AG's at most at its repaired price. */
    private void payWithDirector(Corporation c, Train train, int price, boolean fromPool) {
        int cheapest = agCheapest();
        if (!mustBuy(c)) {
            throw refuse(EngineText.get("refuse.cannotNow", c, "buy_train", description(), "pass"));
        }
        if (fromPool ? price != cheapest : AgTrains.repairedPrice(train) > cheapest) {
            throw refuse(LocalText.get("refuse.agForcedCheapest", LocalText.name(c)));
        }
        if (!fromPool && price > AgTrains.repairedPrice(train)) {
            throw refuse(LocalText.get("refuse.agForcedCap", game.format(AgTrains.repairedPrice(train))));
        }
        Player director = c.controller();
        int missing = price - c.cash();
        if (director == null || director.cash() < missing) {
            throw refuse(LocalText.get("refuse.agForcedCheapest", LocalText.name(c)));
        }
        game.transfer(director, c, missing);
        game.logText("log.contributes", director.name(), game.format(missing));
    }

    /** An AG's purchases now: repaired pool trains and other AGs' trains, within its limit and means. */
    private List<LegalAction> agChoices(Corporation c) {
        List<LegalAction> out = new ArrayList<>();
        if (!room(c)) {
            return out;
        }
        boolean forced = mustBuy(c);
        int cheapest = agCheapest();
        int withDirector = c.cash() + (forced && c.controller() != null ? c.controller().cash() : 0);
        for (Train t : agTrains().scrappedInPool()) {
            int price = AgTrains.repairedPrice(t);
            if (price <= c.cash() || forced && price == cheapest && price <= withDirector) {
                out.add(choice(buyAction(c, t, price), EngineText.get("label.buyFor", Names.aTrain(t.name()),
                        game.format(price))));
            }
        }
        for (Corporation o : game.corporations()) {
            if (o == c || o.closed() || !AustrianGame.isAg(o)) {
                continue;
            }
            for (Train t : o.trains()) {
                int max = c.cash();
                if (forced && c.cash() < AgTrains.repairedPrice(t) && AgTrains.repairedPrice(t) <= cheapest) {
                    max = Math.min(AgTrains.repairedPrice(t), withDirector);
                }
                if (max >= 1) {
                    out.add(new LegalAction(buyAction(c, t, 1), EngineText.get("label.buyFrom", Names.aTrain(t.name()),
                            LocalText.name(o)), new LegalAction.AmountRange("price", 1, max, 1)));
                }
            }
        }
        return out;
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        Corporation c = corporation();
        if (c == null || !AustrianGame.isAg(c) || entity instanceof Player) {
            return super.legalActions(entity);
        }
        List<LegalAction> out = agChoices(c);
        if (!mustBuy(c)) {
            out.add(passChoice(c, EngineText.get("label.doneTrains")));
        }
        return out;
    }

    private Action buyAction(Corporation c, Train t, int price) {
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("train", t.id());
        args.put("price", (long) price);
        args.put("variant", t.type().name());
        return new Action("buy_train", c.id(), c.entityType(), args);
    }
}
