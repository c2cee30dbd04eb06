package roundhouse.engine.map;

import java.util.Arrays;

/**
 * Which vertices of an undirected graph a simple path from a root reaches when the path must
 * alternate between the edges of a given matching and the other edges (Edmonds' search with
 * blossom contraction, run to exhaustion). The root is the only vertex left unmatched among those it
 * can reach. A vertex is <em>even</em> when some alternating path from the root ends there with a
 * matched edge (or is the root itself); a vertex reached by a path ending with an unmatched edge is
 * exactly one whose mate is even.
 *
 * <p>Why: a train's route may use no hex side and no stop twice and may not reverse at a switch;
 * written as a graph where each side and each stop is a matched pair of vertices, such routes are
 * exactly the alternating simple paths, and their reach follows in time polynomial in the graph,
 * where listing partial routes grows with every loop of track.
 *
 * <p>Vertices are {@code 0..n-1}; edges are added with {@link #edge} and {@link #matched}, then
 * {@link #search} runs once. {@link #reset} makes the same instance ready for another graph, keeping
 * its arrays: reach searches once per company and lay, and the arrays would otherwise be most of
 * what a replay allocates.
 */
final class AlternatingSearch {
    private int n;
    private int[] mate = new int[0];
    private int[] from = new int[64];
    private int[] to = new int[64];
    private int edgeCount;
    /** CSR adjacency, built by {@link #search}. */
    private int[] start = new int[1];
    private int[] adjacent = new int[0];

    AlternatingSearch(int vertices) {
        reset(vertices);
    }

    /** Forgets the graph and starts an empty one of {@code vertices} vertices. */
    void reset(int vertices) {
        n = vertices;
        edgeCount = 0;
        if (mate.length < vertices) {
            int capacity = Math.max(vertices, mate.length * 2);
            mate = new int[capacity];
            even = new boolean[capacity];
            parent = new int[capacity];
            set = new int[capacity];
            size = new int[capacity];
            baseOf = new int[capacity];
            mark = new int[capacity];
            queue = new int[capacity];
            start = new int[capacity + 1];
            fill = new int[capacity];
            stamp = 0;
        }
        Arrays.fill(mate, 0, vertices, -1);
    }

    /** An edge outside the matching. */
    void edge(int a, int b) {
        if (edgeCount == from.length) {
            from = Arrays.copyOf(from, edgeCount * 2);
            to = Arrays.copyOf(to, edgeCount * 2);
        }
        from[edgeCount] = a;
        to[edgeCount] = b;
        edgeCount++;
    }

    /** An edge of the matching; each vertex has at most one. */
    void matched(int a, int b) {
        if (mate[a] >= 0 || mate[b] >= 0) {
            throw new IllegalArgumentException("vertex " + (mate[a] >= 0 ? a : b) + " is matched twice");
        }
        mate[a] = b;
        mate[b] = a;
        edge(a, b);
    }

    int mate(int v) {
        return mate[v];
    }

    /**
     * The even vertices from {@code root} ({@code root} unmatched), indexed by vertex (the array may be
     * longer than the graph, and is reused by the next search after a {@link #reset}). Edmonds: grow an alternating tree;
     * an edge joining two even vertices closes an odd cycle (a blossom) whose vertices all become even,
     * since the cycle can be walked round either way to end on any of them with a matched edge.
     */
    boolean[] search(int root) {
        if (mate[root] >= 0) {
            throw new IllegalArgumentException("the root " + root + " is matched");
        }
        buildAdjacency();
        Arrays.fill(even, 0, n, false);
        Arrays.fill(parent, 0, n, -1);
        for (int i = 0; i < n; i++) {
            set[i] = i;
            size[i] = 1;
            baseOf[i] = i;
        }
        int head = 0;
        int tail = 0;
        even[root] = true;
        queue[tail++] = root;
        while (head < tail) {
            int v = queue[head++];
            for (int k = start[v]; k < start[v + 1]; k++) {
                int w = adjacent[k];
                if (base(v) == base(w) || mate[v] == w) {
                    continue;
                }
                if (w == root || mate[w] >= 0 && parent[mate[w]] >= 0) {
                    // w is even too: the two tree paths and this edge close a blossom
                    int b = commonBase(v, w);
                    mergedCount = 0;
                    markPath(v, b, w);
                    markPath(w, b, v);
                    for (int i = 0; i < mergedCount; i++) {
                        int x = merged[i];
                        if (!even[x]) {
                            even[x] = true;
                            queue[tail++] = x;
                        }
                        union(x, b);
                    }
                    baseOf[find(b)] = b;
                } else if (parent[w] < 0) {
                    parent[w] = v;
                    if (mate[w] < 0) {
                        // a second unmatched vertex: the caller's graph matches every vertex but the root
                        throw new IllegalStateException("vertex " + w + " is unmatched");
                    }
                    int m = mate[w];
                    even[m] = true;
                    queue[tail++] = m;
                }
            }
        }
        return even;
    }

    // The search's state: even vertices, tree parents of odd vertices, blossoms as a union-find whose
    // sets name their base, and a stamp per vertex for the common-base walk.
    private boolean[] even;
    private int[] parent;
    private int[] set;
    /** Members of each set, by its representative: the smaller set joins the larger, keeping finds short. */
    private int[] size;
    private int[] baseOf;
    private int[] mark;
    private int stamp;
    private int[] queue;
    private int[] fill;
    /** The bases and odd vertices on the cycle of the blossom being contracted. */
    private int[] merged = new int[16];
    private int mergedCount;

    private int find(int v) {
        while (set[v] != v) {
            set[v] = set[set[v]];
            v = set[v];
        }
        return v;
    }

    private void union(int a, int b) {
        int ra = find(a);
        int rb = find(b);
        if (ra == rb) {
            return;
        }
        if (size[ra] > size[rb]) {
            int t = ra;
            ra = rb;
            rb = t;
        }
        set[ra] = rb;
        size[rb] += size[ra];
    }

    /** The base of the outermost blossom holding v (v itself when in none). */
    private int base(int v) {
        return baseOf[find(v)];
    }

    /**
     * The base where the tree paths from a and b meet. The two walks take turns, so the cost is the
     * way to the meeting point, not to the root: on a dense board with many loops, blossoms close
     * deep in the tree, and walking to the root each time made the search quadratic.
     */
    private int commonBase(int a, int b) {
        if (stamp == Integer.MAX_VALUE) {
            Arrays.fill(mark, 0);
            stamp = 0;
        }
        stamp++;
        a = base(a);
        b = base(b);
        while (true) {
            if (a >= 0) {
                if (mark[a] == stamp) {
                    return a;
                }
                mark[a] = stamp;
                a = mate[a] < 0 ? -1 : base(parent[mate[a]]);
            }
            if (b >= 0) {
                if (mark[b] == stamp) {
                    return b;
                }
                mark[b] = stamp;
                b = mate[b] < 0 ? -1 : base(parent[mate[b]]);
            }
        }
    }

    /**
     * Walks the tree path from v down to base b, noting the blossoms and odd vertices on it, and points
     * the odd vertices back across the new edge, so that a path may go round the cycle either way.
     */
    private void markPath(int v, int b, int child) {
        while (base(v) != b) {
            note(base(v));
            note(mate[v]);
            parent[v] = child;
            child = mate[v];
            v = parent[mate[v]];
        }
    }

    private void note(int x) {
        if (mergedCount == merged.length) {
            merged = Arrays.copyOf(merged, mergedCount * 2);
        }
        merged[mergedCount++] = x;
    }

    private void buildAdjacency() {
        Arrays.fill(start, 0, n + 1, 0);
        for (int i = 0; i < edgeCount; i++) {
            start[from[i] + 1]++;
            start[to[i] + 1]++;
        }
        for (int i = 0; i < n; i++) {
            start[i + 1] += start[i];
        }
        if (adjacent.length < edgeCount * 2) {
            adjacent = new int[Math.max(edgeCount * 2, adjacent.length * 2)];
        }
        System.arraycopy(start, 0, fill, 0, n);
        for (int i = 0; i < edgeCount; i++) {
            adjacent[fill[from[i]]++] = to[i];
            adjacent[fill[to[i]]++] = from[i];
        }
    }
}
