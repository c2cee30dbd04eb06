package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

/**
 * Tile overlays: track added onto a hex's tile without replacing it (1844 tunnels under existing
 * track). The overlay's narrow track joins reach and routes, costs what its tile says, is board
 * state (copied) and stays when the tile under it is upgraded.
 *
 * <p>B4 (blank) lies between C3 (SW, gray city 10, the company's token) and A5 (NE, gray city 20).
 */
class OverlaysTest {
    private static final String MAP = "{\"layout\":\"pointy\",\"hexes\":{"
            + "\"white\":[{\"coords\":[\"A3\",\"B2\",\"B4\",\"B6\",\"C5\"],\"code\":\"\"}],"
            + "\"gray\":[{\"coords\":[\"C3\"],\"code\":\"city=revenue:10;path=a:3,b:_0\"},"
            + "{\"coords\":[\"A5\"],\"code\":\"city=revenue:20;path=a:0,b:_0\"}]}}";
    private static final String TILES = "{\"tiles\":{\"9\":1,\"23\":1,"
            + "\"X79\":{\"count\":1,\"color\":\"purple\",\"code\":\"path=a:0,b:3,track:narrow;upgrade=cost:100\"}}}";
    private static final RouteRules RULES = new RouteRules(List.of("yellow"));
    private static final RecordedRoute THROUGH = new RecordedRoute("2-0", List.of(List.of("C3", "B4", "A5")),
            List.of("C3", "A5"), List.of(), 30);

    private static RunResult run(Board b) {
        return b.checkRun("X", List.of(THROUGH), id -> TrainSpec.stops(id, 2), RULES);
    }

    @Test
    void anOverlayAddsTrackThatStaysThroughUpgrades() {
        Board b = new Board(MapDefinition.load("t", MAP, TILES));
        b.placeHomeToken("X", "C3", 0);
        b.lay("X", new TileLay("B4", "9-0", 1), TestBoards.special());
        Board before = b.copy();
        assertFalse(run(b).ok());
        LayResult r = b.overlay("X", new TileLay("B4", "X79-0", 0), LayRules.normal(Set.of("yellow")));
        assertEquals(100, r.terrainCost());
        assertEquals("9-0", b.tileIdAt("B4"));
        assertEquals(Set.of("broad", "narrow"), b.trackTypesAt("B4"));
        assertEquals(30, run(b).total());
        assertEquals(2, b.routeGraph("X", RULES).stops().size());
        // The copy made before has no overlay; a copy made now has it.
        assertEquals(List.of(), before.overlaysAt("B4"));
        assertEquals(30, run(b.copy()).total());
        // Upgrading the tile under the tunnel keeps the tunnel.
        b.lay("X", new TileLay("B4", "23-0", 1), TestBoards.special());
        assertEquals(List.of(new TileLay("B4", "X79-0", 0)), b.overlaysAt("B4"));
        assertEquals(30, run(b).total());
    }

    @Test
    void anOverlayMustTouchTheNetworkAndStayOnTheMap() {
        Board b = new Board(MapDefinition.load("t", MAP, TILES));
        b.placeHomeToken("X", "C3", 0);
        String why = b.checkOverlay("X", new TileLay("B4", "X79-0", 1), LayRules.normal(Set.of("yellow")));
        assertTrue(why != null && why.contains("does not connect"), why);
        why = b.checkOverlay("X", new TileLay("A5", "X79-0", 0), TestBoards.special());
        assertTrue(why != null && why.contains("off the map"), why);
    }

    /** The overlays listed at once are those the one-by-one check accepts, in hex, tile, rotation order. */
    @Test
    void theListedOverlaysAreThoseTheCheckAccepts() {
        Board b = new Board(MapDefinition.load("t", MAP, TILES));
        b.placeHomeToken("X", "C3", 0);
        List<String> hexes = List.of("A3", "B2", "B4", "B6", "C5", "C3", "A5", "Z9");
        for (LayRules rules : List.of(LayRules.normal(Set.of("yellow")), TestBoards.special())) {
            java.util.List<TileLay> oneByOne = new java.util.ArrayList<>();
            for (String hex : hexes) {
                for (String id : List.of("X79-0", "9-0")) {
                    for (int r = 0; r < 6; r++) {
                        if (b.overlayRefusal("X", new TileLay(hex, id, r), rules) == null) {
                            oneByOne.add(new TileLay(hex, id, r));
                        }
                    }
                }
            }
            assertEquals(oneByOne, b.legalOverlays("X", List.of("X79-0", "9-0"), hexes, rules, Integer.MAX_VALUE));
            assertFalse(oneByOne.isEmpty());
            String first = oneByOne.get(0).hex();
            assertEquals(oneByOne.stream().filter(l -> l.hex().equals(first) && l.tileId().equals("X79-0")).toList(),
                    b.legalOverlays("X", List.of("X79-0"), hexes, rules, 1)); // the whole first hex
        }
        b.overlay("X", new TileLay("B4", "X79-0", 0), LayRules.normal(Set.of("yellow")));
        assertEquals(List.of(), b.legalOverlays("X", List.of("X79-0"), hexes, TestBoards.special(), Integer.MAX_VALUE));
    }
}
