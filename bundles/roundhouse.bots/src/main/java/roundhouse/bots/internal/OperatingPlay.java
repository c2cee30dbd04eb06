package roundhouse.bots.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import roundhouse.api.Action;
import roundhouse.api.GameSession;
import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;
import roundhouse.api.view.HexView;

/** The greedy bot's decisions for a company it runs in an operating round. */
final class OperatingPlay {
    /** At most this many tile lays or tokens are tried on a fork per decision (each costs a copy of the game and a run search). */
    static final int TRIALS = 8;
    private final int trials;
    private final GameSession session;
    private final GameState state;
    private final CompanyView company;
    private final List<LegalAction> legal;
    private final Random rnd;

    /** @param trials how many lays or tokens to try at most ({@link #TRIALS} for a player's decision) */
    OperatingPlay(GameSession session, GameState state, CompanyView company, List<LegalAction> legal, Random rnd, int trials) {
        this.session = session;
        this.trials = trials;
        this.state = state;
        this.company = company;
        this.legal = legal;
        this.rnd = rnd;
    }

    Action choose() {
        for (String type : List.of("run_routes", "bankrupt")) {
            List<LegalAction> l = Choices.ofType(legal, type);
            if (!l.isEmpty() && !(type.equals("bankrupt") && Choices.earlyBankruptcy(legal))) {
                return l.get(0).action();
            }
        }
        if (!Choices.ofType(legal, "buy_train").isEmpty()) {
            return buyTrain();
        }
        if (!Choices.ofType(legal, "dividend").isEmpty()) {
            return dividend();
        }
        if (!Choices.ofType(legal, "lay_tile").isEmpty()) {
            return best(Choices.ofType(legal, "lay_tile"), true);
        }
        if (!Choices.ofType(legal, "place_token").isEmpty()) {
            return needsTrain() ? GreedyBot.fallback(legal) : best(Choices.ofType(legal, "place_token"), false);
        }
        Action discard = Choices.forcedDiscard(legal);
        return discard != null ? discard : GreedyBot.fallback(legal);
    }

    /** A company needs a train when it has none and cannot pay for the cheapest one from its treasury. */
    private boolean needsTrain() {
        return company.trains().isEmpty() && company.cash() < GreedyBot.cheapestBankTrain(state);
    }

    private Action dividend() {
        String kind = needsTrain() ? "withhold" : "payout";
        for (LegalAction l : Choices.ofType(legal, "dividend")) {
            if (kind.equals(l.action().string("kind"))) {
                return l.action();
            }
        }
        return Choices.ofType(legal, "dividend").get(0).action();
    }

    /**
     * When it must: the cheapest train. Otherwise the cheapest bank train while the company has
     * fewer than two, or when it is rich; never a trade-in or another company's train by choice.
     */
    private Action buyTrain() {
        List<LegalAction> buys = Choices.ofType(legal, "buy_train");
        List<LegalAction> bank = new ArrayList<>();
        for (LegalAction l : buys) {
            if (l.amount() == null && l.action().args().get("exchange") == null) {
                bank.add(l);
            }
        }
        Comparator<LegalAction> byPrice = Comparator.comparingInt(l -> Choices.number(Choices.complete(l), "price"));
        boolean forced = Choices.pass(legal) == null;
        if (forced) {
            List<LegalAction> all = GreedyBot.sorted(bank.isEmpty() ? buys : bank, byPrice);
            return Choices.complete(all.get(0));
        }
        if (!bank.isEmpty()) {
            LegalAction cheapest = GreedyBot.sorted(bank, byPrice).get(0);
            int price = Choices.number(cheapest.action(), "price");
            if (company.trains().size() < 2 || company.cash() >= 2 * price) {
                return cheapest.action();
            }
        }
        return GreedyBot.fallback(legal);
    }

    /**
     * The tile lay or token that raises the company's best run most, tried on a fork. A company
     * without trains has no run to raise: it lays track on stops (cities and towns) to have one later.
     */
    private Action best(List<LegalAction> options, boolean tiles) {
        List<LegalAction> ranked = GreedyBot.sorted(shuffled(options), Comparator.comparingInt(l -> -promise(l)));
        LegalAction top = ranked.get(0);
        if (company.trains().isEmpty()) {
            return tiles && promise(top) >= 2 ? top.action() : GreedyBot.fallback(legal);
        }
        if (trials == 0) {
            // a bot told to spare its copies (chances' playouts) takes the most promising move untried
            return !tiles || promise(top) >= 2 ? top.action() : GreedyBot.fallback(legal);
        }
        int base = session.bestRevenue(company.id());
        LegalAction best = null;
        int bestRevenue = base;
        for (LegalAction l : ranked.subList(0, Math.min(trials, ranked.size()))) {
            int revenue = revenueAfter(l.action());
            if (revenue > bestRevenue) {
                best = l;
                bestRevenue = revenue;
            }
        }
        return best != null ? best.action() : GreedyBot.fallback(legal);
    }

    private int revenueAfter(Action action) {
        GameSession trial = session.fork();
        try {
            trial.apply(action);
        } catch (IllegalActionException e) {
            return -1;
        }
        return trial.bestRevenue(company.id());
    }

    private List<LegalAction> shuffled(List<LegalAction> options) {
        List<LegalAction> out = new ArrayList<>(options);
        java.util.Collections.shuffle(out, rnd);
        return out;
    }

    /** How promising a lay or token looks before trying it: stops on the hex, an upgrade, no terrain cost. */
    private int promise(LegalAction l) {
        String hex = l.action().string("hex");
        if (hex == null) {
            return 1;
        }
        HexView h = hex(hex);
        if (h == null) {
            return 0;
        }
        int score = 0;
        if (!h.stops().isEmpty()) {
            score += 2;
        }
        if (!"white".equals(h.color())) {
            score += 1;
        }
        if ("white".equals(h.color()) && h.terrainCost() > 0) {
            score -= 2;
        }
        return score;
    }

    /** The hexes by coordinate, made once per decision: promise asks for one per lay compared. */
    private Map<String, HexView> hexes;

    private HexView hex(String coord) {
        if (hexes == null) {
            hexes = new HashMap<>();
            for (HexView h : state.map().hexes()) {
                hexes.put(h.coord(), h);
            }
        }
        return hexes.get(coord);
    }
}
