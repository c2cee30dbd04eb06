package roundhouse.engine.map;

/**
 * One legal route that shows a company's network arrives at a side or a node it is asked about,
 * looked for before the whole network is found: lays and stations are checked once each in every
 * replay, and most continue track a few hexes from a station. The route is walked as {@link Reach}'s network search would take it (from
 * a station that starts the network, over tile paths and crossings the purpose leaves open, through
 * nodes only where a route may pass, each half-side and each node once, never turning back at a
 * switch), so a route found is one the network has. Finding none within a small budget proves nothing:
 * the caller then finds the whole network. The answer is therefore always the network's own.
 */
final class RouteWitness {
    /** Path ends walked before giving up: a lay near a station needs a handful. */
    static final int BUDGET = 256;

    private final Reach reach;
    private String company;
    private int[] blocked;
    private final boolean[] sideUsed;
    private final boolean[] nodeUsed;
    private Target target;
    private int steps;

    /** What a route is looked for: a side it arrives at, or a node it reaches (passable or not). */
    interface Target {
        /** Whether arriving at edge e of hex h is what is looked for. */
        boolean side(int h, int e);

        /** Whether reaching node {@code node} of hex h is what is looked for. */
        boolean node(int h, int node);

        /** Whether a station starting the network on node {@code node} of hex h is what is looked for. */
        default boolean station(int h, int node) {
            return node(h, node);
        }
    }

    /**
     * A witness search over the reach's board, kept by the reach between searches: its marks are all
     * clear after each search.
     */
    RouteWitness(Reach reach) {
        this.reach = reach;
        this.sideUsed = new boolean[reach.tile.length * 6];
        this.nodeUsed = new boolean[reach.tile.length * reach.maxNodes];
    }

    /**
     * What a route arriving at a side of hex h that {@code sides} marks (bit e: edge e) looks for; a station
     * on h itself counts, as the network's {@code reachedEdgeMask} has it.
     */
    static Target arrivalAt(int h, int sides) {
        return new Arrival(h, sides);
    }

    /** {@link #arrivalAt}: equal for the same hex and sides, so that a reach may remember what a search found. */
    record Arrival(int h, int sides) implements Target {
        @Override
        public boolean side(int x, int e) {
            return x == h && (sides & (1 << e)) != 0;
        }

        @Override
        public boolean node(int x, int node) {
            return false;
        }

        @Override
        public boolean station(int x, int node) {
            return x == h && sides != 0;
        }
    }

    /** What a route reaching a node for which {@code wanted} holds (hex, node) looks for. */
    static Target nodeWhere(java.util.function.BiPredicate<Integer, Integer> wanted) {
        return nodeWhere(wanted, wanted);
    }

    /**
     * What a route reaching a node for which {@code wanted} holds looks for, a station that starts the
     * network counting where {@code station} holds (hex, node).
     */
    static Target nodeWhere(java.util.function.BiPredicate<Integer, Integer> wanted,
            java.util.function.BiPredicate<Integer, Integer> station) {
        return new Target() {
            @Override
            public boolean side(int h, int e) {
                return false;
            }

            @Override
            public boolean node(int h, int node) {
                return wanted.test(h, node);
            }

            @Override
            public boolean station(int h, int node) {
                return station.test(h, node);
            }
        };
    }

    /**
     * Whether a route of the company, crossing no side {@code blocked} closes, from its stations on the
     * hexes {@code from} marks reaches what {@code wanted} looks for, found within the budget.
     */
    boolean finds(String company, int[] blocked, boolean[] from, Target wanted) {
        this.company = company;
        this.blocked = blocked;
        target = wanted;
        steps = 0;
        try {
            return fromStations(from);
        } catch (RuntimeException e) { // a title's hook failed mid-walk: leave no mark behind
            java.util.Arrays.fill(sideUsed, false);
            java.util.Arrays.fill(nodeUsed, false);
            throw e;
        } finally {
            this.company = null;
            target = null;
        }
    }

    private boolean fromStations(boolean[] from) {
        for (int x = 0; x < reach.tile.length; x++) {
            if (from != null && !from[x]) {
                continue;
            }
            for (int c = 0; c < reach.tokens[x].length; c++) {
                if (!holds(reach.tokens[x][c])) {
                    continue;
                }
                int city = reach.tile[x].cityNodes[c];
                if (target.station(x, city)) {
                    return true;
                }
                int key = x * reach.maxNodes + city;
                nodeUsed[key] = true;
                boolean found = leaveNode(x, city);
                nodeUsed[key] = false;
                if (found) {
                    return true;
                }
            }
        }
        return false;
    }

    private boolean holds(String[] slots) {
        for (String t : slots) {
            if (company.equals(t)) {
                return true;
            }
        }
        return false;
    }

    /** Takes every path of hex h from its node {@code node} (a station, or a node a route may pass). */
    private boolean leaveNode(int h, int node) {
        return walkFrom(h, NODE_END + node);
    }

    private static final int NODE_END = TileDef.NODE;

    /** Takes every path of hex h that ends at {@code end}, arrived at there. */
    private boolean walkFrom(int h, int end) {
        TileDef t = reach.tile[h];
        int r = reach.rot[h];
        for (int i = 0; i < t.pathA.length; i++) {
            int other = t.otherEnd(r, i, end);
            if (other < 0) {
                continue;
            }
            if (++steps > BUDGET) {
                return false;
            }
            if (arrive(h, other)) {
                return true;
            }
        }
        return false;
    }

    /** A route arrives at end {@code end} of hex h along a path: goes on if it may, or reports the target. */
    private boolean arrive(int h, int end) {
        if (end >= NODE_END) {
            int node = end - NODE_END;
            int key = h * reach.maxNodes + node;
            if (nodeUsed[key]) {
                return false;
            }
            if (target.node(h, node)) {
                return true;
            }
            if (!reach.passable(company, h, node)) {
                return false;
            }
            nodeUsed[key] = true;
            boolean found = leaveNode(h, node);
            nodeUsed[key] = false;
            return found;
        }
        int x = h * 6 + end;
        if (sideUsed[x]) {
            return false;
        }
        if (target.side(h, end)) {
            return true;
        }
        int nb = across(h, end);
        if (nb < 0) {
            return false; // a dead end: the route stops at the side
        }
        int back = (end + 3) % 6;
        int y = nb * 6 + back;
        if (sideUsed[y]) {
            return false;
        }
        if (target.side(nb, back)) {
            return true;
        }
        sideUsed[x] = true;
        sideUsed[y] = true;
        boolean found = walkFrom(nb, back);
        sideUsed[x] = false;
        sideUsed[y] = false;
        return found;
    }

    /** The hex across side e of hex h if the route may cross there, else -1 (as the network's search has it). */
    private int across(int h, int e) {
        return reach.across(company, blocked, h, e);
    }
}
