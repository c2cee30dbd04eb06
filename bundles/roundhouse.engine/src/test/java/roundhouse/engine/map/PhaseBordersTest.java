package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;

/**
 * Borders that change with the phase ({@code map.json} {@code phase_borders}): impassable or costly
 * from one phase on or until one; mirrored onto the neighbour; reach follows at once.
 * B4 is a yellow city with track to the east (B6); B6's west side is B4's east side.
 */
class PhaseBordersTest {
    private static final String B4 = "city=revenue:20;path=a:_0,b:4";
    private final AtomicReference<String> phase = new AtomicReference<>("2");

    private Board board(String borders) {
        Board b = new Board(MapDefinition.load("t", TestBoards.ringMap("yellow", B4, "\"phase_borders\":" + borders),
                "{\"tiles\":{\"7\":2}}"));
        b.usePhases(List.of("2", "3", "4"), phase::get);
        b.placeHomeToken("X", "B4", 0);
        return b;
    }

    @Test
    void aBorderThatClosesFromAPhaseCutsReachAndLays() {
        // Drawn on B6's west side: mirrored onto B4's east side.
        Board b = board("[{\"hex\":\"B6\",\"edge\":1,\"type\":\"impassable\",\"from\":\"3\"}]");
        LayRules yellow = LayRules.normal(Set.of("yellow"));
        assertTrue(b.legalLays("X", yellow).stream().anyMatch(l -> l.hex().equals("B6")));
        assertFalse(b.isImpassable("B4", 4));
        phase.set("3");
        assertTrue(b.isImpassable("B4", 4));
        assertFalse(b.legalLays("X", yellow).stream().anyMatch(l -> l.hex().equals("B6")));
        String why = b.checkLay("X", new TileLay("B6", "7-0", 1), TestBoards.special());
        assertTrue(why != null && why.contains("impassable border"), why);
    }

    @Test
    void aCostlyBorderCostsOnlyUntilItsPhaseEnds() {
        Board b = board("[{\"hex\":\"B4\",\"edge\":4,\"type\":\"cost\",\"cost\":40,\"until\":\"4\"}]");
        Board early = b.copy();
        assertEquals(40, early.lay("X", new TileLay("B6", "7-0", 1), TestBoards.special()).terrainCost());
        phase.set("4");
        assertEquals(0, b.lay("X", new TileLay("B6", "7-0", 1), TestBoards.special()).terrainCost());
    }

    @Test
    void badPhaseBordersFailWithTheirPath() {
        MapDataException e = assertThrows(MapDataException.class,
                () -> board("[{\"hex\":\"B4\",\"edge\":4,\"type\":\"impassable\",\"from\":\"9\"}]"));
        assertTrue(e.getMessage().startsWith("map.json: $.phase_borders[0].from: unknown phase 9"), e.getMessage());
        e = assertThrows(MapDataException.class, () -> board("[{\"hex\":\"B4\",\"edge\":4,\"type\":\"wall\",\"from\":\"3\"}]"));
        assertEquals("map.json: $.phase_borders[0].type: must be impassable or cost, not wall", e.getMessage());
    }
}
