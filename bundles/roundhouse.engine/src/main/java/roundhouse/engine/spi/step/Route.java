package roundhouse.engine.spi.step;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.map.RecordedRoute;
import roundhouse.engine.map.route.PlannedRoute;
import roundhouse.engine.map.route.RouteOptimizer;
import roundhouse.engine.map.route.RunPlan;
import roundhouse.engine.map.RouteRules;
import roundhouse.engine.map.RunResult;
import roundhouse.engine.map.TrainSpec;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.TrainType;
import roundhouse.engine.spi.GameRuleException;
import roundhouse.engine.spi.RuleKey;

/**
 * Run trains (1830 R 6.4, digest §5.5). The routes come with the action; the engine computes
 * their revenue with the map's route rules and refuses the action if a logged revenue differs.
 */
@org.osgi.annotation.versioning.ConsumerType
public class Route extends CorporationStep {
    /** Distances at or above this count as unlimited (tobymao writes 999 for the Diesel). */
    public static final int UNLIMITED_FROM = 99;
    /**
     * How long {@link #legalActions} searches for the best run before it offers the best found
     * (callers may be UI threads), counted in the single-threaded optimiser's cancellation polls (one
     * per few thousand search steps, roughly a second per 10,000 here) rather than in time, so that
     * the offered action is the same on every machine: legal actions are part of the game's
     * deterministic state.
     */
    static final int SUGGESTION_BUDGET_POLLS = 20_000;

    public Route(Game game, Round round) {
        super(game, round);
    }

    @Override
    public String description() {
        return EngineText.get("step.runRoutes");
    }

    @Override
    public List<String> actions(Entity entity) {
        Corporation c = corporation();
        if (entity != c || c.trains().stream().allMatch(t -> t.operated() || !game.trainRules().runs(c, t))
                || !game.routeAvailable(c)) {
            return List.of();
        }
        return List.of("run_routes");
    }

    public RouteRules routeRules() {
        return new RouteRules(game.phase().tiles(), game.phase().offboardColor());
    }

    /**
     * How a train runs, from its type's trains.json {@code kind}, {@code distance}, {@code towns},
     * barred hexes and (express trains) paid hexes.
     */
    public static TrainSpec spec(Train t) {
        TrainType type = t.runsAs();
        int d = reach(type.distance());
        TrainSpec spec = switch (type.kind()) {
            case STOPS -> TrainSpec.stops(t.id(), d);
            case PLUS -> TrainSpec.plus(t.id(), d, reach(type.towns()));
            case TOWNS_FREE -> TrainSpec.townsFree(t.id(), d);
            case HEXES -> TrainSpec.hexes(t.id(), d, type.barredHexes());
            case EXPRESS -> TrainSpec.express(t.id(), d);
        };
        spec = type.paidHexes().isEmpty() ? spec : spec.paying(type.paidHexes());
        spec = type.freeStops().isEmpty() ? spec : spec.freeing(type.freeStops());
        return type.barredHexes().isEmpty() ? spec : spec.barring(type.barredHexes());
    }

    /**
     * Hook: how the train runs in this run; its type's {@link #spec} by default (18Mag: with G&amp;C's
     * car any train may run as a plus train, the route check allowing one).
     */
    public TrainSpec runSpec(Train t) {
        return spec(t);
    }

    /** 18xx.games writes unlimited as 999; 0 means the same. */
    private static int reach(int n) {
        return n <= 0 || n >= UNLIMITED_FROM ? TrainSpec.UNLIMITED : n;
    }

    /** A list of the action's values as strings (immutable), empty if it is not a list. */
    private static List<String> strings(Object raw) {
        if (!(raw instanceof List<?> list)) {
            return List.of();
        }
        String[] out = new String[list.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = String.valueOf(list.get(i));
        }
        return List.of(out);
    }

    @Override
    public void process(Action action, Entity entity) {
        Corporation c = corporation();
        Object raw = action.args().get("routes");
        if (!(raw instanceof List<?> list)) {
            throw refuse(RuleKey.ACTION_MALFORMED, "run_routes needs routes");
        }
        List<RecordedRoute> routes = new ArrayList<>();
        List<Integer> logged = new ArrayList<>();
        for (Object o : list) {
            if (!(o instanceof Map<?, ?> m)) {
                throw refuse(RuleKey.ACTION_MALFORMED, "a route must be an object");
            }
            String train = String.valueOf(m.get("train"));
            List<List<String>> connections = new ArrayList<>();
            if (m.get("connections") instanceof List<?> cs) {
                for (Object chain : cs) {
                    connections.add(strings(chain));
                }
            }
            List<String> hexes = strings(m.get("hexes"));
            List<String> nodes = strings(m.get("nodes"));
            int revenue = m.get("revenue") instanceof Number n ? n.intValue() : 0;
            routes.add(new RecordedRoute(train, connections, hexes, nodes, revenue));
            logged.add(revenue);
        }
        RunResult result = check(routes);
        for (int i = 0; i < routes.size(); i++) {
            if (!result.revenues().get(i).equals(logged.get(i))) {
                throw refuse(RuleKey.ROUTE_RUN, EngineText.get("refuse.routeWorth", i + 1, Names.trainOf(game, routes.get(i).train()),
                        game.format(result.revenues().get(i)), game.format(logged.get(i))));
            }
        }
        for (RecordedRoute r : routes) {
            game.depot().train(r.train()).setOperated(true);
        }
        or().setRevenue(result.total());
        c.setLastRevenue(result.total());
        game.logText("log.runs", Names.of(c), game.format(result.total()));
        if (result.subsidy() > 0) {
            // outside the revenue: the bank pays the treasury, nobody else shares it
            game.transfer(game.bank(), c, result.subsidy());
            game.logText("log.subsidy", Names.of(c), game.format(result.subsidy()));
        }
        result.earnings().forEach((payee, amount) -> {
            Corporation earner = game.corporation(payee);
            if (earner != null && amount > 0) {
                game.transfer(game.bank(), earner, amount);
                game.logText("log.earnsFromRun", earner.id(), game.format(amount), c.id());
            }
        });
        pass();
    }

    /**
     * The verdict on a run before it is made, as {@link #process} gives it: the company owns each train
     * and has not run it this operating round, the board's route check ({@code Board.checkRun}) accepts
     * every route, and the title's {@link #runRule} the whole run. Changes nothing; the revenues are the
     * board's, whatever the routes claim (hand-drawn routes claim none).
     *
     * @throws GameRuleException naming the route and the rule that refuses it
     */
    public RunResult check(List<RecordedRoute> routes) {
        Corporation c = corporation();
        for (RecordedRoute r : routes) {
            Train t = game.depot().train(r.train());
            if (t == null || t.owner() != c) {
                throw refuse(RuleKey.TRAIN_NOT_OWNED, EngineText.get("refuse.trainNotOwned", Names.of(c), Names.trainOf(game, r.train())));
            }
            if (t.operated()) {
                throw refuse(RuleKey.ROUTE_TRAIN_RAN, EngineText.get("refuse.trainRan", Names.trainOf(game, r.train())));
            }
            if (!game.trainRules().runs(c, t)) {
                throw refuse(RuleKey.ROUTE_RUN, EngineText.get("refuse.trainNotRun", Names.of(c), Names.trainOf(game, r.train())));
            }
        }
        RunResult result = game.board().checkRun(c.id(), routes, id -> {
            Train t = game.depot().train(id);
            return t != null && t.owner() == c ? runSpec(t) : null;
        }, routeRules());
        if (!result.ok()) {
            throw new GameRuleException(RuleKey.ROUTE_RUN, result.error());
        }
        String why = runRule(c, result);
        if (why != null) {
            throw refuse(RuleKey.ROUTE_RUN, why);
        }
        return result;
    }

    /**
     * The optimiser's best run of these trains under these rules, within the suggestion budget (advice,
     * not rules: a search longer than the budget gives the best run found so far, not optimal).
     */
    protected RunPlan bestRun(List<TrainSpec> trains, RouteRules rules) {
        Corporation c = corporation();
        int[] polls = { 0 };
        return new RouteOptimizer(1).bestRun(game.board().routeGraph(c.id(), rules), trains,
                game.board().routeBonuses(c.id(), rules), () -> ++polls[0] > SUGGESTION_BUDGET_POLLS, null);
    }

    /**
     * Whether these trains can run under these rules within the suggestion budget: whether {@link
     * #bestRun} would give a run with a route, found without searching for the most.
     */
    protected boolean someRun(List<TrainSpec> trains, RouteRules rules) {
        Corporation c = corporation();
        int[] polls = { 0 };
        return new RouteOptimizer(1).anyRun(game.board().routeGraph(c.id(), rules), trains,
                game.board().routeBonuses(c.id(), rules), () -> ++polls[0] > SUGGESTION_BUDGET_POLLS);
    }

    /**
     * Hook: a title's rule on a whole legal run before it is made ({@code null} = allowed), e.g. that a
     * company must run for the most it can earn (18Mag RB VI.3.7).
     */
    protected String runRule(Corporation c, RunResult result) {
        return null;
    }

    /** One choice: the optimiser's best run (the UI may let players edit it; any legal set is accepted). */
    @Override
    public List<LegalAction> legalActions(Entity entity) {
        Corporation c = corporation();
        List<TrainSpec> trains = new ArrayList<>();
        for (Train t : c.trains()) {
            if (!t.operated() && game.trainRules().runs(c, t)) {
                trains.add(runSpec(t));
            }
        }
        RunPlan plan = bestRun(trains, routeRules());
        return List.of(runChoice(plan, EngineText.get(plan.optimal() ? "label.runOptimal" : "label.runBestFound",
                game.format(plan.total()))));
    }

    /** The {@code run_routes} choice of a planned run, with this label. */
    protected LegalAction runChoice(RunPlan plan, String label) {
        Corporation c = corporation();
        List<Object> routes = new ArrayList<>();
        for (PlannedRoute r : plan.routes()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("train", r.train());
            m.put("connections", r.connections());
            m.put("hexes", r.hexes());
            m.put("revenue", (long) r.revenue());
            m.put("revenue_str", String.join("-", r.hexes()));
            m.put("nodes", r.stops());
            routes.add(m);
        }
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("routes", routes);
        return choice(corpAction("run_routes", c, args), label);
    }
}
