package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.engine.map.route.RouteOptimizer;
import roundhouse.engine.map.route.RunPlan;

/**
 * Stops that cost no reach ({@code visit_cost:0}, 18Mag's mines), a title's subsidy hook and run
 * grants: B2 (20, X's station) - B4 (30, free) - B6 (40) in a row of gray hexes.
 */
class FreeStopsTest {
    private static final String MAP = "{\"layout\":\"pointy\",\"hexes\":{\"gray\":["
            + "{\"coords\":[\"B2\"],\"code\":\"city=revenue:20;path=a:4,b:_0\"},"
            + "{\"coords\":[\"B4\"],\"code\":\"city=revenue:30,visit_cost:0;path=a:1,b:_0;path=a:4,b:_0\"},"
            + "{\"coords\":[\"B6\"],\"code\":\"city=revenue:40;path=a:1,b:_0\"}]}}";
    private static final RouteRules RULES = new RouteRules(List.of("yellow"));
    private static final TrainSpec TWO = TrainSpec.stops("2-0", 2);

    /** A title's check: free stops pay the treasury only, and only with the grant "access". */
    static final class SubsidyCheck extends RouteCheck {
        SubsidyCheck(Board board) {
            super(board);
        }

        private int free(RouteView route, RunContext run) {
            int sum = 0;
            for (String s : route.stops()) {
                StopFacts f = stop(s, run.rules());
                sum += f.counts() ? 0 : f.value();
            }
            return sum;
        }

        @Override
        protected String routeRule(RouteView route, RunContext run) {
            return free(route, run) > 0 && !run.rules().has("access") ? "no access" : null;
        }

        @Override
        protected int routeBonus(RouteView route, RunContext run) {
            return -free(route, run);
        }

        @Override
        protected int routeSubsidy(RouteView route, RunContext run) {
            return free(route, run);
        }
    }

    private static Board board(BoardAreas areas) {
        Board b = new Board(MapDefinition.load("t", MAP, "{\"tiles\":{}}"), areas);
        b.placeHomeToken("X", "B2", 0);
        return b;
    }

    private static RecordedRoute route(int revenue, String... hexes) {
        List<List<String>> connections = new java.util.ArrayList<>();
        for (int i = 0; i + 1 < hexes.length; i++) {
            connections.add(List.of(hexes[i], hexes[i + 1]));
        }
        return new RecordedRoute("2-0", connections, List.of(hexes), List.of(), revenue);
    }

    @Test
    void aFreeStopCostsNoReachAndDoesNotCountAsOneOfTwo() {
        Board b = board(BoardAreas.DEFAULT);
        RunResult three = b.checkRun("X", List.of(route(90, "B2", "B4", "B6")), id -> TWO, RULES);
        assertNull(three.error());
        assertEquals(90, three.total(), "the engine pays a free stop's value by default");
        RunResult two = b.checkRun("X", List.of(route(50, "B2", "B4")), id -> TWO, RULES);
        assertTrue(two.error().contains("two stops"), two.error());
        assertEquals(List.of("B4-0"), b.freeCities());
    }

    @Test
    void theOptimiserLetsAFreeStopRideAlong() {
        Board b = board(BoardAreas.DEFAULT);
        RunPlan plan = new RouteOptimizer(1).bestRun(b.routeGraph("X", RULES), List.of(TWO), b.routeBonuses("X", RULES), () -> false,
                null);
        assertEquals(90, plan.total());
    }

    @Test
    void aTitlesHooksTurnAFreeStopIntoASubsidyUnderAGrant() {
        Board b = board(new BoardAreas() {
            @Override
            public RouteCheck routeCheck(Board board) {
                return new SubsidyCheck(board);
            }
        });
        RunResult refused = b.checkRun("X", List.of(route(60, "B2", "B4", "B6")), id -> TWO, RULES);
        assertEquals("route 1 (2-train): no access", refused.error());
        RunResult granted = b.checkRun("X", List.of(route(60, "B2", "B4", "B6")), id -> TWO, RULES.withGrants(Set.of("access")));
        assertNull(granted.error());
        assertEquals(60, granted.total());
        assertEquals(30, granted.subsidy());
    }
}
