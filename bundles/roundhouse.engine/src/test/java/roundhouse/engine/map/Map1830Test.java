package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import roundhouse.api.view.HexView;
import roundhouse.api.view.MapView;

/** The loaded 1830 board against the digest's §8 tables, and the 1830 lay/token/route rules on it. */
class Map1830Test {
    final MapDefinition def = Maps1830.definition();

    @Test
    void boardHas93HexesByColourAsThe1830DigestSays() {
        assertEquals(93, def.hexes().size());
        Map<String, Long> byColor = def.hexes().stream().collect(Collectors.groupingBy(def::hexColor, Collectors.counting()));
        assertEquals(Map.of("white", 67L, "yellow", 7L, "gray", 12L, "red", 7L), byColor);
        assertEquals(85, def.tileNames().stream().mapToInt(def::tileCount).sum());
        assertEquals(49, def.hexes().stream().filter(h -> def.hexColor(h).equals("white") && def.printedTerrainCost(h) == 0).count());
    }

    @Test
    void revenuesMatchTheDigest() {
        List<String> early = List.of("yellow", "green");
        List<String> late = List.of("yellow", "green", "brown");
        assertEquals(40, def.preprintedRevenue("F2", 0, early));
        assertEquals(70, def.preprintedRevenue("F2", 0, late));
        assertEquals(30, def.preprintedRevenue("J2", 0, early));
        assertEquals(60, def.preprintedRevenue("J2", 0, late));
        assertEquals(20, def.preprintedRevenue("B24", 0, early));
        assertEquals(30, def.preprintedRevenue("B24", 0, late));
        assertEquals(40, def.preprintedRevenue("K13", 0, late));
        assertEquals(50, def.preprintedRevenue("A11", 0, late));
        assertEquals(40, def.preprintedRevenue("A19", 0, early));
        assertEquals(10, def.preprintedRevenue("H12", 0, early));
        assertEquals(30, def.preprintedRevenue("F6", 0, early));
        assertEquals(40, def.preprintedRevenue("G19", 1, early));
        assertEquals(10, def.preprintedRevenue("C15", 0, early));
        assertEquals(120, def.printedTerrainCost("F16"));
        assertEquals(80, def.printedTerrainCost("G19"));
        assertEquals("Scranton", def.locationName("F16"));
    }

    @Test
    void preprintedIdsAreThoseOf18xxGames() {
        Board b = Maps1830.board();
        assertEquals("city-0", b.tileIdAt("E19"));
        assertEquals("G19-0", b.tileIdAt("G19"));
        assertEquals("F24-1", b.tileIdAt("F24"));
        assertEquals("J14-1", b.tileIdAt("J14"));
        assertEquals("blank-0", b.tileIdAt("I13"));
        assertEquals("E11-0", b.tileIdAt("E11"));
        assertEquals("H18-1", b.tileIdAt("H18"));
        assertEquals("G19", b.hexOfCity("G19-0-1"));
    }

    @Test
    void firstTileOnAlbanyNeedsNycTokenAndKeepsItInTheCity() {
        Board b = Maps1830.board();
        TileLay lay = new TileLay("E19", "57-0", 1);
        assertTrue(b.checkLay("NYC", lay, LayRules.normal(Maps1830.YELLOW)).contains("does not connect to NYC's network"));
        b.placeHomeToken("NYC", "E19", 0);
        assertNull(b.checkLay("NYC", lay, LayRules.normal(Maps1830.YELLOW)));
        LayResult r = b.lay("NYC", lay, LayRules.normal(Maps1830.YELLOW));
        assertEquals(0, r.terrainCost());
        assertEquals(List.of("57-0-0"), b.tokensOf("NYC"));
        assertFalse(b.isTileAvailable("57-0"));
    }

    @Test
    void upgradesFollowColourLabelAndTrack() {
        Board b = Maps1830.board();
        b.placeHomeToken("NYNH", "G19", 0);
        LayRules yellow = LayRules.normal(Maps1830.YELLOW);
        LayRules green = LayRules.normal(Maps1830.GREEN);
        assertTrue(b.checkLay("NYNH", new TileLay("G19", "54-0", 0), yellow).contains("not available in this phase"));
        assertTrue(b.checkLay("NYNH", new TileLay("G19", "59-0", 0), green).contains("label NY must stay"));
        assertTrue(b.checkLay("NYNH", new TileLay("G19", "54-0", 1), green).contains("is not kept"));
        assertNull(b.checkLay("NYNH", new TileLay("G19", "54-0", 0), green));
        LayResult r = b.lay("NYNH", new TileLay("G19", "54-0", 0), green);
        assertEquals(80, r.terrainCost(), "1830 §11.2 #10: first green on G19 pays the water");
        assertTrue(r.upgrade());
        // the token follows its track: old city 0 (NE exit) is city 1 of #54 at rotation 0
        assertEquals(List.of("54-0-1"), b.tokensOf("NYNH"));
        assertTrue(b.checkLay("NYNH", new TileLay("G19", "62-0", 0), green).contains("brown tiles are not available"));
        assertTrue(b.checkLay("NYNH", new TileLay("G19", "54-0", 0), green).contains("already on the board"));
        assertTrue(b.checkLay("NYNH", new TileLay("F22", "14-0", 0), green).contains("can only take a yellow tile"), "white takes yellow only");
        assertTrue(b.checkLay("NYNH", new TileLay("F20", "7-0", 0), green).contains("cities and 0 towns, the hex needs 0 and 2"));
    }

    @Test
    void trackMayNotLeaveTheMapOrCrossALake() {
        Board b = Maps1830.board();
        LayRules any = LayRules.special(Maps1830.YELLOW, null, null, false);
        // A1 does not exist: B12 edge 2 (NW) is A11's side... use the map corner B22: NE would be A23 (no hex)
        String off = b.checkLay("X", new TileLay("B22", "9-0", 0), any);
        assertTrue(off.contains("off the map"), off);
        String lake = b.checkLay("X", new TileLay("F8", "9-0", 2), any);
        assertTrue(lake.contains("impassable border"), lake);
        String gray = b.checkLay("X", new TileLay("F10", "58-0", 0), any);
        assertTrue(gray.contains("blank side of E9"), gray);
        assertNull(b.checkLay("X", new TileLay("E13", "7-0", 3), any), "Rochester's SW track meets E13");
    }

    @Test
    void blockedHexRefusedUntilBlockerIsLifted() {
        Board b = Maps1830.board();
        LayRules cs = new LayRules(Maps1830.YELLOW, false, false, Set.of("3", "4", "58"), Set.of("B20"), true);
        assertTrue(b.checkLay("NYC", new TileLay("B20", "3-0", 0), cs).contains("blocked by private CS"));
        b.setBlockerActive("CS", false);
        assertNull(b.checkLay("NYC", new TileLay("B20", "3-0", 0), cs));
        assertTrue(b.checkLay("NYC", new TileLay("B20", "57-0", 0), cs).contains("only allows tiles"));
    }

    @Test
    void tokensNeedReachFreeSlotsAndRespectReservations() {
        Board b = Maps1830.board();
        b.placeHomeToken("PRR", "H12", 0);
        assertTrue(b.checkToken("PRR", "I15-0-0", false).contains("no free unreserved slot"), "B&O's home is reserved");
        assertNull(b.checkToken("B&O", "I15-0-0", false));
        assertTrue(b.checkToken("PRR", "D14-0-0", true).contains("not reachable"));
        assertTrue(b.checkToken("PRR", "H12-0-0", false).contains("already has a token"));
        assertTrue(b.checkToken("NYC", "E11-0-0", false).contains("reserved for ERIE"));
        assertTrue(b.checkToken("PRR", "nope-0", true).contains("no city nope-0"));
        assertEquals(List.of(), b.legalTokenCities("PRR"));
    }

    /** Every change of the board raises its count of changes (what a title caches from the board is keyed by it); a copy starts from it. */
    @Test
    void everyChangeOfTheBoardIsCounted() {
        Board b = Maps1830.board();
        long start = b.changes();
        b.placeHomeToken("PRR", "H12", 0);
        long afterToken = b.changes();
        assertTrue(afterToken > start, "a token");
        b.setBlockerActive("CS", false);
        assertTrue(b.changes() > afterToken, "a blocker");
        long beforeLay = b.changes();
        b.place(new TileLay("H10", "57-0", 1));
        assertTrue(b.changes() > beforeLay, "a lay");
        Board copy = b.copy();
        assertEquals(b.changes(), copy.changes());
        copy.removeToken("PRR", copy.tokensOf("PRR").get(0));
        assertTrue(copy.changes() > b.changes(), "the copy counts its own changes");
    }

    /** A look at the board with a token where it only passes (a lifted home token), and the board as it was after. */
    @Test
    void aLookWithATokenBrieflyPlacedLeavesTheBoardAsItWas() {
        Board b = Maps1830.board();
        b.placeHomeToken("ERIE", "E11", 0);
        b.lay("ERIE", new TileLay("E11", "59-0", 0), LayRules.normal(Maps1830.GREEN));
        long before = b.changes();
        List<String> seen = b.withTokensAt(Map.of("ERIE", "59-0-0"), () -> {
            assertTrue(b.reachesCity("ERIE", "59-0-0", ReachPurpose.ROUTES), "the network starts at the token placed");
            return b.tokensOf("ERIE");
        });
        assertEquals(List.of("59-0-0"), seen);
        assertEquals(List.of(), b.tokensOf("ERIE"), "the token is gone again");
        assertFalse(b.reachesCity("ERIE", "59-0-0", ReachPurpose.ROUTES), "and so is the network it started");
        assertTrue(b.changes() > before, "the caches that saw it are dropped");
        b.placeToken("ERIE", "59-0-1", false);
        assertEquals(List.of("59-0-1"), b.tokensOf("ERIE"), "the lifted token is placed by choice as before");
    }

    @Test
    void eriesHomeOnBareOoIsLiftedWhenTheFirstTileArrives() {
        Board b = Maps1830.board();
        b.placeHomeToken("ERIE", "E11", 0);
        LayResult r = b.lay("ERIE", new TileLay("E11", "59-0", 0), LayRules.normal(Maps1830.GREEN));
        assertEquals(List.of("ERIE"), r.displacedTokens());
        assertEquals(List.of(), b.tokensOf("ERIE"));
        b.placeToken("ERIE", "59-0-1", false);
        assertEquals(List.of("59-0-1"), b.tokensOf("ERIE"));
    }

    @Test
    void copyIsIndependent() {
        Board b = Maps1830.board();
        b.placeHomeToken("NYC", "E19", 0);
        Board c = b.copy();
        c.lay("NYC", new TileLay("E19", "57-0", 1), LayRules.normal(Maps1830.YELLOW));
        assertEquals("city-0", b.tileIdAt("E19"));
        assertEquals("57-0", c.tileIdAt("E19"));
        assertTrue(b.isTileAvailable("57-0"));
    }

    @Test
    void legalLaysAreAllAcceptedAndIncludeTheObviousOnes() {
        Board b = Maps1830.board();
        b.placeHomeToken("PRR", "H12", 0);
        LayRules rules = LayRules.normal(Maps1830.YELLOW).ignoringBlockers();
        List<TileLay> lays = b.legalLays("PRR", rules);
        assertFalse(lays.isEmpty());
        for (TileLay lay : lays) {
            assertNull(b.checkLay("PRR", lay, rules), lay.toString());
            assertTrue(Set.of("H10", "H14").contains(lay.hex()), lay.toString());
        }
        assertTrue(lays.contains(new TileLay("H14", "9-0", 1)));
    }

    /**
     * The supply hands out the lowest copy never laid, and a copy that came back from the map only after
     * every other (18xx.games' supply puts tiles taken off the map at its end, and writes the copy laid).
     */
    @Test
    void aTileTakenOffTheMapComesBackAtTheEndOfTheSupply() {
        Board b = Maps1830.board();
        b.placeHomeToken("PRR", "H12", 0);
        LayRules yellow = LayRules.normal(Maps1830.YELLOW).ignoringBlockers();
        b.lay("PRR", new TileLay("H14", "9-0", 1), yellow);
        b.lay("PRR", lay(b, "H10", "57", yellow), yellow);
        b.lay("PRR", lay(b, "H10", null, LayRules.normal(Maps1830.GREEN).ignoringBlockers()), LayRules.normal(Maps1830.GREEN));
        assertTrue(b.isTileAvailable("57-0"), "57-0 is back in the supply");
        assertEquals("57-1", lay(b, "H16", "57", yellow).tileId(), "the copies never laid come first");
    }

    /** A legal lay on {@code hex}, of the tile named {@code name} (any where null). */
    private static TileLay lay(Board b, String hex, String name, LayRules rules) {
        return b.legalLays("PRR", rules).stream().filter(l -> l.hex().equals(hex) && (name == null || l.tileName().equals(name)))
                .findFirst().orElseThrow(() -> new AssertionError("no lay of " + name + " on " + hex));
    }

    @Test
    void viewShowsTilesTokensAndOffboardValues() {
        Board b = Maps1830.board();
        b.placeHomeToken("NYC", "E19", 0);
        b.lay("NYC", new TileLay("E19", "57-0", 1), LayRules.normal(Maps1830.YELLOW));
        MapView v = b.view(Maps1830.PHASE5);
        assertEquals("pointy", v.orientation());
        HexView e19 = v.hexes().stream().filter(h -> h.coord().equals("E19")).findFirst().orElseThrow();
        assertEquals("57-0", e19.tileId());
        assertEquals(List.of("NYC"), e19.stops().get(0).tokens());
        assertEquals(18, e19.x());
        assertEquals(4, e19.y());
        HexView f2 = v.hexes().stream().filter(h -> h.coord().equals("F2")).findFirst().orElseThrow();
        assertEquals(70, f2.stops().get(0).revenue());
        HexView e7 = v.hexes().stream().filter(h -> h.coord().equals("E7")).findFirst().orElseThrow();
        assertEquals(List.of(5), e7.borders());
    }

    @Test
    void viewNamesPreprintedTilesAsCityRefsDo() {
        Board b = Maps1830.board();
        MapView v = b.view(Maps1830.PHASE5);
        int cities = 0;
        for (HexView h : v.hexes()) {
            assertEquals(b.tileIdAt(h.coord()), h.tileId(), h.coord());
            if (h.stops().stream().anyMatch(s -> s.kind().equals("city"))) {
                assertEquals(h.coord(), b.hexOfCity(h.tileId() + "-0"), h.coord());
                cities++;
            }
        }
        assertTrue(cities >= 10, "preprinted cities: " + cities);
    }
}
