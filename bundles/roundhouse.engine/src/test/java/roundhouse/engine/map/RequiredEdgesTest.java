package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * {@code required_edges}: every tile on the hex must have track on the listed edges (1854: the three
 * marked hexes west of Wien keep their track to Wien), for yellow lays and upgrades alike.
 */
class RequiredEdgesTest {
    private static Board board() {
        return new Board(MapDefinition.load("t", TestBoards.ringMap("white", "", "\"location_names\":{\"B6\":\"Wien\"},"
                + "\"required_edges\":{\"B4\":[4]}"), "{\"tiles\":{\"7\":1,\"9\":1,\"24\":1}}"));
    }

    @Test
    void aTileThereMustKeepTheTrackOnTheEdge() {
        Board b = board();
        assertEquals(List.of(4), b.definition().requiredEdges("B4"));
        assertEquals(List.of(), b.definition().requiredEdges("C3"));
        // 9 at rotation 0 runs SW-NE (0-3), at rotation 1 W-E (1-4)
        String why = b.checkLay("X", new TileLay("B4", "9-0", 0), TestBoards.special());
        assertTrue(why != null && why.contains("a tile on B4 must keep its track toward Wien (B6)"), why);
        assertNull(b.checkLay("X", new TileLay("B4", "9-0", 1), TestBoards.special()));
        assertTrue(b.legalLays("X", TestBoards.special()).stream().filter(l -> l.hex().equals("B4"))
                .allMatch(l -> (b.definition().tiles.get(l.tileName()).exitMask[l.rotation()] & (1 << 4)) != 0));
    }

    @Test
    void theRefusalNamesThePlaceInThePlayersLanguage() {
        roundhouse.engine.spi.EngineText.use(java.util.Locale.GERMAN);
        try {
            String why = board().checkLay("X", new TileLay("B4", "9-0", 0), TestBoards.special());
            assertTrue(why != null && why.contains("ein Plättchen auf B4 muss sein Gleis nach Wien (B6) behalten"), why);
        } finally {
            roundhouse.engine.spi.EngineText.use(null);
        }
    }

    @Test
    void aBadEdgeFailsTheLoad() {
        MapDataException e = assertThrows(MapDataException.class, () -> MapDefinition.load("t",
                TestBoards.ringMap("white", "", "\"required_edges\":{\"B4\":[6]}"), "{\"tiles\":{}}"));
        assertEquals("map.json: $.required_edges.B4[0]: an edge is a whole number 0-5, not 6", e.getMessage());
    }
}
