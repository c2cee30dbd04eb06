package roundhouse.engine.map.route;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.BoardAreas;
import roundhouse.engine.map.MapDefinition;
import roundhouse.engine.map.RecordedRoute;
import roundhouse.engine.map.RouteCheck;
import roundhouse.engine.map.RouteRules;
import roundhouse.engine.map.RouteView;
import roundhouse.engine.map.RunContext;
import roundhouse.engine.map.RunResult;
import roundhouse.engine.map.TrainSpec;

/**
 * Route hooks see the whole run: a title bonus for a hex passed through without stopping (a tunnel
 * under A3) and one that depends on another train's route (a transit bonus when another train of
 * the run stops at A1). The optimiser and the run check price every route identically.
 *
 * <p>Row A1 city 10 (token) - A3 track - A5 city 20 - A7 city 30 (token) - A9 city 60; two 2-trains.
 * Stops alone: A5-A7 50 + A7-A9 90 = 140. With the bonuses: A1-A5 30 + 100 (tunnel) and A7-A9
 * 90 + 50 (the other train stops at A1) = 270.
 */
class WholeRunPricingTest {
    static final String CORP = TrainKindsTest.CORP;
    static final RouteRules RULES = TrainKindsTest.RULES;

    /** The title's route check: tunnel and transit bonuses. */
    static final class TitleCheck extends RouteCheck {
        TitleCheck(Board board) {
            super(board);
        }

        @Override
        protected int routeBonus(RouteView route, RunContext run) {
            int bonus = route.passedHexes().contains("A3") ? 100 : 0;
            for (RouteView other : run.others(route)) {
                if (other.stopHexes().contains("A1")) {
                    bonus += 50;
                }
            }
            return bonus;
        }

        @Override
        protected boolean seesWholeRun() {
            return true;
        }

        @Override
        protected int routeBonusBound(RouteView route, RunContext run) {
            return (route.passedHexes().contains("A3") ? 100 : 0) + 50;
        }
    }

    static Board board() {
        String json = "{\"layout\":\"pointy\",\"hexes\":{\"gray\":["
                + hex("A1", TrainKindsTest.city(10, 4)) + "," + hex("A3", TrainKindsTest.track()) + ","
                + hex("A5", TrainKindsTest.city(20)) + "," + hex("A7", TrainKindsTest.city(30)) + ","
                + hex("A9", TrainKindsTest.city(60, 1)) + "]}}";
        Board b = new Board(MapDefinition.load("test", json, "{\"tiles\":{}}"), new BoardAreas() {
            @Override
            public RouteCheck routeCheck(Board board) {
                return new TitleCheck(board);
            }
        });
        b.placeHomeToken(CORP, "A1", 0);
        b.placeHomeToken(CORP, "A7", 0);
        return b;
    }

    private static String hex(String coord, String code) {
        return "{\"coords\":[\"" + coord + "\"],\"code\":\"" + code + "\"}";
    }

    @Test
    void optimiserAndCheckPriceThePassedHexAndTheOtherTrainAlike() {
        Board b = board();
        List<TrainSpec> trains = List.of(TrainSpec.stops("2-0", 2), TrainSpec.stops("2-1", 2));
        for (int threads : new int[] {1, 2}) {
            RunPlan plan = new RouteOptimizer(threads).bestRun(b.routeGraph(CORP, RULES), trains,
                    b.routeBonuses(CORP, RULES), null, null);
            assertEquals(270, plan.total());
            assertTrue(plan.optimal());
            List<RecordedRoute> recorded = new ArrayList<>();
            Map<String, TrainSpec> specs = new HashMap<>();
            List<Integer> planned = new ArrayList<>();
            for (PlannedRoute p : plan.routes()) {
                recorded.add(new RecordedRoute(p.train(), p.connections(), p.hexes(), p.stops(), p.revenue()));
                planned.add(p.revenue());
            }
            trains.forEach(t -> specs.put(t.id(), t));
            RunResult checked = b.checkRun(CORP, recorded, specs::get, RULES);
            assertTrue(checked.ok(), checked.error());
            assertEquals(planned, checked.revenues());
            assertEquals(270, checked.total());
        }
    }

    @Test
    void theCheckPricesARecordedRunWithoutTheTransitPartner() {
        RunResult r = board().checkRun(CORP, List.of(new RecordedRoute("2-0", List.of(List.of("A1", "A3", "A5")),
                List.of("A1", "A5"), List.of(), 30)), id -> TrainSpec.stops(id, 2), RULES);
        assertEquals(List.of(130), r.revenues());
    }
}
