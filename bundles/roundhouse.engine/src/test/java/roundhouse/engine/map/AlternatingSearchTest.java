package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/** The blossom search against a walk over every alternating simple path, on small random graphs. */
class AlternatingSearchTest {

    @Test
    void evenVerticesAreThoseEndingAnAlternatingPathWithAMatchedEdge() {
        SplittableRandom random = new SplittableRandom(7);
        int withBlossoms = 0;
        AlternatingSearch reused = new AlternatingSearch(1);
        for (int round = 0; round < 3000; round++) {
            int pairs = 1 + random.nextInt(6);
            int n = 2 * pairs + 1; // vertex 0 the root, (2k+1, 2k+2) matched
            // every other graph on one instance, reset between graphs of growing and shrinking size
            AlternatingSearch search = round % 2 == 0 ? new AlternatingSearch(n) : reused;
            if (search == reused) {
                reused.reset(n);
            }
            boolean[][] plain = new boolean[n][n];
            for (int k = 0; k < pairs; k++) {
                search.matched(2 * k + 1, 2 * k + 2);
            }
            int extra = random.nextInt(3 * n);
            for (int i = 0; i < extra; i++) {
                int a = random.nextInt(n);
                int b = random.nextInt(n);
                if (a != b && search.mate(a) != b && !plain[a][b]) {
                    plain[a][b] = plain[b][a] = true;
                    search.edge(a, b);
                }
            }
            boolean[] expected = new boolean[n];
            expected[0] = true;
            walk(0, false, plain, search, new boolean[n], expected);
            boolean[] even = java.util.Arrays.copyOf(search.search(0), n);
            assertArrayEquals(expected, even, "round " + round);
            if (hasOddCycleReach(expected, plain, search)) {
                withBlossoms++;
            }
        }
        assertTrue(withBlossoms > 100, "graphs whose answer needed a blossom: " + withBlossoms);
    }

    /** Depth-first over alternating simple paths; {@code lastMatched}: the path's last edge was matched. */
    private static void walk(int v, boolean lastMatched, boolean[][] plain, AlternatingSearch s, boolean[] on, boolean[] even) {
        on[v] = true;
        if (lastMatched || v == 0) {
            for (int w = 0; w < plain.length; w++) {
                if (plain[v][w] && !on[w]) {
                    walk(w, false, plain, s, on, even);
                }
            }
        } else {
            int m = s.mate(v);
            if (m >= 0 && !on[m]) {
                even[m] = true;
                walk(m, true, plain, s, on, even);
            }
        }
        on[v] = false;
    }

    /** Whether some even vertex is reached only round an odd cycle (a plain tree search would miss it). */
    private static boolean hasOddCycleReach(boolean[] even, boolean[][] plain, AlternatingSearch s) {
        List<Integer> tree = new ArrayList<>();
        boolean[] seen = new boolean[even.length];
        seen[0] = true;
        tree.add(0);
        for (int i = 0; i < tree.size(); i++) {
            int v = tree.get(i);
            for (int w = 0; w < plain.length; w++) {
                int m = s.mate(w);
                if (plain[v][w] && m >= 0 && !seen[m] && !seen[w]) {
                    seen[w] = true;
                    seen[m] = true;
                    tree.add(m);
                }
            }
        }
        for (int v = 0; v < even.length; v++) {
            if (even[v] && !tree.contains(v)) {
                return true;
            }
        }
        return false;
    }

    @Test
    void aMatchedRootOrASecondUnmatchedVertexIsRefused() {
        AlternatingSearch s = new AlternatingSearch(3);
        s.matched(0, 1);
        assertThrows(IllegalArgumentException.class, () -> s.search(0));
        assertThrows(IllegalArgumentException.class, () -> s.matched(1, 2));
        AlternatingSearch t = new AlternatingSearch(3);
        t.edge(0, 1);
        assertThrows(IllegalStateException.class, () -> t.search(0));
    }
}
