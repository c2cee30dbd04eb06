package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.engine.map.route.RouteOptimizer;
import roundhouse.engine.map.route.RunPlan;

/**
 * Off-boards a title lets some trains run through ({@link RouteCheck#passesOffboard}, 1854's Orient
 * Express through Zürich to Paris): a row of gray hexes, B2 "Paris" (90, a dead end beyond), B4 "Zürich"
 * (20, an off-board with track on both sides), B6 (30, X's station), B8 (10).
 */
class ThroughOffboardsTest {
    private static final String MAP = "{\"layout\":\"pointy\",\"hexes\":{\"gray\":["
            + "{\"coords\":[\"B2\"],\"code\":\"offboard=revenue:90;path=a:4,b:_0\"},"
            + "{\"coords\":[\"B4\"],\"code\":\"offboard=revenue:20;path=a:1,b:_0;path=a:4,b:_0\"},"
            + "{\"coords\":[\"B6\"],\"code\":\"city=revenue:30;path=a:1,b:_0;path=a:4,b:_0\"},"
            + "{\"coords\":[\"B8\"],\"code\":\"city=revenue:10;path=a:1,b:_0\"}]}}";
    private static final RouteRules RULES = new RouteRules(List.of("yellow"));
    private static final TrainSpec EXPRESS = TrainSpec.express("8x-0", 8);
    private static final TrainSpec FOUR = TrainSpec.stops("4-0", 4);

    /** A title's check: express trains run through B4. */
    static final class PassingCheck extends RouteCheck {
        PassingCheck(Board board) {
            super(board);
        }

        @Override
        protected boolean passesOffboard(TrainSpec train, String hex) {
            return train.express() && offboardPassable(hex);
        }

        @Override
        protected boolean offboardPassable(String hex) {
            return hex.equals("B4");
        }
    }

    private static final BoardAreas PASSING = new BoardAreas() {
        @Override
        public RouteCheck routeCheck(Board board) {
            return new PassingCheck(board);
        }
    };

    private static Board board(BoardAreas areas) {
        Board b = new Board(MapDefinition.load("t", MAP, "{\"tiles\":{}}"), areas);
        b.placeHomeToken("X", "B6", 0);
        return b;
    }

    private static RecordedRoute whole(String train) {
        return new RecordedRoute(train, List.of(List.of("B2", "B4"), List.of("B4", "B6"), List.of("B6", "B8")),
                List.of("B2", "B4", "B6", "B8"), List.of(), 150);
    }

    private static RunPlan best(Board b, TrainSpec train) {
        return new RouteOptimizer(1).bestRun(b.routeGraph("X", RULES), List.of(train), b.routeBonuses("X", RULES), null, null);
    }

    @Test
    void theExpressRunsThroughTheOffboardTheTitleOpens() {
        Board b = board(PASSING);
        RunResult run = b.checkRun("X", List.of(whole("8x-0")), id -> EXPRESS, RULES);
        assertNull(run.error());
        assertEquals(150, run.total()); // 90 + 20 + 30 + 10
        RunPlan plan = best(b, EXPRESS);
        assertTrue(plan.optimal());
        assertEquals(150, plan.total());
    }

    @Test
    void anOrdinaryTrainStillEndsThere() {
        Board b = board(PASSING);
        RunResult run = b.checkRun("X", List.of(whole("4-0")), id -> FOUR, RULES);
        assertTrue(run.error() != null && run.error().contains("B4"), run.error());
        // the graph runs on past B4 for the express; the 4-train's best stays B4 - B6 - B8 (20 + 30 + 10)
        RunPlan plan = best(b, FOUR);
        assertTrue(plan.optimal());
        assertEquals(60, plan.total());
        assertNull(b.checkRun("X", List.of(new RecordedRoute("4-0", List.of(List.of("B4", "B6"), List.of("B6", "B8")),
                List.of("B4", "B6", "B8"), List.of(), 60)), id -> FOUR, RULES).error());
    }

    @Test
    void byDefaultNoTrainPassesAnOffboard() {
        Board b = board(BoardAreas.DEFAULT);
        assertTrue(b.checkRun("X", List.of(whole("8x-0")), id -> EXPRESS, RULES).error() != null);
        assertEquals(60, best(b, EXPRESS).total()); // B4 - B6 - B8: Paris lies beyond the off-board
    }
}
