package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

import roundhouse.api.view.HexView;
import roundhouse.engine.map.Board;
import roundhouse.engine.map.MapBoard;
import roundhouse.engine.map.MapDefinition;
import roundhouse.engine.map.RouteRules;

/**
 * 1854's board data ({@code GAME-INF/map.json}, {@code tiles.json}) against the rules digest's map
 * tables (shared/rules/1854.md section 10, numbers written here from the digest, not from the data):
 * the two boards and their sizes, terrain costs, offboard values per phase colour, the special hexes
 * and the tile manifest.
 */
class BoardDataTest {
    static final MapDefinition MAP = MapDefinition.fromClassLoader("1854", BoardDataTest.class.getClassLoader());
    static final List<String> YELLOW = List.of("yellow");
    static final List<String> GREEN = List.of("yellow", "green");
    static final List<String> BROWN = List.of("yellow", "green", "brown");
    static final List<String> GRAY = List.of("yellow", "green", "brown", "gray");

    private static Map<String, Integer> countByBoard() {
        Map<String, Integer> n = new TreeMap<>();
        for (String h : MAP.hexes()) {
            n.merge(MAP.boardOf(h), 1, Integer::sum);
        }
        return n;
    }

    @Test
    void theMainBoardHas75HexesAndTheLocalBoard25() {
        assertEquals(Map.of("main", 75, "local", 25), countByBoard());
        assertEquals(List.of("main", "local"), MAP.boards().stream().map(MapBoard::id).toList());
        assertEquals("Austria", MAP.boards().get(0).name(""));
        assertEquals("Österreich", MAP.boards().get(0).name("de"));
        assertEquals("St. Pölten/Steyr", MAP.boards().get(1).name("de"));
        // 10.1: main board rows A-I, columns 0-29; local board rows I-M, columns 28-39
        for (String h : MAP.hexes()) {
            char row = h.charAt(0);
            int col = Integer.parseInt(h.substring(1));
            if (MAP.boardOf(h).equals("local")) {
                assertTrue(row >= 'I' && row <= 'M' && col >= 28 && col <= 39, h);
            } else {
                assertTrue(row >= 'A' && row <= 'I' && col >= 0 && col <= 29, h);
            }
        }
        // the boards are disjoint: no local hex borders a main hex
        for (String h : MAP.hexes()) {
            for (int e = 0; e < 6; e++) {
                String n = MAP.neighbor(h, e);
                assertTrue(n == null || MAP.boardOf(n).equals(MAP.boardOf(h)), h + " borders " + n);
            }
        }
    }

    /** 10.2 and 10.3: the first tile on these hexes costs this much (towns and double towns included). */
    @Test
    void terrainCostsAreTheDigests() {
        Map<String, Integer> cost = new LinkedHashMap<>();
        put(cost, 50, "B20", "B18", "B22", "D22", "C19", "F6", "C21", "E11", "F10", "K33", "J36", "K37");
        put(cost, 60, "B16", "K29", "K31", "K39", "L30", "L36");
        put(cost, 70, "D14", "E7", "E9", "E23", "H16", "L38");
        put(cost, 80, "G15", "H14", "G3", "L32");
        put(cost, 90, "E15", "E19", "F20");
        put(cost, 100, "E17", "E5", "F16");
        put(cost, 120, "F4", "E21");
        put(cost, 0, "B24", "B26", "C25", "E25", "G9", "G19", "G21", "G23", "H20", "K35", "L34", "D18", "D20", "F2", "J30",
                "C15", "D16", "D24", "D26", "F24");
        Set<String> rivers = Set.of("C19", "F6", "C21", "E11", "F10");
        Map<String, HexView> view = view();
        for (Map.Entry<String, Integer> e : cost.entrySet()) {
            assertEquals(e.getValue(), MAP.printedTerrainCost(e.getKey()), e.getKey());
            String terrain = view.get(e.getKey()).terrain();
            if (e.getValue() > 0) {
                assertEquals(rivers.contains(e.getKey()) ? "water" : "mountain", terrain, e.getKey());
            }
        }
        // every other hex is free to build on
        for (String h : MAP.hexes()) {
            if (!cost.containsKey(h)) {
                assertEquals(0, MAP.printedTerrainCost(h), h);
            }
        }
    }

    private static void put(Map<String, Integer> m, int v, String... hexes) {
        for (String h : hexes) {
            m.put(h, v);
        }
    }

    private static Map<String, HexView> view() {
        Map<String, HexView> out = new LinkedHashMap<>();
        for (HexView h : new Board(MAP).view(new RouteRules(YELLOW)).hexes()) {
            out.put(h.coord(), h);
        }
        return out;
    }

    /** 6.7 and 10.2/10.3: offboard values yellow (phases 1-2), green (3-4), brown (5-6), gray (7). */
    @Test
    void offboardValuesFollowThePhaseColour() {
        offboard("A19", 20, 30, 50, 50); // Prag
        offboard("A25", 20, 30, 40, 40); // Brünn
        offboard("C27", 20, 30, 40, 50); // Pressburg
        offboard("D4", 0, 20, 30, 40); // Augsburg (18xx.games yellow_00; see the report)
        offboard("D12", 20, 30, 40, 50); // München
        offboard("D28", 30, 40, 50, 60); // Budapest
        offboard("E27", 30, 40, 50, 60); // Budapest, second hex
        offboard("G1", 20, 20, 20, 20); // Vaduz
        offboard("H10", 30, 40, 50, 60); // Brenner
        offboard("I15", 20, 30, 40, 50); // Venedig
        offboard("I19", 20, 30, 30, 40); // Laibach
        offboard("D0", 90, 90, 90, 90); // Paris
        offboard("F28", 90, 90, 90, 90); // Konstantinopel
        // Zürich: both stops
        offboard("E1", 20, 30, 40, 50);
        assertEquals(50, MAP.preprintedRevenue("E1", 1, GRAY));
        // the local board's offboards and grey cities stop at brown
        offboard("I29", 10, 20, 30, 30);
        offboard("M39", 10, 20, 30, 30);
        offboard("J28", 10, 20, 30, 30); // Kirchdorf
        offboard("M35", 10, 20, 30, 30); // Hieflau
        offboard("L28", 20, 20, 20, 20); // Bad Ischl
        for (String town : List.of("M31", "M37", "C13", "H12", "F14")) {
            offboard(town, 10, 10, 10, 10);
        }
    }

    private static void offboard(String hex, int yellow, int green, int brown, int gray) {
        assertEquals(List.of(yellow, green, brown, gray), List.of(MAP.preprintedRevenue(hex, 0, YELLOW),
                MAP.preprintedRevenue(hex, 0, GREEN), MAP.preprintedRevenue(hex, 0, BROWN), MAP.preprintedRevenue(hex, 0, GRAY)),
                hex);
    }

    @Test
    void placesCarryTheRulebooksNames() {
        Map<String, String> names = Map.ofEntries(Map.entry("C23", "Wien"), Map.entry("D18", "Steyr"),
                Map.entry("D20", "Sankt Pölten"), Map.entry("D22", "Mödling & Baden"), Map.entry("E1", "Zürich"),
                Map.entry("D28", "Budapest"), Map.entry("E27", "Budapest"), Map.entry("D0", "Paris"),
                Map.entry("F28", "Konstantinopel"), Map.entry("I15", "Venedig"), Map.entry("I19", "Laibach"),
                Map.entry("H10", "Brenner"), Map.entry("A19", "Prag"), Map.entry("A25", "Brünn"),
                Map.entry("C27", "Pressburg"), Map.entry("D12", "München"), Map.entry("F22", "Graz"),
                Map.entry("J38", "Sankt Pölten"), Map.entry("J32", "Steyr"), Map.entry("H18", "Klagenfurt"),
                Map.entry("H16", "Spital & Villach"));
        names.forEach((hex, name) -> assertEquals(name, MAP.locationName(hex), hex));
    }

    /** 10.2: the cities and towns of the main board; 10.3 of the local board. */
    @Test
    void stopsAreWhereTheDigestPutsThem() {
        Map<String, HexView> view = view();
        Map<String, String> kinds = new TreeMap<>();
        for (String h : List.of("C17", "E3", "E13", "F8", "H18", "F22", "J32", "J34")) {
            kinds.put(h, "city");
        }
        for (String h : List.of("C15", "D16", "D24", "D26", "F24", "B18", "C19", "F6", "G3", "K33", "L30", "L36", "K39",
                "C13", "H12", "F14", "M31", "M37")) {
            kinds.put(h, "town");
        }
        for (String h : List.of("B22", "C21", "D22", "D18", "D20", "E11", "E21", "F2", "H16", "J30", "J36", "K37", "L32")) {
            kinds.put(h, "town,town");
        }
        kinds.put("C23", "city,city,city"); // Wien, 40 each
        kinds.put("J38", "city,city"); // Sankt Pölten, 20 each
        kinds.put("J28", "city");
        kinds.put("L28", "city");
        kinds.put("M35", "city");
        Map<String, String> actual = new TreeMap<>();
        for (HexView h : view.values()) {
            if (!h.color().equals("red") && !h.stops().isEmpty() && !h.stops().get(0).kind().equals("offboard")) {
                actual.put(h.coord(), String.join(",", h.stops().stream().map(s -> s.kind()).toList()));
            }
        }
        assertEquals(kinds, actual);
        assertEquals(List.of(40, 40, 40), view.get("C23").stops().stream().map(s -> s.revenue()).toList());
        assertEquals(List.of(20, 20), view.get("J38").stops().stream().map(s -> s.revenue()).toList());
        assertEquals("W", view.get("C23").label());
    }

    /** 6.4: the tunnel-only hexes are purple; nothing but a tunnel goes there. */
    @Test
    void theTunnelOnlyHexesArePurple() {
        Set<String> purple = new TreeSet<>();
        for (String h : MAP.hexes()) {
            if (MAP.hexColor(h).equals("purple")) {
                purple.add(h);
            }
        }
        assertEquals(new TreeSet<>(List.of("F12", "F14", "F18", "G5", "G7", "G11", "G13", "G17")), purple);
        // they show the tunnel symbol
        Map<String, HexView> view = view();
        purple.forEach(h -> assertEquals(List.of("1854/tunnel"), view.get(h).icons(), h));
    }

    /** 6.3: the three marked hexes west of Vienna keep a track to it. */
    @Test
    void threeHexesKeepTheirTrackToWien() {
        assertEquals(List.of(5), MAP.requiredEdges("B22"));
        assertEquals(List.of(4), MAP.requiredEdges("C21"));
        assertEquals(List.of(3), MAP.requiredEdges("D22"));
        for (String h : List.of("B22", "C21", "D22")) {
            assertEquals("C23", MAP.neighbor(h, MAP.requiredEdges(h).get(0)), h);
        }
        List<String> others = new ArrayList<>();
        for (String h : MAP.hexes()) {
            if (!MAP.requiredEdges(h).isEmpty()) {
                others.add(h);
            }
        }
        assertEquals(List.of("B22", "C21", "D22"), others.stream().sorted().toList());
    }

    /** 10.4: the tile manifest, 132 tiles in one supply for both boards. */
    @Test
    void theTileManifestIsTheDigests() {
        Map<String, Integer> expected = new TreeMap<>();
        int[][] table = {{1, 2}, {2, 2}, {55, 2}, {56, 2}, {69, 1}, {3, 3}, {4, 6}, {58, 6}, {5, 5}, {6, 6}, {57, 6}, {7, 5},
            {8, 11}, {9, 11}, {14, 4}, {15, 7}, {619, 4}, {16, 2}, {19, 2}, {20, 2}, {23, 6}, {24, 6}, {25, 2}, {26, 2},
            {27, 2}, {28, 2}, {29, 2}, {433, 1}, {39, 1}, {40, 1}, {41, 1}, {42, 1}, {43, 1}, {44, 1}, {45, 1}, {46, 1},
            {47, 1}, {70, 1}, {611, 6}, {451, 1}, {915, 2}, {456, 1}};
        for (int[] t : table) {
            expected.put(String.valueOf(t[0]), t[1]);
        }
        Map<String, Integer> actual = new TreeMap<>();
        for (String t : MAP.tileNames()) {
            if (!"purple".equals(MAP.tileColor(t))) { // the tunnels are overlays, not printed tiles
                actual.put(t, MAP.tileCount(t));
            }
        }
        assertEquals(expected, actual);
        assertEquals(132, actual.values().stream().mapToInt(Integer::intValue).sum());
        Map<String, List<String>> byColor = Map.of("yellow", List.of("1", "2", "3", "4", "5", "6", "7", "8", "9", "55", "56",
                "57", "58", "69"), "green", List.of("14", "15", "619", "16", "19", "20", "23", "24", "25", "26", "27", "28", "29",
                "433"), "brown", List.of("39", "40", "41", "42", "43", "44", "45", "46", "47", "70", "611", "451"), "gray",
                List.of("915", "456"));
        byColor.forEach((color, tiles) -> tiles.forEach(t -> assertEquals(color, MAP.tileColor(t), t)));
    }

    /** 10.2 and 10.3 "Connections": where the printed track of each preprinted hex leads. */
    @Test
    void printedTrackLeadsWhereTheDigestSays() {
        Map<String, String> leads = new TreeMap<>();
        leads.put("A19", "B20");
        leads.put("A25", "B26");
        leads.put("C27", "C25");
        leads.put("D4", "E3");
        leads.put("D12", "D14 E11 E13");
        leads.put("E1", "D0 E3 F2");
        leads.put("D28", "D26 E27");
        leads.put("E27", "D26 D28 F28");
        leads.put("G1", "F2");
        leads.put("H10", "G11 G9");
        leads.put("I15", "H16");
        leads.put("I19", "H18");
        leads.put("D0", "E1");
        leads.put("F28", "E27");
        leads.put("A21", "B20 B22");
        leads.put("C13", "C15 D14");
        leads.put("H12", "G11 H14");
        leads.put("F14", "F16");
        leads.put("C23", "B22 C21 D22");
        leads.put("J38", "J36 K39");
        leads.put("J28", "J30 K29");
        leads.put("L28", "K29 L30");
        leads.put("M35", "L34 L36");
        leads.put("M31", "L30 L32");
        leads.put("M37", "L36 L38");
        leads.put("I29", "J30");
        leads.put("M39", "L38");
        leads.put("I31", "J30 J32");
        leads.put("I37", "J36 J38");
        Map<String, String> actual = new TreeMap<>();
        for (HexView h : view().values()) {
            Set<String> to = new TreeSet<>();
            h.paths().forEach(p -> List.of(p.a(), p.b()).stream().filter(end -> end.startsWith("e"))
                    .forEach(end -> to.add(MAP.neighbor(h.coord(), Integer.parseInt(end.substring(1))))));
            if (!to.isEmpty()) {
                actual.put(h.coord(), String.join(" ", to));
            }
        }
        assertEquals(leads, actual);
    }

    /**
     * 6.7 customs: D12 München's stop is reached from Salzburg (edge 5); the through track SW-E (0-4),
     * Kufstein & Wörgl to D14, carries the customs sign. Wien's three cities: SD south-west, KE west,
     * FJ north-west.
     */
    @Test
    void muenchensThroughTrackAndWiensCities() {
        Map<String, HexView> view = view();
        assertEquals(Set.of("e5-s0", "e0-e4"), pathSet(view.get("D12")));
        assertEquals(List.of("1854/customs"), view.get("D12").icons());
        assertEquals(Set.of("e0-s0", "e1-s1", "e2-s2"), pathSet(view.get("C23")));
    }

    private static Set<String> pathSet(HexView h) {
        Set<String> out = new TreeSet<>();
        h.paths().forEach(p -> out.add(p.a() + "-" + p.b()));
        return out;
    }
}
