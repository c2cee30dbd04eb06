package roundhouse.engine.map;

import java.util.HashMap;
import java.util.Map;

import roundhouse.engine.spi.Shared;

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
 * path and crossing or stop, and uses each side and each node once: an alternating simple path
 * ({@link NetworkSearch}).
 *
 * <p>Unchanged once found, and reads nothing of the board afterwards: a copy of the game shares its
 * networks (its reach drops them by the same rules when its board changes).
 */
@Shared
final class Network {
    /** [hex * 6 + edge]: a route of the company can arrive at this edge of the hex. */
    final boolean[] edges;
    /**
     * [hex * 6 + edge]: a route of the company can cross into the hex at this edge, coming from the
     * neighbour (track of the hex that ends at that edge can then be run on from there).
     */
    final boolean[] entered;
    /** [hex * maxNodes + node]: node reached (as a stop or passed through). */
    final boolean[] nodes;
    final boolean[] tokenHex;
    /** By hex: a route can go on from a node there ({@link #leavesNodeOn}), as the board was when found. */
    final boolean[] leaves;
    /** The reach that found it (and finds it again with a side closed, {@link #entersAvoiding}). */
    private final Reach reach;
    final String company;
    /** By hex: the sides the network may not cross (those of its purpose when it was found). */
    final int[] blocked;
    /** Whether routes run on through the off-boards some train may pass ({@link Reach#routeNetwork}). */
    private final boolean throughOffboards;
    /** The hexes whose stations it starts from, or {@code null} for all. */
    private final boolean[] from;
    /** By closed side (hex * 6 + edge): this network found again with that side closed ({@link #entersAvoiding}). */
    private Map<Integer, Network> avoiding;

    /**
     * The network from every token of the company, or ({@code from} not null) only from its tokens on
     * the hexes {@code from} marks, crossing no side {@code blocked} closes.
     */
    Network(Reach reach, String company, boolean[] from, boolean throughOffboards, int[] blocked) {
        edges = new boolean[reach.tile.length * 6];
        entered = new boolean[reach.tile.length * 6];
        nodes = new boolean[reach.tile.length * reach.maxNodes];
        tokenHex = new boolean[reach.tile.length];
        leaves = new boolean[reach.tile.length];
        this.reach = reach;
        this.company = company;
        this.throughOffboards = throughOffboards;
        this.blocked = blocked;
        this.from = from;
        reach.networks.find(this, from);
    }

    /** Whether a route may go on through the node ({@link Reach#passable}, or an off-board some train passes). */
    boolean mayPass(int h, int node) {
        return reach.passable(company, h, node) || throughOffboards && reach.tile[h].nodes[node].kind == TileDef.Kind.OFFBOARD
                && reach.board.routeCheck().offboardPassable(reach.def.hexes[h].coord);
    }

    /** The hex across side e of hex h if a route may cross there, else -1. */
    int across(int h, int e) {
        return reach.across(company, blocked, h, e);
    }

    /** Whether a route of this network enters hex h or starts there ({@link Reach#invalidate(int)}). */
    boolean touches(int h) {
        if (tokenHex[h]) {
            return true;
        }
        for (int e = 0; e < 6; e++) {
            if (edges[h * 6 + e]) {
                return true;
            }
        }
        for (int n = 0; n < reach.maxNodes; n++) {
            if (nodes[h * reach.maxNodes + n]) {
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
            int nb = reach.def.hexes[h].neighbors[avoided];
            if (nb >= 0) {
                closed[nb] |= 1 << ((avoided + 3) % 6);
            }
            n = new Network(reach, company, from, throughOffboards, closed);
            avoiding.put(h * 6 + avoided, n);
        }
        return n.entersAt(h, e);
    }

    /** Whether a route reaches a node of hex h (or starts from its token there). */
    boolean reachesNodeOn(int h) {
        if (tokenHex[h]) {
            return true;
        }
        for (int n = 0; n < reach.maxNodes; n++) {
            if (nodes[h * reach.maxNodes + n]) {
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
