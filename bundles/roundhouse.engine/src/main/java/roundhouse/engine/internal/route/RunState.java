package roundhouse.engine.internal.route;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;

import roundhouse.engine.map.RecordedRoute;
import roundhouse.engine.map.RouteGraph;
import roundhouse.engine.map.RouteRules;
import roundhouse.engine.map.RunResult;
import roundhouse.engine.map.TrainSpec;
import roundhouse.engine.map.route.PlannedRoute;
import roundhouse.engine.map.route.RouteOptimizer;
import roundhouse.engine.map.route.RunPlan;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.step.OperatingRound;
import roundhouse.engine.spi.step.Route;
import roundhouse.engine.spi.step.Step;

/**
 * A game at the moment a corporation is about to run trains: the operating round's run-routes
 * step is the decision the game waits for. Everything the optimiser needs comes from the game
 * itself: the trains the corporation owns and has not run this operating round, the route rules
 * of the current phase (from the title's own {@link Route} step) and the board with its tokens.
 *
 * <p>Not thread-safe: reads the mutable {@link Game}; use it on the thread that owns the game.
 */
public record RunState(Game game, Corporation corporation, Route step) {

    /**
     * The run about to happen, or empty when the game does not wait for a corporation to run
     * trains (another round, another step, or nothing left to run).
     */
    public static Optional<RunState> of(Game game) {
        if (game.finished() || !(game.round() instanceof OperatingRound or)
                || !(or.currentEntity() instanceof Corporation c)) {
            return Optional.empty();
        }
        Step active = or.activeStep();
        if (active instanceof Route r && r.actions(c).contains("run_routes")) {
            return Optional.of(new RunState(game, c, r));
        }
        return Optional.empty();
    }

    /** Why there is no run now, in a few words (for "nobody is about to run trains" messages). */
    public static String waitingFor(Game game) {
        if (game.finished()) {
            return "the game is over";
        }
        Step s = game.round().activeStep();
        var acting = game.round().actingEntities();
        return game.round().name() + ": " + (s == null || acting.isEmpty() ? "nobody acts"
                : acting.get(0).id() + " to " + s.description().toLowerCase(java.util.Locale.ROOT));
    }

    /**
     * The trains that may run now: owned, not yet run this operating round (1830 §5.5) and of a kind the
     * company runs (the title's {@code TrainRules.runs}: 1854's locals own regular trains they may only
     * sell), the same trains the run-routes step offers.
     */
    public List<Train> trains() {
        List<Train> out = new ArrayList<>();
        for (Train t : corporation.trains()) {
            if (!t.operated() && t.owner() == corporation && game.trainRules().runs(corporation, t)) {
                out.add(t);
            }
        }
        return out;
    }

    public List<TrainSpec> trainSpecs() {
        return trains().stream().map(step::runSpec).toList();
    }

    public RouteRules rules() {
        return step.routeRules();
    }

    /** The corporation's stops and track now; building it is part of every optimisation. */
    public RouteGraph graph() {
        return game.board().routeGraph(corporation.id(), rules());
    }

    /**
     * The best run now, with the bonuses the title declares: the graph is built and searched; exact
     * unless {@code cancelled} stops it.
     */
    public RunPlan best(RouteOptimizer optimizer, BooleanSupplier cancelled) {
        return optimizer.bestRun(graph(), trainSpecs(), bonuses(), cancelled, null);
    }

    /** The route bonuses the title declares (east-west and the like), as the board prices them. */
    public java.util.function.ToIntBiFunction<TrainSpec, List<RouteGraph.Stop>> bonuses() {
        return game.board().routeBonuses(corporation.id(), rules());
    }

    /**
     * The board's own verdict on a plan (the same check a recorded {@code run_routes} passes):
     * {@code null} when it accepts every route at the revenue the plan claims, else the problem.
     */
    public String check(RunPlan plan) {
        List<RecordedRoute> routes = new ArrayList<>();
        for (PlannedRoute p : plan.routes()) {
            routes.add(new RecordedRoute(p.train(), p.connections(), p.hexes(), p.stops(), p.revenue()));
        }
        Map<String, TrainSpec> specs = new java.util.HashMap<>();
        for (Train t : trains()) {
            specs.put(t.id(), step.runSpec(t));
        }
        RunResult r = game.board().checkRun(corporation.id(), routes, specs::get, rules());
        if (!r.ok()) {
            return r.error();
        }
        if (r.total() != plan.total()) {
            return "the board prices the plan at " + r.total() + ", the optimiser at " + plan.total();
        }
        return null;
    }
}
