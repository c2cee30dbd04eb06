package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

/**
 * What a rule option changes of the map and the tile supply ({@code map.json} and {@code tiles.json}
 * {@code options}), as 1841's {@code lite} map: C5 (Pisa, a city) becomes an off-board named Roma in
 * its place, D4 (Lucca) goes, E5 and D6 come; the border on C5 goes with the option's own (empty)
 * {@code phase_borders}; tile 57 leaves the supply, three 8s join it.
 */
class MapOptionsTest {
    private static final String MAP = "{\"layout\":\"pointy\",\"hexes\":{"
            + "\"white\":[{\"coords\":[\"A3\",\"A5\",\"B2\",\"B6\",\"C3\"],\"code\":\"\"},"
            + "{\"coords\":[\"C5\",\"D4\"],\"code\":\"city=revenue:0\"}],"
            + "\"yellow\":[{\"coords\":[\"B4\"],\"code\":\"city=revenue:20;path=a:_0,b:4\"}]},"
            + "\"location_names\":{\"C5\":\"Pisa\",\"D4\":\"Lucca\"},"
            + "\"phase_borders\":[{\"hex\":\"C5\",\"edge\":2,\"type\":\"impassable\",\"until\":\"3\"}],"
            + "\"options\":{\"lite\":%s}}";
    private static final String LITE = "{\"remove\":[\"D4\"],"
            + "\"hexes\":{\"red\":[{\"coords\":[\"C5\"],\"code\":\"offboard=revenue:white_50|gray_100;path=a:2,b:_0\"}],"
            + "\"white\":[{\"coords\":[\"E5\",\"D6\"],\"code\":\"city=revenue:0\"}]},"
            + "\"location_names\":{\"C5\":\"Roma\"},\"phase_borders\":[]}";
    private static final String TILES = "{\"tiles\":{\"7\":2,\"57\":1},\"options\":{\"lite\":{\"tiles\":%s}}}";

    private static MapDefinition load(String lite, String liteTiles, Set<String> options) {
        return MapDefinition.load("t", String.format(MAP, lite), String.format(TILES, liteTiles), options);
    }

    private static MapDefinition load(Set<String> options) {
        return load(LITE, "{\"57\":null,\"8\":3}", options);
    }

    private static Board board(MapDefinition def) {
        Board b = new Board(def);
        b.usePhases(List.of("2", "3"), () -> "2");
        return b;
    }

    @Test
    void withoutTheOptionTheMapIsTheBase() {
        MapDefinition base = load(Set.of());
        assertEquals(List.of("lite"), List.copyOf(base.options()));
        assertEquals(List.of("A3", "A5", "B2", "B6", "C3", "C5", "D4", "B4"), base.hexes());
        assertEquals("white", base.hexColor("C5"));
        assertEquals("Lucca", base.locationName("D4"));
        assertEquals(1, base.tileCount("57"));
        assertEquals(0, base.tileCount("8"));
        assertEquals("D4-1", board(base).tileIdAt("D4"), "the preprinted id counts the place in the group");
        assertTrue(board(base).isImpassable("C5", 2));
        assertEquals(base.hexes(), load(Set.of("other")).hexes(), "an option the map does not name changes nothing");
    }

    @Test
    void theOptionReplacesRemovesAndAddsHexesNamesBordersAndTiles() {
        MapDefinition lite = load(Set.of("lite"));
        assertEquals(List.of("A3", "A5", "B2", "B6", "C3", "C5", "B4", "E5", "D6"), lite.hexes(),
                "a replaced hex keeps its place, added ones come last");
        assertEquals("red", lite.hexColor("C5"));
        assertEquals("Roma", lite.locationName("C5"));
        assertFalse(lite.hasHex("D4"));
        assertNull(lite.locationName("D4"));
        Board b = board(lite);
        assertEquals("C5-0", b.tileIdAt("C5"));
        assertEquals("D6-1", b.tileIdAt("D6"), "ids count the place in the option's group");
        assertFalse(b.isImpassable("C5", 2), "the option's phase_borders replace the base's");
        assertEquals(0, lite.tileCount("57"));
        assertFalse(lite.tileNames().contains("57"));
        assertEquals(3, lite.tileCount("8"));
        assertEquals(2, lite.tileCount("7"));
        assertEquals(100, lite.preprintedRevenue("C5", 0, List.of("gray")));
        assertEquals("white", load(Set.of()).hexColor("C5"), "the base map is untouched");
    }

    @Test
    void badOptionsFailWithTheirPath() {
        MapDataException e = assertThrows(MapDataException.class, () -> load("{\"remove\":[\"Z9\"]}", "{}", Set.of("lite")));
        assertEquals("map.json: $.options.lite.remove[0]: no hex Z9", e.getMessage());
        e = assertThrows(MapDataException.class, () -> load("{\"blockers\":{}}", "{}", Set.of()));
        assertEquals("map.json: $.options.lite.blockers: unknown key (hexes, location_names, phase_borders, remove)",
                e.getMessage());
        e = assertThrows(MapDataException.class, () -> load(LITE, "{\"99\":null}", Set.of("lite")));
        assertEquals("tiles.json: $.options.lite.tiles.99: no tile 99 to remove", e.getMessage());
        e = assertThrows(MapDataException.class, () -> load(
                "{\"hexes\":{\"red\":[{\"coords\":[\"C5\"],\"code\":\"\"}],\"blue\":[{\"coords\":[\"C5\"],\"code\":\"\"}]}}",
                "{}", Set.of("lite")));
        assertEquals("map.json: $.options.lite.hexes.blue[0].coords[0]: hex C5 defined twice", e.getMessage());
        e = assertThrows(MapDataException.class, () -> load("{\"remove\":[\"C5\"]}", "{}", Set.of("lite")));
        assertEquals("map.json: $.phase_borders[0].hex: no hex C5", e.getMessage(), "the base's borders still name C5");
    }
}
