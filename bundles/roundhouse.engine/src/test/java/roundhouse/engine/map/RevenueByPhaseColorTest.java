package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.engine.map.route.RouteOptimizer;

/**
 * A stop's value keyed to the colour a phase names (phases.json {@code offboard_color}), not only to the
 * phase's tile colours: 1841's phases 3 and 4 both lay yellow and green, but off-boards pay their white
 * value in phase 3 and their gray one in phase 4. A row of gray hexes: B2 an off-board (white 20, gray
 * 30, black 40), B4 X's station (10), B6 a city valued by tile colour (yellow 10, green 25).
 */
class RevenueByPhaseColorTest {
    private static final String MAP = "{\"layout\":\"pointy\",\"hexes\":{\"gray\":["
            + "{\"coords\":[\"B2\"],\"code\":\"offboard=revenue:white_20|gray_30|black_40;path=a:4,b:_0\"},"
            + "{\"coords\":[\"B4\"],\"code\":\"city=revenue:10;path=a:1,b:_0;path=a:4,b:_0\"},"
            + "{\"coords\":[\"B6\"],\"code\":\"city=revenue:yellow_10|green_25;path=a:1,b:_0\"}]}}";
    private static final List<String> YELLOW_GREEN = List.of("yellow", "green");
    private static final TrainSpec THREE = TrainSpec.stops("3-0", 3);

    private static Board board() {
        Board b = new Board(MapDefinition.load("t", MAP, "{\"tiles\":{}}"));
        b.placeHomeToken("X", "B4", 0);
        return b;
    }

    private static int run(Board b, RouteRules rules) {
        RunResult r = b.checkRun("X", List.of(new RecordedRoute("3-0", List.of(List.of("B2", "B4"), List.of("B4", "B6")),
                List.of("B2", "B4", "B6"), List.of(), 0)), id -> THREE, rules);
        assertNull(r.error());
        return r.total();
    }

    private static int best(Board b, RouteRules rules) {
        return new RouteOptimizer(1).bestRun(b.routeGraph("X", rules), List.of(THREE), b.routeBonuses("X", rules), null, null)
                .total();
    }

    private static int shown(Board b, RouteRules rules, String hex) {
        return b.view(rules).hexes().stream().filter(h -> h.coord().equals(hex)).findFirst().orElseThrow().stops().get(0)
                .revenue();
    }

    @Test
    void twoPhasesOfTheSameTileColoursPayByTheColourEachNames() {
        Board b = board();
        RouteRules phase3 = new RouteRules(YELLOW_GREEN, "white");
        RouteRules phase4 = new RouteRules(YELLOW_GREEN, "gray");
        assertEquals(55, run(b, phase3)); // 20 + 10 + 25
        assertEquals(65, run(b, phase4)); // 30 + 10 + 25
        assertEquals(55, best(b, phase3));
        assertEquals(65, best(b, phase4));
        assertEquals(20, shown(b, phase3, "B2"));
        assertEquals(30, shown(b, phase4, "B2"));
        assertEquals(25, shown(b, phase4, "B6"), "a stop that lists no value for the named colour pays by the tile colours");
        assertEquals(30, shown(b, phase4.withGrants(java.util.Set.of("x")), "B2"), "grants keep the colour");
    }

    @Test
    void withoutANamedColourTheTileColoursDecide() {
        Board b = board();
        // neither yellow nor green is listed by B2: its first value, in both phases alike
        assertEquals(55, run(b, new RouteRules(YELLOW_GREEN)));
        assertEquals(10, shown(b, new RouteRules(List.of("yellow")), "B6"));
        assertEquals(30, shown(b, new RouteRules(List.of("yellow", "green", "gray")), "B2"));
    }
}
