package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** tiles.json {@code double_sided} (18Mag RB VI.3.3.1): laying one side of a physical tile takes the other too. */
class DoubleSidedTilesTest {
    private static Board board(String tiles) {
        return new Board(MapDefinition.load("t", TestBoards.ringMap("white", "", null), tiles));
    }

    @Test
    void layingOneSideTakesTheOtherFromTheSupply() {
        Board b = board("{\"tiles\":{\"8\":2,\"9\":2},\"double_sided\":[[\"8\",\"9\"]]}");
        b.lay("X", new TileLay("B4", "8-0", 0), TestBoards.special());
        String why = b.checkLay("X", new TileLay("A5", "9-0", 0), TestBoards.special());
        assertTrue(why.contains("other side of tile 8-0, which lies on B4"), why);
        assertSupplied(b.checkLay("X", new TileLay("A5", "9-1", 0), TestBoards.special()));
    }

    /** The lay may fail on the ring's edge, never for want of the tile. */
    private static void assertSupplied(String why) {
        assertTrue(why == null || !(why.contains("other side") || why.contains("already on the board")), why);
    }

    @Test
    void withoutThePairBothSidesAreTheirOwnTiles() {
        Board b = board("{\"tiles\":{\"8\":2,\"9\":2}}");
        b.lay("X", new TileLay("B4", "8-0", 0), TestBoards.special());
        assertSupplied(b.checkLay("X", new TileLay("A5", "9-0", 0), TestBoards.special()));
    }

    @Test
    void aPairNeedsTwoTilesWithOneCount() {
        MapDataException e = assertThrows(MapDataException.class,
                () -> board("{\"tiles\":{\"8\":2,\"9\":3},\"double_sided\":[[\"8\",\"9\"]]}"));
        assertEquals("tiles.json: $.double_sided[0]: the two sides 8 and 9 must be different tiles with the same count", e.getMessage());
    }
}
