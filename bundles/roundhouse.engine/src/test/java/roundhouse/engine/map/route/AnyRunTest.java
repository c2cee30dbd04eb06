package roundhouse.engine.map.route;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.BoardAreas;
import roundhouse.engine.map.MapDefinition;
import roundhouse.engine.map.RouteCheck;
import roundhouse.engine.map.RouteRules;
import roundhouse.engine.map.RouteView;
import roundhouse.engine.map.RunContext;
import roundhouse.engine.map.TrainSpec;

/**
 * {@link RouteOptimizer#anyRun} answers what {@link RouteOptimizer#bestRun} would (a run with a route or
 * none) and stops at the first run the search keeps. The title's rule here refuses every run in which
 * no route stops on a required hex (as 18Mag refuses a run that leaves a bought rail car unused).
 *
 * <p>Row A1 city 10 (token) - A3 city 20 - A5 city 30 - A7 city 40 - A9 city 50; two 2-trains.
 */
class AnyRunTest {
    static final String CORP = TrainKindsTest.CORP;
    static final RouteRules RULES = TrainKindsTest.RULES;

    /** Refuses a run in which no route stops on {@code required}; counts the runs it was asked about. */
    static final class RequiredStop extends RouteCheck {
        static String required;
        static int runsPriced;

        RequiredStop(Board board) {
            super(board);
        }

        @Override
        protected String routeRule(RouteView route, RunContext run) {
            if (route != run.routes().get(run.routes().size() - 1)) {
                return null;
            }
            runsPriced++;
            for (RouteView r : run.routes()) {
                if (r.stopHexes().contains(required)) {
                    return null;
                }
            }
            return "no route stops on " + required;
        }

        @Override
        protected boolean seesWholeRun() {
            return true;
        }
    }

    static Board board() {
        StringBuilder hexes = new StringBuilder();
        String[] codes = {TrainKindsTest.city(10, 4), TrainKindsTest.city(20), TrainKindsTest.city(30),
            TrainKindsTest.city(40), TrainKindsTest.city(50, 1)};
        for (int i = 0; i < codes.length; i++) {
            hexes.append(i == 0 ? "" : ",").append("{\"coords\":[\"A").append(2 * i + 1).append("\"],\"code\":\"")
                    .append(codes[i]).append("\"}");
        }
        Board b = new Board(MapDefinition.load("test", "{\"layout\":\"pointy\",\"hexes\":{\"gray\":[" + hexes + "]}}",
                "{\"tiles\":{}}"), new BoardAreas() {
                    @Override
                    public RouteCheck routeCheck(Board board) {
                        return new RequiredStop(board);
                    }
                });
        b.placeHomeToken(CORP, "A1", 0);
        return b;
    }

    private static final List<TrainSpec> TRAINS = List.of(TrainSpec.stops("4-0", 4), TrainSpec.stops("2-0", 2));

    private static int pricedByBestRun(Board b) {
        RequiredStop.runsPriced = 0;
        boolean some = !new RouteOptimizer(1).bestRun(b.routeGraph(CORP, RULES), TRAINS, b.routeBonuses(CORP, RULES),
                null, null).routes().isEmpty();
        int priced = RequiredStop.runsPriced;
        assertEquals(some, new RouteOptimizer(1).anyRun(b.routeGraph(CORP, RULES), TRAINS, b.routeBonuses(CORP, RULES), null));
        return priced;
    }

    @Test
    void aRunThatMeetsTheRuleIsFoundWithoutSearchingForTheMost() {
        Board b = board();
        RequiredStop.required = "A3"; // the search tries the 2-train's A1-A3 first; the best run is the 4-train's
        int bestPriced = pricedByBestRun(b);
        RequiredStop.runsPriced = 0;
        assertTrue(new RouteOptimizer(1).anyRun(b.routeGraph(CORP, RULES), TRAINS, b.routeBonuses(CORP, RULES), null));
        int anyPriced = RequiredStop.runsPriced;
        assertTrue(anyPriced < bestPriced, "the first run kept ends the search: " + anyPriced + " runs priced, the best run "
                + bestPriced);
    }

    @Test
    void noRunMeetsTheRuleInEitherSearch() {
        Board b = board();
        RequiredStop.required = "B1"; // no such stop on the board
        pricedByBestRun(b);
        assertFalse(new RouteOptimizer(1).anyRun(b.routeGraph(CORP, RULES), TRAINS, b.routeBonuses(CORP, RULES), null));
    }

    @Test
    void aSearchCutShortAtOnceFindsNothing() {
        Board b = board();
        RequiredStop.required = "A5";
        assertFalse(new RouteOptimizer(1).anyRun(b.routeGraph(CORP, RULES), TRAINS, b.routeBonuses(CORP, RULES), () -> true));
        assertTrue(new RouteOptimizer(1).bestRun(b.routeGraph(CORP, RULES), TRAINS, b.routeBonuses(CORP, RULES), () -> true, null)
                .routes().isEmpty());
    }
}
