package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.api.view.HexView;

/**
 * Flat-topped maps in both conventions 18xx.games uses: letters name columns (its default for flat
 * maps, 1841 and 18Mag) or rows ({@code axes: {x: number, y: letter}}). Edges of a flat hex: 0 S, 1 SW,
 * 2 NW, 3 N, 4 NE, 5 SE; a neighbour differs by 2 along the doubled axis or by 1 along both.
 */
class FlatMapTest {
    private static final String HEXES = "\"hexes\":{\"white\":[{\"coords\":[\"A1\",\"A3\",\"B2\",\"B4\",\"C1\",\"C3\","
            + "\"D2\"],\"code\":\"\"}]}";

    private static MapDefinition map(String axes) {
        return MapDefinition.load("flat", "{\"layout\":\"flat\"," + (axes == null ? "" : "\"axes\":" + axes + ",") + HEXES + "}",
                "{\"tiles\":{}}");
    }

    @Test
    void lettersAreColumnsByDefaultOnFlatMaps() {
        MapDefinition m = map(null);
        assertTrue(m.letterColumns());
        // B2 is x = 1, y = 1: S is B4, SW A3, NW A1, N nothing, NE C1, SE C3.
        assertEquals(List.of("B4", "A3", "A1", "-", "C1", "C3"), neighbours(m, "B2"));
        assertEquals(List.of("-", "-", "-", "B2", "-", "-"), neighbours(m, "B4").subList(0, 6).stream()
                .map(s -> s.equals("B2") ? s : "-").toList());
        HexView b4 = new Board(m).view(new RouteRules(List.of("yellow"))).hexes().stream()
                .filter(h -> h.coord().equals("B4")).findFirst().orElseThrow();
        assertEquals(1, b4.x());
        assertEquals(3, b4.y());
    }

    @Test
    void lettersAreRowsWithNumberAxisX() {
        MapDefinition m = map("{\"x\":\"number\",\"y\":\"letter\"}");
        // B2 is x = 1, y = 1: S is D2, SW C1, NW A1, N nothing, NE A3, SE C3.
        assertEquals(List.of("D2", "C1", "A1", "-", "A3", "C3"), neighbours(m, "B2"));
        assertEquals("B2", m.neighbor("D2", 3));
    }

    @Test
    void explicitLetterColumnsEqualTheDefault() {
        assertEquals(neighbours(map(null), "B2"), neighbours(map("{\"x\":\"letter\",\"y\":\"number\"}"), "B2"));
    }

    @Test
    void badAxesFailTheLoadWithTheirPath() {
        MapDataException e = assertThrows(MapDataException.class, () -> map("{\"x\":\"letter\",\"y\":\"letter\"}"));
        assertTrue(e.getMessage().startsWith("map.json: $.axes"), e.getMessage());
    }

    @Test
    void pointyMapsKeepNumberedColumns() {
        MapDefinition m = MapDefinition.load("p", "{\"layout\":\"pointy\",\"hexes\":{\"white\":[{\"coords\":[\"A1\",\"A3\",\"B2\"],"
                + "\"code\":\"\"}]}}", "{\"tiles\":{}}");
        assertEquals("A3", m.neighbor("A1", 4));
        assertEquals("B2", m.neighbor("A1", 5));
        assertNull(m.neighbor("A1", 1));
    }

    private static List<String> neighbours(MapDefinition m, String hex) {
        return java.util.stream.IntStream.range(0, 6).mapToObj(e -> {
            String n = m.neighbor(hex, e);
            return n == null ? "-" : n;
        }).toList();
    }
}
