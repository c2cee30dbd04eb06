package roundhouse.engine.internal.session;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.GameSetup;
import roundhouse.api.view.GameHistory;
import roundhouse.engine.spi.CashHolder;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.EngineTitle;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;

/**
 * Records a game's history by replaying its effective actions into a fresh game and looking at
 * the numbers after each one. Causes of price moves and kinds of payments follow from the action
 * that made them, in the 18xx.games action vocabulary every title shares.
 */
final class HistoryRecorder {
    private final Game game;
    private final List<GameHistory.Point> points = new ArrayList<>();
    private final List<GameHistory.PriceMove> moves = new ArrayList<>();
    private final List<GameHistory.Revenue> revenues = new ArrayList<>();
    private final List<GameHistory.CashFlow> flows = new ArrayList<>();
    private Action current;
    private roundhouse.engine.spi.step.Round roundAtStart;
    private int index;

    private HistoryRecorder(Game game) {
        this.game = game;
    }

    static GameHistory record(EngineTitle title, GameSetup setup, List<Action> effective) {
        Game g = title.createGame(setup, false);
        HistoryRecorder r = new HistoryRecorder(g);
        g.setTransferListener(r::transferred);
        g.followRecord(true); // the session took each of these actions: none needs its trial again
        g.start();
        for (int i = 0; i < effective.size(); i++) {
            r.apply(i, effective.get(i));
        }
        return new GameHistory(r.points, r.moves, r.revenues, r.flows);
    }

    private void apply(int i, Action action) {
        index = i;
        current = action;
        roundAtStart = game.round();
        Map<String, Integer> before = prices();
        String kindBefore = game.round().kind();
        String roundName = shortName();
        game.setActionIndex(i);
        Replayer.apply(game, action);
        for (Action auto : ActionLog.autoActions(action)) {
            // payments made by an auto action are of that action's kind
            current = auto;
            Replayer.apply(game, auto);
        }
        current = action;
        Map<String, Integer> after = prices();
        for (Map.Entry<String, Integer> e : after.entrySet()) {
            int from = before.getOrDefault(e.getKey(), 0);
            if (from != e.getValue()) {
                moves.add(new GameHistory.PriceMove(i, e.getKey(), from, e.getValue(),
                        cause(e.getKey(), from, e.getValue(), kindBefore)));
            }
        }
        recordRevenue(action, roundName);
        Map<String, Integer> cash = new LinkedHashMap<>();
        Map<String, Integer> worth = new LinkedHashMap<>();
        for (Player p : game.players()) {
            cash.put(p.id(), p.cash());
            worth.put(p.id(), game.worth(p));
        }
        String kind = game.finished() ? kindBefore : game.round().kind();
        String name = game.finished() ? roundName : shortName();
        points.add(new GameHistory.Point(i, name, kind, after, cash, worth));
    }

    /** "SR 2", "OR 2.1", "Auction 1": the names charts and reports show. */
    private String shortName() {
        return switch (game.round().kind()) {
            case "stock" -> "SR " + game.turn();
            case "operating" -> "OR " + game.turn() + "." + game.operatingRoundNumber();
            // data, not display: the same in every language (the round's name follows the player's)
            case "auction" -> "Auction " + game.turn();
            default -> {
                String n = game.round().name();
                yield n.endsWith(".1") ? n.substring(0, n.length() - 2) : n;
            }
        };
    }

    private Map<String, Integer> prices() {
        Map<String, Integer> prices = new LinkedHashMap<>();
        for (Corporation c : game.corporations()) {
            if (c.sharePrice() != null && !c.closed()) {
                prices.put(c.id(), c.sharePrice().price());
            }
        }
        return prices;
    }

    private GameHistory.Cause cause(String corp, int from, int to, String roundKindBefore) {
        String type = current.type();
        if (from == 0 || "par".equals(type)) {
            return GameHistory.Cause.PAR;
        }
        if ("sell_shares".equals(type)) {
            return GameHistory.Cause.SALE;
        }
        if ("stock".equals(roundKindBefore) && !"stock".equals(game.round().kind())) {
            return GameHistory.Cause.SOLD_OUT;
        }
        if (corp.equals(current.entity()) && "operating".equals(roundKindBefore)) {
            // the operating company's dividend decision (explicit, or automatic without a route)
            return to > from ? GameHistory.Cause.DIVIDEND : GameHistory.Cause.WITHHELD;
        }
        return GameHistory.Cause.OTHER;
    }

    private void recordRevenue(Action action, String roundName) {
        Corporation c = game.corporation(action.entity());
        if (c == null) {
            return;
        }
        if ("dividend".equals(action.type())) {
            // a variable dividend (18Mag's corporations run no trains) is what the company paid
            int amount = "variable".equals(action.string("kind")) ? (int) action.number("amount", 0) : c.lastRevenue();
            revenues.add(new GameHistory.Revenue(index, c.id(), roundName, amount, action.string("kind")));
        } else if ("run_routes".equals(action.type()) && c.lastRevenue() == 0) {
            // nothing earned: no dividend decision follows
            revenues.add(new GameHistory.Revenue(index, c.id(), roundName, 0, "withhold"));
        } else if ("run_routes".equals(action.type()) && !dividendDecisionFollows(c)) {
            // the title pays this run out by itself (18Mag's minors split it with their owner)
            revenues.add(new GameHistory.Revenue(index, c.id(), roundName, c.lastRevenue(), "automatic"));
        }
    }

    /** Whether the game now waits for the company's dividend decision. */
    private boolean dividendDecisionFollows(Corporation c) {
        if (game.finished() || game.round() == null) {
            return false;
        }
        roundhouse.engine.spi.step.Step step = game.round().activeStep();
        return step != null && step.actions(c).contains("dividend");
    }

    private void transferred(CashHolder from, CashHolder to, int amount) {
        flows.add(new GameHistory.CashFlow(index, from.id(), to.id(), amount, kind(from, to, amount)));
    }

    /** Why money moved, from the action that moved it and who paid whom. */
    private String kind(CashHolder from, CashHolder to, int amount) {
        if (current == null) {
            return "setup";
        }
        boolean fromBank = "bank".equals(from.id());
        // Privates pay as a new operating round starts (or when everybody passed in the auction):
        // within the action, but after the round it belongs to has ended.
        boolean roundStart = game.round() != roundAtStart || "pass".equals(current.type());
        if (fromBank && roundStart && earnsPrivateRevenue(to, amount)) {
            return "private_revenue";
        }
        if ("auction".equals(roundAtStart.kind()) && "bank".equals(to.id())) {
            // a won auction is paid when it resolves, whoever's action resolved it
            return "auction";
        }
        return switch (current.type()) {
            // 1854: the bank pays a local railway's starting capital when it is bought at auction
            case "bid" -> fromBank && to instanceof Corporation ? "capital" : "auction";
            case "par" -> "par";
            case "buy_shares" -> fromBank && to instanceof Corporation ? "capital" : "share_buy";
            case "sell_shares" -> "share_sale";
            case "dividend" -> "payout".equals(current.string("kind")) ? "dividend" : "withhold";
            case "buy_train" -> from instanceof Player ? "emergency" : "train";
            case "lay_tile" -> "tile";
            case "place_token" -> "token";
            case "buy_company" -> "private_buy";
            case "bankrupt" -> "bankruptcy";
            default -> fromBank && to instanceof Corporation ? "capital" : "other";
        };
    }

    private static boolean earnsPrivateRevenue(CashHolder holder, int amount) {
        List<PrivateCompany> owned = holder instanceof Player p ? p.companies()
                : holder instanceof Corporation c ? c.companies() : List.of();
        for (PrivateCompany c : owned) {
            if (!c.closed() && c.revenue() == amount) {
                return true;
            }
        }
        return false;
    }
}
