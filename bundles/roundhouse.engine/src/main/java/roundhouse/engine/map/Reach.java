package roundhouse.engine.map;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

import roundhouse.engine.spi.Shared;
import roundhouse.engine.spi.SharedElements;

/**
 * Reach: which hexes, edges and stops a company's track network gets to from its tokens (1830 R 6.2.1,
 * R 6.3.2, R 6.4.2), and whether a route may pass a stop. Lays (connection), tokens (reach) and the
 * optimiser graph ask it, each for its {@link ReachPurpose}. A title changes reach by subclassing and
 * returning its class from {@link BoardAreas#reach}; answers are cached per company until the board
 * changes, one cache for the purposes whose borders are the same ({@link Board#blockedSides}).
 */
@org.osgi.annotation.versioning.ConsumerType
public class Reach extends BoardArea {
    /** The area of one board; made by {@link BoardAreas}, again for each copy of the board. */
    protected Reach(Board board) {
        super(board);
    }

    private static final ReachPurpose[] PURPOSES = ReachPurpose.values();
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
    /** The network search's working arrays, kept between searches ({@link Scratch}); a copy makes its own. */
    private transient Scratch scratch;
    private boolean searching;
    /** The route witness's marks, kept between searches; taken while one searches (a hook may ask reach again). */
    private transient RouteWitness witness;

    /**
     * Board-sized working arrays of one network search, kept by the reach between searches: a replay
     * searches once or twice per lay, and fresh arrays were most of what it allocated. The per-position
     * arrays are all -1 (false) between searches; a search resets only what it set.
     */
    private final class Scratch {
        final int[] sideVertex = filled(tile.length * 6);
        final int[] nodeVertex = filled(tile.length * maxNodes);
        final boolean[] hexFound = new boolean[tile.length];
        final int[] nodeKeys = new int[tile.length * maxNodes];
        final int[] hexes = new int[tile.length];
        /** The company's stations found by a search, as hex * maxNodes + city node: the root's edges. */
        final int[] stations = new int[tile.length * maxNodes];
        final int[] sides = new int[tile.length * 6];
        /** The hex across each found half-side (by its order in {@link #sides}), or -1. */
        final int[] across = new int[tile.length * 6];
        /** By a node's first vertex: whether routes may go on through it. */
        final boolean[] through = new boolean[tile.length * 6 + tile.length * maxNodes * 2];
        final AlternatingSearch search = new AlternatingSearch(0);
    }

    private static int[] filled(int length) {
        int[] a = new int[length];
        java.util.Arrays.fill(a, -1);
        return a;
    }

    /** Networks that run on past the off-boards some train may pass ({@link #routeNetwork}). */
    private final Map<String, Network> routeNetworks = new HashMap<>();

    /**
     * Hook: whether the company's track and trains may use hexes of this board (1854: local railways
     * on the local board only). Asked only on maps of several boards; default: every board.
     */
    protected boolean mayUse(String company, String boardId) {
        return true;
    }

    /**
     * Whether the company's track and trains may use hex h: under {@link #mayUse} on a map of several
     * boards, always on a map of one. A title may close more hexes to a company (1844: the red
     * off-boards to the regionals, RB VIII); reach, lays, tokens and routes all ask here.
     */
    public boolean mayUseHex(String company, int h) {
        return !def.severalBoards || mayUse(company, def.hexes[h].board);
    }

    /** Forgets cached networks; the board calls it after every change. */
    protected void invalidate() {
        if (arrived != null) {
            arrived.clear();
        }
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

    /**
     * Forgets the cached networks that a change on hex {@code h} (track, tokens, reservations) can
     * alter: those that reach an edge or a node of the hex or have a token there. A network that
     * never enters the hex runs no route through it, so whatever changes there leaves it as it was.
     */
    protected void invalidate(int h) {
        if (arrived != null) {
            arrived.clear();
        }
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

    /** Forgets one company's cached network (it placed a token, maybe far from its track). */
    protected void invalidate(String company) {
        if (arrived != null) {
            arrived.clear();
        }
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

    /**
     * What a company's track network reaches from its tokens: everything a legal route of any
     * length (1830 R 6.2.1, R 6.3.2 "unblockierte Strecke beliebiger Länge", defined by R 6.4.2)
     * can get to. Such a route never passes a city blocked for the company or an offboard
     * (R 6.3.3), never reverses at a switch, and never uses a hex side or a stop twice. A plain
     * flood over hex sides is not enough: it lets track leave a hex over a side and come back
     * over the same side on another branch of a switch, a loop no train may run.
     *
     * <p>Found exactly in polynomial time as an {@link AlternatingSearch}: each hex side is a pair of
     * vertices (its two halves) joined by a matched edge, the crossing; each node is a pair joined by a
     * matched edge, the stop; the paths of the tiles are the unmatched edges. A route then alternates
     * path and crossing or stop, and uses each side and each node once: an alternating simple path.
     *
     * <p>Unchanged once found, and reads nothing of the board afterwards: a copy of the game shares its
     * networks (its reach drops them by the same rules when its board changes).
     */
    @Shared
    final class Network {
        /** [hex * 6 + edge]: a route of the company can arrive at this edge of the hex. */
        final boolean[] edges = new boolean[tile.length * 6];
        /**
         * [hex * 6 + edge]: a route of the company can cross into the hex at this edge, coming from the
         * neighbour (track of the hex that ends at that edge can then be run on from there).
         */
        final boolean[] entered = new boolean[tile.length * 6];
        /** [hex * maxNodes + node]: node reached (as a stop or passed through). */
        final boolean[] nodes = new boolean[tile.length * maxNodes];
        final boolean[] tokenHex = new boolean[tile.length];
        /** By hex: a route can go on from a node there ({@link #leavesNodeOn}), as the board was when found. */
        private final boolean[] leaves = new boolean[tile.length];
        private final String company;
        /** By hex: the sides the network may not cross (those of its purpose when it was found). */
        private final int[] blocked;
        /** Whether routes run on through the off-boards some train may pass ({@link #routeNetwork}). */
        private final boolean throughOffboards;
        /** The hexes whose stations it starts from, or {@code null} for all. */
        private final boolean[] from;
        /** By closed side (hex * 6 + edge): this network found again with that side closed ({@link #entersAvoiding}). */
        private Map<Integer, Network> avoiding;

        /**
         * The network from every token of the company, or ({@code from} not null) only from its tokens on
         * the hexes {@code from} marks, crossing no side {@code blocked} closes.
         */
        Network(String company, boolean[] from, boolean throughOffboards, int[] blocked) {
            this.company = company;
            this.throughOffboards = throughOffboards;
            this.blocked = blocked;
            this.from = from;
            boolean nested = searching; // a title hook that asks reach while reach searches gets arrays of its own
            searching = true;
            try {
                if (scratch == null) {
                    scratch = new Scratch();
                }
                new RouteGraph(nested ? new Scratch() : scratch).find(from);
            } finally {
                searching = nested;
            }
        }

        /** Whether a route may go on through the node ({@link #passable}, or an off-board some train passes). */
        private boolean mayPass(int h, int node) {
            return passable(company, h, node) || throughOffboards && tile[h].nodes[node].kind == TileDef.Kind.OFFBOARD
                    && board.routeCheck().offboardPassable(def.hexes[h].coord);
        }

        /** The hex across side e of hex h if a route may cross there, else -1. */
        private int across(int h, int e) {
            return Reach.this.across(company, blocked, h, e);
        }

        /**
         * The company's graph of half-sides and nodes over the hexes its track can get to, and the
         * search over it. Vertices are numbered as they are found, so the graph is as big as the
         * network, not the board.
         */
        private final class RouteGraph {
            private final Scratch scratch;
            /** Vertex of the half-side [hex * 6 + edge], or -1 (the reach's scratch, reset after each search). */
            private final int[] sideVertex;
            /** First of the two vertices of node [hex * maxNodes + node], or -1 (scratch too). */
            private final int[] nodeVertex;
            private final boolean[] hexFound;
            /** The nodes found, by key, in order. */
            private final int[] nodeKeys;
            private int nodeCount;
            private final int[] hexes;
            private int hexCount;
            private int vertices;
            /** The half-sides in order of their vertices, and those with no crossing (they get a dead-end mate). */
            private final int[] sides;
            private final int[] acrossOf;
            private int sideCount;
            private int deadEnds;

            RouteGraph(Scratch scratch) {
                this.scratch = scratch;
                sideVertex = scratch.sideVertex;
                nodeVertex = scratch.nodeVertex;
                hexFound = scratch.hexFound;
                nodeKeys = scratch.nodeKeys;
                hexes = scratch.hexes;
                sides = scratch.sides;
                acrossOf = scratch.across;
            }

            /** Finds the network, leaving the scratch arrays as it found them. */
            void find(boolean[] from) {
                try {
                    search(from);
                } finally {
                    for (int i = 0; i < sideCount; i++) {
                        sideVertex[sides[i]] = -1;
                    }
                    for (int i = 0; i < nodeCount; i++) {
                        nodeVertex[nodeKeys[i]] = -1;
                    }
                    for (int i = 0; i < hexCount; i++) {
                        hexFound[hexes[i]] = false;
                    }
                }
            }

            private void search(boolean[] from) {
                int[] stations = scratch.stations;
                int tokenNodes = 0;
                for (int h = 0; h < tile.length; h++) {
                    if (from != null && !from[h]) {
                        continue;
                    }
                    for (int c = 0; c < tokens[h].length; c++) {
                        for (String t : tokens[h][c]) {
                            if (company.equals(t)) {
                                tokenHex[h] = true;
                                leaves[h] = true;
                                int city = tile[h].cityNodes[c];
                                node(h, city);
                                stations[tokenNodes++] = h * maxNodes + city;
                                addHex(h);
                                break;
                            }
                        }
                    }
                }
                if (tokenNodes == 0) {
                    return;
                }
                for (int i = 0; i < hexCount; i++) {
                    floodHex(hexes[i]);
                }
                for (int i = 0; i < sideCount; i++) {
                    int x = sides[i];
                    acrossOf[i] = across(x / 6, x % 6);
                    if (acrossOf[i] < 0) {
                        deadEnds++;
                    }
                }
                int root = vertices + deadEnds;
                AlternatingSearch search = scratch.search;
                search.reset(root + 1);
                connect(search, root, stations, tokenNodes);
                boolean[] even = search.search(root);
                for (int i = 0; i < sideCount; i++) {
                    int v = sideVertex[sides[i]];
                    edges[sides[i]] = even[v] || even[search.mate(v)];
                    entered[sides[i]] = even[v]; // a half-side is even when its crossing was taken into the hex
                }
                boolean[] through = scratch.through;
                for (int i = 0; i < nodeCount; i++) {
                    int key = nodeKeys[i];
                    int v = nodeVertex[key];
                    nodes[key] = even[v] || even[v + 1];
                    // a route goes on from a node it reaches where it may pass (found in connect)
                    leaves[key / maxNodes] |= nodes[key] && through[v];
                }
            }

            /** Finds the half-sides and nodes of hex h's paths and the hexes across its crossings. */
            private void floodHex(int h) {
                TileDef t = tile[h];
                int r = rot[h];
                for (int i = 0; i < t.pathA.length; i++) {
                    end(h, t.rotA[r][i]);
                    end(h, t.rotB[r][i]);
                }
            }

            private void end(int h, int end) {
                if (end >= NODE) {
                    node(h, end - NODE);
                    return;
                }
                side(h, end);
                int nb = across(h, end);
                if (nb >= 0) {
                    side(nb, (end + 3) % 6);
                    addHex(nb);
                }
            }

            private void addHex(int h) {
                if (hexFound[h]) {
                    return;
                }
                hexFound[h] = true;
                hexes[hexCount++] = h;
            }

            private int side(int h, int e) {
                int x = h * 6 + e;
                if (sideVertex[x] < 0) {
                    sideVertex[x] = vertices++;
                    sides[sideCount++] = x;
                }
                return sideVertex[x];
            }

            private int node(int h, int node) {
                int key = h * maxNodes + node;
                if (nodeVertex[key] < 0) {
                    nodeVertex[key] = vertices;
                    vertices += 2;
                    nodeKeys[nodeCount++] = key;
                }
                return nodeVertex[key];
            }

            /**
             * The edges: crossings and stops matched; a half-side with no crossing matched to a dead end
             * of its own; each path joins its two ends (a node by both its vertices when routes may go
             * on through it, else by the first only, so a route that arrives there ends); the root joins
             * the second vertex of every token city, so a route leaves it by any path.
             */
            private void connect(AlternatingSearch search, int root, int[] stations, int stationCount) {
                int deadEnd = vertices;
                for (int i = 0; i < sideCount; i++) {
                    int x = sides[i];
                    int h = x / 6;
                    int e = x % 6;
                    int nb = acrossOf[i];
                    if (nb < 0) {
                        search.matched(sideVertex[x], deadEnd++);
                    } else if (sideVertex[x] < sideVertex[nb * 6 + (e + 3) % 6]) {
                        search.matched(sideVertex[x], sideVertex[nb * 6 + (e + 3) % 6]);
                    }
                }
                // by a node's first vertex: whether routes may go on through it
                boolean[] through = scratch.through;
                for (int i = 0; i < nodeCount; i++) {
                    int key = nodeKeys[i];
                    search.matched(nodeVertex[key], nodeVertex[key] + 1);
                    through[nodeVertex[key]] = mayPass(key / maxNodes, key % maxNodes);
                }
                for (int k = 0; k < hexCount; k++) {
                    int h = hexes[k];
                    TileDef t = tile[h];
                    int r = rot[h];
                    for (int i = 0; i < t.pathA.length; i++) {
                        int a = t.rotA[r][i];
                        int b = t.rotB[r][i];
                        int a1 = vertexOf(h, a);
                        int b1 = vertexOf(h, b);
                        boolean a2 = a >= NODE && through[a1];
                        boolean b2 = b >= NODE && through[b1];
                        search.edge(a1, b1);
                        if (a2) {
                            search.edge(a1 + 1, b1);
                        }
                        if (b2) {
                            search.edge(a1, b1 + 1);
                        }
                        if (a2 && b2) {
                            search.edge(a1 + 1, b1 + 1);
                        }
                    }
                }
                for (int i = 0; i < stationCount; i++) {
                    search.edge(root, nodeVertex[stations[i]] + 1);
                }
            }

            private int vertexOf(int h, int end) {
                return end >= NODE ? nodeVertex[h * maxNodes + end - NODE] : sideVertex[h * 6 + end];
            }
        }

        /** Whether a route of this network enters hex h or starts there ({@link #invalidate(int)}). */
        boolean touches(int h) {
            if (tokenHex[h]) {
                return true;
            }
            for (int e = 0; e < 6; e++) {
                if (edges[h * 6 + e]) {
                    return true;
                }
            }
            for (int n = 0; n < maxNodes; n++) {
                if (nodes[h * maxNodes + n]) {
                    return true;
                }
            }
            return false;
        }

        /** Whether a route can cross into hex h at edge e, from the neighbour there. */
        boolean entersAt(int h, int e) {
            return entered[h * 6 + e];
        }

        /**
         * Whether a route can cross into hex h at edge e without having crossed side {@code avoided} of h: a
         * path of h from e to that side can then be run on (a route crosses a hex side once). Found on the
         * network searched again with that side closed, kept while this network is.
         */
        boolean entersAvoiding(int h, int e, int avoided) {
            if (!entersAt(h, e)) {
                return false;
            }
            if (avoiding == null) {
                avoiding = new HashMap<>();
            }
            Network n = avoiding.get(h * 6 + avoided);
            if (n == null) {
                int[] closed = blocked.clone();
                closed[h] |= 1 << avoided;
                int nb = def.hexes[h].neighbors[avoided];
                if (nb >= 0) {
                    closed[nb] |= 1 << ((avoided + 3) % 6);
                }
                n = new Network(company, from, throughOffboards, closed);
                avoiding.put(h * 6 + avoided, n);
            }
            return n.entersAt(h, e);
        }

        /** Whether a route reaches a node of hex h (or starts from its token there). */
        boolean reachesNodeOn(int h) {
            if (tokenHex[h]) {
                return true;
            }
            for (int n = 0; n < maxNodes; n++) {
                if (nodes[h * maxNodes + n]) {
                    return true;
                }
            }
            return false;
        }

        /** Whether a route can go on from a node of hex h: its own token is there, or a node reached there lets it pass. */
        boolean leavesNodeOn(int h) {
            return leaves[h];
        }

        int reachedEdgeMask(int h) {
            if (tokenHex[h]) {
                return 0x3f;
            }
            int m = 0;
            for (int e = 0; e < 6; e++) {
                if (edges[h * 6 + e]) {
                    m |= 1 << e;
                }
            }
            return m;
        }
    }

    /** The company's network for the purpose: cached, shared with the purposes that may cross the same sides. */
    Network network(String company, ReachPurpose purpose) {
        int[] sides = board.blockedSides(purpose);
        Map<String, Network> cache = cache(purpose.ordinal(), sides);
        Network n = cache.get(company);
        if (n == null) {
            // not computeIfAbsent: a title hook may ask reach while the network is found
            n = new Network(company, startingHexes(company, purpose), false, sides);
            cache.put(company, n);
        }
        return n;
    }

    /**
     * The hex across side e of hex h if a route of the company may cross there, with the sides {@code
     * blocked} closes, else -1: off the map, a closed side, or a hex of a board the company may not use.
     */
    int across(String company, int[] blocked, int h, int e) {
        int nb = def.hexes[h].neighbors[e];
        if (nb < 0 || (blocked[h] & (1 << e)) != 0 || !mayUseHex(company, nb) || !mayUseHex(company, h)) {
            return -1;
        }
        return nb;
    }

    /**
     * Whether a route of the company from the stations {@code from} marks, crossing no side {@code blocked}
     * closes, shows what {@code target} looks for ({@link RouteWitness}); the kept witness is taken while
     * it walks (a title's hook may ask reach again, and gets one of its own).
     */
    private boolean witnessed(String company, int[] blocked, boolean[] from, RouteWitness.Target target) {
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

    /** What arrival searches found, until the board changes ({@link #invalidate()} and its kin). */
    private transient Map<Arrived, Boolean> arrived;

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
        RouteWitness w = witness != null ? witness : new RouteWitness(this);
        witness = null;
        try {
            return w.finds(company, blocked, from, target);
        } finally {
            witness = w;
        }
    }

    /**
     * Whether a route of the company's network for the purpose arrives at a side of hex h that {@code
     * sides} marks (bit e: edge e), or starts from a station there: the cached network's answer, else
     * a route found near the company's stations ({@link RouteWitness}), else the network's, found now.
     * The same answer as the network's in every case, without finding it where a route shows it.
     */
    boolean arrivesAt(String company, ReachPurpose purpose, int h, int sides) {
        int[] blockedSides = board.blockedSides(purpose);
        if (!cache(purpose.ordinal(), blockedSides).containsKey(company)
                && witnessed(company, blockedSides, startingHexes(company, purpose), RouteWitness.arrivalAt(h, sides))) {
            return true;
        }
        return (network(company, purpose).reachedEdgeMask(h) & sides) != 0;
    }

    /** As {@link #reachesNode}, for one node (a city asked about): the network answers by its index. */
    boolean reachesNodeAt(String company, ReachPurpose purpose, int h, int node) {
        int[] blockedSides = board.blockedSides(purpose);
        if (!cache(purpose.ordinal(), blockedSides).containsKey(company)
                && witnessed(company, blockedSides, startingHexes(company, purpose), RouteWitness.nodeWhere((x, n) -> x == h && n == node))) {
            return true;
        }
        return network(company, purpose).nodes[h * maxNodes + node];
    }

    /**
     * Whether a route of the company's network for the purpose reaches a node for which {@code wanted}
     * holds (hex, node): as {@link #arrivesAt}, the network's answer, found without the network where a
     * route near the stations shows it.
     */
    boolean reachesNode(String company, ReachPurpose purpose, java.util.function.BiPredicate<Integer, Integer> wanted) {
        int[] blockedSides = board.blockedSides(purpose);
        if (!cache(purpose.ordinal(), blockedSides).containsKey(company)
                && witnessed(company, blockedSides, startingHexes(company, purpose), RouteWitness.nodeWhere(wanted))) {
            return true;
        }
        Network n = network(company, purpose);
        for (int key = 0; key < n.nodes.length; key++) {
            if (n.nodes[key] && wanted.test(key / maxNodes, key % maxNodes)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Hook: whether a company's station in a node of this kind ({@code city} or {@code pass}) starts its
     * network for a purpose; default yes. 18xx.games' 1841 builds track and places tokens only from its
     * stations in cities.
     */
    protected boolean stationStartsNetwork(String kind, ReachPurpose purpose) {
        return true;
    }

    /** Which purposes' networks start from which kinds of station, as a key: purposes share caches only where equal. */
    private int startRule(ReachPurpose purpose) {
        return (stationStartsNetwork("city", purpose) ? 1 : 0) | (stationStartsNetwork("pass", purpose) ? 2 : 0);
    }

    /** The hexes of the company's stations that start its network for the purpose, or {@code null} for all of them. */
    boolean[] startingHexes(String company, ReachPurpose purpose) {
        if (startRule(purpose) == 3) {
            return null;
        }
        // the board keeps the company's stations (asked by every search) until a change touches them
        Board.Stations stations = board.stations(company);
        boolean[] from = null;
        for (int i = 0; i < stations.hexes().length; i++) {
            int h = stations.hexes()[i];
            if (!stationStartsNetwork(tile[h].nodes[tile[h].cityNodes[stations.cityIndexes()[i]]].kind.key(), purpose)) {
                if (from == null) {
                    from = new boolean[tile.length];
                    java.util.Arrays.fill(from, true);
                }
                from[h] = false;
            }
        }
        return from;
    }

    /**
     * The network of the company's station on hex h alone for the purpose (empty without a token of the
     * company there): cached as {@link #network}, dropped with the networks that touch a changed hex;
     * its {@link #network} itself where all its tokens are on h.
     */
    Network stationNetwork(String company, int h, ReachPurpose purpose) {
        if (onlyOn(company, h)) {
            return network(company, purpose);
        }
        int[] sides = board.blockedSides(purpose);
        cache(purpose.ordinal(), sides);
        Map<Integer, Network> byHex = stationNetworks[purpose.ordinal()].computeIfAbsent(company, k -> new HashMap<>());
        Network n = byHex.get(h);
        if (n == null) {
            // not computeIfAbsent: a title hook may ask reach while the network is found
            n = new Network(company, stationStart(company, h, purpose), false, sides);
            byHex.put(h, n);
        }
        return n;
    }

    /** The starting hexes of the network of the company's station on hex h alone ({@link #stationNetwork}). */
    private boolean[] stationStart(String company, int h, ReachPurpose purpose) {
        boolean[] from = only(h);
        boolean[] starting = startingHexes(company, purpose);
        from[h] = starting == null || starting[h];
        return from;
    }

    /**
     * Whether a route of the network of the company's station on hex {@code station} alone arrives at a
     * side of hex h that {@code sides} marks: as {@link #arrivesAt}, that network's answer, found without
     * it where a route shows it.
     */
    boolean stationArrivesAt(String company, int station, ReachPurpose purpose, int h, int sides) {
        if (onlyOn(company, station)) {
            return arrivesAt(company, purpose, h, sides);
        }
        int[] blockedSides = board.blockedSides(purpose);
        cache(purpose.ordinal(), blockedSides);
        Map<Integer, Network> byHex = stationNetworks[purpose.ordinal()].get(company);
        if ((byHex == null || !byHex.containsKey(station))
                && witnessed(company, blockedSides, stationStart(company, station, purpose), RouteWitness.arrivalAt(h, sides))) {
            return true;
        }
        return (stationNetwork(company, station, purpose).reachedEdgeMask(h) & sides) != 0;
    }

    /**
     * Whether routes of the network of the company's station on hex {@code station} alone show, without
     * that network, that it arrives at a side of hex h that {@code sides} marks and reaches a node of h
     * (an upgrade there joins it): {@code false} where the network is cached or no such routes are found
     * near the station, and then only the network answers.
     */
    boolean stationShowsArrivalAndNode(String company, int station, ReachPurpose purpose, int h, int sides) {
        int[] blockedSides = board.blockedSides(purpose);
        Map<String, Network> networksNow = cache(purpose.ordinal(), blockedSides);
        Map<Integer, Network> byHex = stationNetworks[purpose.ordinal()].get(company);
        if (byHex != null && byHex.containsKey(station) || onlyOn(company, station) && networksNow.containsKey(company)) {
            return false;
        }
        boolean[] start = stationStart(company, station, purpose);
        return witnessed(company, blockedSides, start, RouteWitness.arrivalAt(h, sides))
                && witnessed(company, blockedSides, start, RouteWitness.nodeWhere((x, k) -> x == h));
    }

    /** Whether the company has a token on hex h and none elsewhere. */
    private boolean onlyOn(String company, int h) {
        int[] hexes = board.stations(company).hexes();
        for (int x : hexes) {
            if (x != h) {
                return false;
            }
        }
        return hexes.length > 0;
    }

    /** The hexes to start a network from: h alone. */
    private boolean[] only(int h) {
        boolean[] from = new boolean[tile.length];
        from[h] = true;
        return from;
    }

    /**
     * The cache of purpose i for these sides: its own while they stay the same, else that of a purpose
     * with the same sides, else a new one (a phase opened or closed a border since).
     */
    private Map<String, Network> cache(int i, int[] sides) {
        if (cachedSides[i] != sides) {
            Map<String, Network> shared = null;
            int sharedIndex = -1;
            for (int j = 0; j < PURPOSES.length && shared == null; j++) {
                if (j != i && cachedSides[j] == sides && startRule(PURPOSES[j]) == startRule(PURPOSES[i])) {
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
        if (!board.routeCheck().anyOffboardPassable()) {
            return network(company, ReachPurpose.ROUTES);
        }
        int[] sides = board.blockedSides(ReachPurpose.ROUTES);
        if (cachedSides[PURPOSES.length] != sides) {
            routeNetworks.clear(); // a phase opened or closed a border since they were found
            cachedSides[PURPOSES.length] = sides;
        }
        Network n = routeNetworks.get(company);
        if (n == null) {
            n = new Network(company, null, true, sides);
            routeNetworks.put(company, n);
        }
        return n;
    }

    /**
     * Whether a route of the company may continue through this node (1830 §5.4 blocking, §5.5 offboards;
     * a node of terminal track, 1841's yellow Milano, only ends a route).
     */
    protected boolean passable(String company, int h, int node) {
        TileDef.Node n = tile[h].nodes[node];
        if (n.kind == TileDef.Kind.OFFBOARD || tile[h].terminalAt(node)) {
            return false;
        }
        if (n.takesTokens()) {
            return !board.blocks(company, h, n.cityIndex);
        }
        return true;
    }


    /**
     * Whether a route of the company's network gets to a stop on {@code hex} (1844's destinations,
     * RB VI "Anbindungsverpflichtung": a train of unlimited length could run from the company's
     * stations to that station, not through cities blocked for it). A hex with a station of the
     * company counts as reached.
     */
    public boolean reachesStopOn(String company, String hex) {
        return reachesStopOn(company, hex, ReachPurpose.ROUTES);
    }

    /**
     * As {@link #reachesStopOn(String, String)}, crossing only the borders the purpose may cross (1841's
     * mergers: a city in the merging corporation's network for tokens, which province borders cut).
     */
    public boolean reachesStopOn(String company, String hex, ReachPurpose purpose) {
        int h = board.hexOrThrow(hex).index;
        Network n = network(company, purpose);
        for (int k = 0; k < maxNodes; k++) {
            if (n.nodes[h * maxNodes + k]) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a route from the company's station on {@code fromHex} alone gets to a stop on {@code hex}
     * (1844 RB VI: "vom Heimatbahnhof bis zum Zielbahnhof"; its other stations do not count). Not
     * cached: asked rarely.
     */
    public boolean reachesStopOnFrom(String company, String fromHex, String hex) {
        int h = board.hexOrThrow(hex).index;
        // cached until a change touches it: 1844 asks this of every destination after every action
        Network n = stationNetwork(company, board.hexOrThrow(fromHex).index, ReachPurpose.ROUTES);
        for (int k = 0; k < maxNodes; k++) {
            if (n.nodes[h * maxNodes + k]) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a lay connects to the network of the company's station on {@code fromHex} alone, for a
     * purpose: its tile, as laid, has an exit where that network arrives on the hex, or the station is on
     * the hex (1841 RB 4.1.2: each further lay of a turn is built "von einem anderen Bahnhof aus"). The
     * station's network is cached until a change touches it ({@link #stationNetwork}).
     */
    public java.util.function.Predicate<TileLay> layConnectsFrom(String company, String fromHex, ReachPurpose purpose) {
        Network n = stationNetwork(company, board.hexOrThrow(fromHex).index, purpose);
        return lay -> {
            TileDef t = def.tiles.get(lay.tileName());
            int h = board.hexOrThrow(lay.hex()).index;
            return t != null && (n.reachedEdgeMask(h) & t.exitMask[Math.floorMod(lay.rotation(), 6)]) != 0;
        };
    }

    /**
     * The hexes with a stop the company's network for a purpose reaches from its tokens in cities, not
     * those on passes (1841 digest 10.3: 18xx.games marks the off-boards a corporation's track reaches
     * after it lays, by the graph of track in phase 2 that stops at province borders).
     */
    public java.util.Set<String> stopHexesFromCities(String company, ReachPurpose purpose) {
        java.util.Set<String> out = new java.util.TreeSet<>();
        Network n = networkFromCities(company, purpose);
        if (n == null) {
            return out;
        }
        for (int x = 0; x < tile.length; x++) {
            for (int k = 0; k < tile[x].nodes.length; k++) {
                if (n.nodes[x * maxNodes + k] && tile[x].nodes[k].isStop()) {
                    out.add(def.hexes[x].coord);
                }
            }
        }
        return out;
    }

    /**
     * As {@link #stopHexesFromCities(String, ReachPurpose)}, only the hexes of {@code among}: no route is
     * searched where no track joins any of them to a hex of the company's cities (an off-board the game
     * end waits for is far from most lays).
     */
    public java.util.Set<String> stopHexesFromCities(String company, ReachPurpose purpose, java.util.Set<String> among) {
        int[] blocked = board.blockedSides(purpose);
        boolean[] wanted = new boolean[tile.length];
        for (String hex : among) {
            wanted[board.hexOrThrow(hex).index] = true;
        }
        if (!trackJoins(cityHexes(company), wanted, blocked)) {
            return new java.util.TreeSet<>();
        }
        java.util.Set<String> out = new java.util.TreeSet<>();
        Network n = networkFromCities(company, purpose);
        for (String hex : n == null ? java.util.Set.<String>of() : among) {
            int x = board.hexOrThrow(hex).index;
            for (int k = 0; k < tile[x].nodes.length; k++) {
                if (n.nodes[x * maxNodes + k] && tile[x].nodes[k].isStop()) {
                    out.add(def.hexes[x].coord);
                    break;
                }
            }
        }
        return out;
    }

    /** The hexes where the company has a token in a city. */
    private boolean[] cityHexes(String company) {
        boolean[] out = new boolean[tile.length];
        Board.Stations stations = board.stations(company);
        for (int i = 0; i < stations.hexes().length; i++) {
            int h = stations.hexes()[i];
            out[h] |= tile[h].nodes[tile[h].cityNodes[stations.cityIndexes()[i]]].kind == TileDef.Kind.CITY;
        }
        return out;
    }

    /**
     * Whether track leads from a hex {@code from} marks to one {@code wanted} marks, hex side to hex side
     * with track on both tiles, crossing no side {@code blocked} closes: a bound on every route between
     * them, found without asking which paths of a tile join which (a route needs at least this).
     */
    private boolean trackJoins(boolean[] from, boolean[] wanted, int[] blocked) {
        boolean[] seen = new boolean[tile.length];
        int[] work = new int[tile.length];
        int size = 0;
        for (int h = 0; h < tile.length; h++) {
            if (from[h]) {
                seen[h] = true;
                work[size++] = h;
            }
        }
        while (size > 0) {
            int h = work[--size];
            if (wanted[h]) {
                return true;
            }
            int exits = tile[h].exitMask[rot[h]];
            for (int e = 0; e < 6; e++) {
                int nb = def.hexes[h].neighbors[e];
                if ((exits & (1 << e)) == 0 || nb < 0 || seen[nb] || (blocked[h] & (1 << e)) != 0
                        || (tile[nb].exitMask[rot[nb]] & (1 << ((e + 3) % 6))) == 0) {
                    continue;
                }
                seen[nb] = true;
                work[size++] = nb;
            }
        }
        return false;
    }

    /**
     * The network from the company's tokens on the hexes where it has a token in a city, or null without
     * one. A route starts at one station, so what a search from several stations reaches is what the
     * searches from each reach together; where every station of the company is on such a hex, this is its
     * cached {@link #network}.
     */
    private Network networkFromCities(String company, ReachPurpose purpose) {
        boolean[] from = cityHexes(company);
        boolean anyCity = false;
        boolean allCities = true;
        for (int h = 0; h < tile.length; h++) {
            anyCity |= from[h];
            for (int c = 0; c < tokens[h].length && !from[h]; c++) {
                for (String t : tokens[h][c]) {
                    allCities &= !company.equals(t); // a station on a hex without one of its cities
                }
            }
        }
        if (!anyCity) {
            return null;
        }
        return allCities ? network(company, purpose) : new Network(company, from, false, board.blockedSides(purpose));
    }

    /**
     * The hexes a route of the company's network for a purpose enters, passes or starts from: the extent
     * of the track its search walks (benchmarks weigh reach's cost by it; a view may shade it).
     */
    public java.util.Set<String> networkHexes(String company, ReachPurpose purpose) {
        java.util.Set<String> out = new java.util.TreeSet<>();
        Network n = network(company, purpose);
        for (int h = 0; h < tile.length; h++) {
            if (n.touches(h)) {
                out.add(def.hexes[h].coord);
            }
        }
        return out;
    }

    /**
     * Whether track joins a stop on the hex to a city, whoever's: borders printed impassable stop it,
     * tokens do not (1841 RB 5: an off-board area counts as connected "mit regulären Gleisverbindungen
     * an Städte auf dem Spielplan").
     */
    public boolean joinedToCity(String hex) {
        int h = board.hexOrThrow(hex).index;
        for (int n = 0; n < tile[h].nodes.length; n++) {
            if (tile[h].nodes[n].isStop() && flood(h, n, def.printedImpassable, x -> true, (x, k) -> true,
                    (x, k) -> tile[x].nodes[k].kind == TileDef.Kind.CITY)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether some token city of the company connects by track to at least one other stop that makes a
     * route with it (1830 §5.5; {@link RouteCheck#givesRoute}: 1841's passes and ports do not, nor are
     * tokens on passes where a route starts).
     */
    public boolean routeAvailable(String company) {
        return routeAvailable(company, ReachPurpose.ROUTES);
    }

    /**
     * As {@link #routeAvailable(String)}, crossing only the borders the purpose may cross (18xx.games' 1841
     * asks its route step in phase 2 on the network its tokens use, which province borders close).
     */
    public boolean routeAvailable(String company, ReachPurpose purpose) {
        int[] blockedSides = board.blockedSides(purpose);
        if (!cache(purpose.ordinal(), blockedSides).containsKey(company)
                && witnessed(company, blockedSides, cityStarts(company, purpose), otherStop())) {
            return true; // a route from a station in a city to another stop that makes a route with it
        }
        Network net = network(company, purpose);
        int stops = 0;
        for (int h = 0; h < tile.length; h++) {
            for (int n = 0; n < tile[h].nodes.length; n++) {
                if (net.nodes[h * maxNodes + n] && givesRoute(tile[h].nodes[n])) {
                    stops++;
                }
            }
        }
        // Reached stops include the token cities; two distinct ones mean some pair is joined by track.
        if (stops < 2) {
            return false;
        }
        for (int h = 0; h < tile.length; h++) {
            for (int c = 0; c < tokens[h].length; c++) {
                for (String t : tokens[h][c]) {
                    if (company.equals(t) && tile[h].nodes[tile[h].cityNodes[c]].kind == TileDef.Kind.CITY
                            && touchesOtherStop(net, company, h, tile[h].cityNodes[c])) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** The hexes of the company's stations in cities that start its network for the purpose. */
    private boolean[] cityStarts(String company, ReachPurpose purpose) {
        boolean[] from = cityHexes(company);
        boolean[] starting = startingHexes(company, purpose);
        for (int h = 0; h < from.length && starting != null; h++) {
            from[h] &= starting[h];
        }
        return from;
    }

    /** What a route from a station to another stop that makes a route with it looks for. */
    private RouteWitness.Target otherStop() {
        return RouteWitness.nodeWhere((h, node) -> givesRoute(tile[h].nodes[node]), (h, node) -> false);
    }

    /**
     * Whether routes near the company's stations show, without its network for the purpose, that a route
     * reaches a node of hex h and may go on from it, or starts there ({@code Network#leavesNodeOn}):
     * {@code false} where the network is cached or no such route is found, and then only it answers.
     */
    boolean showsLeavingNodeOn(String company, ReachPurpose purpose, int h) {
        int[] blockedSides = board.blockedSides(purpose);
        if (cache(purpose.ordinal(), blockedSides).containsKey(company)) {
            return false;
        }
        return witnessed(company, blockedSides, startingHexes(company, purpose),
                RouteWitness.nodeWhere((x, node) -> x == h && passable(company, x, node), (x, node) -> x == h));
    }

    /** Whether a stop joined to a station gives a route to run ({@link RouteCheck#givesRoute}). */
    private boolean givesRoute(TileDef.Node n) {
        return n.isStop() && board.routeCheck().givesRoute(n.kind.key(), n.counts());
    }

    /**
     * Whether track from this node leads to another stop that makes a route with it (a one-token network can
     * contain isolated token cities), through stops that do not where a route may pass them.
     */
    private boolean touchesOtherStop(Network net, String company, int h, int node) {
        return flood(h, node, net.blocked, nb -> mayUseHex(company, nb), (x, k) -> passable(company, x, k),
                (x, k) -> givesRoute(tile[x].nodes[k]));
    }

    /**
     * Whether track from node {@code node} of hex {@code h} leads to another node {@code target} accepts, crossing
     * no side {@code blocked} closes, entering only hexes {@code usable} accepts, running on through stops
     * {@code through} accepts.
     */
    private boolean flood(int h, int node, int[] blocked, java.util.function.IntPredicate usable,
            java.util.function.BiPredicate<Integer, Integer> through, java.util.function.BiPredicate<Integer, Integer> target) {
        // The path a node was first reached by: a route passing through it leaves by another (it never
        // turns back on its track), until a second path reaches it. ANY: the start, or reached twice.
        int[] arrivedBy = new int[tile.length * maxNodes];
        java.util.Arrays.fill(arrivedBy, UNSEEN);
        boolean[] entered = new boolean[tile.length * 6];
        ArrayDeque<int[]> work = new ArrayDeque<>();
        arrivedBy[h * maxNodes + node] = ANY;
        work.push(new int[] {h, node});
        while (!work.isEmpty()) {
            int[] cur = work.pop();
            TileDef t = tile[cur[0]];
            int r = rot[cur[0]];
            int end = NODE + cur[1];
            int cameBy = arrivedBy[cur[0] * maxNodes + cur[1]];
            ArrayDeque<int[]> edgesToCross = new ArrayDeque<>();
            for (int i = 0; i < t.pathA.length; i++) {
                int other = t.otherEnd(r, i, end);
                if (other < 0 || i == cameBy) {
                    continue;
                }
                if (other >= NODE) {
                    if (!(cur[0] == h && other - NODE == node) && target.test(cur[0], other - NODE)) {
                        return true;
                    }
                    if (t.nodes[other - NODE].isStop() && !through.test(cur[0], other - NODE)) {
                        continue;
                    }
                    arrive(arrivedBy, work, cur[0], other - NODE, i);
                } else {
                    edgesToCross.push(new int[] {cur[0], other});
                }
            }
            while (!edgesToCross.isEmpty()) {
                int[] he = edgesToCross.pop();
                HexDef hd = def.hexes[he[0]];
                int nb = hd.neighbors[he[1]];
                if (nb < 0 || (blocked[he[0]] & (1 << he[1])) != 0 || !usable.test(nb)) {
                    continue;
                }
                int ee = (he[1] + 3) % 6;
                if (entered[nb * 6 + ee]) {
                    continue;
                }
                entered[nb * 6 + ee] = true;
                TileDef nt = tile[nb];
                int nr = rot[nb];
                for (int i = 0; i < nt.pathA.length; i++) {
                    int a = nt.rotA[nr][i];
                    int b = nt.rotB[nr][i];
                    int other = a == ee ? b : b == ee ? a : -1;
                    if (other < 0) {
                        continue;
                    }
                    if (other >= NODE) {
                        // Track that loops back into the start node reaches nothing new.
                        if (!(nb == h && other - NODE == node) && target.test(nb, other - NODE)) {
                            return true;
                        }
                        if (nt.nodes[other - NODE].isStop() && !through.test(nb, other - NODE)) {
                            continue;
                        }
                        arrive(arrivedBy, work, nb, other - NODE, i);
                    } else {
                        edgesToCross.push(new int[] {nb, other});
                    }
                }
            }
        }
        return false;
    }

    private static final int UNSEEN = -2;
    private static final int ANY = -1;

    /** Node k of hex x reached by its tile path {@code path}: to be left by its other paths, all once reached twice. */
    private void arrive(int[] arrivedBy, ArrayDeque<int[]> work, int x, int k, int path) {
        int at = x * maxNodes + k;
        int was = arrivedBy[at];
        if (was == ANY || was == path) {
            return;
        }
        arrivedBy[at] = was == UNSEEN ? path : ANY;
        work.push(new int[] {x, k});
    }

}
