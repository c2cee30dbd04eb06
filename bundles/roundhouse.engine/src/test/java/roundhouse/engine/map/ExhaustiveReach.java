package roundhouse.engine.map;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * The reference answer for {@link Network}: every partial route of the company walked breadth
 * first, a partial route dropped only when another one stood at the same place having used a subset
 * of its sides and stops. Exact but exponential in the loops of the track, so tests give it a budget
 * of partial routes and skip a position that needs more ({@link #of} returns null).
 */
public final class ExhaustiveReach {
    final boolean[] edges;
    final boolean[] nodes;
    private final Reach reach;
    private final Board board;
    private final TileDef[] tile;
    private final int[] rot;
    private final int maxNodes;
    private final String company;
    private final boolean throughOffboards;
    /** By hex: the sides the walk may not cross (those of the purpose asked). */
    private final int[] blocked;
    private final int sideBits;
    private final int words;
    private final List<long[]>[] seenAtSide;
    private final List<long[]>[][] seenAtNode;
    private final ArrayDeque<Item> work = new ArrayDeque<>();
    private long budget;

    private record Item(int hex, int node, int via, long[] used) {
    }

    /**
     * The network of the company on the board for the purpose (from its tokens on onlyHex, or all if -1),
     * or null past the budget.
     */
    static ExhaustiveReach of(Board board, String company, int onlyHex, boolean throughOffboards, ReachPurpose purpose,
            long budget) {
        ExhaustiveReach r = new ExhaustiveReach(board, company, throughOffboards, board.blockedSides(purpose), budget);
        return r.run(onlyHex) ? r : null;
    }

    @SuppressWarnings("unchecked")
    private ExhaustiveReach(Board board, String company, boolean throughOffboards, int[] blocked, long budget) {
        this.blocked = blocked;
        this.board = board;
        this.reach = board.reach();
        this.tile = board.tile;
        this.rot = board.rot;
        this.maxNodes = board.maxNodes;
        this.company = company;
        this.throughOffboards = throughOffboards;
        this.budget = budget;
        edges = new boolean[tile.length * 6];
        nodes = new boolean[tile.length * maxNodes];
        sideBits = tile.length * 6;
        words = ((sideBits + tile.length * maxNodes + 63) >>> 6) + 1;
        seenAtSide = new List[sideBits];
        seenAtNode = new List[tile.length * maxNodes][];
    }

    private boolean run(int onlyHex) {
        for (int h = 0; h < tile.length; h++) {
            if (onlyHex >= 0 && h != onlyHex) {
                continue;
            }
            for (int c = 0; c < board.tokens[h].length; c++) {
                for (String t : board.tokens[h][c]) {
                    if (company.equals(t)) {
                        int node = tile[h].cityNodes[c];
                        int key = h * maxNodes + node;
                        if (!nodes[key]) {
                            nodes[key] = true;
                            work.add(new Item(h, node, -1, with(new long[words], sideBits + key)));
                        }
                    }
                }
            }
        }
        while (!work.isEmpty()) {
            if (--budget < 0) {
                return false;
            }
            Item item = work.poll();
            followPaths(item.hex, item.node >= 0 ? TileDef.NODE + item.node : item.via, item.node >= 0 ? item.via : -1, item.used);
        }
        return true;
    }

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
            if (other >= TileDef.NODE) {
                arriveNode(h, other - TileDef.NODE, i, used);
            } else {
                arriveSide(h, other, used);
            }
        }
    }

    private void arriveSide(int h, int e, long[] used) {
        HexDef hd = board.def.hexes[h];
        int nb = hd.neighbors[e];
        int ee = (e + 3) % 6;
        int side = nb < 0 ? h * 6 + e : Math.min(h * 6 + e, nb * 6 + ee);
        if (has(used, side)) {
            return;
        }
        edges[h * 6 + e] = true;
        if (nb < 0 || (blocked[h] & (1 << e)) != 0 || !reach.mayUseHex(company, nb)) {
            return;
        }
        edges[nb * 6 + ee] = true;
        int place = nb * 6 + ee;
        if (seenAtSide[place] == null) {
            seenAtSide[place] = new ArrayList<>(2);
        }
        queue(new Item(nb, -1, ee, with(used, side)), seenAtSide[place]);
    }

    @SuppressWarnings("unchecked")
    private void arriveNode(int h, int node, int via, long[] used) {
        int key = h * maxNodes + node;
        if (has(used, sideBits + key)) {
            return;
        }
        nodes[key] = true;
        if (!reach.passable(company, h, node) && !(throughOffboards && tile[h].nodes[node].kind == TileDef.Kind.OFFBOARD
                && board.routeCheck().offboardPassable(board.def.hexes[h].coord))) {
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

    private void queue(Item item, List<long[]> before) {
        for (long[] b : before) {
            if (subset(b, item.used)) {
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

    private static long[] with(long[] used, int bit) {
        long[] next = used.clone();
        next[bit >>> 6] |= 1L << bit;
        next[next.length - 1] |= 1L << bit;
        return next;
    }

    private static boolean subset(long[] a, long[] b) {
        for (int i = a.length - 1; i >= 0; i--) {
            if ((a[i] & ~b[i]) != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Compares the board's network of the company with this search's, for each purpose whose borders
     * differ from those of the purposes before it (one comparison on a map without borders of a kind),
     * and the route network too when the board has off-boards some train may pass; "" when they agree,
     * null when the walk ran past its budget, else what differs. Tests of every title call it.
     */
    public static String compare(Board board, String company, long budget) {
        StringBuilder out = new StringBuilder();
        java.util.List<int[]> compared = new ArrayList<>();
        for (ReachPurpose p : ReachPurpose.values()) {
            int[] sides = board.blockedSides(p);
            if (compared.stream().anyMatch(s -> s == sides)) {
                continue;
            }
            compared.add(sides);
            if (!compareOne(board, company, board.reach().network(company, p), false, p, budget, out)) {
                return null;
            }
        }
        if (board.routeCheck().anyOffboardPassable()
                && !compareOne(board, company, board.reach().routeNetwork(company), true, ReachPurpose.ROUTES, budget, out)) {
            return null;
        }
        return out.toString();
    }

    /** Edges and nodes of networks compared so far that a {@link RouteWitness} showed, and that the networks reached. */
    static final java.util.concurrent.atomic.AtomicLong WITNESSED = new java.util.concurrent.atomic.AtomicLong();
    static final java.util.concurrent.atomic.AtomicLong REACHED = new java.util.concurrent.atomic.AtomicLong();

    /** A route witness never shows an edge or a node the network does not reach (a station's hex has all its edges reached). */
    private static void compareWitness(Board board, String company, Network net, ReachPurpose purpose, StringBuilder out) {
        boolean[] from = board.reach().startingHexes(company, purpose);
        RouteWitness witness = new RouteWitness(board.reach());
        int[] blocked = board.blockedSides(purpose);
        for (int h = 0; h < board.def.hexes.length; h++) {
            int reached = net.reachedEdgeMask(h);
            for (int e = 0; e < 6; e++) {
                boolean shown = witness.finds(company, blocked, from, RouteWitness.arrivalAt(h, 1 << e));
                boolean has = (reached & (1 << e)) != 0;
                if (shown && !has) {
                    out.append(company).append(" for ").append(purpose.key()).append(": a route witness arrives at edge ")
                            .append(board.def.hexes[h].coord).append('/').append(e).append(", the network does not\n");
                }
                REACHED.addAndGet(has ? 1 : 0);
                WITNESSED.addAndGet(shown ? 1 : 0);
            }
            for (int n = 0; n < board.tile[h].nodes.length; n++) {
                int x = h;
                int node = n;
                boolean shown = witness.finds(company, blocked, from, RouteWitness.nodeWhere((hex, k) -> hex == x && k == node));
                boolean has = net.nodes[h * board.maxNodes + n];
                if (shown && !has) {
                    out.append(company).append(" for ").append(purpose.key()).append(": a route witness reaches node ")
                            .append(board.def.hexes[h].coord).append('#').append(n).append(", the network does not\n");
                }
                REACHED.addAndGet(has ? 1 : 0);
                WITNESSED.addAndGet(shown ? 1 : 0);
            }
        }
    }

    private static boolean compareOne(Board board, String company, Network net, boolean through, ReachPurpose purpose,
            long budget, StringBuilder out) {
        ExhaustiveReach ref = of(board, company, -1, through, purpose, budget);
        if (ref == null) {
            return false;
        }
        for (int i = 0; i < ref.edges.length; i++) {
            if (ref.edges[i] != net.edges[i]) {
                out.append(company).append(through ? " (through)" : "").append(" for ").append(purpose.key()).append(": edge ").append(board.def.hexes[i / 6].coord)
                        .append('/').append(i % 6).append(" reference ").append(ref.edges[i]).append('\n');
            }
        }
        if (!through) {
            compareWitness(board, company, net, purpose, out);
        }
        for (int i = 0; i < ref.nodes.length; i++) {
            if (ref.nodes[i] != net.nodes[i]) {
                out.append(company).append(through ? " (through)" : "").append(" for ").append(purpose.key()).append(": node ")
                        .append(board.def.hexes[i / board.maxNodes].coord).append('#').append(i % board.maxNodes)
                        .append(" reference ").append(ref.nodes[i]).append('\n');
            }
        }
        return true;
    }
}
