package roundhouse.engine.map;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * The route check: traces the recorded routes of a run over the laid track ({@link RouteTracer}), judges
 * stops, distance and revenue ({@link #judge}), and prices bonuses. The optimiser gets the same
 * pricing through {@link Board#routeBonuses}. A title subclasses it and returns its class from
 * {@link BoardAreas#routeCheck}.
 */
@org.osgi.annotation.versioning.ConsumerType
public class RouteCheck extends BoardArea {
    /** The area of one board; made by {@link BoardAreas}, again for each copy of the board. */
    protected RouteCheck(Board board) {
        super(board);
        tracer = new RouteTracer(board);
    }

    /** Follows recorded routes over the laid track. */
    private final RouteTracer tracer;

    /**
     * Validates the routes a company runs (a recorded {@code run_routes}) and computes their revenue.
     * Each route is traced and judged on its own; then the title's {@link #routeRule} and
     * {@link #routeBonus} see every route with the whole run around it.
     *
     * @param trains the company's trains by id (return {@code null} for a train it does not own)
     */
    public RunResult checkRun(String company, List<RecordedRoute> routes, Function<String, TrainSpec> trains,
            RouteRules rules) {
        Set<Long> usedTrack = new HashSet<>();
        Set<String> usedTrains = new HashSet<>();
        List<RouteView> views = new ArrayList<>(routes.size());
        // The engine's own check without declared bonuses has no hook that could change a price.
        boolean hooked = getClass() != RouteCheck.class || !def.routeBonuses.isEmpty();
        int[] base = new int[routes.size()];
        for (int i = 0; i < routes.size(); i++) {
            RecordedRoute route = routes.get(i);
            TrainSpec train = trains.apply(route.train());
            if (train == null) {
                return RunResult.refused(prefix(i, route) + MapText.get("route.notOwned", company, trainName(route.train())));
            }
            if (!usedTrains.add(route.train())) {
                return RunResult.refused(prefix(i, route) + cite(MapRuleKey.ROUTE_TRAIN_TWICE, MapText.get("route.trainTwice")));
            }
            RouteTrace trace = new RouteTrace();
            String why = tracer.trace(company, route, trace);
            if (why == null) {
                why = judge(company, train, route, trace, rules);
            }
            if (why != null) {
                return RunResult.refused(prefix(i, route) + why);
            }
            for (long seg : trace.segments) {
                if (!usedTrack.add(seg)) {
                    return RunResult.refused(prefix(i, route) + cite(MapRuleKey.ROUTE_TRACK_SHARED, MapText.get("route.trackShared",
                            tracer.segmentName(seg), company)));
                }
            }
            base[i] = trace.revenue;
            if (hooked) {
                views.add(new RouteView(company, train, trace.signatures(), trace.stopHexes(), route.connections()));
            }
        }
        List<Integer> revenues = new ArrayList<>(routes.size());
        int total = 0;
        if (!hooked) {
            for (int b : base) {
                revenues.add(b);
                total += b;
            }
            return new RunResult(null, revenues, total);
        }
        RunContext run = new RunContext(company, rules, views, board);
        int subsidy = 0;
        java.util.Map<String, Integer> earnings = new java.util.TreeMap<>();
        for (int i = 0; i < views.size(); i++) {
            String why = routeRule(views.get(i), run);
            if (why != null) {
                return RunResult.refused(prefix(i, routes.get(i)) + why);
            }
            int revenue = base[i] + routeBonus(views.get(i), run);
            revenues.add(revenue);
            total += revenue;
            subsidy += routeSubsidy(views.get(i), run);
            routeEarnings(views.get(i), run).forEach((payee, amount) -> earnings.merge(payee, amount, Integer::sum));
        }
        return new RunResult(null, revenues, total, subsidy, earnings);
    }

    /**
     * Hook: a title's rule on one route seeing the whole run ({@code null} = legal), e.g. a route
     * that must not pass a customs border, or two trains that may not share a stop. The optimiser
     * drops routes and runs it refuses, so an offered run always passes it.
     */
    protected String routeRule(RouteView route, RunContext run) {
        return null;
    }

    /**
     * Hook: revenue a route earns beyond its stops, seeing the whole run: the hexes it passes
     * through, the hex sides it crosses, the company's tokens, the board (track types and overlays
     * at a hex) and the other trains' routes ({@link RunContext#others}). Default: the map's
     * declared {@code route_bonuses} on the stop hexes. A title that reads other routes here must
     * also override {@link #seesWholeRun} and {@link #routeBonusBound}.
     */
    protected int routeBonus(RouteView route, RunContext run) {
        int sum = 0;
        for (RouteBonus b : def.routeBonuses) {
            sum += b.of(route.stopHexes());
        }
        return sum;
    }

    /**
     * Hook: money a route earns the company's treasury outside its revenue, paid by the bank and
     * shared with nobody (18Mag: the value of a mine goes to the minor). Default 0.
     */
    protected int routeSubsidy(RouteView route, RunContext run) {
        return 0;
    }

    /**
     * Hook: money the bank pays other companies because of this route, by company id (18Mag: CIWL's
     * bonus for a route between two offboards). Default none.
     */
    protected java.util.Map<String, Integer> routeEarnings(RouteView route, RunContext run) {
        return java.util.Map.of();
    }

    /**
     * Whether {@link #routeRule} or {@link #routeBonus} read the other routes of the run; then the
     * optimiser prices complete runs (and bounds single routes with {@link #routeBonusBound}).
     */
    protected boolean seesWholeRun() {
        return false;
    }

    /**
     * The most {@link #routeBonus} can give this route whatever the other trains run (the optimiser's
     * bound when {@link #seesWholeRun}); {@code run} holds this route alone. Too low a bound loses
     * optimal runs, a higher one only slows the search.
     */
    protected int routeBonusBound(RouteView route, RunContext run) {
        return routeBonus(route, run);
    }

    /**
     * Hook: whether this train may run on through the off-board on {@code hex} instead of ending there
     * (1854 §6.6: only the Orient Express passes Zürich and Budapest, on its way to Paris and
     * Konstantinopel). The run check asks it for every off-board inside a route; the optimiser's graph
     * runs on past every off-board {@link #offboardPassable} names and drops the routes of the trains
     * this refuses. Default: no train, as 1830 §5.5.
     */
    protected boolean passesOffboard(TrainSpec train, String hex) {
        return false;
    }

    /**
     * Hook: whether some train may run through the off-board on {@code hex} ({@link #passesOffboard});
     * the optimiser's graph reaches past such off-boards. Default: none.
     */
    protected boolean offboardPassable(String hex) {
        return false;
    }

    /** Whether any off-board of the map is {@link #offboardPassable} (found once per check). */
    private Boolean anyPassableOffboard;

    /** Whether any off-board of the map is {@link #offboardPassable}. */
    boolean anyOffboardPassable() {
        if (anyPassableOffboard == null) {
            boolean any = false;
            for (HexDef h : def.hexes) {
                any |= tile[h.index].offboards > 0 && offboardPassable(h.coord);
            }
            anyPassableOffboard = any;
        }
        return anyPassableOffboard;
    }

    /**
     * Why a route runs through an off-board its train may not pass ({@code null}: it does not), for the
     * optimiser, whose graph passes every {@link #offboardPassable} off-board whatever the train.
     */
    String offboardPassRule(RouteView route, RouteRules rules) {
        if (!anyOffboardPassable()) {
            return null;
        }
        List<String> stops = route.stops();
        for (int k = 1; k + 1 < stops.size(); k++) {
            StopFacts f = stop(stops.get(k), rules);
            if (f != null && "offboard".equals(f.kind()) && !passesOffboard(route.train(), f.hex())) {
                return cite(MapRuleKey.ROUTE_OFFBOARD, MapText.get("route.offboardEnds", place(def.hex(f.hex()).index)));
            }
        }
        return null;
    }

    /**
     * Hook: whether a route may use the off-boards of a group ({@code groups:} in map.json) only once.
     * Default: every group (18xx.games; an off-board of several hexes is one group). A title may free a
     * group that only names a side of the map (1844 RB XV: two off-boards of one side may both be on a
     * route). The optimiser's graph asks it too.
     */
    protected boolean groupOnce(String group) {
        return true;
    }

    /**
     * Hook: what a stop pays under these rules, given what its tile prints for the phase: the run check,
     * the optimiser's graph and {@link #stop} all read it, so an express train ranks such a stop by it
     * (1844 RB IV: a mountain hex pays the board a mountain railway placed on it). Default: the printed
     * value.
     *
     * @param hex the stop's hex
     * @param stopIndex the stop's index on its tile (as in its signature {@code "<hex>-<stop index>"})
     */
    protected int stopRevenue(String hex, int stopIndex, int printed, RouteRules rules) {
        return printed;
    }

    /**
     * What a route hook may know of one stop on the board as it is now.
     *
     * @param hex the stop's hex
     * @param kind {@code city}, {@code town}, {@code offboard} or {@code pass}
     * @param counts whether a visit counts toward a train's reach ({@code visit_cost} above 0)
     * @param value what it pays under the given route rules
     * @param tokens the companies with a token in it (empty for towns and offboards)
     */
    public record StopFacts(String hex, String kind, boolean counts, int value, List<String> tokens) {
        public StopFacts {
            tokens = List.copyOf(tokens);
        }
    }

    /**
     * The stop with the signature {@code "<hex>-<stop index>"} (as {@link RouteView#stops} lists
     * them), or {@code null} when the board has no such stop.
     */
    protected StopFacts stop(String signature, RouteRules rules) {
        int dash = signature.lastIndexOf('-');
        HexDef h = dash <= 0 ? null : def.hex(signature.substring(0, dash));
        if (h == null) {
            return null;
        }
        int index;
        try {
            index = Integer.parseInt(signature.substring(dash + 1));
        } catch (NumberFormatException e) {
            return null;
        }
        TileDef t = tile[h.index];
        for (int n = 0; n < t.nodes.length; n++) {
            TileDef.Node node = t.nodes[n];
            if (node.stopIndex == index && node.isStop()) {
                List<String> here = node.takesTokens() ? placed(tokens[h.index][node.cityIndex]) : List.of();
                return new StopFacts(h.coord, node.kind.key(), node.counts(),
                        stopRevenue(h.coord, index, t.revenue(n, rules), rules), here);
            }
        }
        return null;
    }

    /** The companies in a city's slots, in slot order (a route check asks for every stop of every candidate run). */
    private static List<String> placed(String[] slots) {
        int n = 0;
        for (String s : slots) {
            n += s == null ? 0 : 1;
        }
        if (n == 0) {
            return List.of();
        }
        String[] out = new String[n];
        int i = 0;
        for (String s : slots) {
            if (s != null) {
                out[i++] = s;
            }
        }
        return List.of(out);
    }

    /**
     * The type of the track on {@code hex} that joins its sides towards the neighbours {@code from} and
     * {@code to} ({@code "broad"} for ordinary track, e.g. {@code "narrow"} for an overlay's), or
     * {@code null} when no track joins them: which of several tracks through a hex a route uses (1844
     * RB V: a route earns the tunnel bonus only on the tunnel's track).
     */
    protected String trackBetween(String hex, String from, String to) {
        HexDef h = def.hex(hex);
        HexDef a = def.hex(from);
        HexDef b = def.hex(to);
        if (h == null || a == null || b == null) {
            return null;
        }
        int ea = tracer.edgeTowards(h.index, a.index);
        int eb = tracer.edgeTowards(h.index, b.index);
        TileDef t = tile[h.index];
        int r = rot[h.index];
        for (int i = 0; ea >= 0 && eb >= 0 && i < t.pathA.length; i++) {
            int x = t.rotA[r][i];
            int y = t.rotB[r][i];
            if ((x == ea && y == eb) || (x == eb && y == ea)) {
                return t.track[i] == null ? "broad" : t.track[i];
            }
        }
        return null;
    }

    /** The route rules and bonuses of this check for one company, for the optimiser. */
    public RunPricing runPricing(String company, RouteRules rules) {
        return new RunPricing(this, company, rules);
    }

    /**
     * The bonus of a route as {@link #checkRun} adds it, for route optimisers: it is a {@link RunPricing},
     * so {@code RouteOptimizer} sees whole routes and runs and prices them as the check does.
     */
    public java.util.function.ToIntBiFunction<TrainSpec, List<RouteGraph.Stop>> routeBonuses(String company,
            RouteRules rules) {
        return runPricing(company, rules);
    }

    /** "Baltimore (I15)" as players name a place, or the hex alone where the map names none. */
    private String place(int h) {
        HexDef d = def.hexes[h];
        return d.locationName == null || d.locationName.isBlank() ? d.coord : d.locationName + " (" + d.coord + ")";
    }

    /** The stops and track of one recorded route. */
    public final class RouteTrace {
        /** Stops as hex * maxNodes + node, in route order. */
        int[] stops;
        final List<Long> segments = new ArrayList<>();
        int hexCount;
        int revenue;

        /** Hexes the route spans (H trains count them). */
        public int hexCount() {
            return hexCount;
        }

        /** The revenue {@link #judge} settled on, before bonuses. */
        public int revenue() {
            return revenue;
        }

        /** The stop signatures ({@code "<hex>-<stop index>"}) in route order. */
        public List<String> signatures() {
            List<String> out = new ArrayList<>(stops.length);
            for (int s : stops) {
                out.add(def.hexes[s / maxNodes].coord + "-" + tile[s / maxNodes].nodes[s % maxNodes].stopIndex);
            }
            return out;
        }

        /** The stop hexes in route order. */
        public List<String> stopHexes() {
            List<String> out = new ArrayList<>();
            for (int s : stops) {
                out.add(def.hexes[s / maxNodes].coord);
            }
            return out;
        }
    }

    /** Stop rules, distance and revenue of one traced route (1830 §5.5). */
    protected String judge(String company, TrainSpec train, RecordedRoute route, RouteTrace trace, RouteRules rules) {
        int[] stops = trace.stops;
        int routeStops = 0;
        for (int st : stops) {
            TileDef.Node n = tile[st / maxNodes].nodes[st % maxNodes];
            routeStops += makesRoute(kindOf(n), n.counts()) ? 1 : 0;
        }
        if (routeStops < 2) {
            return cite(MapRuleKey.ROUTE_STOPS, twoStopsRefusal());
        }
        int counted = 0;
        boolean token = false;
        int towns = 0;
        int big = 0;
        Set<String> groups = new HashSet<>();
        int[] values = new int[stops.length];
        boolean[] tokened = new boolean[stops.length];
        boolean[] onPaidHex = train.paidHexes().isEmpty() ? null : new boolean[stops.length];
        for (int k = 0; k < stops.length; k++) {
            int h = stops[k] / maxNodes;
            int node = stops[k] % maxNodes;
            TileDef.Node n = tile[h].nodes[node];
            String where = def.hexes[h].coord;
            if (train.barredHexes().contains(where)) {
                return MapText.get("route.barred", trainName(train), place(h));
            }
            boolean end = k == 0 || k == stops.length - 1;
            if (n.kind == TileDef.Kind.OFFBOARD && !end && !passesOffboard(train, where)) {
                return cite(MapRuleKey.ROUTE_OFFBOARD, MapText.get("route.offboardEnds", place(h)));
            }
            if (!end && tile[h].terminalAt(node)) {
                return cite(MapRuleKey.ROUTE_TERMINAL, MapText.get("route.terminalEnds", place(h)));
            }
            if (n.takesTokens() && tokenMakesStation(kindOf(n))) {
                if (!end && board.blocks(company, h, n.cityIndex)) {
                    return cite(MapRuleKey.ROUTE_BLOCKED_CITY, MapText.get("route.blockedCity", place(h)));
                }
                for (String t : tokens[h][n.cityIndex]) {
                    tokened[k] |= company.equals(t);
                }
                token |= tokened[k];
            }
            for (String g : n.groups) {
                if (groupOnce(g) && !groups.add(g)) {
                    return cite(MapRuleKey.ROUTE_OFFBOARD, MapText.get("route.areaTwice", g));
                }
            }
            if (!n.counts() || !train.counts(kindOf(n))) {
                // a free stop (visit_cost 0, or of a kind this train does not count): no reach
            } else if (n.kind == TileDef.Kind.TOWN) {
                counted++;
                towns++;
            } else {
                counted++;
                big++;
            }
            values[k] = stopRevenue(where, n.stopIndex, tile[h].revenue(node, rules), rules);
            if (onPaidHex != null) {
                onPaidHex[k] = train.paidHexes().contains(where);
            }
        }
        if (!token) {
            return cite(MapRuleKey.ROUTE_STATION, MapText.get("route.noStation", company));
        }
        String dist = distanceRule(train, counted, big, towns, trace.hexCount);
        if (dist != null) {
            return dist;
        }
        if (!route.hexes().isEmpty()) {
            List<String> mine = new ArrayList<>(trace.stopHexes());
            List<String> theirs = new ArrayList<>(route.hexes());
            mine.sort(null);
            theirs.sort(null);
            if (!mine.equals(theirs)) {
                return MapText.get("route.hexesDiffer", String.join(", ", trace.stopHexes()), String.join(", ", route.hexes()));
            }
        }
        trace.revenue = train.pays(values, tokened, onPaidHex);
        return null;
    }

    /** A node's kind as route hooks name it ({@code city}, {@code town}, {@code offboard}, {@code pass}). */
    private static String kindOf(TileDef.Node n) {
        return n.kind.key();
    }

    /**
     * Hook: whether a stop of this kind counts toward the two stops every route needs (1830 §5.5: every
     * stop a train counts, {@code counts}: its visit costs reach). A title may narrow it (1841 RB 4.3.1:
     * "mindestens zwei Städte", passes and ports not among them). The optimiser's graph asks it too.
     *
     * @param kind {@code city}, {@code town}, {@code offboard} or {@code pass}
     * @param counts whether a visit costs reach ({@code visit_cost} above 0)
     */
    protected boolean makesRoute(String kind, boolean counts) {
        return counts;
    }

    /**
     * Hook: whether a stop joined to a company's station gives it a route to run, which makes its
     * route step a decision to take ({@link Reach#routeAvailable}); by default the stops that
     * {@link #makesRoute}. A title may count more: 18Mag's step is taken wherever track joins a station
     * to any other stop, a mine included, even where no train can count two stops (digest §5.2).
     *
     * @param kind {@code city}, {@code town}, {@code offboard} or {@code pass}
     * @param counts whether a visit costs reach
     */
    protected boolean givesRoute(String kind, boolean counts) {
        return makesRoute(kind, counts);
    }

    /** Hook: why a route with fewer than two stops that {@link #makesRoute} is refused, in the players' words. */
    protected String twoStopsRefusal() {
        return MapText.get("route.twoStops");
    }

    /**
     * Hook: whether a company's token on a stop of this kind makes a route the company's own (1830 §5.5:
     * a token in any city; 1841 RB 4.3.1: a token on a pass does not). The optimiser's graph asks it too.
     */
    protected boolean tokenMakesStation(String kind) {
        return true;
    }

    protected String distanceRule(TrainSpec train, int stops, int big, int towns, int hexes) {
        if (train.fits(stops, towns, hexes)) {
            return null;
        }
        if (train.hexDistance()) {
            return cite(MapRuleKey.ROUTE_DISTANCE, MapText.get("route.hexDistance", String.valueOf(hexes), trainName(train),
                    String.valueOf(train.distance())));
        }
        if (train.townsFree()) {
            return cite(MapRuleKey.ROUTE_DISTANCE,
                    MapText.get("route.bigStops", String.valueOf(big), trainName(train), String.valueOf(train.distance())));
        }
        if (train.townAllowance() > 0) {
            return cite(MapRuleKey.ROUTE_DISTANCE,
                    MapText.get("route.plusStops", String.valueOf(big), String.valueOf(towns), trainName(train)));
        }
        return cite(MapRuleKey.ROUTE_DISTANCE, MapText.get("route.stops", String.valueOf(stops), trainName(train),
                String.valueOf(train.distance())));
    }


    /** A train as players read it ("2-train"), from its copy id ({@code 2-0}). */
    /** "Route 2 (3-train): " before a refusal; built only for a refusal, a run checks many routes. */
    private static String prefix(int i, RecordedRoute route) {
        return MapText.get("route.prefix", String.valueOf(i + 1), trainName(route.train()));
    }

    private static String trainName(TrainSpec train) {
        return trainName(train.id());
    }

    private static String trainName(String id) {
        int dash = id == null ? -1 : id.lastIndexOf('-');
        return MapText.get("train", dash > 0 ? id.substring(0, dash) : String.valueOf(id));
    }
}
