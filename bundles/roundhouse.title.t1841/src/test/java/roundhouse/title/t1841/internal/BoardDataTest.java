package roundhouse.title.t1841.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import roundhouse.api.view.HexView;
import roundhouse.api.view.PathView;
import roundhouse.api.view.StopView;
import roundhouse.engine.map.Board;
import roundhouse.engine.map.MapDefinition;
import roundhouse.engine.map.ReachPurpose;
import roundhouse.engine.map.RouteRules;

/**
 * The board of each edition and map against the digest's map facts (digest 9.2-9.6, 11.1): what
 * loads, what the editions draw differently, the lite map, the tile supply, the ids the recorded
 * games name, and the province borders by phase.
 */
class BoardDataTest {
    private static final T1841Title TITLE = new T1841Title();
    private static final Set<String> RULEBOOK = Set.of();
    private static final Set<String> SECOND = Set.of(T1841Title.VERSION_2);
    private static final Set<String> LITE = Set.of(T1841Title.LITE);
    private static final Set<String> SECOND_LITE = Set.of(T1841Title.VERSION_2, T1841Title.LITE);
    private static final List<String> PHASES = List.of("2", "3", "4", "5", "6", "7", "8");
    private static final List<String> TUSCAN_SOUTH = List.of("R12", "S11", "S13", "S15", "T10", "T12", "T14", "U13", "U15",
            "V12", "V14");
    private static final Path FIXTURES = Path.of("src/test/resources/fixtures/1841");

    private final AtomicReference<String> phase = new AtomicReference<>("2");

    private Board board(Set<String> options) {
        Board b = new Board(TITLE.map(options));
        b.usePhases(PHASES, phase::get);
        return b;
    }

    private static Map<String, HexView> view(Board b, String offboardColor) {
        Map<String, HexView> out = new TreeMap<>();
        for (HexView h : b.view(new RouteRules(List.of("yellow"), offboardColor)).hexes()) {
            out.put(h.coord(), h);
        }
        return out;
    }

    /** The board as printed: without phases, only the printed borders stand. */
    private static Map<String, HexView> view(Set<String> options) {
        return view(new Board(TITLE.map(options)), "white");
    }

    /** Stops of a kind on the map; ports are the towns on blue hexes. */
    private static int count(Map<String, HexView> map, String kind, boolean onBlue) {
        int n = 0;
        for (HexView h : map.values()) {
            if (h.color().equals("blue") == onBlue) {
                n += (int) h.stops().stream().filter(s -> s.kind().equals(kind)).count();
            }
        }
        return n;
    }

    @Test
    void everyEditionAndMapLoads() {
        assertEquals(Set.of(T1841Title.VERSION_2, T1841Title.LITE), TITLE.map().options());
        for (Set<String> options : List.of(RULEBOOK, SECOND, LITE, SECOND_LITE)) {
            MapDefinition m = TITLE.map(options);
            assertEquals(options.contains(T1841Title.LITE) ? 122 : 133, m.hexes().size(), options.toString());
            assertEquals("flat", m.layout());
            assertFalse(m.letterColumns(), "letters name the rows (AXES x: number, y: letter)");
        }
        MapDefinition m = TITLE.map(SECOND);
        assertEquals("H8", m.neighbor("F8", 0));
        assertEquals("E9", m.neighbor("F8", 4));
        assertEquals("A5", m.neighbor("a4", 5), "row a lies above row A");
    }

    @Test
    void stopsOfTheFullAndTheLiteMap() {
        // cities (Torino and Firenze two each), towns but ports, ports, off-boards (hidden ones too), passes
        assertStops(view(SECOND), 29, 19, 6, 15, 18);
        assertStops(view(RULEBOOK), 29, 18, 6, 15, 18);
        assertStops(view(SECOND_LITE), 24, 15, 5, 15, 18);
        assertStops(view(LITE), 24, 14, 5, 15, 18);
    }

    private static void assertStops(Map<String, HexView> map, int cities, int towns, int ports, int offboards, int passes) {
        assertEquals(List.of(cities, towns, ports, offboards, passes), List.of(count(map, "city", false), count(map, "town", false),
                count(map, "town", true), count(map, "offboard", false), count(map, "pass", false)));
    }

    @Test
    void cuneoIsAnEmptyWhiteCityInTheRulebookAndPrintedYellowInTheSecondEdition() {
        HexView v1 = view(RULEBOOK).get("M3");
        assertEquals("white", v1.color());
        assertEquals(List.of(), v1.paths());
        assertEquals(List.of(0), v1.borders());
        HexView v2 = view(SECOND).get("M3");
        assertEquals("yellow", v2.color());
        assertEquals(30, v2.stops().get(0).revenue());
        assertEquals(Set.of("e3", "e4", "e5"), edgesOf(v2, "s0"));
        assertEquals(List.of(), v2.borders());
        for (HexView h : List.of(v1, v2)) {
            assertEquals("Y", h.label());
            assertEquals("mountain", h.terrain());
            assertEquals(50, h.terrainCost());
            assertEquals("M3-0", h.tileId());
        }
    }

    @Test
    void firenzesCitiesLeadToOtherEdgesInTheSecondEdition() {
        HexView v1 = view(RULEBOOK).get("R14");
        assertEquals(Set.of("e1"), edgesOf(v1, "s0"));
        assertEquals(Set.of("e2"), edgesOf(v1, "s1"));
        HexView v2 = view(SECOND).get("R14");
        assertEquals(Set.of("e1", "e5"), edgesOf(v2, "s0"));
        assertEquals(Set.of("e2"), edgesOf(v2, "s1"));
        assertEquals("R14-0", v2.tileId());
    }

    @Test
    void albengaAndTheBordersOfN4AndO3ComeWithTheEdition() {
        Map<String, HexView> v1 = view(RULEBOOK);
        Map<String, HexView> v2 = view(SECOND);
        assertEquals(List.of(), v1.get("O5").stops());
        assertNull(v1.get("O5").locationName());
        assertEquals(List.of(2, 3), v1.get("O5").borders());
        assertEquals(List.of(5), v1.get("N4").borders());
        assertEquals(List.of(3), v1.get("O3").borders());
        assertEquals("town", v2.get("O5").stops().get(0).kind());
        assertEquals("Albenga", v2.get("O5").locationName());
        assertEquals(List.of(3), v2.get("O5").borders());
        assertEquals(List.of(), v2.get("N4").borders());
        assertEquals(List.of(), v2.get("O3").borders());
        for (Map<String, HexView> m : List.of(v1, v2)) {
            assertEquals(50, m.get("O5").terrainCost());
            assertEquals(50, m.get("N4").terrainCost());
            assertEquals(100, m.get("O3").terrainCost());
        }
    }

    @Test
    void liteMapHasRomaForTuscany() {
        for (Set<String> options : List.of(LITE, SECOND_LITE)) {
            MapDefinition m = TITLE.map(options);
            for (String gone : TUSCAN_SOUTH) {
                assertFalse(m.hasHex(gone), gone);
            }
            assertEquals("Tuscana - Roma", m.locationName("P12"));
            for (String hidden : List.of("Q11", "Q13", "R14")) {
                assertNull(m.locationName(hidden), hidden);
            }
            Map<String, HexView> v = view(new Board(m), "black");
            assertEquals(List.of(250, 250, 250, 250), List.of("P12", "Q11", "Q13", "R14").stream()
                    .map(h -> v.get(h).stops().get(0).revenue()).toList());
            assertEquals(Map.of("white", 50, "gray", 100, "black", 250), v.get("P12").stops().get(0).revenueByPhase());
            assertFalse(v.get("P12").stops().get(0).valueHidden());
            assertTrue(v.get("R14").stops().get(0).valueHidden());
            assertEquals(Set.of("e2", "e3", "e4"), edgesOf(v.get("P12"), "s0"));
            assertEquals("R14-1", v.get("R14").tileId());
            assertEquals("N14-21", v.get("N14").tileId());
            assertEquals("M15-22", v.get("M15").tileId());
            assertEquals("Q15-0", v.get("Q15").tileId());
            assertEquals(List.of(0), v.get("N14").borders(), "P14's own border, drawn on both sides");
            assertEquals(List.of(), v.get("Q15").borders());
            assertEquals(List.of(1), v.get("O11").borders());
        }
        Map<String, HexView> full = view(SECOND);
        assertEquals("Roma", full.get("U13").locationName());
        assertEquals("Q15-2", full.get("Q15").tileId());
        assertEquals("N14-2", full.get("N14").tileId());
        assertEquals(List.of(0), full.get("N14").borders());
        assertEquals(List.of(0, 1), full.get("O11").borders());
    }

    @Test
    void offboardsPayByThePhasesColour() {
        Board b = board(SECOND);
        assertEquals(List.of(0, 140, 200), List.of("white", "gray", "black").stream()
                .map(c -> view(b, c).get("E1").stops().get(0).revenue()).toList());
        assertEquals(List.of(10, 40, 200), List.of("white", "gray", "black").stream()
                .map(c -> view(b, c).get("U13").stops().get(0).revenue()).toList());
        Map<String, HexView> v = view(b, "white");
        assertEquals(List.of(40, 20, 70, 10, 10, 20), List.of("G17", "M17", "O7", "P6", "Q9", "T10").stream()
                .map(h -> v.get(h).stops().get(0).revenue()).toList(), "ports");
        assertEquals(60, v.get("F8").stops().get(0).revenue());
        assertEquals(List.of(40, 40), v.get("H4").stops().stream().map(StopView::revenue).toList());
    }

    @Test
    void tileSupplyOfEachEdition() {
        MapDefinition rulebook = TITLE.map(RULEBOOK);
        MapDefinition second = TITLE.map(SECOND);
        for (MapDefinition m : List.of(rulebook, second, TITLE.map(LITE), TITLE.map(SECOND_LITE))) {
            assertEquals(Map.of("yellow", 72, "green", 74, "brown", 45), totals(m));
            assertEquals(2, m.tileCount("144"));
            assertEquals(2, m.tileCount("610"));
            assertEquals(16, m.tileCount("8"));
        }
        assertEquals(1, rulebook.tileCount("608"));
        assertEquals(0, rulebook.tileCount("612"));
        assertEquals(0, second.tileCount("608"));
        assertEquals(1, second.tileCount("612"));
        assertEquals(0, TITLE.map(LITE).tileCount("612"));
        assertEquals(1, TITLE.map(SECOND_LITE).tileCount("612"));
    }

    private static Map<String, Integer> totals(MapDefinition m) {
        Map<String, Integer> out = new TreeMap<>();
        for (String t : m.tileNames()) {
            out.merge(m.tileColor(t), m.tileCount(t), Integer::sum);
        }
        return out;
    }

    @Test
    void everyPlaceTheRecordedGamesNameIsOnTheirMap() throws IOException {
        assertNamesExist("1841_game_end_bankrupt.json", SECOND);
        assertNamesExist("1841_game_end_bank.json", SECOND_LITE);
        assertNamesExist("1841_game_end_offboards.json", SECOND_LITE);
    }

    /**
     * Cities on printed hexes ({@code K11-6-0}) resolve on the untouched board, cities of laid tiles
     * ({@code 619-1-0}) name a copy the supply has, every hex exists, and a route's stop on a hex the
     * game never lays a tile on is a stop the hex prints.
     */
    private void assertNamesExist(String file, Set<String> options) throws IOException {
        MapDefinition m = TITLE.map(options);
        Board b = new Board(m);
        Map<String, HexView> printed = view(b, "white");
        List<JsonObject> actions = new ArrayList<>();
        for (JsonElement a : JsonParser.parseString(Files.readString(FIXTURES.resolve(file), StandardCharsets.UTF_8))
                .getAsJsonObject().getAsJsonArray("actions")) {
            collect(a.getAsJsonObject(), actions);
        }
        Set<String> tiled = new HashSet<>();
        Set<String> cities = new LinkedHashSet<>();
        List<String> nodes = new ArrayList<>();
        for (JsonObject a : actions) {
            if (a.has("hex")) {
                String hex = a.get("hex").getAsString();
                assertTrue(m.hasHex(hex), file + ": hex " + hex);
                tiled.add(hex);
            }
            if (a.has("city")) {
                cities.add(a.get("city").getAsString());
            }
            if (a.has("routes")) {
                for (JsonElement r : a.getAsJsonArray("routes")) {
                    r.getAsJsonObject().getAsJsonArray("nodes").forEach(n -> nodes.add(n.getAsString()));
                }
            }
        }
        int printedCities = 0;
        for (String city : cities) {
            if (Character.isLetter(city.charAt(0))) {
                assertNotNull(b.hexOfCity(city), file + ": city " + city);
                printedCities++;
            } else {
                String[] p = city.split("-");
                assertTrue(Integer.parseInt(p[1]) < m.tileCount(p[0]), file + ": city " + city + " of a tile the supply lacks");
            }
        }
        assertTrue(printedCities >= 7, file + ": " + cities);
        for (String node : nodes) {
            int dash = node.lastIndexOf('-');
            String hex = node.substring(0, dash);
            assertTrue(m.hasHex(hex), file + ": route node " + node);
            if (!tiled.contains(hex)) {
                assertTrue(Integer.parseInt(node.substring(dash + 1)) < printed.get(hex).stops().size(), file + ": route node " + node);
            }
        }
    }

    private static void collect(JsonObject a, List<JsonObject> into) {
        into.add(a);
        if (a.has("auto_actions")) {
            a.getAsJsonArray("auto_actions").forEach(x -> collect(x.getAsJsonObject(), into));
        }
    }

    @Test
    void provinceBordersBlockTokensWhileTheyStandAndTrackOnlyInPhase2() {
        Board b = board(SECOND);
        // Swiss (C7 south, mirrored on E7's north), 1859 (P12 north-west), Veneto of 1866 (F12 south-west)
        for (String p : PHASES) {
            phase.set(p);
            int n = Integer.parseInt(p);
            assertTrue(b.isImpassable("C7", 0, ReachPurpose.TOKENS), p);
            assertTrue(b.isImpassable("E7", 3, ReachPurpose.TOKENS), p);
            assertEquals(n < 4, b.isImpassable("P12", 2, ReachPurpose.TOKENS), p);
            assertEquals(n == 4, b.isImpassable("F12", 1, ReachPurpose.TOKENS), p);
            assertEquals(n == 4, b.isImpassable("G11", 4, ReachPurpose.TOKENS), p);
            assertEquals(n < 5, b.isImpassable("I13", 2, ReachPurpose.TOKENS), "the Po border stands in phases 2-4: " + p);
            assertEquals(n < 3, b.isImpassable("C7", 0, ReachPurpose.TRACK), p);
            assertEquals(n < 3, b.isImpassable("P12", 2, ReachPurpose.TRACK), p);
            for (String[] side : new String[][] {{"C7", "0"}, {"P12", "2"}, {"F12", "1"}, {"I13", "2"}}) {
                assertFalse(b.isImpassable(side[0], Integer.parseInt(side[1]), ReachPurpose.ROUTES), "trains cross: " + p);
                assertFalse(b.isImpassable(side[0], Integer.parseInt(side[1])), p);
            }
            assertFalse(b.isImpassable("F12", 1, ReachPurpose.TRACK), "the 1866 border comes after track crosses borders");
        }
    }

    @Test
    void liteDrawsThePiedmontTuscanBorderOnlyNorthOfLaSpezia() {
        Board full = board(SECOND);
        Board lite = board(SECOND_LITE);
        assertTrue(full.isImpassable("P10", 5, ReachPurpose.TOKENS));
        assertFalse(lite.isImpassable("P10", 5, ReachPurpose.TOKENS));
        assertTrue(lite.isImpassable("P10", 3, ReachPurpose.TOKENS));
        assertFalse(lite.isImpassable("P12", 2, ReachPurpose.TOKENS));
        assertTrue(lite.isImpassable("O13", 3, ReachPurpose.TOKENS));
        phase.set("4");
        assertFalse(lite.isImpassable("P10", 3, ReachPurpose.TOKENS));
        assertTrue(lite.isImpassable("H12", 1, ReachPurpose.TOKENS));
    }

    /** The edges a stop's printed track leads to ({@code e0}..{@code e5}). */
    private static Set<String> edgesOf(HexView h, String stop) {
        Set<String> out = new HashSet<>();
        for (PathView p : h.paths()) {
            if (p.a().equals(stop)) {
                out.add(p.b());
            } else if (p.b().equals(stop)) {
                out.add(p.a());
            }
        }
        return out;
    }
}
