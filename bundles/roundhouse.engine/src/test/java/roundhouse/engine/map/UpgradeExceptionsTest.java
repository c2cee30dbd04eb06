package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * Upgrade exceptions written as data: fixed rotations (18Mag L33 only at rotation 2), future labels
 * (18Mag K hexes, 1844 Z/B: an ordinary yellow tile first, labelled tiles from green on), city
 * merges (18Mag OO/B, 1844 Aarau: two cities become one), each checked at load with file and path.
 */
class UpgradeExceptionsTest {
    private static final String TILE_K = "{\"count\":1,\"color\":\"green\",\"code\":\"city=revenue:30,slots:2;"
            + "path=a:0,b:_0;path=a:1,b:_0;path=a:3,b:_0;path=a:4,b:_0;label=K\"}";
    private static final String MERGED = "city=revenue:30,slots:2;path=a:0,b:_0;path=a:3,b:_0";

    @Test
    void aTileWithFixedRotationsIsLaidOnlyInThem() {
        Board b = new Board(MapDefinition.load("t", TestBoards.ringMap("white", "city", null),
                "{\"tiles\":{\"57\":{\"count\":2,\"rotations\":[5]}}}"));
        String why = b.checkLay("X", new TileLay("B4", "57-0", 2), TestBoards.special());
        assertTrue(why != null && why.contains("only be laid at rotation 5"), why);
        assertNull(b.checkLay("X", new TileLay("B4", "57-0", 5), TestBoards.special()));
        // Rotation 5 lays the same track as 2, which the listing would otherwise keep instead.
        assertEquals(List.of(new TileLay("B4", "57-0", 5)), b.legalLays("X", TestBoards.special()));
    }

    @Test
    void aFutureLabelBindsTilesFromItsColourOn() {
        Board b = new Board(MapDefinition.load("t", TestBoards.ringMap("white", "city=revenue:0;future_label=label:K,color:green", null),
                "{\"tiles\":{\"57\":1,\"14\":1,\"K14\":" + TILE_K + "}}"));
        b.lay("X", new TileLay("B4", "57-0", 0), TestBoards.special());
        String why = b.checkLay("X", new TileLay("B4", "14-0", 0), TestBoards.special());
        assertTrue(why != null && why.contains("label K"), why);
        assertNull(b.checkLay("X", new TileLay("B4", "K14-0", 0), TestBoards.special()));
    }

    @Test
    void aMergingTileJoinsTwoCitiesAndTheirTokens() {
        String oo = "city=revenue:10;city=revenue:10;path=a:0,b:_0;path=a:3,b:_1";
        Board b = new Board(MapDefinition.load("t", TestBoards.ringMap("yellow", oo, null),
                "{\"tiles\":{\"M\":{\"count\":1,\"color\":\"green\",\"code\":\"" + MERGED + "\",\"merge_cities\":true},"
                        + "\"N\":{\"count\":1,\"color\":\"green\",\"code\":\"" + MERGED + "\"}}}"));
        b.placeHomeToken("X", "B4", 0);
        b.placeHomeToken("Y", "B4", 1);
        String why = b.checkLay("X", new TileLay("B4", "N-0", 0), TestBoards.special());
        assertTrue(why != null && why.contains("cities"), why);
        b.lay("X", new TileLay("B4", "M-0", 0), TestBoards.special());
        assertEquals(List.of("M-0-0"), b.tokensOf("X"));
        assertEquals(List.of("M-0-0"), b.tokensOf("Y"));
    }

    @Test
    void badExceptionsFailTheLoadWithTheirPath() {
        String map = TestBoards.ringMap("white", "city", null);
        MapDataException e = assertThrows(MapDataException.class,
                () -> MapDefinition.load("t", map, "{\"tiles\":{\"57\":{\"count\":1,\"rotations\":[6]}}}"));
        assertEquals("tiles.json: $.tiles.57.rotations[0]: a rotation is a whole number 0-5, not 6", e.getMessage());
        e = assertThrows(MapDataException.class,
                () -> MapDefinition.load("t", map, "{\"tiles\":{\"57\":{\"count\":1,\"merge_cities\":\"yes\"}}}"));
        assertEquals("tiles.json: $.tiles.57.merge_cities: must be true or false", e.getMessage());
        e = assertThrows(MapDataException.class, () -> MapDefinition.load("t",
                TestBoards.ringMap("white", "city;future_label=label:K,color:pink", null), "{\"tiles\":{}}"));
        assertTrue(e.getMessage().startsWith("map.json: $.hexes.white[1].code: future_label needs"), e.getMessage());
    }
}
