package roundhouse.engine.internal.route;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import roundhouse.api.Action;
import roundhouse.api.DrawnRoute;
import roundhouse.api.RunCheck;
import roundhouse.engine.map.RecordedRoute;
import roundhouse.engine.map.RouteGraph;
import roundhouse.engine.map.RunResult;
import roundhouse.engine.map.TrainSpec;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.GameRuleException;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.RuleSections;
import roundhouse.engine.spi.Train;

/**
 * A run drawn by hand, made into the routes of a {@code run_routes} action and judged by the title's
 * own run step ({@code Route.check}: the board's route check and the title's run rule), the check a
 * recorded run passes. The track between two clicked stops is the company's route graph's: one chain,
 * or the fewest chains through stops the player skipped, never track the run uses already.
 *
 * <p>Reads the game; changes nothing. Not thread-safe, like the game.
 */
public final class DrawnRun {
    /** Stops the player may skip between two clicked ones (filled in from the track). */
    static final int MAX_SKIPPED = 4;

    private final RunState run;
    private final RouteGraph graph;
    /** Chain indexes by stop index. */
    private final List<List<Integer>> chainsAt;

    public DrawnRun(RunState run) {
        this.run = run;
        this.graph = run.graph();
        this.chainsAt = new ArrayList<>();
        for (int i = 0; i < graph.stops().size(); i++) {
            chainsAt.add(new ArrayList<>());
        }
        for (int c = 0; c < graph.chains().size(); c++) {
            chainsAt.get(graph.chains().get(c).a()).add(c);
            chainsAt.get(graph.chains().get(c).b()).add(c);
        }
    }

    /** The trains that may run, as players read them. */
    public List<RunCheck.RunTrain> trains() {
        List<RunCheck.RunTrain> out = new ArrayList<>();
        for (Train t : run.trains()) {
            out.add(new RunCheck.RunTrain(t.id(), trainName(t, run.step().runSpec(t))));
        }
        return out;
    }

    /** "2-train", or "2+2-train" when this run lets it count towns beyond its type (18Mag's car). */
    private static String trainName(Train t, TrainSpec spec) {
        String name = t.name();
        if (spec.townAllowance() > 0 && !name.contains("+") && spec.distance() != TrainSpec.UNLIMITED) {
            name = spec.distance() + "+" + spec.townAllowance();
        }
        return Names.train(name);
    }

    /**
     * The verdict on the drawn routes; {@code best} is the revenue of the run the game offers.
     * Dividend outcomes are left to the session, which can play the run on a copy.
     */
    public RunCheck check(List<DrawnRoute> drawn, int best) {
        List<RecordedRoute> routes = new ArrayList<>();
        List<List<String>> paths = new ArrayList<>();
        Set<Integer> usedSegments = new HashSet<>();
        String refusal = null;
        for (int i = 0; i < drawn.size(); i++) {
            DrawnRoute d = drawn.get(i);
            if (d.stops().isEmpty()) {
                paths.add(List.of()); // a train the player leaves standing
                continue;
            }
            Resolved r = resolve(d, usedSegments);
            paths.add(r.path());
            if (refusal == null && r.problem() != null) {
                refusal = EngineText.get("drawn.route", i + 1, Names.trainOf(run.game(), d.train()), r.problem());
            }
            if (r.problem() == null) {
                routes.add(r.route());
            }
        }
        String company = run.corporation().id();
        if (refusal != null) {
            return new RunCheck(company, trains(), paths, List.of(), 0, best, refusal, null, List.of());
        }
        RunResult result;
        try {
            result = run.step().check(routes);
        } catch (GameRuleException e) {
            return new RunCheck(company, trains(), paths, List.of(), 0, best, e.getMessage(), null, List.of());
        }
        return new RunCheck(company, trains(), paths, result.revenues(), result.total(), best, null,
                action(routes, result), List.of());
    }

    /** The routes as 18xx.games writes a {@code run_routes}, each with the revenue the check gave it. */
    private Action action(List<RecordedRoute> routes, RunResult result) {
        List<Object> out = new ArrayList<>();
        for (int i = 0; i < routes.size(); i++) {
            RecordedRoute r = routes.get(i);
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("train", r.train());
            m.put("connections", r.connections());
            m.put("hexes", r.hexes());
            m.put("revenue", (long) result.revenues().get(i));
            m.put("revenue_str", String.join("-", r.hexes()));
            m.put("nodes", r.nodes());
            out.add(m);
        }
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("routes", out);
        return new Action("run_routes", run.corporation().id(), "corporation", args);
    }

    /** One drawn route found on the track: its recorded form and the hexes to draw, or a problem. */
    record Resolved(RecordedRoute route, List<String> path, String problem) {
    }

    /** The route through the clicked stops (at least one), or why there is none. */
    private Resolved resolve(DrawnRoute d, Set<Integer> usedSegments) {
        if (d.stops().size() < 2) {
            return new Resolved(null, List.of(), cite(EngineText.get("drawn.oneStop", place(d.stops().get(0)))));
        }
        List<Integer> starts = candidates(d.stops().get(0));
        if (starts.isEmpty()) {
            return new Resolved(null, List.of(), cite(EngineText.get("drawn.unreachable", place(d.stops().get(0)),
                    Names.of(run.corporation()))));
        }
        Resolved fallback = null;
        for (int start : starts) {
            Resolved r = resolveFrom(start, d, usedSegments);
            if (r.problem() == null) {
                return r;
            }
            fallback = fallback == null ? r : fallback;
        }
        return fallback;
    }

    /** Follows the clicks from one start stop, each leg by the fewest chains over unused track. */
    private Resolved resolveFrom(int start, DrawnRoute d, Set<Integer> runSegments) {
        Set<Integer> segments = new HashSet<>(runSegments);
        List<Integer> stops = new ArrayList<>(List.of(start));
        List<List<String>> connections = new ArrayList<>();
        for (int k = 1; k < d.stops().size(); k++) {
            String click = d.stops().get(k);
            List<Integer> targets = candidates(click);
            if (targets.isEmpty()) {
                return new Resolved(null, path(connections), cite(EngineText.get("drawn.unreachable", place(click),
                        Names.of(run.corporation()))));
            }
            int from = stops.get(stops.size() - 1);
            List<int[]> leg = leg(from, targets, segments, stops);
            if (leg == null) {
                return new Resolved(null, path(connections), cite(EngineText.get("drawn.noTrack",
                        place(graph.stops().get(from).hex()), place(click))));
            }
            for (int[] step : leg) {
                RouteGraph.Chain chain = graph.chains().get(step[0]);
                Arrays.stream(chain.segments()).forEach(segments::add);
                List<String> hexes = new ArrayList<>(chain.hexes());
                if (chain.a() != stops.get(stops.size() - 1)) {
                    java.util.Collections.reverse(hexes);
                }
                connections.add(hexes);
                stops.add(step[1]);
            }
        }
        runSegments.addAll(segments);
        List<String> hexes = stops.stream().map(s -> graph.stops().get(s).hex()).toList();
        List<String> nodes = stops.stream().map(s -> graph.stops().get(s).signature()).toList();
        return new Resolved(new RecordedRoute(d.train(), connections, hexes, nodes, 0), path(connections), null);
    }

    /**
     * The fewest chains from stop {@code from} to one of {@code targets} over track not in
     * {@code segments}, passing only stops a route may pass and has not visited: pairs {chain, stop
     * reached}; {@code null} when there is none within {@link #MAX_SKIPPED} skipped stops.
     */
    private List<int[]> leg(int from, List<Integer> targets, Set<Integer> segments, List<Integer> visited) {
        Map<Integer, int[]> cameBy = new LinkedHashMap<>(); // stop -> {chain, previous stop}
        cameBy.put(from, null);
        ArrayDeque<int[]> queue = new ArrayDeque<>(); // {stop, depth}
        queue.add(new int[] {from, 0});
        while (!queue.isEmpty()) {
            int[] at = queue.poll();
            if (at[0] != from && (!graph.stops().get(at[0]).passable() || at[1] > MAX_SKIPPED)) {
                continue;
            }
            for (int c : chainsAt.get(at[0])) {
                RouteGraph.Chain chain = graph.chains().get(c);
                int next = chain.a() == at[0] ? chain.b() : chain.a();
                if (cameBy.containsKey(next) || visited.contains(next) || usesAny(chain, segments)
                        || usesAny(chain, chainSegmentsOf(cameBy, at[0]))) {
                    continue;
                }
                cameBy.put(next, new int[] {c, at[0]});
                if (targets.contains(next)) {
                    List<int[]> out = new ArrayList<>();
                    for (int s = next; s != from; s = cameBy.get(s)[1]) {
                        out.add(0, new int[] {cameBy.get(s)[0], s});
                    }
                    return out;
                }
                queue.add(new int[] {next, at[1] + 1});
            }
        }
        return null;
    }

    /** The segments of the chains that lead from the leg's start to {@code stop}. */
    private Set<Integer> chainSegmentsOf(Map<Integer, int[]> cameBy, int stop) {
        Set<Integer> out = new HashSet<>();
        for (int s = stop; cameBy.get(s) != null; s = cameBy.get(s)[1]) {
            Arrays.stream(graph.chains().get(cameBy.get(s)[0]).segments()).forEach(out::add);
        }
        return out;
    }

    private static boolean usesAny(RouteGraph.Chain chain, Set<Integer> segments) {
        for (int s : chain.segments()) {
            if (segments.contains(s)) {
                return true;
            }
        }
        return false;
    }

    /** The graph's stops a click means: every stop on the hex, or the one stop a signature names. */
    private List<Integer> candidates(String click) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < graph.stops().size(); i++) {
            RouteGraph.Stop s = graph.stops().get(i);
            if (s.hex().equals(click) || s.signature().equals(click)) {
                out.add(i);
            }
        }
        return out;
    }

    /** The connections joined end to end: the hexes to draw. */
    private static List<String> path(List<List<String>> connections) {
        List<String> out = new ArrayList<>();
        for (List<String> c : connections) {
            for (int i = out.isEmpty() ? 0 : 1; i < c.size(); i++) {
                out.add(c.get(i));
            }
        }
        return out;
    }

    /** "Baltimore (I15)", or the hex alone where the map names no place. */
    private String place(String click) {
        int dash = click.indexOf('-');
        String hex = dash > 0 ? click.substring(0, dash) : click;
        String name = run.game().board().definition().locationName(hex);
        return name == null || name.isBlank() ? hex : name + " (" + hex + ")";
    }

    /** A problem of a drawn route citing the title's section on routes (1830 §5.5). */
    private String cite(String message) {
        return RuleSections.text(run.game().data(), RuleKey.ROUTE_STOPS, message);
    }
}
