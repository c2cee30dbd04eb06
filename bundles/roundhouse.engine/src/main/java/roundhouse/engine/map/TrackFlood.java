package roundhouse.engine.map;

import java.util.ArrayDeque;

/**
 * A walk over the track of a {@link Board} from one node to the nodes it leads to, never turning back
 * on its track: whether an off-board is joined to a city, whether a company's station is joined to
 * another stop ({@link OffboardConnections}, {@link RouteAvailability}). Part of the {@link Reach};
 * made on first use, again for each copy.
 */
final class TrackFlood extends BoardArea {
    private static final int UNSEEN = -2;
    private static final int ANY = -1;

    TrackFlood(Board board) {
        super(board);
    }

    /**
     * Whether track from node {@code node} of hex {@code h} leads to another node {@code target} accepts, crossing
     * no side {@code blocked} closes, entering only hexes {@code usable} accepts, running on through stops
     * {@code through} accepts.
     */
    boolean flood(int h, int node, int[] blocked, java.util.function.IntPredicate usable,
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
