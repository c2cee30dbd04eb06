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
        return runnable().isEmpty() && company.cash() < cheapestRunnableTrain();
    }

    /** The price of the cheapest bank train the company may run, {@link Integer#MAX_VALUE} if none. */
    private int cheapestRunnableTrain() {
        return GreedyBot.cheapestBankTrain(state, t -> session.mayRun(company.id(), t.id()));
    }

    /**
     * The lays and tokens it can pay for and still buy a train it may run, when it has none: money
     * spent on a tunnel or a mountain that leaves a company without a train earns nothing.
     */
    private List<LegalAction> affordable(List<LegalAction> options) {
        if (!runnable().isEmpty()) {
            return options;
        }
        int reserve = cheapestRunnableTrain();
        List<LegalAction> out = new ArrayList<>();
        for (LegalAction l : options) {
            int cost = l.cost() == null ? 0 : l.cost();
            if (cost == 0 || reserve == Integer.MAX_VALUE || company.cash() - cost >= reserve) {
                out.add(l);
            }
        }
        return out;
    }

    /** {@link #runnable()}, asked once per decision. */
    private List<String> runnable;

    /** The company's trains it may run (1854's locals own regular trains they cannot run). */
    private List<String> runnable() {
        if (runnable == null) {
            List<String> out = new ArrayList<>();
            for (String t : company.trains()) {
                if (session.mayRun(company.id(), t)) {
                    out.add(t);
                }
            }
            runnable = out;
        }
        return runnable;
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
     * When it must: the cheapest train it may run (the cheapest of all if none). Otherwise the
     * cheapest bank train it may run while it runs fewer than two, or when it is rich; never a
     * trade-in, another company's train or a train it may not run by choice.
     */
    private Action buyTrain() {
        List<LegalAction> buys = Choices.ofType(legal, "buy_train");
        List<LegalAction> bank = new ArrayList<>();
        List<LegalAction> runs = new ArrayList<>();
        for (LegalAction l : buys) {
            boolean mayRun = session.mayRun(company.id(), l.action().string("train"));
            if (mayRun) {
                runs.add(l);
            }
            if (mayRun && l.amount() == null && l.action().args().get("exchange") == null) {
                bank.add(l);
            }
        }
        Comparator<LegalAction> byPrice = Comparator.comparingInt(l -> Choices.number(Choices.complete(l), "price"));
        boolean forced = Choices.pass(legal) == null;
        if (forced) {
            List<LegalAction> all = GreedyBot.sorted(!bank.isEmpty() ? bank : !runs.isEmpty() ? runs : buys, byPrice);
            return Choices.complete(all.get(0));
        }
        if (!bank.isEmpty()) {
            LegalAction cheapest = GreedyBot.sorted(bank, byPrice).get(0);
            int price = Choices.number(cheapest.action(), "price");
            if (runnable().size() < 2 || company.cash() >= 2 * price) {
                return cheapest.action();
            }
        }
        return GreedyBot.fallback(legal);
    }

    /**
     * The tile lay or token that raises the company's best run most, tried on a fork, among those it
     * can pay for and still buy a train it may run. A company without such a train has no run to
     * raise: it lays track on stops (cities and towns) to have one later, or builds toward the
     * nearest ({@link #reachOrPass}), as a company whose trains have nowhere to run does.
     */
    private Action best(List<LegalAction> offered, boolean tiles) {
        List<LegalAction> options = affordable(offered);
        if (options.isEmpty()) {
            return GreedyBot.fallback(legal);
        }
        List<LegalAction> ranked = GreedyBot.sorted(shuffled(options), Comparator.comparingInt(l -> -promise(l)));
        LegalAction top = ranked.get(0);
        if (runnable().isEmpty()) {
            return tiles && promise(top) >= 2 ? top.action() : reachOrPass(options, tiles);
        }
        if (trials == 0) {
            // a bot told to spare its copies (chances' playouts) takes the most promising move untried
            return !tiles || promise(top) >= 2 ? top.action() : reachOrPass(options, tiles);
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
        return best != null ? best.action() : base == 0 ? reachOrPass(options, tiles) : GreedyBot.fallback(legal);
    }

    /** Lays tried for their heading at most, per decision (each costs a copy of the game). */
    static final int REACH_TRIALS = 4;

    /**
     * A company whose trains have nowhere to run, or that has none yet, builds toward the nearest stop
     * it has no station in: of the lays on the hexes nearest one (free lays first), the one whose new
     * track points nearest a stop, tried on copies of the game. Otherwise it passes, as before.
     */
    private Action reachOrPass(List<LegalAction> options, boolean tiles) {
        if (!tiles || (!runnable().isEmpty() && trials == 0 && session.bestRevenue(company.id()) > 0)) {
            return GreedyBot.fallback(legal);
        }
        TrackReach reach = new TrackReach(state.map(), company.id());
        Comparator<LegalAction> nearest = Comparator.comparingInt(l -> heading(reach, l));
        List<LegalAction> ranked = GreedyBot.sorted(shuffled(options), nearest);
        LegalAction best = null;
        int bestLead = Integer.MAX_VALUE;
        for (LegalAction l : ranked.subList(0, Math.min(REACH_TRIALS, ranked.size()))) {
            if (heading(reach, l) == Integer.MAX_VALUE) {
                break;
            }
            GameSession trial = session.fork();
            try {
                trial.apply(l.action());
            } catch (IllegalActionException e) {
                continue;
            }
            int lead = reach.lead(trial.state().map(), l.action().string("hex"));
            if (lead < bestLead) {
                best = l;
                bestLead = lead;
            }
        }
        return best != null ? best.action() : GreedyBot.fallback(legal);
    }

    /** A lay's hex's distance to the nearest stop to reach, a terrain cost counting as a hex more. */
    private int heading(TrackReach reach, LegalAction l) {
        String coord = l.action().string("hex");
        int d = coord == null ? Integer.MAX_VALUE : reach.distance(coord);
        HexView h = coord == null ? null : hex(coord);
        return d == Integer.MAX_VALUE || h == null || h.terrainCost() == 0 ? d : d + 1;
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
