package roundhouse.engine.map;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A tile (or a preprinted hex's content) parsed from the 18xx.games tile DSL, e.g.
 * {@code city=revenue:20;path=a:0,b:_0;path=a:_0,b:3}. Immutable; rotations are precomputed.
 *
 * <p>Path ends are encoded as ints: 0-5 = hex edges of the unrotated definition, {@code NODE + i}
 * = the i-th node (city, town, offboard, junction or pass in declaration order, as {@code _i}
 * refers to them in the DSL).
 */
@roundhouse.engine.spi.Shared
public final class TileDef {
    static final int NODE = 8;

    enum Kind {
        CITY, TOWN, OFFBOARD, JUNCTION, PASS;

        private final String key = name().toLowerCase(java.util.Locale.ROOT);

        /** The kind as map data and route checks name it ({@code city}, {@code pass}), made once. */
        String key() {
            return key;
        }
    }

    /** A revenue centre or junction on the tile. */
    static final class Node {
        final Kind kind;
        final int revenue;
        /** Phase colour to value for offboards ({@code yellow_40|brown_70}); empty otherwise. */
        final Map<String, Integer> revenueByColor;
        final int slots;
        final List<String> groups;
        final boolean hidden;
        /** Index among the tile's cities (and passes, which take tokens), or -1. */
        final int cityIndex;
        /** Index among the tile's stops (not junctions), as 18xx.games node signatures count them. */
        final int stopIndex;
        /**
         * What a visit costs of a train's reach ({@code visit_cost}, default 1): 0 for a stop that
         * neither counts toward the distance nor toward a route's two stops (18Mag mines).
         */
        final int visitCost;
        /**
         * A pass's size ({@code size}, default 1): a pass takes only a tile with a pass of its size
         * (1841: the Apennine passes 1, the Alpine 2); 0 for other nodes.
         */
        final int passSize;

        Node(Kind kind, int revenue, Map<String, Integer> revenueByColor, int slots, List<String> groups, boolean hidden,
                int cityIndex, int stopIndex) {
            this(kind, revenue, revenueByColor, slots, groups, hidden, cityIndex, stopIndex, 1, kind == Kind.PASS ? 1 : 0);
        }

        Node(Kind kind, int revenue, Map<String, Integer> revenueByColor, int slots, List<String> groups, boolean hidden,
                int cityIndex, int stopIndex, int visitCost, int passSize) {
            this.passSize = passSize;
            this.kind = kind;
            this.revenue = revenue;
            this.revenueByColor = revenueByColor;
            this.slots = slots;
            this.groups = groups;
            this.hidden = hidden;
            this.cityIndex = cityIndex;
            this.stopIndex = stopIndex;
            this.visitCost = visitCost;
        }

        /** Whether a visit counts toward a train's reach and a route's minimum of two stops. */
        boolean counts() {
            return visitCost > 0;
        }

        boolean isStop() {
            return kind != Kind.JUNCTION;
        }

        boolean takesTokens() {
            return kind == Kind.CITY || kind == Kind.PASS;
        }
    }

    /** The other end of path i at rotation r if one of its ends is {@code end}, else -1 (a walk along the track). */
    int otherEnd(int r, int i, int end) {
        int a = rotA[r][i];
        int b = rotB[r][i];
        return a == end ? b : b == end ? a : -1;
    }

    /**
     * Whether a path marked {@code terminal} joins this node: a route may only end there, never run
     * through it (1841: yellow Milano).
     */
    boolean terminalAt(int node) {
        return terminalNodes[node];
    }

    /** A border on an edge of a preprinted hex. */
    record Border(int edge, String type, int cost) {
    }

    final String name;
    final String color;
    final String code;
    final Node[] nodes;
    /** Node index of the i-th city. */
    final int[] cityNodes;
    final int towns;
    final int offboards;
    /** The sizes of the tile's passes, in order ({@link Node#passSize}). */
    final List<Integer> passSizes;
    final List<String> labels;
    final int upgradeCost;
    final String terrain;
    final List<Border> borders;
    /**
     * Lines no track may cross ({@code partition=a:1,b:4}), each as the bit mask of the edges on one
     * of its sides; a property of the printed hex, kept whatever is laid on it.
     */
    int[] partitions = new int[0];
    /** The images the hex shows ({@code icon=image:1854/customs}), for views; no rule reads them. */
    List<String> icons = List.of();

    /** Whether the track of {@code t} at rotation {@code r} crosses one of this hex's partitions. */
    boolean crossesPartition(TileDef t, int r) {
        for (int side : partitions) {
            for (int i = 0; i < t.pathA.length; i++) {
                int a = t.rotA[r][i];
                int b = t.rotB[r][i];
                if (a < NODE && b < NODE && ((side >> a) & 1) != ((side >> b) & 1)) {
                    return true;
                }
            }
            for (int j = 0; j < t.nodes.length; j++) {
                int edges = t.nodeEdges[r][j];
                if ((edges & side) != 0 && (edges & ~side) != 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /** A label the hex takes from {@link #futureColor} on ({@code future_label}), or null. */
    String futureLabel;
    String futureColor;
    /** Path ends, unrotated. */
    final int[] pathA;
    final int[] pathB;
    final boolean[] terminal;
    /** By node: whether a terminal path joins it ({@link #terminalAt}, asked for every node a search meets). */
    private final boolean[] terminalNodes;
    /** Per path: its track type ({@code path=...,track:narrow}), {@code null} for ordinary track. */
    final String[] track;
    /** Per rotation: rotated path ends. */
    final int[][] rotA;
    final int[][] rotB;
    /** Per rotation: bit mask of edges that carry track. */
    final int[] exitMask;
    /** Per rotation and node: bit mask of edges joined to the node by a direct path. */
    final int[][] nodeEdges;
    /** Per rotation: index of the first rotation with the same track (to list distinct lays only). */
    final int[] canonicalRotation;

    private TileDef(String name, String color, String code, List<Node> nodes, List<String> labels, int upgradeCost,
            String terrain, List<Border> borders, List<int[]> paths, List<Boolean> terminal, List<String> track) {
        this.name = name;
        this.color = color;
        this.code = code;
        this.nodes = nodes.toArray(new Node[0]);
        this.cityNodes = java.util.stream.IntStream.range(0, this.nodes.length)
                .filter(i -> this.nodes[i].cityIndex >= 0).toArray();
        this.towns = (int) nodes.stream().filter(n -> n.kind == Kind.TOWN).count();
        this.offboards = (int) nodes.stream().filter(n -> n.kind == Kind.OFFBOARD).count();
        this.passSizes = nodes.stream().filter(n -> n.kind == Kind.PASS).map(n -> n.passSize).sorted().toList();
        this.labels = List.copyOf(labels);
        this.upgradeCost = upgradeCost;
        this.terrain = terrain;
        this.borders = List.copyOf(borders);
        int n = paths.size();
        pathA = new int[n];
        pathB = new int[n];
        this.terminal = new boolean[n];
        this.track = track.toArray(new String[0]);
        for (int i = 0; i < n; i++) {
            pathA[i] = paths.get(i)[0];
            pathB[i] = paths.get(i)[1];
            this.terminal[i] = terminal.get(i);
        }
        terminalNodes = new boolean[this.nodes.length];
        for (int i = 0; i < n; i++) {
            if (this.terminal[i]) {
                for (int end : new int[] {pathA[i], pathB[i]}) {
                    if (end >= NODE) {
                        terminalNodes[end - NODE] = true;
                    }
                }
            }
        }
        rotA = new int[6][n];
        rotB = new int[6][n];
        exitMask = new int[6];
        nodeEdges = new int[6][this.nodes.length];
        canonicalRotation = new int[6];
        String[] signatures = new String[6];
        for (int r = 0; r < 6; r++) {
            for (int i = 0; i < n; i++) {
                int a = rotate(pathA[i], r);
                int b = rotate(pathB[i], r);
                rotA[r][i] = a;
                rotB[r][i] = b;
                if (a < NODE) {
                    exitMask[r] |= 1 << a;
                }
                if (b < NODE) {
                    exitMask[r] |= 1 << b;
                }
                if (a < NODE && b >= NODE) {
                    nodeEdges[r][b - NODE] |= 1 << a;
                }
                if (b < NODE && a >= NODE) {
                    nodeEdges[r][a - NODE] |= 1 << b;
                }
            }
            signatures[r] = signature(r);
            canonicalRotation[r] = r;
            for (int q = 0; q < r; q++) {
                if (signatures[q].equals(signatures[r])) {
                    canonicalRotation[r] = q;
                    break;
                }
            }
        }
    }

    /**
     * This tile (laid at {@code rotation}) with an overlay's edge-to-edge paths added (laid at
     * {@code overlayRotation}); nodes, labels and ids stay this tile's.
     */
    TileDef withOverlay(int rotation, TileDef overlay, int overlayRotation) {
        List<int[]> paths = new ArrayList<>();
        List<Boolean> term = new ArrayList<>();
        List<String> tracks = new ArrayList<>();
        for (int i = 0; i < pathA.length; i++) {
            paths.add(new int[] {pathA[i], pathB[i]});
            term.add(terminal[i]);
            tracks.add(track[i]);
        }
        int shift = (overlayRotation - rotation + 6) % 6;
        for (int i = 0; i < overlay.pathA.length; i++) {
            paths.add(new int[] {rotate(overlay.pathA[i], shift), rotate(overlay.pathB[i], shift)});
            term.add(overlay.terminal[i]);
            tracks.add(overlay.track[i]);
        }
        TileDef t = new TileDef(name, color, code, Arrays.asList(nodes), labels, upgradeCost, terrain, borders, paths, term,
                tracks);
        t.futureLabel = futureLabel;
        t.futureColor = futureColor;
        return t;
    }

    /** Track types of the tile's paths ({@code "broad"} for ordinary track), sorted. */
    java.util.Set<String> trackTypes() {
        java.util.Set<String> out = new java.util.TreeSet<>();
        for (String t : track) {
            out.add(t == null ? "broad" : t);
        }
        return out;
    }

    static int rotate(int end, int rotation) {
        return end >= NODE ? end : (end + rotation) % 6;
    }

    private String signature(int r) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < pathA.length; i++) {
            int a = rotA[r][i];
            int b = rotB[r][i];
            parts.add(Math.min(a, b) + "-" + Math.max(a, b));
        }
        Collections.sort(parts);
        return String.join(",", parts);
    }

    /** The tile name ({@code "57"}), or the hex for a preprinted tile. */
    public String name() {
        return name;
    }

    /** The tile colour. */
    public String color() {
        return color;
    }

    /** The labels printed on the tile ({@code OO}, {@code B}), usually none or one. */
    public List<String> labels() {
        return labels;
    }

    /** How many towns the tile has. */
    public int townCount() {
        return towns;
    }

    /** How many cities (token-taking stops) the tile has. */
    public int cityCount() {
        return cityNodes.length;
    }

    boolean hasTrack() {
        return pathA.length > 0;
    }

    /** Revenue of a node under a run's rules: {@link #revenue(int, List, String)} of its phase. */
    int revenue(int node, RouteRules rules) {
        return revenue(node, rules.phaseColors(), rules.offboardColor());
    }

    /** Revenue of a node in a phase: offboards take the last phase colour they list, else their first value. */
    int revenue(int node, List<String> phaseColors) {
        return revenue(node, phaseColors, null);
    }

    /**
     * Revenue of a node in a phase: a stop with values by colour takes that of the colour the phase
     * names ({@code named}, phases.json {@code offboard_color}) if it lists one, else that of the last
     * phase tile colour it lists, else its first value.
     */
    int revenue(int node, List<String> phaseColors, String named) {
        Node n = nodes[node];
        if (n.revenueByColor.isEmpty()) {
            return n.revenue;
        }
        Integer byName = named == null ? null : n.revenueByColor.get(named);
        if (byName != null) {
            return byName;
        }
        for (int i = phaseColors.size() - 1; i >= 0; i--) {
            Integer v = n.revenueByColor.get(phaseColors.get(i));
            if (v != null) {
                return v;
            }
        }
        return n.revenueByColor.values().iterator().next();
    }

    @Override
    public String toString() {
        return name;
    }

    // ------------------------------------------------------------------ DSL parser

    /**
     * Parses a tile DSL string.
     *
     * @param where for error messages, e.g. {@code tiles.json: $.tiles.yellow.57}
     * @throws MapDataException naming {@code where} and the bad part
     */
    static TileDef parse(String name, String color, String code, String where) {
        List<Node> nodes = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        List<Border> borders = new ArrayList<>();
        List<int[]> paths = new ArrayList<>();
        List<Boolean> terminal = new ArrayList<>();
        List<String> track = new ArrayList<>();
        List<String[]> rawPaths = new ArrayList<>();
        int upgradeCost = 0;
        String terrain = null;
        String[] future = null;
        List<Integer> partitions = new ArrayList<>();
        List<String> icons = new ArrayList<>();
        int cities = 0;
        int stops = 0;
        if (!code.isBlank()) {
            for (String part : code.split(";")) {
                part = part.strip();
                if (part.isEmpty()) {
                    continue;
                }
                int eq = part.indexOf('=');
                String type = eq < 0 ? part : part.substring(0, eq);
                // A label's value is free text, every other part is key:value pairs.
                Map<String, String> props = type.equals("label") ? Map.of() : props(eq < 0 ? "" : part.substring(eq + 1), where, part);
                switch (type) {
                    case "city", "town", "offboard", "pass", "halt" -> {
                        Kind kind = switch (type) {
                            case "city" -> Kind.CITY;
                            case "offboard" -> Kind.OFFBOARD;
                            case "pass" -> Kind.PASS;
                            default -> Kind.TOWN;
                        };
                        Map<String, Integer> byColor = new LinkedHashMap<>();
                        int revenue = 0;
                        String rev = props.getOrDefault("revenue", "0");
                        if (rev.contains("_")) {
                            for (String cv : rev.split("\\|")) {
                                int us = cv.lastIndexOf('_');
                                byColor.put(cv.substring(0, us), number(cv.substring(us + 1), where, part));
                            }
                            revenue = byColor.values().iterator().next();
                        } else {
                            revenue = number(rev, where, part);
                        }
                        boolean tokens = kind == Kind.CITY || kind == Kind.PASS;
                        int slots = tokens ? number(props.getOrDefault("slots", "1"), where, part) : 0;
                        List<String> groups = props.containsKey("groups")
                                ? List.of(props.get("groups").split("\\|")) : List.of();
                        int visitCost = number(props.getOrDefault("visit_cost", "1"), where, part);
                        int passSize = kind == Kind.PASS ? number(props.getOrDefault("size", "1"), where, part) : 0;
                        nodes.add(new Node(kind, revenue, Collections.unmodifiableMap(byColor), slots, groups,
                                "1".equals(props.get("hide")), tokens ? cities++ : -1, stops++, visitCost, passSize));
                    }
                    case "junction" -> nodes.add(new Node(Kind.JUNCTION, 0, Map.of(), 0, List.of(), false, -1, -1));
                    case "path" -> {
                        if (!props.containsKey("a") || !props.containsKey("b")) {
                            throw new MapDataException(where + ": path needs a and b: \"" + part + "\"");
                        }
                        rawPaths.add(new String[] {props.get("a"), props.get("b"), part});
                        terminal.add(props.containsKey("terminal"));
                        track.add(props.get("track"));
                    }
                    case "label" -> labels.add(eq < 0 ? "" : part.substring(eq + 1));
                    case "upgrade" -> {
                        upgradeCost += number(props.getOrDefault("cost", "0"), where, part);
                        if (props.containsKey("terrain")) {
                            terrain = props.get("terrain");
                        }
                    }
                    case "border" -> borders.add(new Border(number(props.getOrDefault("edge", "-1"), where, part),
                            props.get("type"), number(props.getOrDefault("cost", "0"), where, part)));
                    // Drawing hints and title-specific markers carry no track rule the board evaluates.
                    case "future_label" -> {
                        String from = props.get("color");
                        if (props.getOrDefault("label", "").isBlank() || from == null
                                || !MapDefinition.COLOR_ORDER.contains(from) || from.equals("white")) {
                            throw new MapDataException(where + ": future_label needs label and a tile colour "
                                    + MapDefinition.COLOR_ORDER.subList(1, MapDefinition.COLOR_ORDER.size()) + ": \"" + part + "\"");
                        }
                        future = new String[] {props.get("label"), from};
                    }
                    case "partition" -> {
                        // a line across the hex (a lake, 18Mag's Balaton): edges a..b-1 on one side
                        int a = number(props.getOrDefault("a", "-1"), where, part);
                        int b = number(props.getOrDefault("b", "-1"), where, part);
                        if (a < 0 || a > 5 || b < 0 || b > 5 || a == b) {
                            throw new MapDataException(where + ": partition needs edges a and b, 0-5 and different: \"" + part + "\"");
                        }
                        int side = 0;
                        for (int e = a; e != b; e = (e + 1) % 6) {
                            side |= 1 << e;
                        }
                        partitions.add(side);
                    }
                    case "icon" -> {
                        if (props.containsKey("image")) {
                            icons.add(props.get("image"));
                        }
                    }
                    case "frame", "stub", "assignment", "blank" -> {
                    }
                    default -> throw new MapDataException(where + ": unknown tile part \"" + type + "\" in \"" + code + "\"");
                }
            }
        }
        for (String[] raw : rawPaths) {
            paths.add(new int[] {end(raw[0], nodes.size(), where, raw[2]), end(raw[1], nodes.size(), where, raw[2])});
        }
        TileDef t = new TileDef(name, color, code, nodes, labels, upgradeCost, terrain, borders, paths, terminal, track);
        t.partitions = partitions.stream().mapToInt(Integer::intValue).toArray();
        t.icons = List.copyOf(icons);
        if (future != null) {
            t.futureLabel = future[0];
            t.futureColor = future[1];
        }
        return t;
    }

    private static Map<String, String> props(String text, String where, String part) {
        Map<String, String> props = new LinkedHashMap<>();
        if (text.isEmpty()) {
            return props;
        }
        for (String kv : text.split(",")) {
            int colon = kv.indexOf(':');
            if (colon < 0) {
                throw new MapDataException(where + ": expected key:value in \"" + part + "\"");
            }
            props.put(kv.substring(0, colon).strip(), kv.substring(colon + 1).strip());
        }
        return props;
    }

    private static int end(String s, int nodeCount, String where, String part) {
        if (s.startsWith("_")) {
            int i = number(s.substring(1), where, part);
            if (i < 0 || i >= nodeCount) {
                throw new MapDataException(where + ": path refers to missing node " + s + " in \"" + part + "\"");
            }
            return NODE + i;
        }
        int e = number(s, where, part);
        if (e < 0 || e > 5) {
            throw new MapDataException(where + ": edge " + s + " out of 0-5 in \"" + part + "\"");
        }
        return e;
    }

    private static int number(String s, String where, String part) {
        try {
            return Integer.parseInt(s.strip());
        } catch (NumberFormatException e) {
            throw new MapDataException(where + ": \"" + s + "\" is not a number in \"" + part + "\"");
        }
    }

    @Override
    public int hashCode() {
        return name.hashCode();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TileDef t && t.name.equals(name) && t.code.equals(code) && Arrays.equals(t.pathA, pathA);
    }
}
