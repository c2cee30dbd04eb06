package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * Two upgrade exceptions 1854 writes as data: {@code joins_towns} (a yellow double-town tile may be
 * replaced by a green city, 14/15/619; the towns' track goes on to the city) and
 * {@code split_cities} (Vienna's three cities become the five of the W tile 433, each old city's
 * token going to the new city on its edge).
 */
class TownsAndCitiesUpgradeTest {
    /** Catalogue 1 (towns W-NE and SW-E) on B4, and 14 (city, edges 0, 1, 3, 4) with and without the rule. */
    private static Board doubleTown(String fourteen) {
        Board b = new Board(MapDefinition.load("t", TestBoards.ringMap("white", "town=revenue:0;town=revenue:0", null),
                "{\"tiles\":{\"1\":1,\"3\":1,\"14\":" + fourteen + ",\"15\":1}}"));
        b.lay("X", new TileLay("B4", "1-0", 0), TestBoards.special());
        return b;
    }

    @Test
    void aJoiningCityReplacesTheTwoTownsKeepingTheirTrack() {
        Board b = doubleTown("{\"count\":1,\"joins_towns\":2}");
        assertNull(b.checkLay("X", new TileLay("B4", "14-0", 0), TestBoards.special()));
        // rotated by one, 14's exits 1, 2, 4, 5 drop the towns' SW and NE track
        String why = b.checkLay("X", new TileLay("B4", "14-0", 1), TestBoards.special());
        assertTrue(why != null && why.contains("not kept"), why);
        // 15 joins nothing: it is not marked
        why = b.checkLay("X", new TileLay("B4", "15-0", 0), TestBoards.special());
        assertTrue(why != null && why.contains("cities"), why);
        List<TileLay> lays = b.legalLays("X", TestBoards.special()).stream().filter(l -> l.hex().equals("B4")).toList();
        assertEquals(List.of(new TileLay("B4", "14-0", 0)), lays);
        b.lay("X", new TileLay("B4", "14-0", 0), TestBoards.special());
        assertEquals("green", b.colorAt("B4"));
        b.placeToken("X", b.cityRef("B4", 0), false);
        assertEquals(List.of("14-0-0"), b.tokensOf("X"));
    }

    @Test
    void withoutTheRuleTownsStayTowns() {
        Board b = doubleTown("1");
        String why = b.checkLay("X", new TileLay("B4", "14-0", 0), TestBoards.special());
        assertTrue(why != null && why.contains("cities"), why);
    }

    @Test
    void aJoiningCityNeedsExactlyItsNumberOfTowns() {
        Board b = new Board(MapDefinition.load("t", TestBoards.ringMap("white", "town=revenue:0", null),
                "{\"tiles\":{\"3\":1,\"14\":{\"count\":1,\"joins_towns\":2}}}"));
        b.lay("X", new TileLay("B4", "3-0", 0), TestBoards.special());
        assertFalse(b.legalLays("X", TestBoards.special()).stream().anyMatch(l -> l.hex().equals("B4")));
    }

    @Test
    void aSplittingTileGivesEachOldCityItsOwnAndMovesItsTokens() {
        String three = "city=revenue:40;city=revenue:40;city=revenue:40;path=a:0,b:_0;path=a:1,b:_1;path=a:2,b:_2;label=W";
        String five = "city=revenue:50;city=revenue:50;city=revenue:50;city=revenue:50;city=revenue:50;"
                + "path=a:0,b:_0;path=a:1,b:_1;path=a:2,b:_2;path=a:3,b:_3;path=a:4,b:_4;label=W";
        String tiles = "{\"tiles\":{\"S\":{\"count\":1,\"color\":\"green\",\"code\":\"" + five + "\",\"split_cities\":true},"
                + "\"N\":{\"count\":1,\"color\":\"green\",\"code\":\"" + five + "\"}}}";
        Board b = new Board(MapDefinition.load("t", TestBoards.ringMap("yellow", three, null), tiles));
        b.placeHomeToken("KE", "B4", 1);
        b.placeHomeToken("FJ", "B4", 2);
        String why = b.checkLay("X", new TileLay("B4", "N-0", 0), TestBoards.special());
        assertTrue(why != null && why.contains("cities"), why);
        // rotation 1 puts the new cities on edges 1-5: the old city on edge 0 has none of its own
        why = b.checkLay("X", new TileLay("B4", "S-0", 1), TestBoards.special());
        assertTrue(why != null, "edge 0 is not kept at rotation 1");
        b.lay("X", new TileLay("B4", "S-0", 0), TestBoards.special());
        assertEquals(List.of("S-0-1"), b.tokensOf("KE"));
        assertEquals(List.of("S-0-2"), b.tokensOf("FJ"));
    }

    @Test
    void badRulesFailTheLoadWithTheirPath() {
        String map = TestBoards.ringMap("white", "city", null);
        MapDataException e = assertThrows(MapDataException.class,
                () -> MapDefinition.load("t", map, "{\"tiles\":{\"14\":{\"count\":1,\"joins_towns\":0}}}"));
        assertEquals("tiles.json: $.tiles.14.joins_towns: the number of towns the city replaces, a whole number >= 1, not 0",
                e.getMessage());
        e = assertThrows(MapDataException.class,
                () -> MapDefinition.load("t", map, "{\"tiles\":{\"14\":{\"count\":1,\"split_cities\":1}}}"));
        assertEquals("tiles.json: $.tiles.14.split_cities: must be true or false", e.getMessage());
    }
}
