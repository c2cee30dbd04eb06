package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

/**
 * A tile put on the board by a rule, not laid by a company (1844's Furka-Oberalp line): no colour,
 * upgrade or connection rule applies, the hex keeps its overlays, the tile leaves the supply.
 *
 * <p>B4 is a purple hex with a town worth 0 and no track, between C3 (SW, gray city 10, the
 * company's token) and A5 (NE, gray city 20). The placed tile P1 gives the town 10 and track to both.
 */
class PlaceTileTest {
    private static final String MAP = "{\"layout\":\"pointy\",\"hexes\":{"
            + "\"white\":[{\"coords\":[\"A3\",\"B2\",\"B6\",\"C5\"],\"code\":\"\"}],"
            + "\"purple\":[{\"coords\":[\"B4\"],\"code\":\"town=revenue:0\"}],"
            + "\"gray\":[{\"coords\":[\"C3\"],\"code\":\"city=revenue:10;path=a:3,b:_0\"},"
            + "{\"coords\":[\"A5\"],\"code\":\"city=revenue:20;path=a:0,b:_0\"}]}}";
    private static final String TILES = "{\"tiles\":{"
            + "\"P1\":{\"count\":1,\"color\":\"purple\",\"code\":\"town=revenue:10;path=a:0,b:_0;path=a:3,b:_0\"},"
            + "\"X79\":{\"count\":1,\"color\":\"purple\",\"code\":\"path=a:1,b:4,track:narrow\"}}}";
    private static final RouteRules RULES = new RouteRules(List.of("yellow"));
    private static final RecordedRoute THROUGH = new RecordedRoute("3-0", List.of(List.of("C3", "B4"), List.of("B4", "A5")),
            List.of("C3", "B4", "A5"), List.of(), 40);

    @Test
    void aPlacedTileReplacesWhatNoLayMayTouchAndKeepsTheOverlays() {
        Board b = new Board(MapDefinition.load("t", MAP, TILES));
        b.placeHomeToken("X", "C3", 0);
        b.overlay("X", new TileLay("B4", "X79-0", 0), TestBoards.special());
        // no company may lay on a purple hex
        String why = b.checkLay("X", new TileLay("B4", "P1-0", 0), LayRules.special(Set.of("purple"), null, null, true));
        assertNotNull(why);
        assertFalse(b.checkRun("X", List.of(THROUGH), id -> TrainSpec.stops(id, 3), RULES).ok());

        LayResult r = b.place(new TileLay("B4", "P1-0", 0));

        assertTrue(r.upgrade());
        assertEquals("P1-0", b.tileIdAt("B4"));
        assertFalse(b.isTileAvailable("P1-0"));
        assertEquals(List.of(new TileLay("B4", "X79-0", 0)), b.overlaysAt("B4"));
        assertEquals(Set.of("broad", "narrow"), b.trackTypesAt("B4"));
        RunResult run = b.checkRun("X", List.of(THROUGH), id -> TrainSpec.stops(id, 3), RULES);
        assertTrue(run.ok(), run.toString());
        assertEquals(40, run.total());
    }

    @Test
    void aTileNotInTheSupplyIsRefusedAndTheBoardUnchanged() {
        Board b = new Board(MapDefinition.load("t", MAP, TILES));
        b.place(new TileLay("B4", "P1-0", 0));
        MapRuleException e = assertThrows(MapRuleException.class, () -> b.place(new TileLay("A3", "P1-0", 0)));
        assertTrue(e.getMessage().contains("supply"), e.getMessage());
        assertEquals("P1-0", b.tileIdAt("B4"));
        assertThrows(MapRuleException.class, () -> b.place(new TileLay("Z9", "P1-1", 0)));
    }
}
