package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.LayRules;
import roundhouse.engine.map.MapDefinition;
import roundhouse.engine.map.RecordedRoute;
import roundhouse.engine.map.RouteRules;
import roundhouse.engine.map.RunResult;
import roundhouse.engine.map.TileLay;
import roundhouse.engine.map.TrainSpec;

/**
 * 1854's upgrade rules as the board data carries them (rulebook "Aufwertung von Gleisteilen", digest
 * 6.3): the W tiles only on Wien and only they there (433, 451, 456), yellow double towns to the
 * green cities 14/15/619 with their exits kept, then 611 and 915; Sankt Pölten on the local board to
 * 15; nothing on the tunnel-only hexes; the Vienna links; and the rulebook's revenue example.
 */
class BoardUpgradesTest {
    private static final MapDefinition MAP = BoardDataTest.MAP;
    private static final Set<String> ALL = Set.of("yellow", "green", "brown", "gray");
    /** Lays by rule, without the network: these tests are about which tile fits where. */
    private static final LayRules ANY = LayRules.special(ALL, null, null, true);

    private static String lay(Board b, String hex, String tile, int rotation) {
        String why = b.checkLay("KE", new TileLay(hex, tile, rotation), ANY);
        if (why == null) {
            b.lay("KE", new TileLay(hex, tile, rotation), ANY);
        }
        return why;
    }

    /** The tile names the engine offers on a hex now. */
    private static Set<String> offered(Board b, String hex) {
        Set<String> out = new TreeSet<>();
        b.legalLays("KE", ANY).stream().filter(l -> l.hex().equals(hex)).forEach(l -> out.add(l.tileName()));
        return out;
    }

    @Test
    void wienTakesTheWTilesInTurnAndNothingElse() {
        Board b = new Board(MAP);
        b.placeHomeToken("SD", "C23", 0);
        b.placeHomeToken("KE", "C23", 1);
        b.placeHomeToken("FJ", "C23", 2);
        assertEquals(Set.of("433"), offered(b, "C23"));
        String why = lay(b, "C23", "14-0", 0);
        assertTrue(why != null && why.contains("label W"), why);
        assertNull(lay(b, "C23", "433-0", 0));
        // each home token stays on the city of its track: SD south-west, KE west, FJ north-west
        assertEquals(List.of("433-0-0"), b.tokensOf("SD"));
        assertEquals(List.of("433-0-1"), b.tokensOf("KE"));
        assertEquals(List.of("433-0-2"), b.tokensOf("FJ"));
        assertEquals(Set.of("451"), offered(b, "C23"));
        assertNull(lay(b, "C23", "451-0", 0));
        assertEquals(Set.of("456"), offered(b, "C23"));
        assertNull(lay(b, "C23", "456-0", 0));
        assertEquals(List.of("456-0-0"), b.tokensOf("KE"));
        assertEquals(70, b.view(new RouteRules(BoardDataTest.GRAY)).hexes().stream().filter(h -> h.coord().equals("C23"))
                .findFirst().orElseThrow().stops().get(0).revenue());
    }

    @Test
    void theWTilesGoNowhereButWien() {
        Board b = new Board(MAP);
        // Linz: a yellow city, then green; 433 is refused for its label
        assertNull(lay(b, "C17", "57-0", 1));
        String why = lay(b, "C17", "433-0", 0);
        assertTrue(why != null && why.contains("label"), why);
        assertTrue(offered(b, "C17").stream().noneMatch(t -> Set.of("433", "451", "456").contains(t)), offered(b, "C17").toString());
        for (String hex : MAP.hexes()) {
            if (!hex.equals("C23")) {
                assertTrue(offered(b, hex).stream().noneMatch(t -> Set.of("433", "451", "456").contains(t)), hex);
            }
        }
    }

    /** Digest 10.4 "upgrades to": which green cities each yellow double-town tile takes, over all its rotations. */
    @Test
    void yellowDoubleTownsUpgradeToTheGreenCitiesWithTheSameExits() {
        Map<String, Set<String>> expected = Map.of("1", Set.of("14"), "55", Set.of("14"), "2", Set.of("15"), "56",
                Set.of("15"), "69", Set.of("619"));
        // Dornbirn & Feldkirch (F2): no terrain, no Vienna link; a free double-town hex on the map's west edge
        Map<String, Set<String>> actual = new TreeMap<>();
        for (String yellow : expected.keySet()) {
            Set<String> greens = new TreeSet<>();
            for (int r = 0; r < 6; r++) {
                Board b = new Board(MAP);
                if (lay(b, "F2", yellow + "-0", r) == null) {
                    greens.addAll(offered(b, "F2"));
                }
            }
            actual.put(yellow, greens);
        }
        assertEquals(new TreeMap<>(expected), actual);
    }

    @Test
    void aJoinedDoubleTownGoesOnTo611And915() {
        Board b = new Board(MAP);
        // tile 1 at rotation 2: towns on SW-NW and NE-SE; edge 1 (W) would run off the map
        assertNull(lay(b, "F2", "1-0", 2));
        assertTrue(lay(b, "F2", "3-0", 0) != null);
        assertNull(lay(b, "F2", "14-0", 2));
        b.placeToken("VB", b.cityRef("F2", 0), false);
        assertNull(lay(b, "F2", "611-0", 2));
        assertNull(lay(b, "F2", "915-0", 2));
        assertEquals(List.of("915-0-0"), b.tokensOf("VB"));
    }

    @Test
    void singleTownsHaveNoUpgrade() {
        Board b = new Board(MAP);
        assertNull(lay(b, "D16", "4-0", 0)); // Wels
        assertEquals(Set.of(), offered(b, "D16"));
    }

    @Test
    void sanktPoeltenOnTheLocalBoardTakesGreen15() {
        Board b = new Board(MAP);
        b.placeHomeToken("1", "J38", 0);
        b.placeHomeToken("2", "J38", 1);
        assertEquals(Set.of("15"), offered(b, "J38"));
        assertNull(lay(b, "J38", "15-0", 5));
        assertEquals(List.of("15-0-0"), b.tokensOf("1"));
        assertEquals(List.of("15-0-0"), b.tokensOf("2"));
    }

    @Test
    void nothingButATunnelGoesOnTheTunnelHexes() {
        Board b = new Board(MAP);
        for (String hex : List.of("F12", "F14", "F18", "G5", "G7", "G11", "G13", "G17")) {
            assertEquals(Set.of(), offered(b, hex), hex);
        }
        // track may point into a tunnel hex: Klagenfurt's yellow city toward G17 (north-west)
        assertNull(lay(b, "H18", "6-0", 2));
    }

    @Test
    void theHexesWestOfWienKeepTheirTrackToIt() {
        Board b = new Board(MAP);
        // Krems & Tulln (C21): tile 55 at rotation 0 runs W-E (1-4): edge 4 leads to Wien
        assertNull(b.checkLay("KE", new TileLay("C21", "55-0", 0), ANY));
        // tile 56 at rotation 0 uses 0, 1, 2, 3: no track to Wien
        String why = b.checkLay("KE", new TileLay("C21", "56-0", 0), ANY);
        assertTrue(why != null && why.contains("toward Wien (C23)"), why);
        for (String hex : List.of("B22", "C21", "D22")) {
            int edge = MAP.requiredEdges(hex).get(0);
            List<TileLay> lays = b.legalLays("KE", ANY).stream().filter(l -> l.hex().equals(hex)).toList();
            assertTrue(lays.size() >= 5, hex + " " + lays);
            for (TileLay l : lays) {
                Board after = new Board(MAP);
                after.lay("KE", l, ANY);
                assertTrue(after.view(new RouteRules(BoardDataTest.YELLOW)).hexes().stream().filter(h -> h.coord().equals(hex))
                        .findFirst().orElseThrow().paths().stream().anyMatch(p -> p.a().equals("e" + edge) || p.b().equals("e" + edge)),
                        l.toString());
            }
        }
    }

    /**
     * The rulebook's revenue example (Einfahrergebnis, green phase): KT's 2-train runs Klagenfurt -
     * Laibach (30 + 30), its 3-train Klagenfurt - Villach - Venedig (30 + 10 + 30), 130 in all.
     */
    @Test
    void theRulebooksExampleRunEarns130InTheGreenPhase() {
        Board b = new Board(MAP);
        assertNull(lay(b, "H18", "57-0", 1)); // Klagenfurt, W-E
        assertNull(lay(b, "H18", "14-0", 1)); // green: W, NW, E, SE (Laibach)
        assertNull(lay(b, "H16", "1-0", 0)); // Spital & Villach: SW (Venedig) - E (Klagenfurt)
        b.placeHomeToken("KT", "H18", 0);
        RecordedRoute laibach = new RecordedRoute("2-0", List.of(List.of("H18", "I19")), List.of("H18", "I19"), List.of(), 60);
        RecordedRoute venedig = new RecordedRoute("3-0", List.of(List.of("H18", "H16"), List.of("H16", "I15")),
                List.of("H18", "H16", "I15"), List.of(), 70);
        RunResult run = b.checkRun("KT", List.of(laibach, venedig), id -> TrainSpec.stops(id, id.startsWith("2") ? 2 : 3),
                new RouteRules(BoardDataTest.GREEN));
        assertNull(run.error());
        assertEquals(130, run.total());
    }
}
