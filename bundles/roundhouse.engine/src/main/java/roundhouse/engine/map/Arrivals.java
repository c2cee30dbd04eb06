package roundhouse.engine.map;

import java.util.HashMap;
import java.util.Map;

/**
 * The arrival search of the {@link Reach}: whether a company's network for a purpose arrives at a side
 * or reaches a node, answered by the cached network, else by a route found near the company's
 * stations ({@link RouteWitness}), else by the network found then. What arrival searches found is
 * remembered until the board changes ({@link #forget}). Made on first use, again for each copy.
 */
final class Arrivals extends BoardArea {
    private final Reach reach;
    /** What arrival searches found, until the board changes ({@link Reach#invalidate()} and its kin). */
    private transient Map<Arrived, Boolean> arrived;
    /** The route witness's marks, kept between searches; taken while one searches (a hook may ask reach again). */
    private transient RouteWitness witness;

    Arrivals(Reach reach) {
        super(reach.board);
        this.reach = reach;
    }

    /** Forgets what arrival searches found (the board changed). */
    void forget() {
        if (arrived != null) {
            arrived.clear();
        }
    }

    /**
     * Whether a route of the company from the stations {@code from} marks, crossing no side {@code blocked}
     * closes, shows what {@code target} looks for ({@link RouteWitness}); the kept witness is taken while
     * it walks (a title's hook may ask reach again, and gets one of its own).
     */
    boolean witnessed(String company, int[] blocked, boolean[] from, RouteWitness.Target target) {
        if (target instanceof RouteWitness.Arrival arrival) {
            // a lay's checks ask the same arrival more than once (its railhead, then the lay itself)
            Arrived asked = new Arrived(company, blocked, from, arrival);
            if (arrived == null) {
                arrived = new HashMap<>();
            }
            Boolean known = arrived.get(asked);
            if (known == null) {
                known = search(company, blocked, from, target);
                arrived.put(new Arrived(company, blocked.clone(), from == null ? null : from.clone(), arrival), known);
            }
            return known;
        }
        return search(company, blocked, from, target);
    }

    /** An arrival searched for: the company, the sides closed, the stations it starts from, the target. */
    private record Arrived(String company, int[] blocked, boolean[] from, RouteWitness.Arrival target) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Arrived a && company.equals(a.company) && target.equals(a.target)
                    && java.util.Arrays.equals(blocked, a.blocked) && java.util.Arrays.equals(from, a.from);
        }

        @Override
        public int hashCode() {
            return (company.hashCode() * 31 + target.hashCode()) * 31 + java.util.Arrays.hashCode(from);
        }
    }

    private boolean search(String company, int[] blocked, boolean[] from, RouteWitness.Target target) {
        RouteWitness w = witness != null ? witness : new RouteWitness(reach);
        witness = null;
        try {
            return w.finds(company, blocked, from, target);
        } finally {
            witness = w;
        }
    }

    /** Whether the company's network for the purpose is cached for the sides it may not cross now. */
    private boolean cached(String company, ReachPurpose purpose, int[] blockedSides) {
        return reach.networks.cache(purpose.ordinal(), blockedSides).containsKey(company);
    }

    /**
     * Whether a route of the company's network for the purpose arrives at a side of hex h that {@code
     * sides} marks (bit e: edge e), or starts from a station there: the cached network's answer, else
     * a route found near the company's stations ({@link RouteWitness}), else the network's, found now.
     * The same answer as the network's in every case, without finding it where a route shows it.
     */
    boolean arrivesAt(String company, ReachPurpose purpose, int h, int sides) {
        int[] blockedSides = board.blockedSides(purpose);
        if (!cached(company, purpose, blockedSides)
                && witnessed(company, blockedSides, reach.startingHexes(company, purpose), RouteWitness.arrivalAt(h, sides))) {
            return true;
        }
        return (reach.network(company, purpose).reachedEdgeMask(h) & sides) != 0;
    }

    /** As {@link #reachesNode}, for one node (a city asked about): the network answers by its index. */
    boolean reachesNodeAt(String company, ReachPurpose purpose, int h, int node) {
        int[] blockedSides = board.blockedSides(purpose);
        if (!cached(company, purpose, blockedSides)
                && witnessed(company, blockedSides, reach.startingHexes(company, purpose), RouteWitness.nodeWhere((x, n) -> x == h && n == node))) {
            return true;
        }
        return reach.network(company, purpose).nodes[h * maxNodes + node];
    }

    /**
     * Whether a route of the company's network for the purpose reaches a node for which {@code wanted}
     * holds (hex, node): as {@link #arrivesAt}, the network's answer, found without the network where a
     * route near the stations shows it.
     */
    boolean reachesNode(String company, ReachPurpose purpose, java.util.function.BiPredicate<Integer, Integer> wanted) {
        int[] blockedSides = board.blockedSides(purpose);
        if (!cached(company, purpose, blockedSides)
                && witnessed(company, blockedSides, reach.startingHexes(company, purpose), RouteWitness.nodeWhere(wanted))) {
            return true;
        }
        Network n = reach.network(company, purpose);
        for (int key = 0; key < n.nodes.length; key++) {
            if (n.nodes[key] && wanted.test(key / maxNodes, key % maxNodes)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a route of the network of the company's station on hex {@code station} alone arrives at a
     * side of hex h that {@code sides} marks: as {@link #arrivesAt}, that network's answer, found without
     * it where a route shows it.
     */
    boolean stationArrivesAt(String company, int station, ReachPurpose purpose, int h, int sides) {
        NetworkStarts starts = reach.starts();
        if (starts.onlyOn(company, station)) {
            return arrivesAt(company, purpose, h, sides);
        }
        int[] blockedSides = board.blockedSides(purpose);
        NetworkCache networks = reach.networks;
        networks.cache(purpose.ordinal(), blockedSides);
        if (!networks.hasStationNetwork(company, station, purpose)
                && witnessed(company, blockedSides, starts.stationStart(company, station, purpose), RouteWitness.arrivalAt(h, sides))) {
            return true;
        }
        return (reach.stationNetwork(company, station, purpose).reachedEdgeMask(h) & sides) != 0;
    }

    /**
     * Whether routes of the network of the company's station on hex {@code station} alone show, without
     * that network, that it arrives at a side of hex h that {@code sides} marks and reaches a node of h
     * (an upgrade there joins it): {@code false} where the network is cached or no such routes are found
     * near the station, and then only the network answers.
     */
    boolean stationShowsArrivalAndNode(String company, int station, ReachPurpose purpose, int h, int sides) {
        int[] blockedSides = board.blockedSides(purpose);
        NetworkCache networks = reach.networks;
        Map<String, Network> networksNow = networks.cache(purpose.ordinal(), blockedSides);
        NetworkStarts starts = reach.starts();
        if (networks.hasStationNetwork(company, station, purpose) || starts.onlyOn(company, station) && networksNow.containsKey(company)) {
            return false;
        }
        boolean[] start = starts.stationStart(company, station, purpose);
        return witnessed(company, blockedSides, start, RouteWitness.arrivalAt(h, sides))
                && witnessed(company, blockedSides, start, RouteWitness.nodeWhere((x, k) -> x == h));
    }

    /**
     * Whether routes near the company's stations show, without its network for the purpose, that a route
     * reaches a node of hex h and may go on from it, or starts there ({@link Network#leavesNodeOn}):
     * {@code false} where the network is cached or no such route is found, and then only it answers.
     */
    boolean showsLeavingNodeOn(String company, ReachPurpose purpose, int h) {
        int[] blockedSides = board.blockedSides(purpose);
        if (cached(company, purpose, blockedSides)) {
            return false;
        }
        return witnessed(company, blockedSides, reach.startingHexes(company, purpose),
                RouteWitness.nodeWhere((x, node) -> x == h && reach.passable(company, x, node), (x, node) -> x == h));
    }
}
