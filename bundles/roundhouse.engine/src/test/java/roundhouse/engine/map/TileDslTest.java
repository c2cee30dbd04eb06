package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class TileDslTest {

    @Test
    void cityTileHasOneCityAndTwoExits() {
        TileDef t = TileDef.parse("57", "yellow", "city=revenue:20;path=a:0,b:_0;path=a:_0,b:3", "test");
        assertEquals(1, t.cityCount());
        assertEquals(20, t.nodes[0].revenue);
        assertEquals(1, t.nodes[0].slots);
        assertEquals(0b001001, t.exitMask[0]);
        // rotation 1 turns edges 0,3 into 1,4 (1830 §8.2)
        assertEquals(0b010010, t.exitMask[1]);
        assertEquals(0, t.canonicalRotation[3], "a straight city looks the same after half a turn");
    }

    @Test
    void offboardValuesFollowThePhaseColours() {
        TileDef t = TileDef.parse("F2", "red", "offboard=revenue:yellow_40|brown_70;path=a:3,b:_0", "test");
        assertEquals(40, t.revenue(0, List.of("yellow")));
        assertEquals(40, t.revenue(0, List.of("yellow", "green")));
        assertEquals(70, t.revenue(0, List.of("yellow", "green", "brown")));
    }

    @Test
    void labelsSlotsGroupsAndTerrainAreRead() {
        TileDef ny = TileDef.parse("62", "brown",
                "city=revenue:80,slots:2;city=revenue:80,slots:2;path=a:0,b:_0;path=a:_0,b:1;path=a:2,b:_1;path=a:_1,b:3;label=NY",
                "test");
        assertEquals(List.of("NY"), ny.labels);
        assertEquals(2, ny.nodes[1].slots);
        TileDef a9 = TileDef.parse("A9", "red", "offboard=revenue:yellow_30|brown_50,hide:1,groups:Canada;path=a:5,b:_0;border=edge:4",
                "test");
        assertEquals(List.of("Canada"), a9.nodes[0].groups);
        assertTrue(a9.nodes[0].hidden);
        TileDef f16 = TileDef.parse("F16", "white", "city=revenue:0;upgrade=cost:120,terrain:mountain", "test");
        assertEquals(120, f16.upgradeCost);
        assertEquals("mountain", f16.terrain);
    }

    @Test
    void badCodeNamesThePlaceAndThePart() {
        MapDataException e = assertThrows(MapDataException.class,
                () -> TileDef.parse("X", "yellow", "city=revenue:20;path=a:0,b:_1", "tiles.json: $.tiles.X"));
        assertTrue(e.getMessage().startsWith("tiles.json: $.tiles.X: path refers to missing node _1"), e.getMessage());
        e = assertThrows(MapDataException.class, () -> TileDef.parse("X", "yellow", "cty=revenue:20", "map.json: $.hexes.white[0].code"));
        assertTrue(e.getMessage().contains("unknown tile part \"cty\""), e.getMessage());
    }

    @Test
    void badMapJsonNamesFileAndPath() {
        MapDataException e = assertThrows(MapDataException.class, () -> MapDefinition.load("t",
                "{\"layout\":\"pointy\",\"hexes\":{\"white\":[{\"coords\":[\"A1\"],\"code\":\"blank\"}]},\"blockers\":{\"X\":[\"Z9\"]}}",
                "{\"tiles\":{\"57\":1}}"));
        assertEquals("map.json: $.blockers.X[0]: no hex Z9", e.getMessage());
        e = assertThrows(MapDataException.class, () -> MapDefinition.load("t",
                "{\"hexes\":{\"white\":[{\"coords\":[\"A1\"],\"code\":\"blank\"}]}}", "{\"tiles\":{\"9999\":1}}"));
        assertTrue(e.getMessage().startsWith("tiles.json: $.tiles.9999: unknown tile 9999"), e.getMessage());
        e = assertThrows(MapDataException.class, () -> MapDefinition.load("t", "{\"hexes\":", "{\"tiles\":{}}"));
        assertTrue(e.getMessage().startsWith("map.json: not valid JSON"), e.getMessage());
    }
}
