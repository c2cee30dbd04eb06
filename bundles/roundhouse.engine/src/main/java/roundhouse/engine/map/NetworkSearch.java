package roundhouse.engine.map;

/**
 * The search that finds a {@link Network}: the company's graph of half-sides and nodes over the hexes
 * its track can get to, and the {@link AlternatingSearch} over it. Vertices are numbered as they are
 * found, so the graph is as big as the network, not the board. It writes what it finds into the
 * network's arrays.
 */
final class NetworkSearch {
    private static final int NODE = BoardArea.NODE;

    /**
     * Board-sized working arrays of one network search, kept by the reach between searches
     * ({@link NetworkCache#find}): a replay searches once or twice per lay, and fresh arrays were most of
     * what it allocated. The per-position arrays are all -1 (false) between searches; a search resets
     * only what it set.
     */
    static final class Scratch {
        final int[] sideVertex;
        final int[] nodeVertex;
        final boolean[] hexFound;
        final int[] nodeKeys;
        final int[] hexes;
        /** The company's stations found by a search, as hex * maxNodes + city node: the root's edges. */
        final int[] stations;
        final int[] sides;
        /** The hex across each found half-side (by its order in {@link #sides}), or -1. */
        final int[] across;
        /** By a node's first vertex: whether routes may go on through it. */
        final boolean[] through;
        final AlternatingSearch search = new AlternatingSearch(0);

        /** Arrays for a board of {@code hexCount} hexes with at most {@code maxNodes} nodes each. */
        Scratch(int hexCount, int maxNodes) {
            sideVertex = filled(hexCount * 6);
            nodeVertex = filled(hexCount * maxNodes);
            hexFound = new boolean[hexCount];
            nodeKeys = new int[hexCount * maxNodes];
            hexes = new int[hexCount];
            stations = new int[hexCount * maxNodes];
            sides = new int[hexCount * 6];
            across = new int[hexCount * 6];
            through = new boolean[hexCount * 6 + hexCount * maxNodes * 2];
        }

        private static int[] filled(int length) {
            int[] a = new int[length];
            java.util.Arrays.fill(a, -1);
            return a;
        }
    }

    private final Network network;
    private final String company;
    private final TileDef[] tile;
    private final int[] rot;
    private final String[][][] tokens;
    private final int maxNodes;
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

    /** A search for {@code network} over the reach's board, in the working arrays {@code scratch}. */
    NetworkSearch(Reach reach, Network network, Scratch scratch) {
        this.network = network;
        this.company = network.company;
        this.tile = reach.tile;
        this.rot = reach.rot;
        this.tokens = reach.tokens;
        this.maxNodes = reach.maxNodes;
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
        boolean[] tokenHex = network.tokenHex;
        boolean[] leaves = network.leaves;
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
            acrossOf[i] = network.across(x / 6, x % 6);
            if (acrossOf[i] < 0) {
                deadEnds++;
            }
        }
        int root = vertices + deadEnds;
        AlternatingSearch search = scratch.search;
        search.reset(root + 1);
        connect(search, root, stations, tokenNodes);
        boolean[] even = search.search(root);
        boolean[] edges = network.edges;
        boolean[] entered = network.entered;
        for (int i = 0; i < sideCount; i++) {
            int v = sideVertex[sides[i]];
            edges[sides[i]] = even[v] || even[search.mate(v)];
            entered[sides[i]] = even[v]; // a half-side is even when its crossing was taken into the hex
        }
        boolean[] nodes = network.nodes;
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
        int nb = network.across(h, end);
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
            through[nodeVertex[key]] = network.mayPass(key / maxNodes, key % maxNodes);
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
