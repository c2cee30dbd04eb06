package roundhouse.engine.map;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntBiFunction;

/**
 * The route rules and bonuses of one company's run, as {@link RouteCheck#checkRun} applies them,
 * for the route optimiser: it refuses and prices single routes, and (when the title's hooks see
 * the whole run) complete runs. It is also the stop-only bonus function older callers pass to the
 * optimiser; the optimiser recognises it and uses the whole routes.
 */
public final class RunPricing implements ToIntBiFunction<TrainSpec, List<RouteGraph.Stop>> {
    private final RouteCheck check;
    private final String company;
    private final RouteRules rules;

    RunPricing(RouteCheck check, String company, RouteRules rules) {
        this.check = check;
        this.company = company;
        this.rules = rules;
    }

    /** A route of this company in the hooks' terms. */
    public RouteView view(TrainSpec train, List<String> stops, List<String> stopHexes, List<List<String>> connections) {
        return new RouteView(company, train, stops, stopHexes, connections);
    }

    /** Whether no route hook can change a price (the engine's own check and no declared bonuses): skip them. */
    public boolean none() {
        return check.getClass() == RouteCheck.class && check.def.routeBonuses.isEmpty();
    }

    /** Whether prices depend on the other routes of the run (then use {@link #price(List)} on whole runs). */
    public boolean wholeRun() {
        return check.seesWholeRun();
    }

    /** Why the route may not run, seeing it alone ({@code null} = it may, or only the whole run can tell). */
    public String refuse(RouteView route) {
        String through = check.offboardPassRule(route, rules);
        if (through != null) {
            return through;
        }
        return wholeRun() ? null : check.routeRule(route, alone(route));
    }

    /** The route's bonus alone; with {@link #wholeRun} the most it can earn whatever the others run. */
    public int bonus(RouteView route) {
        RunContext run = alone(route);
        return wholeRun() ? check.routeBonusBound(route, run) : check.routeBonus(route, run);
    }

    /** The bonus of each route of a complete run, or {@code null} when the title's rule refuses the run. */
    public int[] price(List<RouteView> run) {
        RunContext ctx = new RunContext(company, rules, run, check.board);
        int[] out = new int[run.size()];
        for (int i = 0; i < out.length; i++) {
            if (check.offboardPassRule(run.get(i), rules) != null || check.routeRule(run.get(i), ctx) != null) {
                return null;
            }
            out[i] = check.routeBonus(run.get(i), ctx);
        }
        return out;
    }

    private RunContext alone(RouteView route) {
        return new RunContext(company, rules, List.of(route), check.board);
    }

    /** Stop-only pricing for callers that have no track (no connections, so no passed hexes). */
    @Override
    public int applyAsInt(TrainSpec train, List<RouteGraph.Stop> stops) {
        List<String> sigs = new ArrayList<>(stops.size());
        List<String> hexes = new ArrayList<>(stops.size());
        for (RouteGraph.Stop s : stops) {
            sigs.add(s.signature());
            hexes.add(s.hex());
        }
        return bonus(view(train, sigs, hexes, List.of()));
    }
}
