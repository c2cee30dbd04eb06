package roundhouse.engine.map;

import java.util.HashMap;
import java.util.Map;

import roundhouse.engine.spi.SharedElements;

/**
 * The {@link Reach}'s found networks, by purpose and company, and what drops them when the board
 * changes. Copied with the reach: the networks are {@code @Shared} (they read nothing of the board once
 * found), so a copy of the game keeps them until its own board changes; the search's working arrays are
 * the copy's own.
 */
final class NetworkCache {
    private static final ReachPurpose[] PURPOSES = ReachPurpose.values();

    private final Reach reach;
    /** By purpose: the cached networks, one map for the purposes that may cross the same sides. */
    @SuppressWarnings("unchecked")
    private final Map<String, Network>[] networks = new Map[PURPOSES.length];
    /**
     * By purpose: the cached networks of single stations, by company and hex ({@link #stationNetwork}),
     * shared between purposes as {@link #networks} and dropped by the same rules.
     */
    @SuppressWarnings("unchecked")
    private final Map<String, Map<Integer, Network>>[] stationNetworks = new Map[PURPOSES.length];
    /**
     * By purpose: the sides its cached networks may not cross ({@link Board#blockedSides}, compared by
     * identity), and last the sides of the route networks. A copy of the game keeps the same arrays, so
     * its networks, copied with it, stay valid for it.
     */
    @SharedElements
    private final int[][] cachedSides = new int[PURPOSES.length + 1][];
    /** The network search's working arrays, kept between searches ({@link NetworkSearch.Scratch}); a copy makes its own. */
    private transient NetworkSearch.Scratch scratch;
    private boolean searching;
    /** Networks that run on past the off-boards some train may pass ({@link #routeNetwork}). */
    private final Map<String, Network> routeNetworks = new HashMap<>();

    NetworkCache(Reach reach) {
        this.reach = reach;
    }

    /** Finds network n from the stations {@code from} marks, in the kept working arrays. */
    void find(Network n, boolean[] from) {
        boolean nested = searching; // a title hook that asks reach while reach searches gets arrays of its own
        searching = true;
        try {
            if (scratch == null) {
                scratch = newScratch();
            }
            new NetworkSearch(reach, n, nested ? newScratch() : scratch).find(from);
        } finally {
            searching = nested;
        }
    }

    private NetworkSearch.Scratch newScratch() {
        return new NetworkSearch.Scratch(reach.tile.length, reach.maxNodes);
    }

    /** Forgets every cached network ({@link Reach#invalidate()}). */
    void invalidate() {
        for (Map<String, Network> cache : networks) {
            if (cache != null) {
                cache.clear();
            }
        }
        for (Map<String, Map<Integer, Network>> cache : stationNetworks) {
            if (cache != null) {
                cache.clear();
            }
        }
        routeNetworks.clear();
    }

    /** Forgets the cached networks that touch hex h ({@link Reach#invalidate(int)}). */
    void invalidate(int h) {
        for (int i = 0; i < networks.length; i++) {
            if (networks[i] != null && !sharedWithEarlier(i)) {
                networks[i].values().removeIf(n -> n.touches(h));
                for (Map<Integer, Network> byHex : stationNetworks[i].values()) {
                    byHex.values().removeIf(n -> n.touches(h));
                }
            }
        }
        routeNetworks.values().removeIf(n -> n.touches(h));
    }

    /** Forgets one company's cached networks ({@link Reach#invalidate(String)}). */
    void invalidate(String company) {
        for (Map<String, Network> cache : networks) {
            if (cache != null) {
                cache.remove(company);
            }
        }
        for (Map<String, Map<Integer, Network>> cache : stationNetworks) {
            if (cache != null) {
                cache.remove(company);
            }
        }
        routeNetworks.remove(company);
    }

    /** Whether purpose i's cache is that of an earlier purpose (visited once). */
    private boolean sharedWithEarlier(int i) {
        for (int j = 0; j < i; j++) {
            if (networks[j] == networks[i]) {
                return true;
            }
        }
        return false;
    }

    /** The company's network for the purpose: cached, shared with the purposes that may cross the same sides. */
    Network network(String company, ReachPurpose purpose) {
        int[] sides = reach.board.blockedSides(purpose);
        Map<String, Network> cache = cache(purpose.ordinal(), sides);
        Network n = cache.get(company);
        if (n == null) {
            // not computeIfAbsent: a title hook may ask reach while the network is found
            n = new Network(reach, company, reach.startingHexes(company, purpose), false, sides);
            cache.put(company, n);
        }
        return n;
    }

    /**
     * The network of the company's station on hex h alone for the purpose (empty without a token of the
     * company there): cached as {@link #network}, dropped with the networks that touch a changed hex;
     * its {@link #network} itself where all its tokens are on h.
     */
    Network stationNetwork(String company, int h, ReachPurpose purpose) {
        NetworkStarts starts = reach.starts();
        if (starts.onlyOn(company, h)) {
            return network(company, purpose);
        }
        int[] sides = reach.board.blockedSides(purpose);
        cache(purpose.ordinal(), sides);
        Map<Integer, Network> byHex = stationNetworks[purpose.ordinal()].computeIfAbsent(company, k -> new HashMap<>());
        Network n = byHex.get(h);
        if (n == null) {
            // not computeIfAbsent: a title hook may ask reach while the network is found
            n = new Network(reach, company, starts.stationStart(company, h, purpose), false, sides);
            byHex.put(h, n);
        }
        return n;
    }

    /** Whether the network of the company's station on hex h alone for the purpose is cached (after {@link #cache}). */
    boolean hasStationNetwork(String company, int h, ReachPurpose purpose) {
        Map<Integer, Network> byHex = stationNetworks[purpose.ordinal()].get(company);
        return byHex != null && byHex.containsKey(h);
    }

    /**
     * The cache of purpose i for these sides: its own while they stay the same, else that of a purpose
     * with the same sides, else a new one (a phase opened or closed a border since).
     */
    Map<String, Network> cache(int i, int[] sides) {
        if (cachedSides[i] != sides) {
            Map<String, Network> shared = null;
            int sharedIndex = -1;
            NetworkStarts starts = reach.starts();
            for (int j = 0; j < PURPOSES.length && shared == null; j++) {
                if (j != i && cachedSides[j] == sides && starts.startRule(PURPOSES[j]) == starts.startRule(PURPOSES[i])) {
                    shared = networks[j];
                    sharedIndex = j;
                }
            }
            networks[i] = shared != null ? shared : new HashMap<>();
            stationNetworks[i] = shared != null ? stationNetworks[sharedIndex] : new HashMap<>();
            cachedSides[i] = sides;
        }
        return networks[i];
    }

    /**
     * What the company's trains reach: its {@link #network} where no train may pass an off-board, else
     * the network that also runs on through the off-boards some train may pass
     * ({@link RouteCheck#offboardPassable}, 1854's Orient Express to Paris through Zürich). Lays and
     * tokens never use it: track and stations are not built through an off-board.
     */
    Network routeNetwork(String company) {
        if (!reach.board.routeCheck().anyOffboardPassable()) {
            return network(company, ReachPurpose.ROUTES);
        }
        int[] sides = reach.board.blockedSides(ReachPurpose.ROUTES);
        if (cachedSides[PURPOSES.length] != sides) {
            routeNetworks.clear(); // a phase opened or closed a border since they were found
            cachedSides[PURPOSES.length] = sides;
        }
        Network n = routeNetworks.get(company);
        if (n == null) {
            n = new Network(reach, company, null, true, sides);
            routeNetworks.put(company, n);
        }
        return n;
    }
}
