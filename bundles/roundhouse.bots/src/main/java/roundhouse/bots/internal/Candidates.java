package roundhouse.bots.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;
import roundhouse.api.view.PlayerView;

/**
 * The moves worth looking ahead at for one decision: the greedy bot's own choice first, then the
 * distinct alternatives a player weighs (pass; a share of each company; a par of each company at a
 * high and a low price; the smallest and the largest sale of each holding; each train on offer; each
 * dividend), at most {@link #MAX} in all. Decisions of other kinds (track, tokens, routes, a title's
 * questions) are left to the greedy bot: their consequences are measured by the run they make.
 */
final class Candidates {
    /** Moves compared at one decision, the greedy choice included: each costs one look ahead. */
    static final int MAX = 7;
    /** The action types whose choice the expert weighs by looking ahead. */
    static final Set<String> WEIGHED = Set.of("buy_shares", "par", "sell_shares", "buy_train", "dividend", "bid");

    private Candidates() {
    }

    /**
     * The moves to compare, {@code base} first; only {@code base} when the decision is not one the
     * expert weighs or it has no alternative.
     */
    static List<Action> of(GameState state, PlayerView me, List<LegalAction> legal, Action base) {
        if (isOther(base) || !Choices.ofType(legal, "lay_tile").isEmpty() || !Choices.ofType(legal, "place_token").isEmpty()) {
            return List.of(base);
        }
        Map<String, Action> out = new LinkedHashMap<>();
        out.put(key(base), base);
        LegalAction pass = Choices.pass(legal);
        if (pass != null) {
            add(out, pass.action());
        }
        dividends(out, legal);
        trains(out, legal);
        buys(out, state, me, legal);
        pars(out, me, legal);
        sales(out, legal);
        bids(out, legal);
        return new ArrayList<>(out.values());
    }

    /** A move of a kind not weighed here (a lay, a token, a route, a title's question). */
    private static boolean isOther(Action base) {
        return !WEIGHED.contains(base.type()) && !"pass".equals(base.type());
    }

    private static void add(Map<String, Action> out, Action a) {
        if (out.size() < MAX) {
            out.putIfAbsent(key(a), a);
        }
    }

    /** What makes two moves the same choice for a player: their type and the arguments that matter. */
    private static String key(Action a) {
        return switch (a.type()) {
            case "buy_shares", "sell_shares" -> a.type() + " " + companyOf(a) + " " + a.args().get("percent");
            case "par" -> a.type() + " " + a.string("corporation") + " " + a.string("share_price");
            case "buy_train" -> a.type() + " " + trainName(a.string("train")) + " " + a.args().get("price") + " "
                    + a.args().get("variant") + " " + (a.args().get("exchange") != null);
            case "dividend" -> a.type() + " " + a.string("kind");
            case "bid" -> a.type() + " " + a.string("company") + " " + a.args().get("price");
            default -> a.type() + " " + a.entity();
        };
    }

    private static void dividends(Map<String, Action> out, List<LegalAction> legal) {
        for (LegalAction l : Choices.ofType(legal, "dividend")) {
            add(out, Choices.complete(l));
        }
    }

    /** Each distinct bank train at its price; trains between companies only at their lowest price. */
    private static void trains(Map<String, Action> out, List<LegalAction> legal) {
        List<LegalAction> buys = GreedyBot.sorted(Choices.ofType(legal, "buy_train"),
                Comparator.comparingInt(l -> Choices.number(Choices.complete(l), "price")));
        for (LegalAction l : buys) {
            add(out, Choices.complete(l));
        }
    }

    /** One purchase per company and certificate size, own companies first, then the best earners. */
    private static void buys(Map<String, Action> out, GameState state, PlayerView me, List<LegalAction> legal) {
        List<LegalAction> buys = new ArrayList<>(Choices.ofType(legal, "buy_shares"));
        buys.sort(Comparator.comparingDouble(l -> -buyAppeal(state, me, l.action())));
        for (LegalAction l : buys) {
            add(out, Choices.complete(l));
        }
    }

    private static double buyAppeal(GameState state, PlayerView me, Action a) {
        CompanyView c = GreedyBot.corporation(state, companyOf(a));
        if (c == null || c.sharePrice() <= 0) {
            return 0;
        }
        double earning = c.lastRevenue() / (double) c.sharePrice();
        return (me.id().equals(c.owner()) ? 10 : 0) + earning;
    }

    /** For each company, the highest par the player can float it at and the lowest par. */
    private static void pars(Map<String, Action> out, PlayerView me, List<LegalAction> legal) {
        Map<String, List<Action>> byCompany = new LinkedHashMap<>();
        for (LegalAction l : Choices.ofType(legal, "par")) {
            byCompany.computeIfAbsent(l.action().string("corporation"), k -> new ArrayList<>()).add(Choices.complete(l));
        }
        for (List<Action> pars : byCompany.values()) {
            pars.sort(Comparator.comparingInt(StockPlay::parPrice));
            Action high = null;
            for (Action a : pars) {
                if (StockPlay.parPrice(a) * 4 <= me.cash()) {
                    high = a;
                }
            }
            if (high != null) {
                add(out, high);
            }
            add(out, pars.get(0));
        }
    }

    /** For each holding, the smallest and the largest sale. */
    private static void sales(Map<String, Action> out, List<LegalAction> legal) {
        Map<String, List<Action>> byCompany = new LinkedHashMap<>();
        for (LegalAction l : Choices.ofType(legal, "sell_shares")) {
            byCompany.computeIfAbsent(companyOf(l.action()), k -> new ArrayList<>()).add(Choices.complete(l));
        }
        for (List<Action> sales : byCompany.values()) {
            sales.sort(Comparator.comparingInt(a -> Choices.number(a, "percent")));
            add(out, sales.get(0));
            add(out, sales.get(sales.size() - 1));
        }
    }

    /** Each company on auction at its lowest bid. */
    private static void bids(Map<String, Action> out, List<LegalAction> legal) {
        for (LegalAction l : Choices.ofType(legal, "bid")) {
            add(out, Choices.complete(l));
        }
    }

    /** The company of a share action's first certificate ({@code <company>_<index>}). */
    static String companyOf(Action a) {
        Object shares = a.args().get("shares");
        String first = shares instanceof List<?> list && !list.isEmpty() ? String.valueOf(list.get(0)) : null;
        if (first == null) {
            return String.valueOf(a.args().get("corporation"));
        }
        int cut = first.lastIndexOf('_');
        return cut < 0 ? first : first.substring(0, cut);
    }

    /** A train's name from its id ({@code "3-1"} is a 3-train). */
    private static String trainName(String id) {
        if (id == null) {
            return "";
        }
        int cut = id.lastIndexOf('-');
        return cut < 0 ? id : id.substring(0, cut);
    }
}
