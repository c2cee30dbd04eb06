package roundhouse.engine.map;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reach: which hexes, edges and stops a company's track network gets to from its tokens (1830 R 6.2.1,
 * R 6.3.2, R 6.4.2), and whether a route may pass a stop. Lays (connection), tokens (reach) and the
 * optimiser graph ask it. A title changes reach by subclassing and returning its class from
 * {@link BoardAreas#reach}; answers are cached per company until the board changes.
 */
public class Reach extends BoardArea {
    /** The area of one board; made by {@link BoardAreas}, again for each copy of the board. */
    protected Reach(Board board) {
        super(board);
    }

    private final Map<String, Network> networks = new HashMap<>();
    /** Networks that run on past the off-boards some train may pass ({@link #routeNetwork}). */
    private final Map<String, Network> routeNetworks = new HashMap<>();
    private long networkBorders;

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
        networks.clear();
        routeNetworks.clear();
    }

    /**
     * Forgets the cached networks that a change on hex {@code h} (track, tokens, reservations) can
     * alter: those that reach an edge or a node of the hex or have a token there. A network that
     * never enters the hex runs no route through it, so whatever changes there leaves it as it was.
     */
    protected void invalidate(int h) {
        networks.values().removeIf(n -> n.touches(h));
        routeNetworks.values().removeIf(n -> n.touches(h));
    }

    /** Forgets one company's cached network (it placed a token, maybe far from its track). */
    protected void invalidate(String company) {
        networks.remove(company);
        routeNetworks.remove(company);
    }

    /**
     * What a company's track network reaches from its tokens: everything a legal route of any
     * length (1830 R 6.2.1, R 6.3.2 "unblockierte Strecke beliebiger Länge", defined by R 6.4.2)
     * can get to. Such a route never passes a city blocked for the company or an offboard
     * (R 6.3.3), never reverses at a switch, and never uses a hex side or a stop twice. A plain
     * flood over hex sides is not enough: it lets track leave a hex over a side and come back
     * over the same side on another branch of a switch, a loop no train may run.
     *
     * <p>The search runs breadth first over partial routes; a partial route is dropped when another
     * one already stood at the same place (same side entered, or same stop by the same path) having
     * used a subset of its sides and stops, since everything the dropped one could still reach the
     * other could reach too. That keeps the answer exact and the search small.
     */
    final class Network {
        /** [hex * 6 + edge]: a route of the company can arrive at this edge of the hex. */
        final boolean[] edges = new boolean[tile.length * 6];
        /** [hex * maxNodes + node]: node reached (as a stop or passed through). */
        final boolean[] nodes = new boolean[tile.length * maxNodes];
        final boolean[] tokenHex = new boolean[tile.length];
        /** Used-set bits 0 .. sideBits-1: hex sides (one bit per shared side); then one bit per node. */
        private final int sideBits = tile.length * 6;
        /**
         * Longs per used set: partial routes are many and short-lived, so plain words, compared word by
         * word, plus one last word that ORs all the others (a quick first test for {@link #subset}).
         */
        private final int words = ((sideBits + tile.length * maxNodes + 63) >>> 6) + 1;
        /** Used-sets of partial routes kept per place, for the subset test: a side entered, by [hex * 6 + edge]. */
        private List<long[]>[] seenAtSide;
        /** The same for a stop reached by a path: by [node key][arrival path], made as stops are reached. */
        private List<long[]>[][] seenAtNode;
        private final ArrayDeque<Item> work = new ArrayDeque<>();
        private final String company;

        /** A partial route standing at a node ({@code node >= 0}, arrived by path {@code via}) or just over a side into a hex (node -1, entry edge {@code via}). */
        private record Item(int hex, int node, int via, long[] used) {
        }

        /** Whether routes run on through the off-boards some train may pass ({@link #routeNetwork}). */
        private final boolean throughOffboards;

        Network(String company) {
            this(company, -1);
        }

        Network(String company, int onlyHex) {
            this(company, onlyHex, false);
        }

        /** The network from every token of the company, or ({@code onlyHex >= 0}) only from its tokens on that hex. */
        @SuppressWarnings("unchecked")
        Network(String company, int onlyHex, boolean throughOffboards) {
            this.company = company;
            this.throughOffboards = throughOffboards;
            seenAtSide = new List[sideBits];
            seenAtNode = new List[tile.length * maxNodes][];
            for (int h = 0; h < tile.length; h++) {
                if (onlyHex >= 0 && h != onlyHex) {
                    continue;
                }
                for (int c = 0; c < tokens[h].length; c++) {
                    for (String t : tokens[h][c]) {
                        if (company.equals(t)) {
                            tokenHex[h] = true;
                            int node = tile[h].cityNodes[c];
                            int key = h * maxNodes + node;
                            if (!nodes[key]) {
                                nodes[key] = true;
                                // A token city is left by every path (-1: no arrival path).
                                work.add(new Item(h, node, -1, with(new long[words], sideBits + key)));
                            }
                        }
                    }
                }
            }
            while (!work.isEmpty()) {
                Item item = work.poll();
                if (item.node >= 0) {
                    leaveNode(item.hex, item.node, item.via, item.used);
                } else {
                    enterHex(item.hex, item.via, item.used);
                }
            }
            // The search's bookkeeping is garbage once the network is found; networks are kept.
            seenAtSide = null;
            seenAtNode = null;
        }

        /** Follows every path of the node other than the one it was reached by (no reversing, R 6.4.2). */
        private void leaveNode(int h, int node, int via, long[] used) {
            followPaths(h, NODE + node, via, used);
        }

        /** Takes the paths of a hex entered over edge {@code e}. */
        private void enterHex(int h, int e, long[] used) {
            followPaths(h, e, -1, used);
        }

        /** Follows every path of hex h with one end at {@code end} (an edge, or NODE + node), except path {@code skip}. */
        private void followPaths(int h, int end, int skip, long[] used) {
            TileDef t = tile[h];
            int r = rot[h];
            for (int i = 0; i < t.pathA.length; i++) {
                if (i == skip) {
                    continue;
                }
                int a = t.rotA[r][i];
                int b = t.rotB[r][i];
                int other = a == end ? b : b == end ? a : Integer.MIN_VALUE;
                if (other == Integer.MIN_VALUE) {
                    continue;
                }
                if (other >= NODE) {
                    arriveNode(h, other - NODE, i, used);
                } else {
                    arriveSide(h, other, used);
                }
            }
        }

        /** A path of hex h leads to its edge e: the route arrives there and crosses if it may. */
        private void arriveSide(int h, int e, long[] used) {
            HexDef hd = def.hexes[h];
            int nb = hd.neighbors[e];
            int ee = (e + 3) % 6;
            int side = nb < 0 ? h * 6 + e : Math.min(h * 6 + e, nb * 6 + ee);
            if (has(used, side)) {
                return; // R 6.4.2: no hex side twice in one route
            }
            edges[h * 6 + e] = true;
            if (nb < 0 || (board.impassable(h) & (1 << e)) != 0 || !mayUseHex(company, nb)) {
                return;
            }
            edges[nb * 6 + ee] = true;
            int place = nb * 6 + ee;
            if (seenAtSide[place] == null) {
                seenAtSide[place] = new ArrayList<>(2);
            }
            queue(new Item(nb, -1, ee, with(used, side)), seenAtSide[place]);
        }

        /** A path reaches a node: it is reached; a passable one is left by its other paths. */
        @SuppressWarnings("unchecked")
        private void arriveNode(int h, int node, int via, long[] used) {
            int key = h * maxNodes + node;
            if (has(used, sideBits + key)) {
                return; // R 6.4.2: no stop twice in one route
            }
            nodes[key] = true;
            if (!passable(company, h, node) && !(throughOffboards && tile[h].nodes[node].kind == TileDef.Kind.OFFBOARD
                    && board.routeCheck().offboardPassable(def.hexes[h].coord))) {
                return;
            }
            List<long[]>[] byPath = seenAtNode[key];
            if (byPath == null) {
                byPath = seenAtNode[key] = new List[tile[h].pathA.length];
            }
            if (byPath[via] == null) {
                byPath[via] = new ArrayList<>(2);
            }
            queue(new Item(h, node, via, with(used, sideBits + key)), byPath[via]);
        }

        /** Queues a partial route unless one kept at its place used no more; drops the kept ones it betters. */
        private void queue(Item item, List<long[]> before) {
            for (int i = 0; i < before.size(); i++) {
                if (subset(before.get(i), item.used)) {
                    return;
                }
            }
            before.removeIf(b -> subset(item.used, b));
            before.add(item.used);
            work.add(item);
        }

        private static boolean has(long[] used, int bit) {
            return (used[bit >>> 6] & (1L << bit)) != 0;
        }

        /** A copy of {@code used} with one more bit set (and in the summary word). */
        private static long[] with(long[] used, int bit) {
            long[] next = used.clone();
            next[bit >>> 6] |= 1L << bit;
            next[next.length - 1] |= 1L << bit;
            return next;
        }

        /** Whether every bit of {@code a} is set in {@code b}; the summary words tell most misses at once. */
        private static boolean subset(long[] a, long[] b) {
            int last = a.length - 1;
            if ((a[last] & ~b[last]) != 0) {
                return false;
            }
            for (int i = 0; i < last; i++) {
                if ((a[i] & ~b[i]) != 0) {
                    return false;
                }
            }
            return true;
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

    Network network(String company) {
        long borders = board.activeBorders();
        if (borders != networkBorders) {
            // A phase opened or closed a border since the networks were found.
            networks.clear();
            routeNetworks.clear();
            networkBorders = borders;
        }
        return networks.computeIfAbsent(company, Network::new);
    }

    /**
     * What the company's trains reach: its {@link #network} where no train may pass an off-board, else
     * the network that also runs on through the off-boards some train may pass
     * ({@link RouteCheck#offboardPassable}, 1854's Orient Express to Paris through Zürich). Lays and
     * tokens never use it: track and stations are not built through an off-board.
     */
    Network routeNetwork(String company) {
        if (!board.routeCheck().anyOffboardPassable()) {
            return network(company);
        }
        network(company); // clears both caches when the phase changed a border
        return routeNetworks.computeIfAbsent(company, c -> new Network(c, -1, true));
    }

    /** Whether a route of the company may continue through this node (1830 §5.4 blocking, §5.5 offboards). */
    protected boolean passable(String company, int h, int node) {
        TileDef.Node n = tile[h].nodes[node];
        if (n.kind == TileDef.Kind.OFFBOARD) {
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
        int h = board.hexOrThrow(hex).index;
        Network n = network(company);
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
        Network n = new Network(company, board.hexOrThrow(fromHex).index);
        for (int k = 0; k < maxNodes; k++) {
            if (n.nodes[h * maxNodes + k]) {
                return true;
            }
        }
        return false;
    }

    /** Whether some token city of the company connects by track to at least one other stop (1830 §5.5). */
    public boolean routeAvailable(String company) {
        Network net = network(company);
        int stops = 0;
        for (int h = 0; h < tile.length; h++) {
            for (int n = 0; n < tile[h].nodes.length; n++) {
                if (net.nodes[h * maxNodes + n] && tile[h].nodes[n].isStop()) {
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
                    if (company.equals(t) && touchesOtherStop(company, h, tile[h].cityNodes[c])) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** Whether track from this node leads to any other stop (a one-token network can contain isolated token cities). */
    private boolean touchesOtherStop(String company, int h, int node) {
        boolean[] seen = new boolean[tile.length * maxNodes];
        boolean[] entered = new boolean[tile.length * 6];
        ArrayDeque<int[]> work = new ArrayDeque<>();
        seen[h * maxNodes + node] = true;
        work.push(new int[] {h, node});
        while (!work.isEmpty()) {
            int[] cur = work.pop();
            TileDef t = tile[cur[0]];
            int r = rot[cur[0]];
            int end = NODE + cur[1];
            ArrayDeque<int[]> edgesToCross = new ArrayDeque<>();
            for (int i = 0; i < t.pathA.length; i++) {
                int a = t.rotA[r][i];
                int b = t.rotB[r][i];
                int other = a == end ? b : b == end ? a : -1;
                if (other < 0) {
                    continue;
                }
                if (other >= NODE) {
                    if (t.nodes[other - NODE].isStop()) {
                        return true;
                    }
                    if (!seen[cur[0] * maxNodes + other - NODE]) {
                        seen[cur[0] * maxNodes + other - NODE] = true;
                        work.push(new int[] {cur[0], other - NODE});
                    }
                } else {
                    edgesToCross.push(new int[] {cur[0], other});
                }
            }
            while (!edgesToCross.isEmpty()) {
                int[] he = edgesToCross.pop();
                HexDef hd = def.hexes[he[0]];
                int nb = hd.neighbors[he[1]];
                if (nb < 0 || (board.impassable(he[0]) & (1 << he[1])) != 0 || !mayUseHex(company, nb)) {
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
                        if (nt.nodes[other - NODE].isStop()) {
                            return true;
                        }
                        if (!seen[nb * maxNodes + other - NODE]) {
                            seen[nb * maxNodes + other - NODE] = true;
                            work.push(new int[] {nb, other - NODE});
                        }
                    } else {
                        edgesToCross.push(new int[] {nb, other});
                    }
                }
            }
        }
        return false;
    }

}
