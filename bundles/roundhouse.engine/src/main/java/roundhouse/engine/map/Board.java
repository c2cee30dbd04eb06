package roundhouse.engine.map;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import roundhouse.api.view.HexView;
import roundhouse.api.view.MapView;
import roundhouse.api.view.PathView;
import roundhouse.api.view.StopView;

/**
 * The mutable map state of one game: laid tiles, station tokens and reservations, active
 * private blockers. Checks and applies tile lays and tokens, validates routes and computes their
 * revenue, and produces {@link MapView} snapshots.
 *
 * <p>Not thread-safe: one game's engine owns it. {@link #copy()} is cheap (per-hex arrays) so the
 * engine can copy before a risky change or for undo. Every mutating method either succeeds or
 * throws {@link MapRuleException} leaving the board unchanged.
 *
 * <p>Titles may subclass to override single rules through the protected hooks
 * ({@link #extraLayRule}, {@link #routeBonus}); a subclass must override {@link #copy()} too
 * (using the copy constructor).
 *
 * <p>Ids: tiles are {@code "<name>-<copy>"} ({@code "57-0"}); preprinted hexes carry the ids
 * 18xx.games gives them ({@code "<hex>-<i>"}, {@code "city-<i>"}, {@code "blank-<i>"} ...). A city is
 * named {@code "<tile id>-<city index>"} ({@code "57-1-0"}, {@code "G19-0-1"}, {@code "city-0-0"}).
 *
 * <p>View coordinates: {@link HexView#x()} is the hex number minus one and {@link HexView#y()} the
 * row index (A = 0), a "doubled" grid: on a pointy map the centre lies at
 * {@code (x * width / 2, y * 3 * height / 4)}, on a flat map at {@code (x * 3 * width / 4, y * height / 2)}.
 */
@org.osgi.annotation.versioning.ConsumerType
public class Board {
    private static final int NODE = TileDef.NODE;
    private static final Set<String> FIXED_COLORS = Set.of("red", "gray", "blue");

    private final MapDefinition def;
    private final int maxNodes;
    private final TileDef[] tile;
    private final int[] rot;
    private final String[] tileId;
    /** [hex][city][slot] company ids, null = free. */
    private final String[][][] tokens;
    /** [hex][city] companies holding a reservation on that city. */
    private final String[][][] reserved;
    /** [hex] companies holding a reservation on the whole hex. */
    private final String[][] hexReserved;
    private final Map<String, Integer> hexByTileId;
    private final Set<String> usedTiles;
    private final Set<String> inactiveBlockers;
    private final Map<String, Network> networks = new HashMap<>();

    /** A fresh board: every hex shows its preprinted tile, no tokens, all blockers active. */
    public Board(MapDefinition definition) {
        this.def = definition;
        int n = definition.hexes.length;
        int max = 1;
        for (HexDef h : definition.hexes) {
            max = Math.max(max, h.preprinted.nodes.length);
        }
        for (TileDef t : definition.tiles.values()) {
            max = Math.max(max, t.nodes.length);
        }
        this.maxNodes = max;
        tile = new TileDef[n];
        rot = new int[n];
        tileId = new String[n];
        tokens = new String[n][][];
        reserved = new String[n][][];
        hexReserved = new String[n][];
        hexByTileId = new HashMap<>();
        usedTiles = new HashSet<>();
        inactiveBlockers = new HashSet<>();
        for (HexDef h : definition.hexes) {
            tile[h.index] = h.preprinted;
            tileId[h.index] = h.preprintedId;
            hexByTileId.put(h.preprintedId, h.index);
            tokens[h.index] = emptySlots(h.preprinted);
            reserved[h.index] = new String[h.preprinted.cityCount()][0];
            hexReserved[h.index] = new String[0];
        }
    }

    /** Copy constructor for {@link #copy()} and subclasses. */
    protected Board(Board other) {
        this.def = other.def;
        this.maxNodes = other.maxNodes;
        int n = other.tile.length;
        tile = other.tile.clone();
        rot = other.rot.clone();
        tileId = other.tileId.clone();
        tokens = new String[n][][];
        reserved = new String[n][][];
        for (int h = 0; h < n; h++) {
            tokens[h] = deepCopy(other.tokens[h]);
            reserved[h] = other.reserved[h].clone();
        }
        hexReserved = other.hexReserved.clone();
        hexByTileId = new HashMap<>(other.hexByTileId);
        usedTiles = new HashSet<>(other.usedTiles);
        inactiveBlockers = new HashSet<>(other.inactiveBlockers);
    }

    private static String[][] deepCopy(String[][] a) {
        String[][] c = new String[a.length][];
        for (int i = 0; i < a.length; i++) {
            c[i] = a[i].clone();
        }
        return c;
    }

    private static String[][] emptySlots(TileDef t) {
        String[][] s = new String[t.cityCount()][];
        for (int c = 0; c < s.length; c++) {
            s[c] = new String[t.nodes[t.cityNodes[c]].slots];
        }
        return s;
    }

    /** A deep copy; changes to either do not affect the other. */
    public Board copy() {
        return new Board(this);
    }

    /** The definition this board was made from. */
    public MapDefinition definition() {
        return def;
    }

    private void changed() {
        networks.clear();
    }

    // ---------------------------------------------------------------- state queries

    private HexDef hexOrThrow(String coord) {
        HexDef h = def.hex(coord);
        if (h == null) {
            throw new MapRuleException("no hex " + coord + " on the " + def.title + " map");
        }
        return h;
    }

    /** The id of the tile on a hex (laid or preprinted). */
    public String tileIdAt(String hex) {
        return tileId[hexOrThrow(hex).index];
    }

    /** The rotation of the tile on a hex (0 for preprinted). */
    public int rotationAt(String hex) {
        return rot[hexOrThrow(hex).index];
    }

    /** The colour of the tile on a hex ({@code white} for a bare hex). */
    public String colorAt(String hex) {
        return tile[hexOrThrow(hex).index].color;
    }

    /** The city id of a city on a hex as the log writes it, e.g. {@code "57-1-0"}. */
    public String cityRef(String hex, int cityIndex) {
        int h = hexOrThrow(hex).index;
        if (cityIndex < 0 || cityIndex >= tile[h].cityCount()) {
            throw new MapRuleException("hex " + hex + " has no city " + cityIndex);
        }
        return tileId[h] + "-" + cityIndex;
    }

    /** The hex a city id refers to, or {@code null} if no tile on the board has that id. */
    public String hexOfCity(String cityRef) {
        int[] hc = resolveCity(cityRef);
        return hc == null ? null : def.hexes[hc[0]].coord;
    }

    /** {hex index, city index} of a city id, or null. */
    private int[] resolveCity(String cityRef) {
        int dash = cityRef == null ? -1 : cityRef.lastIndexOf('-');
        if (dash <= 0) {
            return null;
        }
        Integer h = hexByTileId.get(cityRef.substring(0, dash));
        if (h == null) {
            return null;
        }
        int c;
        try {
            c = Integer.parseInt(cityRef.substring(dash + 1));
        } catch (NumberFormatException e) {
            return null;
        }
        return c >= 0 && c < tile[h].cityCount() ? new int[] {h, c} : null;
    }

    /** The city ids where a company has tokens, in hex order. */
    public List<String> tokensOf(String company) {
        List<String> out = new ArrayList<>();
        for (int h = 0; h < tile.length; h++) {
            for (int c = 0; c < tokens[h].length; c++) {
                for (String t : tokens[h][c]) {
                    if (company.equals(t)) {
                        out.add(tileId[h] + "-" + c);
                    }
                }
            }
        }
        return out;
    }

    /** Whether the company has a token on any city of the hex. */
    public boolean hasTokenOnHex(String company, String hex) {
        return hasToken(company, hexOrThrow(hex).index);
    }

    private boolean hasToken(String company, int h) {
        for (String[] city : tokens[h]) {
            for (String t : city) {
                if (company.equals(t)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether a tile copy is in the supply (not on the board). */
    public boolean isTileAvailable(String tileId) {
        return availability(tileId) == null;
    }

    /** Null if available, else why not. */
    private String availability(String id) {
        int dash = id.lastIndexOf('-');
        String name = dash < 0 ? id : id.substring(0, dash);
        TileDef t = def.tiles.get(name);
        if (t == null || dash < 0) {
            return "tile " + id + " is not in the " + def.title + " tile supply";
        }
        int copy;
        try {
            copy = Integer.parseInt(id.substring(dash + 1));
        } catch (NumberFormatException e) {
            return "tile id " + id + " is not <name>-<copy>";
        }
        int count = def.tileCount(name);
        if (copy < 0 || copy >= count) {
            return "tile " + name + " has only " + count + " copies (no " + id + ")";
        }
        if (usedTiles.contains(id)) {
            return "tile " + id + " is already on the board at " + def.hexes[hexByTileId.get(id)].coord;
        }
        return null;
    }

    // ---------------------------------------------------------------- blockers

    /**
     * Turns a private company's hex blocking on or off (1830 §2.1: blocks while owned by a player;
     * the engine switches it off when a corporation buys the private or it closes).
     */
    public void setBlockerActive(String company, boolean active) {
        if (active) {
            inactiveBlockers.remove(company);
        } else {
            inactiveBlockers.add(company);
        }
    }

    /** Whether an active blocker covers the hex. */
    public boolean isBlocked(String hex) {
        return blockerOf(hex) != null;
    }

    private String blockerOf(String hex) {
        for (Map.Entry<String, List<String>> e : def.blockers().entrySet()) {
            if (!inactiveBlockers.contains(e.getKey()) && e.getValue().contains(hex)) {
                return e.getKey();
            }
        }
        return null;
    }

    // ---------------------------------------------------------------- network

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
    private final class Network {
        /** [hex * 6 + edge]: a route of the company can arrive at this edge of the hex. */
        final boolean[] edges = new boolean[tile.length * 6];
        /** [hex * maxNodes + node]: node reached (as a stop or passed through). */
        final boolean[] nodes = new boolean[tile.length * maxNodes];
        final boolean[] tokenHex = new boolean[tile.length];
        /** Bits 0 .. sideBits-1: hex sides (one bit per shared side); then one bit per node. */
        private final int sideBits = tile.length * 6;
        /** Used-sets of partial routes kept per place, for the subset test. */
        private final Map<Long, List<BitSet>> seen = new HashMap<>();
        /** Work items: {hex, node or -1 for "entered over a side", arrival path or entry edge}, used set. */
        private final ArrayDeque<Object[]> work = new ArrayDeque<>();
        private final String company;

        Network(String company) {
            this.company = company;
            for (int h = 0; h < tile.length; h++) {
                for (int c = 0; c < tokens[h].length; c++) {
                    for (String t : tokens[h][c]) {
                        if (company.equals(t)) {
                            tokenHex[h] = true;
                            int node = tile[h].cityNodes[c];
                            int key = h * maxNodes + node;
                            if (!nodes[key]) {
                                nodes[key] = true;
                                BitSet used = new BitSet();
                                used.set(sideBits + key);
                                // A token city is left by every path (-1: no arrival path).
                                work.add(new Object[] {new int[] {h, node, -1}, used});
                            }
                        }
                    }
                }
            }
            while (!work.isEmpty()) {
                Object[] item = work.poll();
                int[] at = (int[]) item[0];
                BitSet used = (BitSet) item[1];
                if (at[1] >= 0) {
                    leaveNode(at[0], at[1], at[2], used);
                } else {
                    enterHex(at[0], at[2], used);
                }
            }
        }

        /** Follows every path of the node other than the one it was reached by (no reversing, R 6.4.2). */
        private void leaveNode(int h, int node, int via, BitSet used) {
            followPaths(h, NODE + node, via, used);
        }

        /** Takes the paths of a hex entered over edge {@code e}. */
        private void enterHex(int h, int e, BitSet used) {
            followPaths(h, e, -1, used);
        }

        /** Follows every path of hex h with one end at {@code end} (an edge, or NODE + node), except path {@code skip}. */
        private void followPaths(int h, int end, int skip, BitSet used) {
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
        private void arriveSide(int h, int e, BitSet used) {
            HexDef hd = def.hexes[h];
            int nb = hd.neighbors[e];
            int ee = (e + 3) % 6;
            int side = nb < 0 ? h * 6 + e : Math.min(h * 6 + e, nb * 6 + ee);
            if (used.get(side)) {
                return; // R 6.4.2: no hex side twice in one route
            }
            edges[h * 6 + e] = true;
            if (nb < 0 || (hd.impassable & (1 << e)) != 0) {
                return;
            }
            edges[nb * 6 + ee] = true;
            BitSet next = (BitSet) used.clone();
            next.set(side);
            queue(nb, -1, ee, next, ((long) nb * 6 + ee) << 1);
        }

        /** A path reaches a node: it is reached; a passable one is left by its other paths. */
        private void arriveNode(int h, int node, int via, BitSet used) {
            int key = h * maxNodes + node;
            if (used.get(sideBits + key)) {
                return; // R 6.4.2: no stop twice in one route
            }
            nodes[key] = true;
            if (!passable(company, h, node)) {
                return;
            }
            BitSet next = (BitSet) used.clone();
            next.set(sideBits + key);
            queue(h, node, via, next, ((((long) key) << 8 | (via & 0xff)) << 1) | 1);
        }

        private void queue(int h, int node, int viaOrEdge, BitSet used, long place) {
            List<BitSet> before = seen.computeIfAbsent(place, k -> new ArrayList<>(2));
            for (BitSet b : before) {
                if (subset(b, used)) {
                    return;
                }
            }
            before.removeIf(b -> subset(used, b));
            before.add(used);
            work.add(new Object[] {new int[] {h, node, viaOrEdge}, used});
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

    /** Whether every bit of {@code a} is set in {@code b}. */
    private static boolean subset(BitSet a, BitSet b) {
        for (int i = a.nextSetBit(0); i >= 0; i = a.nextSetBit(i + 1)) {
            if (!b.get(i)) {
                return false;
            }
        }
        return true;
    }

    private Network network(String company) {
        return networks.computeIfAbsent(company, Network::new);
    }

    /** Whether a route of the company may continue through this node (1830 §5.4 blocking, §5.5 offboards). */
    private boolean passable(String company, int h, int node) {
        TileDef.Node n = tile[h].nodes[node];
        if (n.kind == TileDef.Kind.OFFBOARD) {
            return false;
        }
        if (n.takesTokens()) {
            return !blocks(company, h, n.cityIndex);
        }
        return true;
    }

    /** A city blocks a company when every slot holds another company's token (1830 §5.4). */
    private boolean blocks(String company, int h, int city) {
        String[] slots = tokens[h][city];
        if (slots.length == 0) {
            return false;
        }
        for (String s : slots) {
            if (s == null || s.equals(company)) {
                return false;
            }
        }
        return true;
    }

    // ---------------------------------------------------------------- tiles

    /**
     * Checks a tile lay by a company.
     *
     * @return {@code null} if legal, else the reason naming the rule
     */
    public String checkLay(String company, TileLay lay, LayRules rules) {
        String why = validate(company, lay, rules, true);
        return why == null ? null : "tile lay " + lay.tileId() + " on " + lay.hex() + ": " + why;
    }

    private String validate(String company, TileLay lay, LayRules rules, boolean checkSupply) {
        HexDef hd = def.hex(lay.hex());
        if (hd == null) {
            return "no hex " + lay.hex() + " on the map";
        }
        if (lay.rotation() < 0 || lay.rotation() > 5) {
            return "rotation " + lay.rotation() + " is not 0-5";
        }
        String name = lay.tileName();
        TileDef neu = def.tiles.get(name);
        if (checkSupply) {
            String avail = availability(lay.tileId());
            if (avail != null) {
                return avail + " (tile supply)";
            }
        } else if (neu == null) {
            return "tile " + name + " is not in the supply";
        }
        if (rules.onlyHexes() != null && !rules.onlyHexes().contains(lay.hex())) {
            return "this lay is only allowed on " + String.join(", ", rules.onlyHexes());
        }
        if (rules.onlyTiles() != null && !rules.onlyTiles().contains(name)) {
            return "this lay only allows tiles " + String.join(", ", rules.onlyTiles());
        }
        if (!rules.ignoreBlockers()) {
            String blocker = blockerOf(lay.hex());
            if (blocker != null) {
                return "hex is blocked by private " + blocker + " (1830 §2.1)";
            }
        }
        if (!rules.colors().contains(neu.color)) {
            return neu.color + " tiles are not available in this phase (1830 §5.3, allowed: "
                    + String.join(", ", new java.util.TreeSet<>(rules.colors())) + ")";
        }
        int h = hd.index;
        TileDef old = tile[h];
        String upgrade = upgradeRule(old, rot[h], neu, lay.rotation());
        if (upgrade != null) {
            return upgrade;
        }
        int exits = neu.exitMask[lay.rotation()];
        int newExits = exits & ~old.exitMask[rot[h]];
        for (int e = 0; e < 6; e++) {
            if ((newExits & (1 << e)) == 0) {
                continue;
            }
            if ((hd.impassable & (1 << e)) != 0) {
                return "track may not cross the impassable border on edge " + e + " (1830 §8.4)";
            }
            int nb = hd.neighbors[e];
            if (nb < 0) {
                return "track on edge " + e + " would run off the map (1830 §5.3)";
            }
            TileDef nt = tile[nb];
            if (FIXED_COLORS.contains(nt.color) && (nt.exitMask[rot[nb]] & (1 << ((e + 3) % 6))) == 0) {
                return "track on edge " + e + " would run into the blank side of " + def.hexes[nb].coord + " (1830 §5.3)";
            }
        }
        if (rules.requireConnection()) {
            Network net = network(company);
            if ((net.reachedEdgeMask(h) & exits) == 0) {
                return "the tile does not connect to " + company + "'s network (1830 §5.3)";
            }
        }
        return extraLayRule(company, lay, tileId[h]);
    }

    /** Colour sequence, label, city/town counts and preserved track (1830 §5.3, §8.5). */
    private String upgradeRule(TileDef old, int ro, TileDef neu, int rn) {
        int oi = MapDefinition.COLOR_ORDER.indexOf(old.color);
        int ni = MapDefinition.COLOR_ORDER.indexOf(neu.color);
        if (oi < 0 || oi == MapDefinition.COLOR_ORDER.size() - 1) {
            return "a " + old.color + " hex can never be built on (1830 §5.3)";
        }
        if (ni != oi + 1) {
            return "a " + old.color + " hex can only take a " + MapDefinition.COLOR_ORDER.get(oi + 1)
                    + " tile, not " + neu.color + " (1830 §5.3 colour sequence)";
        }
        if (!old.labels.equals(neu.labels)) {
            return "label " + (old.labels.isEmpty() ? "none" : String.join("/", old.labels)) + " must stay, tile "
                    + neu.name + " has " + (neu.labels.isEmpty() ? "none" : String.join("/", neu.labels)) + " (1830 §5.3)";
        }
        if (old.cityCount() != neu.cityCount() || old.towns != neu.towns || old.offboards != neu.offboards) {
            return "tile " + neu.name + " has " + neu.cityCount() + " cities and " + neu.towns + " towns, the hex needs "
                    + old.cityCount() + " and " + old.towns + " (1830 §5.3)";
        }
        for (int i = 0; i < old.pathA.length; i++) {
            int a = old.rotA[ro][i];
            int b = old.rotB[ro][i];
            boolean kept = false;
            for (int j = 0; j < neu.pathA.length && !kept; j++) {
                int x = neu.rotA[rn][j];
                int y = neu.rotB[rn][j];
                kept = (sameEnd(old, a, neu, x) && sameEnd(old, b, neu, y)) || (sameEnd(old, a, neu, y) && sameEnd(old, b, neu, x));
            }
            if (!kept) {
                return "existing track " + endName(a) + "-" + endName(b) + " is not kept by tile " + neu.name
                        + " at rotation " + rn + " (1830 §5.3)";
            }
        }
        // Each old city with track must land in exactly one new city (NY, OO).
        if (old.cityCount() > 1) {
            for (int c = 0; c < old.cityCount(); c++) {
                int m = old.nodeEdges[ro][old.cityNodes[c]];
                if (m == 0) {
                    continue;
                }
                int matches = 0;
                for (int d = 0; d < neu.cityCount(); d++) {
                    if ((neu.nodeEdges[rn][neu.cityNodes[d]] & m) == m) {
                        matches++;
                    }
                }
                if (matches != 1) {
                    return "the cities of tile " + neu.name + " at rotation " + rn + " do not match the old cities (1830 §5.3)";
                }
            }
        }
        return null;
    }

    private static boolean sameEnd(TileDef t1, int e1, TileDef t2, int e2) {
        if (e1 < NODE || e2 < NODE) {
            return e1 == e2;
        }
        return t1.nodes[e1 - NODE].kind == t2.nodes[e2 - NODE].kind;
    }

    private static String endName(int end) {
        return end >= NODE ? "stop" : "edge " + end;
    }

    /**
     * Hook for title rules on top of the generic ones (e.g. fixed rotations, special labels).
     *
     * @param oldTileId the id of the tile the lay would replace
     * @return {@code null} if the title has no objection, else the reason naming its rule
     */
    protected String extraLayRule(String company, TileLay lay, String oldTileId) {
        return null;
    }

    /**
     * Applies a tile lay: the old tile returns to the supply, tokens move to the matching cities.
     *
     * @return the terrain cost to charge (the caller moves the money) and what else happened
     * @throws MapRuleException if {@link #checkLay} refuses it (board unchanged)
     */
    public LayResult lay(String company, TileLay lay, LayRules rules) {
        String why = checkLay(company, lay, rules);
        if (why != null) {
            throw new MapRuleException(why);
        }
        int h = def.hex(lay.hex()).index;
        TileDef old = tile[h];
        int ro = rot[h];
        TileDef neu = def.tiles.get(lay.tileName());
        int rn = lay.rotation();
        int cost = rules.free() ? 0 : layCost(h, old, ro, neu, rn);
        // Move tokens and reservations city by city (1830 §5.3).
        String[][] newTokens = emptySlots(neu);
        String[][] newReserved = new String[neu.cityCount()][0];
        List<String> displaced = new ArrayList<>();
        for (int c = 0; c < old.cityCount(); c++) {
            int target = targetCity(old, ro, c, neu, rn);
            List<String> moving = new ArrayList<>();
            for (String t : tokens[h][c]) {
                if (t != null) {
                    moving.add(t);
                }
            }
            if (target < 0) {
                // 1830 §5.3: a token on a bare multi-city hex is lifted; the laying company chooses its city.
                displaced.addAll(moving);
                target = Math.min(c, neu.cityCount() - 1);
            } else {
                for (String t : moving) {
                    newTokens[target] = put(newTokens[target], t);
                }
            }
            if (target >= 0 && reserved[h][c].length > 0) {
                String[] merged = Arrays.copyOf(newReserved[target], newReserved[target].length + reserved[h][c].length);
                System.arraycopy(reserved[h][c], 0, merged, newReserved[target].length, reserved[h][c].length);
                newReserved[target] = merged;
            }
        }
        boolean upgrade = !old.color.equals("white");
        String replaced = usedTiles.remove(tileId[h]) ? tileId[h] : null;
        hexByTileId.remove(tileId[h]);
        tile[h] = neu;
        rot[h] = rn;
        tileId[h] = lay.tileId();
        tokens[h] = newTokens;
        reserved[h] = newReserved;
        usedTiles.add(lay.tileId());
        hexByTileId.put(lay.tileId(), h);
        changed();
        return new LayResult(cost, upgrade, replaced, displaced);
    }

    private int layCost(int h, TileDef old, int ro, TileDef neu, int rn) {
        int cost = old.upgradeCost;
        HexDef hd = def.hexes[h];
        int newExits = neu.exitMask[rn] & ~old.exitMask[ro];
        for (int e = 0; e < 6; e++) {
            if ((newExits & (1 << e)) != 0) {
                cost += hd.borderCost[e];
            }
        }
        return cost;
    }

    /** Slot array with a token put in the first free slot (grown when a merge overfills it). */
    private static String[] put(String[] slots, String company) {
        for (int i = 0; i < slots.length; i++) {
            if (slots[i] == null) {
                slots[i] = company;
                return slots;
            }
        }
        String[] grown = Arrays.copyOf(slots, slots.length + 1);
        grown[slots.length] = company;
        return grown;
    }

    /** The new city an old city's tokens go to, or -1 if the board cannot tell (bare multi-city hex). */
    private static int targetCity(TileDef old, int ro, int c, TileDef neu, int rn) {
        int m = old.nodeEdges[ro][old.cityNodes[c]];
        if (neu.cityCount() == 1) {
            return 0;
        }
        if (m == 0) {
            return old.hasTrack() ? c : -1;
        }
        for (int d = 0; d < neu.cityCount(); d++) {
            if ((neu.nodeEdges[rn][neu.cityNodes[d]] & m) == m) {
                return d;
            }
        }
        return Math.min(c, neu.cityCount() - 1);
    }

    /** Every legal lay for the company under the rules (lowest free copy per tile name, distinct rotations). */
    public List<TileLay> legalLays(String company, LayRules rules) {
        List<TileLay> out = new ArrayList<>();
        Map<String, String> copies = new LinkedHashMap<>();
        for (String name : def.tiles.keySet()) {
            if (!rules.colors().contains(def.tiles.get(name).color)) {
                continue;
            }
            if (rules.onlyTiles() != null && !rules.onlyTiles().contains(name)) {
                continue;
            }
            int count = def.tileCount(name);
            for (int i = 0; i < count; i++) {
                String id = name + "-" + i;
                if (!usedTiles.contains(id)) {
                    copies.put(name, id);
                    break;
                }
            }
        }
        Network net = rules.requireConnection() ? network(company) : null;
        for (HexDef hd : def.hexes) {
            if (rules.onlyHexes() != null && !rules.onlyHexes().contains(hd.coord)) {
                continue;
            }
            if (net != null && net.reachedEdgeMask(hd.index) == 0) {
                continue;
            }
            TileDef old = tile[hd.index];
            int oi = MapDefinition.COLOR_ORDER.indexOf(old.color);
            if (oi < 0 || oi == MapDefinition.COLOR_ORDER.size() - 1) {
                continue;
            }
            String next = MapDefinition.COLOR_ORDER.get(oi + 1);
            for (Map.Entry<String, String> copy : copies.entrySet()) {
                TileDef neu = def.tiles.get(copy.getKey());
                if (!neu.color.equals(next) || neu.cityCount() != old.cityCount() || neu.towns != old.towns) {
                    continue;
                }
                for (int r = 0; r < 6; r++) {
                    if (neu.canonicalRotation[r] != r) {
                        continue;
                    }
                    TileLay lay = new TileLay(hd.coord, copy.getValue(), r);
                    if (validate(company, lay, rules, false) == null) {
                        out.add(lay);
                    }
                }
            }
        }
        return out;
    }

    /** The terrain cost the next tile on this hex would cost (0 if none), border costs not included. */
    public int terrainCost(String hex) {
        return tile[hexOrThrow(hex).index].upgradeCost;
    }

    // ---------------------------------------------------------------- tokens

    /**
     * Reserves a home: a city slot ({@code cityIndex >= 0}) or the whole hex ({@code -1}, 1830
     * Erie on E11) until the company places its home token there.
     */
    public void reserve(String company, String hex, int cityIndex) {
        int h = hexOrThrow(hex).index;
        if (cityIndex < 0) {
            hexReserved[h] = append(hexReserved[h], company);
        } else {
            if (cityIndex >= tile[h].cityCount()) {
                throw new MapRuleException("hex " + hex + " has no city " + cityIndex + " to reserve");
            }
            reserved[h] = reserved[h].clone();
            reserved[h][cityIndex] = append(reserved[h][cityIndex], company);
        }
        changed();
    }

    private static String[] append(String[] a, String s) {
        String[] b = Arrays.copyOf(a, a.length + 1);
        b[a.length] = s;
        return b;
    }

    private static String[] without(String[] a, String s) {
        return Arrays.stream(a).filter(x -> !x.equals(s)).toArray(String[]::new);
    }

    /** Places a company's home token (free, no reach needed) on a city of a hex; clears its reservation. */
    public void placeHomeToken(String company, String hex, int cityIndex) {
        placeToken(company, cityRef(hex, cityIndex), false);
    }

    /**
     * Checks a token placement on a city (by city id).
     *
     * @param requireReach {@code false} for home tokens and teleports (1830 DH)
     * @return {@code null} if legal, else the reason naming the rule
     */
    public String checkToken(String company, String cityRef, boolean requireReach) {
        int[] hc = resolveCity(cityRef);
        if (hc == null) {
            return "token: no city " + cityRef + " on the board";
        }
        String why = tokenRule(company, hc[0], hc[1], requireReach ? network(company) : null);
        return why == null ? null : "token on " + cityRef + " (" + def.hexes[hc[0]].coord + "): " + why;
    }

    private String tokenRule(String company, int h, int c, Network net) {
        if (hasToken(company, h)) {
            return company + " already has a token on this hex (1830 §5.4)";
        }
        for (String other : hexReserved[h]) {
            if (!other.equals(company)) {
                return "the hex is reserved for " + other + "'s home (1830 §5.4)";
            }
        }
        if (freeSlot(company, h, c) < 0) {
            return "no free unreserved slot (1830 §5.4)";
        }
        if (net != null && !net.nodes[h * maxNodes + tile[h].cityNodes[c]]) {
            return "the city is not reachable from " + company + "'s tokens (1830 §5.4)";
        }
        return null;
    }

    /** The slot a company's token would take, or -1: free slots beyond other companies' reservations. */
    private int freeSlot(String company, int h, int c) {
        String[] slots = tokens[h][c];
        int free = 0;
        int first = -1;
        for (int i = 0; i < slots.length; i++) {
            if (slots[i] == null) {
                free++;
                if (first < 0) {
                    first = i;
                }
            }
        }
        int othersReserved = 0;
        boolean own = false;
        for (String r : reserved[h][c]) {
            if (r.equals(company)) {
                own = true;
            } else {
                othersReserved++;
            }
        }
        return own || free > othersReserved ? first : -1;
    }

    /**
     * Places a token in the first free slot (or the company's own reserved slot) of a city.
     *
     * @throws MapRuleException if {@link #checkToken} refuses it
     */
    public void placeToken(String company, String cityRef, boolean requireReach) {
        String why = checkToken(company, cityRef, requireReach);
        if (why != null) {
            throw new MapRuleException(why);
        }
        int[] hc = resolveCity(cityRef);
        int h = hc[0];
        int c = hc[1];
        int slot = freeSlot(company, h, c);
        tokens[h] = deepCopy(tokens[h]);
        tokens[h][c][slot] = company;
        hexReserved[h] = without(hexReserved[h], company);
        reserved[h] = reserved[h].clone();
        for (int i = 0; i < reserved[h].length; i++) {
            reserved[h][i] = without(reserved[h][i], company);
        }
        changed();
    }

    /** City ids where the company may place a normal token now (reachable, free slot, not on a hex it has a token on). */
    public List<String> legalTokenCities(String company) {
        Network net = network(company);
        List<String> out = new ArrayList<>();
        for (int h = 0; h < tile.length; h++) {
            for (int c = 0; c < tile[h].cityCount(); c++) {
                if (net.nodes[h * maxNodes + tile[h].cityNodes[c]] && tokenRule(company, h, c, null) == null) {
                    out.add(tileId[h] + "-" + c);
                }
            }
        }
        return out;
    }

    /** Removes a company's token from a city (mergers, closures). */
    public void removeToken(String company, String cityRef) {
        int[] hc = resolveCity(cityRef);
        if (hc == null) {
            throw new MapRuleException("no city " + cityRef + " on the board");
        }
        String[] slots = tokens[hc[0]][hc[1]];
        for (int i = 0; i < slots.length; i++) {
            if (company.equals(slots[i])) {
                tokens[hc[0]] = deepCopy(tokens[hc[0]]);
                tokens[hc[0]][hc[1]][i] = null;
                changed();
                return;
            }
        }
        throw new MapRuleException(company + " has no token on " + cityRef);
    }

    /** Removes every token and reservation of a company. */
    public void removeCompany(String company) {
        for (int h = 0; h < tile.length; h++) {
            for (String city : tokensOfHex(company, h)) {
                removeToken(company, city);
            }
            hexReserved[h] = without(hexReserved[h], company);
            reserved[h] = reserved[h].clone();
            for (int i = 0; i < reserved[h].length; i++) {
                reserved[h][i] = without(reserved[h][i], company);
            }
        }
        changed();
    }

    private List<String> tokensOfHex(String company, int h) {
        List<String> out = new ArrayList<>();
        for (int c = 0; c < tokens[h].length; c++) {
            for (String t : tokens[h][c]) {
                if (company.equals(t)) {
                    out.add(tileId[h] + "-" + c);
                }
            }
        }
        return out;
    }

    // ---------------------------------------------------------------- routes

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
                if (nb < 0 || (hd.impassable & (1 << he[1])) != 0) {
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

    /**
     * Validates the routes a company runs (a recorded {@code run_routes}) and computes their revenue.
     *
     * @param trains the company's trains by id (return {@code null} for a train it does not own)
     */
    public RunResult checkRun(String company, List<RecordedRoute> routes, Function<String, TrainSpec> trains,
            RouteRules rules) {
        Set<Long> usedTrack = new HashSet<>();
        Set<String> usedTrains = new HashSet<>();
        List<Integer> revenues = new ArrayList<>();
        int total = 0;
        for (int i = 0; i < routes.size(); i++) {
            RecordedRoute route = routes.get(i);
            String prefix = "route " + (i + 1) + " (train " + route.train() + "): ";
            TrainSpec train = trains.apply(route.train());
            if (train == null) {
                return RunResult.refused(prefix + company + " does not own a train " + route.train() + " that may run");
            }
            if (!usedTrains.add(route.train())) {
                return RunResult.refused(prefix + "train runs twice (1830 §5.5)");
            }
            RouteTrace trace = new RouteTrace();
            String why = trace(company, route, trace);
            if (why == null) {
                why = judge(company, train, route, trace, rules);
            }
            if (why != null) {
                return RunResult.refused(prefix + why);
            }
            for (long seg : trace.segments) {
                if (!usedTrack.add(seg)) {
                    return RunResult.refused(prefix + "track between " + segmentName(seg)
                            + " is used twice by " + company + "'s routes (1830 §5.5)");
                }
            }
            int revenue = trace.revenue + bonus(company, train, trace.stopHexes(), rules);
            revenues.add(revenue);
            total += revenue;
        }
        return new RunResult(null, revenues, total);
    }

    /**
     * Hook for title revenue bonuses (east-west, tunnels ...) of one route, added to the sum of its stops.
     *
     * @param stopHexes the route's stop hexes in order
     */
    protected int routeBonus(String company, String train, List<String> stopHexes, RouteRules rules) {
        return 0;
    }

    /** The map's declared bonuses plus the title's {@link #routeBonus} of one route. */
    private int bonus(String company, TrainSpec train, List<String> stopHexes, RouteRules rules) {
        int sum = routeBonus(company, train.id(), stopHexes, rules);
        for (RouteBonus b : def.routeBonuses) {
            sum += b.of(stopHexes);
        }
        return sum;
    }

    /**
     * The bonus of a route as {@link #checkRun} adds it (declared {@code route_bonuses} plus the title's
     * {@link #routeBonus}), for route optimisers: pass it to {@code RouteOptimizer.optimize} with this
     * board's {@link #routeGraph} so the optimiser and the check price routes alike.
     */
    public java.util.function.ToIntBiFunction<TrainSpec, List<RouteGraph.Stop>> routeBonuses(String company,
            RouteRules rules) {
        return (train, stops) -> {
            List<String> hexes = new ArrayList<>(stops.size());
            for (RouteGraph.Stop st : stops) {
                hexes.add(st.hex());
            }
            return bonus(company, train, hexes, rules);
        };
    }

    /** The hexes with an off-board on a tile of this colour (1844 §5.8: H trains never run to red ones). */
    public Set<String> offboardHexes(String color) {
        Set<String> out = new java.util.TreeSet<>();
        for (int h = 0; h < tile.length; h++) {
            if (tile[h].color.equals(color) && tile[h].offboards > 0) {
                out.add(def.hexes[h].coord);
            }
        }
        return out;
    }

    private String segmentName(long seg) {
        if (seg >= (long) tile.length * 6) {
            int v = (int) (seg - (long) tile.length * 6);
            return "stops on " + def.hexes[v / 64].coord;
        }
        int a = (int) seg;
        HexDef h = def.hexes[a / 6];
        int nb = h.neighbors[a % 6];
        return h.coord + " and " + (nb < 0 ? "the map edge" : def.hexes[nb].coord);
    }

    /** The stops and track of one recorded route. */
    private final class RouteTrace {
        /** Stops as hex * maxNodes + node, in route order. */
        int[] stops;
        final List<Long> segments = new ArrayList<>();
        int hexCount;
        int revenue;

        List<String> stopHexes() {
            List<String> out = new ArrayList<>();
            for (int s : stops) {
                out.add(def.hexes[s / maxNodes].coord);
            }
            return out;
        }
    }

    /** One chain's possible end nodes: pairs {node at first hex, node at last hex}. */
    private record Chain(List<int[]> ends) {
    }

    private long edgeKey(int h, int e) {
        int nb = def.hexes[h].neighbors[e];
        long a = (long) h * 6 + e;
        long b = (long) nb * 6 + (e + 3) % 6;
        return Math.min(a, b);
    }

    /** Follows the recorded chains over the laid track; fills trace.stops and trace.segments. */
    private String trace(String company, RecordedRoute route, RouteTrace trace) {
        if (route.connections().isEmpty()) {
            return "the route has no track (1830 §5.5: at least two stops)";
        }
        List<Chain> chains = new ArrayList<>();
        for (List<String> hexes : route.connections()) {
            if (hexes.isEmpty()) {
                return "an empty connection";
            }
            int[] hx = new int[hexes.size()];
            for (int k = 0; k < hx.length; k++) {
                HexDef hd = def.hex(hexes.get(k));
                if (hd == null) {
                    return "no hex " + hexes.get(k) + " on the map";
                }
                hx[k] = hd.index;
            }
            List<int[]> ends = new ArrayList<>();
            if (hx.length == 1) {
                // Two stops of one hex joined directly on the tile.
                int h = hx[0];
                TileDef t = tile[h];
                for (int i = 0; i < t.pathA.length; i++) {
                    int a = t.pathA[i];
                    int b = t.pathB[i];
                    if (a >= NODE && b >= NODE) {
                        ends.add(new int[] {h * maxNodes + a - NODE, h * maxNodes + b - NODE, i});
                    }
                }
                if (ends.isEmpty()) {
                    return "no track between two stops on " + hexes.get(0);
                }
            } else {
                int[] exitEdge = new int[hx.length - 1];
                for (int k = 0; k + 1 < hx.length; k++) {
                    int e = edgeTowards(hx[k], hx[k + 1]);
                    if (e < 0) {
                        return hexes.get(k) + " and " + hexes.get(k + 1) + " are not neighbours";
                    }
                    if ((def.hexes[hx[k]].impassable & (1 << e)) != 0) {
                        return "the route crosses the impassable border " + hexes.get(k) + "|" + hexes.get(k + 1);
                    }
                    exitEdge[k] = e;
                }
                for (int k = 1; k + 1 < hx.length; k++) {
                    int in = (exitEdge[k - 1] + 3) % 6;
                    String why = passThrough(company, hx[k], in, exitEdge[k]);
                    if (why != null) {
                        return why;
                    }
                }
                List<Integer> first = nodesAtEdge(hx[0], exitEdge[0]);
                List<Integer> last = nodesAtEdge(hx[hx.length - 1], (exitEdge[hx.length - 2] + 3) % 6);
                if (first.isEmpty()) {
                    return "no track from a stop on " + hexes.get(0) + " towards " + hexes.get(1);
                }
                if (last.isEmpty()) {
                    return "no track from " + hexes.get(hx.length - 2) + " to a stop on " + hexes.get(hx.length - 1);
                }
                for (int a : first) {
                    for (int b : last) {
                        ends.add(new int[] {hx[0] * maxNodes + a, hx[hx.length - 1] * maxNodes + b});
                    }
                }
                for (int k = 0; k + 1 < hx.length; k++) {
                    trace.segments.add(edgeKey(hx[k], exitEdge[k]));
                }
                trace.hexCount += hx.length - 1;
            }
            chains.add(new Chain(ends));
        }
        trace.hexCount += 1;
        Set<String> allowed = new HashSet<>(route.nodes());
        int[] seq = new int[chains.size() + 1];
        // The recorded stop signatures only choose between readings of the same hexes (18xx.games
        // prefers the reading that matches them); the track itself decides whether the route exists.
        boolean found = orient(chains, 0, seq, allowed, true)
                || !allowed.isEmpty() && orient(chains, 0, seq, Set.of(), true);
        if (!found) {
            if (orient(chains, 0, seq, Set.of(), false)) {
                return "a stop is visited twice (1830 §5.5)";
            }
            return "the connections do not join up into one route";
        }
        trace.stops = seq;
        // Track between two stops of one hex is a segment of its own.
        for (int j = 0; j < chains.size(); j++) {
            for (int[] pair : chains.get(j).ends()) {
                if (pair.length == 3 && ((pair[0] == seq[j] && pair[1] == seq[j + 1]) || (pair[1] == seq[j] && pair[0] == seq[j + 1]))) {
                    trace.segments.add((long) tile.length * 6 + (long) (pair[0] / maxNodes) * 64 + pair[2]);
                    break;
                }
            }
        }
        return null;
    }

    /** Chooses each chain's direction so consecutive chains share a stop; depth-first over the few candidates. */
    private boolean orient(List<Chain> chains, int j, int[] seq, Set<String> allowed, boolean distinct) {
        if (j == chains.size()) {
            return true;
        }
        for (int[] pair : chains.get(j).ends()) {
            for (int dir = 0; dir < 2; dir++) {
                int from = pair[dir];
                int to = pair[1 - dir];
                if (j > 0 && from != seq[j]) {
                    continue;
                }
                if (!allowedNode(from, allowed) || !allowedNode(to, allowed)) {
                    continue;
                }
                if (distinct) {
                    boolean clash = to == from;
                    for (int k = 0; k < j && !clash; k++) {
                        clash = seq[k] == to;
                    }
                    if (j == 0 && clash) {
                        continue;
                    }
                    if (j > 0 && clash) {
                        continue;
                    }
                }
                seq[j] = from;
                seq[j + 1] = to;
                if (orient(chains, j + 1, seq, allowed, distinct)) {
                    return true;
                }
            }
        }
        return false;
    }

    private boolean allowedNode(int key, Set<String> allowed) {
        if (allowed.isEmpty()) {
            return true;
        }
        int h = key / maxNodes;
        return allowed.contains(def.hexes[h].coord + "-" + tile[h].nodes[key % maxNodes].stopIndex);
    }

    private int edgeTowards(int from, int to) {
        int[] nb = def.hexes[from].neighbors;
        for (int e = 0; e < 6; e++) {
            if (nb[e] == to) {
                return e;
            }
        }
        return -1;
    }

    /** Stops (node indexes) joined by a path to the edge. */
    private List<Integer> nodesAtEdge(int h, int edge) {
        List<Integer> out = new ArrayList<>(2);
        TileDef t = tile[h];
        int r = rot[h];
        for (int i = 0; i < t.pathA.length; i++) {
            int a = t.rotA[r][i];
            int b = t.rotB[r][i];
            int node = a == edge && b >= NODE ? b - NODE : b == edge && a >= NODE ? a - NODE : -1;
            if (node >= 0 && t.nodes[node].isStop() && !out.contains(node)) {
                out.add(node);
            }
        }
        return out;
    }

    /** A chain passes a hex between two edges without stopping: plain track or a junction. */
    private String passThrough(String company, int h, int in, int out) {
        TileDef t = tile[h];
        int r = rot[h];
        for (int i = 0; i < t.pathA.length; i++) {
            int a = t.rotA[r][i];
            int b = t.rotB[r][i];
            if ((a == in && b == out) || (a == out && b == in)) {
                return null;
            }
        }
        for (int j = 0; j < t.nodes.length; j++) {
            if (t.nodes[j].kind == TileDef.Kind.JUNCTION && (t.nodeEdges[r][j] & (1 << in)) != 0
                    && (t.nodeEdges[r][j] & (1 << out)) != 0) {
                return null;
            }
        }
        if ((t.exitMask[r] & (1 << in)) != 0 && (t.exitMask[r] & (1 << out)) != 0) {
            return "the route passes a stop on " + def.hexes[h].coord + " without counting it (1830 §5.5)";
        }
        return "no track on " + def.hexes[h].coord + " between edges " + in + " and " + out;
    }

    /** Stop rules, distance and revenue of one traced route (1830 §5.5). */
    private String judge(String company, TrainSpec train, RecordedRoute route, RouteTrace trace, RouteRules rules) {
        int[] stops = trace.stops;
        if (stops.length < 2) {
            return "a route needs at least two stops (1830 §5.5)";
        }
        boolean token = false;
        int towns = 0;
        int big = 0;
        Set<String> groups = new HashSet<>();
        int[] values = new int[stops.length];
        boolean[] tokened = new boolean[stops.length];
        for (int k = 0; k < stops.length; k++) {
            int h = stops[k] / maxNodes;
            int node = stops[k] % maxNodes;
            TileDef.Node n = tile[h].nodes[node];
            String where = def.hexes[h].coord;
            if (train.barredHexes().contains(where)) {
                return "train " + train.id() + " may not visit " + where;
            }
            boolean end = k == 0 || k == stops.length - 1;
            if (n.kind == TileDef.Kind.OFFBOARD && !end) {
                return "offboard " + where + " may only end a route (1830 §5.5)";
            }
            if (n.takesTokens()) {
                if (!end && blocks(company, h, n.cityIndex)) {
                    return "city " + where + " is full of other companies' tokens and can only end a route (1830 §5.4)";
                }
                for (String t : tokens[h][n.cityIndex]) {
                    tokened[k] |= company.equals(t);
                }
                token |= tokened[k];
            }
            for (String g : n.groups) {
                if (!groups.add(g)) {
                    return "offboard area " + g + " is used twice (1830 §5.5)";
                }
            }
            if (n.kind == TileDef.Kind.TOWN) {
                towns++;
            } else {
                big++;
            }
            values[k] = tile[h].revenue(node, rules.phaseColors());
        }
        if (!token) {
            return "the route contains no station of " + company + " (1830 §5.5)";
        }
        String dist = distanceRule(train, stops.length, big, towns, trace.hexCount);
        if (dist != null) {
            return dist;
        }
        if (!route.hexes().isEmpty()) {
            List<String> mine = new ArrayList<>(trace.stopHexes());
            List<String> theirs = new ArrayList<>(route.hexes());
            mine.sort(null);
            theirs.sort(null);
            if (!mine.equals(theirs)) {
                return "the stops " + trace.stopHexes() + " do not match the recorded hexes " + route.hexes();
            }
        }
        trace.revenue = train.pays(values, tokened);
        return null;
    }

    private static String distanceRule(TrainSpec train, int stops, int big, int towns, int hexes) {
        if (train.fits(stops, towns, hexes)) {
            return null;
        }
        if (train.hexDistance()) {
            return "the route spans " + hexes + " hexes, train " + train.id() + " reaches " + train.distance()
                    + " (1844 §5.8)";
        }
        if (train.townsFree()) {
            return "the route counts " + big + " stops, train " + train.id() + " reaches " + train.distance();
        }
        if (train.townAllowance() > 0) {
            return "the route has " + big + " cities and " + towns + " towns, too many for train " + train.id();
        }
        return "the route has " + stops + " stops, train " + train.id() + " may visit " + train.distance()
                + " (1830 §5.5)";
    }

    // ---------------------------------------------------------------- route graph

    /**
     * The stops the company reaches and the track chains between them, for route optimisers.
     * Revenues are those of the given phase.
     */
    public RouteGraph routeGraph(String company, RouteRules rules) {
        Network net = network(company);
        Map<Integer, Integer> stopIndex = new HashMap<>();
        List<RouteGraph.Stop> stops = new ArrayList<>();
        Map<String, Integer> groupBits = new HashMap<>();
        for (int h = 0; h < tile.length; h++) {
            TileDef t = tile[h];
            for (int n = 0; n < t.nodes.length; n++) {
                TileDef.Node node = t.nodes[n];
                if (!net.nodes[h * maxNodes + n] || !node.isStop()) {
                    continue;
                }
                boolean token = false;
                if (node.takesTokens()) {
                    for (String s : tokens[h][node.cityIndex]) {
                        token |= company.equals(s);
                    }
                }
                long groups = 0;
                for (String g : node.groups) {
                    groups |= 1L << groupBits.computeIfAbsent(g, k -> groupBits.size());
                }
                stopIndex.put(h * maxNodes + n, stops.size());
                stops.add(new RouteGraph.Stop(def.hexes[h].coord, def.hexes[h].coord + "-" + node.stopIndex,
                        node.kind.name().toLowerCase(java.util.Locale.ROOT), t.revenue(n, rules.phaseColors()), token,
                        passable(company, h, n), groups));
            }
        }
        Map<Long, Integer> segmentIds = new HashMap<>();
        List<RouteGraph.Chain> chains = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Map.Entry<Integer, Integer> e : stopIndex.entrySet()) {
            int h = e.getKey() / maxNodes;
            int n = e.getKey() % maxNodes;
            int from = e.getValue();
            TileDef t = tile[h];
            int r = rot[h];
            for (int i = 0; i < t.pathA.length; i++) {
                int a = t.rotA[r][i];
                int b = t.rotB[r][i];
                int other = a == NODE + n ? b : b == NODE + n ? a : -1;
                if (other < 0) {
                    continue;
                }
                if (other >= NODE) {
                    Integer to = stopIndex.get(h * maxNodes + other - NODE);
                    if (to != null && t.nodes[other - NODE].isStop()) {
                        long seg = (long) tile.length * 6 + (long) h * 64 + i;
                        addChain(chains, seen, segmentIds, from, to, List.of(seg), List.of(def.hexes[h].coord));
                    }
                    continue;
                }
                List<Long> segs = new ArrayList<>();
                List<String> hexes = new ArrayList<>();
                hexes.add(def.hexes[h].coord);
                walkChain(h, other, from, segs, hexes, stopIndex, chains, seen, segmentIds);
            }
        }
        return new RouteGraph(stops, chains, segmentIds.size());
    }

    private void walkChain(int h, int e, int from, List<Long> segs, List<String> hexes, Map<Integer, Integer> stopIndex,
            List<RouteGraph.Chain> chains, Set<String> seen, Map<Long, Integer> segmentIds) {
        HexDef hd = def.hexes[h];
        int nb = hd.neighbors[e];
        if (nb < 0 || (hd.impassable & (1 << e)) != 0) {
            return;
        }
        long key = edgeKey(h, e);
        if (segs.contains(key)) {
            return;
        }
        segs.add(key);
        hexes.add(def.hexes[nb].coord);
        int ee = (e + 3) % 6;
        TileDef t = tile[nb];
        int r = rot[nb];
        for (int i = 0; i < t.pathA.length; i++) {
            int a = t.rotA[r][i];
            int b = t.rotB[r][i];
            int other = a == ee ? b : b == ee ? a : -1;
            if (other < 0) {
                continue;
            }
            if (other >= NODE) {
                if (t.nodes[other - NODE].isStop()) {
                    Integer to = stopIndex.get(nb * maxNodes + other - NODE);
                    if (to != null && to != from) {
                        addChain(chains, seen, segmentIds, from, to, segs, hexes);
                    }
                }
            } else {
                walkChain(nb, other, from, segs, hexes, stopIndex, chains, seen, segmentIds);
            }
        }
        segs.remove(segs.size() - 1);
        hexes.remove(hexes.size() - 1);
    }

    private static void addChain(List<RouteGraph.Chain> chains, Set<String> seen, Map<Long, Integer> segmentIds, int from,
            int to, List<Long> segs, List<String> hexes) {
        List<Long> sorted = new ArrayList<>(segs);
        sorted.sort(null);
        // Each chain is found from both of its ends; keep one.
        if (!seen.add(Math.min(from, to) + ":" + Math.max(from, to) + ":" + sorted)) {
            return;
        }
        int[] ids = new int[segs.size()];
        for (int k = 0; k < ids.length; k++) {
            ids[k] = segmentIds.computeIfAbsent(segs.get(k), x -> segmentIds.size());
        }
        chains.add(new RouteGraph.Chain(from, to, ids, List.copyOf(hexes)));
    }

    // ---------------------------------------------------------------- view

    /** A snapshot for renderers; offboard revenues for the given phase. */
    public MapView view(RouteRules rules) {
        List<HexView> hexes = new ArrayList<>(tile.length);
        for (HexDef hd : def.hexes) {
            int h = hd.index;
            TileDef t = tile[h];
            int r = rot[h];
            List<StopView> stops = new ArrayList<>();
            for (int n = 0; n < t.nodes.length; n++) {
                TileDef.Node node = t.nodes[n];
                if (!node.isStop()) {
                    continue;
                }
                List<String> toks = new ArrayList<>();
                List<String> res = new ArrayList<>();
                if (node.cityIndex >= 0) {
                    for (String s : tokens[h][node.cityIndex]) {
                        if (s != null) {
                            toks.add(s);
                        }
                    }
                    res.addAll(Arrays.asList(reserved[h][node.cityIndex]));
                    if (node.cityIndex == 0) {
                        res.addAll(Arrays.asList(hexReserved[h]));
                    }
                }
                stops.add(new StopView(node.stopIndex, node.kind.name().toLowerCase(java.util.Locale.ROOT),
                        t.revenue(n, rules.phaseColors()), node.revenueByColor, node.slots, toks, res));
            }
            List<PathView> paths = new ArrayList<>();
            for (int i = 0; i < t.pathA.length; i++) {
                paths.add(new PathView(endView(t, t.rotA[r][i]), endView(t, t.rotB[r][i])));
            }
            List<Integer> borders = new ArrayList<>();
            for (int e = 0; e < 6; e++) {
                if ((hd.impassable & (1 << e)) != 0 || hd.borderCost[e] > 0) {
                    borders.add(e);
                }
            }
            // preprinted hexes carry their own id too: city refs of place_token actions name it
            hexes.add(new HexView(hd.coord, hd.col - 1, hd.row, hd.locationName, t.color, tileId[h], r,
                    t.labels.isEmpty() ? null : t.labels.get(0), t.terrain, t.upgradeCost, stops, paths, borders,
                    isBlocked(hd.coord)));
        }
        return new MapView(def.layout, hexes);
    }

    private static String endView(TileDef t, int end) {
        if (end < NODE) {
            return "e" + end;
        }
        TileDef.Node n = t.nodes[end - NODE];
        return n.isStop() ? "s" + n.stopIndex : "j" + (end - NODE);
    }
}
