package roundhouse.engine.map.route;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;

import roundhouse.engine.map.RouteGraph;
import roundhouse.engine.map.TrainSpec;

/**
 * The first half of the optimiser's search: every legal route of the stop graph, once, depth-first,
 * each path in one canonical direction, as far as the longest train reaches in stops or, for H
 * trains, in hexes (1844 §5.8: a hex entered twice counts twice).
 */
final class RouteEnumerator {
    private RouteEnumerator() {
    }

    /** Enumerates every legal route once; false if cancelled before the end. */
    static boolean enumerate(RouteGraph g, List<TrainSpec> trains, List<Candidate> out, BooleanSupplier stop) {
        List<RouteGraph.Stop> stops = g.stops();
        int n = stops.size();
        int maxStops = 0;
        int maxHexes = 0;
        // the most cities and other stops that are neither towns nor free any train may count: a path
        // past it fits no train (TrainSpec.fits), nor does any longer one
        int maxBig = 0;
        boolean anyToken = false;
        for (RouteGraph.Stop s : stops) {
            anyToken |= s.token();
        }
        if (!anyToken) {
            return true;
        }
        for (TrainSpec t : trains) {
            maxBig = t.express() || t.hexDistance() || t.distance() == TrainSpec.UNLIMITED ? Integer.MAX_VALUE
                    : Math.max(maxBig, t.distance());
            if (t.hexDistance()) {
                // Two stops may share a hex, so an H train's stops are bounded by its hexes only.
                maxHexes = Math.max(maxHexes, t.distance());
                continue;
            }
            int reach = t.express() || t.distance() == TrainSpec.UNLIMITED || t.townsFree() || !t.freeStops().isEmpty() ? n
                    : (int) Math.min(n, (long) t.distance() + t.townAllowance());
            maxStops = Math.max(maxStops, reach);
        }
        List<List<Integer>> adjacency = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            adjacency.add(new ArrayList<>());
        }
        for (int c = 0; c < g.chains().size(); c++) {
            adjacency.get(g.chains().get(c).a()).add(c);
            adjacency.get(g.chains().get(c).b()).add(c);
        }
        int free = 0;
        for (RouteGraph.Stop s : stops) {
            free += s.free() ? 1 : 0;
        }
        // free stops (visit_cost 0) take no reach: a route may hold them beyond its counted stops
        maxStops = (int) Math.min(n, (long) maxStops + free);
        Set<String> uncounted = new HashSet<>();
        for (TrainSpec t : trains) {
            uncounted.addAll(t.freeStops()); // a kind some train does not count is left out of the bound
        }
        // per stop, once: 1 where every train counts it against its distance (neither a town, nor free,
        // nor of a kind some train skips)
        int[] big = new int[n];
        for (int i = 0; i < n; i++) {
            RouteGraph.Stop s = stops.get(i);
            big[i] = s.town() || s.free() || uncounted.contains(s.kind()) ? 0 : 1;
        }
        Walker w = new Walker(g, adjacency, maxStops, maxHexes, maxBig, big, out, stop);
        for (int s = 0; s < n && !w.cancelled; s++) {
            w.start(s);
        }
        return !w.cancelled;
    }

    /** Depth-first enumeration of simple paths in the stop graph. */
    private static final class Walker {
        final RouteGraph g;
        final List<List<Integer>> adjacency;
        final int maxStops;
        final int maxHexes;
        final int maxBig;
        final int[] big;
        final List<Candidate> out;
        final BooleanSupplier stop;
        final boolean[] onPath;
        final int[] path;
        final int[] via;
        final long[] used;
        int depth;
        boolean cancelled;
        long steps;

        Walker(RouteGraph g, List<List<Integer>> adjacency, int maxStops, int maxHexes, int maxBig, int[] big,
                List<Candidate> out, BooleanSupplier stop) {
            this.g = g;
            this.adjacency = adjacency;
            this.maxStops = maxStops;
            this.maxHexes = maxHexes;
            this.maxBig = maxBig;
            this.big = big;
            this.out = out;
            this.stop = stop;
            int n = g.stops().size();
            onPath = new boolean[n];
            path = new int[n];
            via = new int[n];
            used = new long[Math.max(1, (g.segmentCount() + 63) / 64)];
        }

        void start(int s) {
            depth = 1;
            path[0] = s;
            onPath[s] = true;
            extend(g.stops().get(s).groups(), g.stops().get(s).token() ? 1 : 0, 1, big[s]);
            onPath[s] = false;
        }

        /**
         * @param hexes hexes the path spans so far (1844 §5.8 H-train count)
         * @param bigs its stops that every train counts against its distance ({@code big})
         */
        private void extend(long groups, int tokens, int hexes, int bigs) {
            if ((++steps & 0xfff) == 0 && stop.getAsBoolean()) {
                cancelled = true;
            }
            if (cancelled) {
                return;
            }
            int last = path[depth - 1];
            // Record each path once, in the direction where it starts at the lower stop index.
            if (depth >= 2 && tokens > 0 && path[0] < last) {
                record();
            }
            if (depth >= maxStops && hexes >= maxHexes) {
                return;
            }
            // 1830 §5.5: only the ends of a route may be offboards or cities full of other tokens.
            if (depth >= 2 && !g.stops().get(last).passable()) {
                return;
            }
            for (int c : adjacency.get(last)) {
                RouteGraph.Chain chain = g.chains().get(c);
                int next = chain.a() == last ? chain.b() : chain.a();
                RouteGraph.Stop ns = g.stops().get(next);
                if (onPath[next] || (groups & ns.groups()) != 0 || uses(chain.segments())) {
                    continue;
                }
                int spans = hexes + chain.hexes().size() - 1;
                // Useful only to a stop-counting train with reach left, or an H train with hexes left.
                if (depth >= maxStops && spans > maxHexes) {
                    continue;
                }
                int nextBigs = bigs + big[next];
                if (nextBigs > maxBig) {
                    continue;
                }
                mark(chain.segments(), true);
                onPath[next] = true;
                via[depth] = c;
                path[depth++] = next;
                extend(groups | ns.groups(), tokens + (ns.token() ? 1 : 0), spans, nextBigs);
                depth--;
                onPath[next] = false;
                mark(chain.segments(), false);
            }
        }

        private boolean uses(int[] segments) {
            for (int s : segments) {
                if ((used[s >> 6] & (1L << s)) != 0) {
                    return true;
                }
            }
            return false;
        }

        private void mark(int[] segments, boolean on) {
            for (int s : segments) {
                if (on) {
                    used[s >> 6] |= 1L << s;
                } else {
                    used[s >> 6] &= ~(1L << s);
                }
            }
        }

        private void record() {
            int[] stops = Arrays.copyOf(path, depth);
            int[] chains = Arrays.copyOfRange(via, 1, depth);
            int[] values = new int[depth];
            boolean[] tokened = new boolean[depth];
            int towns = 0;
            int hexes = 1;
            int free = 0;
            int routeStops = 0;
            for (int k = 0; k < depth; k++) {
                RouteGraph.Stop s = g.stops().get(stops[k]);
                values[k] = s.revenue();
                tokened[k] = s.token();
                free += s.free() ? 1 : 0;
                routeStops += s.makesRoute() ? 1 : 0;
                towns += s.town() && !s.free() ? 1 : 0;
            }
            for (int c : chains) {
                hexes += g.chains().get(c).hexes().size() - 1;
            }
            out.add(new Candidate(stops, chains, used.clone(), values, tokened, towns, hexes, free, routeStops));
        }
    }
}
