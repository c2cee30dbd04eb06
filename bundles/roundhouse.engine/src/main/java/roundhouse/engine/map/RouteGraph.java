package roundhouse.engine.map;

import java.util.List;

/**
 * What one company's trains can run on, at one moment: its reachable stops and the track chains
 * between them. Immutable; made by {@link Board#routeGraph} and consumed by route optimisers.
 *
 * <p>A chain joins two stops over track without passing another stop; it is the unit a route is
 * built from. Chains carry the track segments they use (dense ids 0..{@link #segmentCount()}-1):
 * routes of one company may never share a segment (1830 §5.5), within a route neither.
 */
@org.osgi.annotation.versioning.ProviderType
public final class RouteGraph {

    /**
     * A stop a route may visit.
     *
     * @param hex the hex coordinate
     * @param signature 18xx.games node signature {@code "<hex>-<index>"}
     * @param kind {@code city}, {@code town}, {@code offboard} or {@code pass}
     * @param revenue its value in the phase the graph was made for
     * @param token whether the company has a token here
     * @param passable whether a route may pass through it (not an offboard, not full of other tokens)
     * @param groups bit mask of the offboard groups it belongs to (each at most once per route)
     * @param free whether a visit costs no reach ({@code visit_cost:0}, 18Mag's mines)
     * @param makesRoute whether it counts toward the two stops every route needs ({@code RouteCheck}'s
     *     rule; by default every stop that is not free; 1841: neither passes nor ports)
     */
    public record Stop(String hex, String signature, String kind, int revenue, boolean token, boolean passable,
            long groups, boolean free, boolean makesRoute) {
        /** A stop that counts toward a route's two stops unless it is free. */
        public Stop(String hex, String signature, String kind, int revenue, boolean token, boolean passable, long groups,
                boolean free) {
            this(hex, signature, kind, revenue, token, passable, groups, free, !free);
        }

        /** A stop that counts toward a train's reach. */
        public Stop(String hex, String signature, String kind, int revenue, boolean token, boolean passable, long groups) {
            this(hex, signature, kind, revenue, token, passable, groups, false);
        }

        /** Whether this stop counts as a town (free for some trains). */
        public boolean town() {
            return kind.equals("town");
        }
    }

    /**
     * Track between two stops.
     *
     * @param a one stop index
     * @param b the other stop index
     * @param segments the segment ids it uses
     * @param hexes hex coordinates from a's hex to b's hex, as 18xx.games writes a connection
     */
    public record Chain(int a, int b, int[] segments, List<String> hexes) {
    }

    private final List<Stop> stops;
    private final List<Chain> chains;
    private final int segmentCount;

    RouteGraph(List<Stop> stops, List<Chain> chains, int segmentCount) {
        this.stops = List.copyOf(stops);
        this.chains = List.copyOf(chains);
        this.segmentCount = segmentCount;
    }

    /**
     * A graph built by hand (tests, other boards).
     *
     * @throws IllegalArgumentException if a chain refers to a missing stop or segment
     */
    public static RouteGraph of(List<Stop> stops, List<Chain> chains, int segmentCount) {
        for (Chain c : chains) {
            if (c.a() < 0 || c.a() >= stops.size() || c.b() < 0 || c.b() >= stops.size() || c.a() == c.b()) {
                throw new IllegalArgumentException("chain " + c.hexes() + " joins missing or equal stops");
            }
            for (int s : c.segments()) {
                if (s < 0 || s >= segmentCount) {
                    throw new IllegalArgumentException("chain " + c.hexes() + " uses missing segment " + s);
                }
            }
        }
        return new RouteGraph(stops, chains, segmentCount);
    }

    public List<Stop> stops() {
        return stops;
    }

    public List<Chain> chains() {
        return chains;
    }

    public int segmentCount() {
        return segmentCount;
    }
}
