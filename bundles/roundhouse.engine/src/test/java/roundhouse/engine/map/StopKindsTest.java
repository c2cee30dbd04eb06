package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.engine.map.route.RouteOptimizer;
import roundhouse.engine.map.route.RunPlan;

/**
 * Stops whose kind counts for some trains and not others ({@link TrainSpec#freeing}), a title's
 * narrower two-stop rule and route stations ({@link RouteCheck#makesRoute},
 * {@link RouteCheck#tokenMakesStation}), and terminal track that ends routes. A row of gray hexes:
 * B2 city 20 (X's station) - B4 pass 0 - B6 city 40 - B8 terminal city 50 - B10 city 30.
 */
class StopKindsTest {
    private static final String MAP = "{\"layout\":\"pointy\",\"hexes\":{\"gray\":["
            + "{\"coords\":[\"B2\"],\"code\":\"city=revenue:20;path=a:4,b:_0\"},"
            + "{\"coords\":[\"B4\"],\"code\":\"pass=revenue:0;path=a:1,b:_0;path=a:4,b:_0\"},"
            + "{\"coords\":[\"B6\"],\"code\":\"city=revenue:40;path=a:1,b:_0;path=a:4,b:_0\"},"
            + "{\"coords\":[\"B8\"],\"code\":\"city=revenue:50;path=a:1,b:_0,terminal:1;path=a:4,b:_0,terminal:1\"},"
            + "{\"coords\":[\"B10\"],\"code\":\"city=revenue:30;path=a:1,b:_0\"}]}}";
    private static final RouteRules RULES = new RouteRules(List.of("yellow"));
    private static final TrainSpec TWO = TrainSpec.townsFree("2-0", 2);
    private static final TrainSpec TWO_OVER_PASSES = TrainSpec.townsFree("2-0", 2).freeing(Set.of("pass"));

    /** A title's check by which passes make no route and tokens on them are no stations. */
    static final class CitiesOnly extends RouteCheck {
        CitiesOnly(Board board) {
            super(board);
        }

        @Override
        protected boolean makesRoute(String kind, boolean counts) {
            return counts && !kind.equals("pass");
        }

        @Override
        protected String twoStopsRefusal() {
            return "two cities needed";
        }

        @Override
        protected boolean tokenMakesStation(String kind) {
            return !kind.equals("pass");
        }
    }

    private static final BoardAreas CITIES_ONLY = new BoardAreas() {
        @Override
        public RouteCheck routeCheck(Board board) {
            return new CitiesOnly(board);
        }
    };

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

    private static RunPlan best(Board b, String company, TrainSpec train) {
        return new RouteOptimizer(1).bestRun(b.routeGraph(company, RULES), List.of(train), b.routeBonuses(company, RULES),
                null, null);
    }

    @Test
    void aPassCountsForOneTrainAndNotForAnother() {
        Board b = board(BoardAreas.DEFAULT);
        RunResult counted = b.checkRun("X", List.of(route(60, "B2", "B4", "B6")), id -> TWO, RULES);
        assertTrue(counted.error().contains("counts 3 stops"), counted.error());
        RunResult free = b.checkRun("X", List.of(route(60, "B2", "B4", "B6")), id -> TWO_OVER_PASSES, RULES);
        assertNull(free.error());
        assertEquals(60, free.total());
        assertEquals(20, best(b, "X", TWO).total(), "counting the pass, a 2-train reaches only the pass");
        assertEquals(60, best(b, "X", TWO_OVER_PASSES).total(), "over the pass it reaches B6");
    }

    @Test
    void aTitleNarrowsTheStopsThatMakeARoute() {
        Board engine = board(BoardAreas.DEFAULT);
        assertNull(engine.checkRun("X", List.of(route(20, "B2", "B4")), id -> TWO, RULES).error(),
                "by default a pass is one of the two stops");
        Board title = board(CITIES_ONLY);
        String why = title.checkRun("X", List.of(route(20, "B2", "B4")), id -> TWO, RULES).error();
        assertTrue(why.endsWith("two cities needed"), why);
        assertEquals(0, best(title, "X", TWO).total(), "no route of two cities within two counted stops");
        assertEquals(60, best(title, "X", TWO_OVER_PASSES).total());
    }

    @Test
    void aTokenOnlyOnAPassMakesNoStationWhereTheTitleSaysSo() {
        for (BoardAreas areas : List.of(BoardAreas.DEFAULT, CITIES_ONLY)) {
            Board b = new Board(MapDefinition.load("t", MAP, "{\"tiles\":{}}"), areas);
            b.placeToken("Y", b.cityRef("B4", 0), false);
            RunResult r = b.checkRun("Y", List.of(route(60, "B2", "B4", "B6")), id -> TWO_OVER_PASSES, RULES);
            if (areas == CITIES_ONLY) {
                assertTrue(r.error().contains("no station of Y"), r.error());
                assertEquals(0, best(b, "Y", TWO_OVER_PASSES).total());
            } else {
                assertNull(r.error());
                assertEquals(90, best(b, "Y", TWO_OVER_PASSES).total(), "from the pass over B6 into B8");
            }
            assertFalse(b.routeAvailable("Y"), "a route starts from a city token");
        }
    }

    @Test
    void routesAreAvailableOnlyToStopsThatMakeThem() {
        Board title = new Board(MapDefinition.load("t", MAP, "{\"tiles\":{}}"), CITIES_ONLY);
        title.placeHomeToken("X", "B2", 0);
        assertTrue(title.routeAvailable("X"), "over the pass to B6");
        Board engine = board(BoardAreas.DEFAULT);
        assertTrue(engine.routeAvailable("X"));
    }

    /**
     * Two stations that no track joins give no route, though one's track runs into a pass and out again: the
     * search must not count the way back into the station it started from as another stop (1841, seed
     * 49139 of the random games: Reggio's track into the pass M11 and Bologna's unconnected station).
     */
    @Test
    void trackBackIntoTheStartingStationIsNoRoute() {
        String map = "{\"layout\":\"pointy\",\"hexes\":{\"gray\":["
                + "{\"coords\":[\"B2\"],\"code\":\"city=revenue:20;path=a:4,b:_0\"},"
                + "{\"coords\":[\"B4\"],\"code\":\"pass=revenue:0;path=a:1,b:_0;path=a:4,b:_0\"},"
                + "{\"coords\":[\"B8\"],\"code\":\"city=revenue:50;path=a:1,b:_0\"}]}}";
        for (BoardAreas areas : List.of(BoardAreas.DEFAULT, CITIES_ONLY)) {
            Board b = new Board(MapDefinition.load("t", map, "{\"tiles\":{}}"), areas);
            b.placeHomeToken("X", "B2", 0);
            b.placeToken("X", b.cityRef("B8", 0), false);
            assertEquals(areas == BoardAreas.DEFAULT, b.routeAvailable("X"),
                    "B2 to the pass is a route only where a pass is a stop that makes one");
        }
    }

    /**
     * A route that passes a stop leaves it by other track than it came: X's track from B2 runs through the
     * junction B4 into its own station on the pass B6, a dead end, and the junction's other branch to A5
     * leaves B4 on the same side as B6's track. From B6 X reaches A5, but from its city B2 only by turning
     * back on the pass (1841, seed 63126: SFTC's M3 and its pass M5 over the tile 18 of L4, where 18xx.games
     * skips SFTC's route step).
     */
    @Test
    void aRouteDoesNotTurnBackOnAPass() {
        String map = "{\"layout\":\"pointy\",\"hexes\":{\"gray\":["
                + "{\"coords\":[\"B2\"],\"code\":\"city=revenue:20;path=a:4,b:_0\"},"
                + "{\"coords\":[\"B4\"],\"code\":\"path=a:1,b:4;path=a:4,b:3\"},"
                + "{\"coords\":[\"B6\"],\"code\":\"pass=revenue:0;path=a:1,b:_0\"},"
                + "{\"coords\":[\"A5\"],\"code\":\"city=revenue:30;path=a:0,b:_0\"}]}}";
        Board b = new Board(MapDefinition.load("t", map, "{\"tiles\":{}}"), CITIES_ONLY);
        b.placeHomeToken("X", "B2", 0);
        b.placeToken("X", b.cityRef("B6", 0), false);
        assertTrue(b.reach().reachesStopOn("X", "A5"), "from the pass over the junction");
        assertFalse(b.routeAvailable("X"), "B2 reaches A5 only by turning back on the pass");
        Board passesCount = new Board(MapDefinition.load("t", map, "{\"tiles\":{}}"), BoardAreas.DEFAULT);
        passesCount.placeHomeToken("X", "B2", 0);
        passesCount.placeToken("X", passesCount.cityRef("B6", 0), false);
        assertTrue(passesCount.routeAvailable("X"), "where a pass makes a route, B2 to B6 is one");
    }

    /**
     * A title may start a company's networks for some purposes only from some of its stations (18xx.games'
     * 1841: track and tokens only from stations in cities): Y, with its one station on the pass B4, reaches
     * B6 for its routes but places no token from there.
     */
    @Test
    void aTitleStartsNetworksOnlyFromSomeStations() {
        BoardAreas cityStarts = new BoardAreas() {
            @Override
            public Reach reach(Board board) {
                return new Reach(board) {
                    @Override
                    protected boolean stationStartsNetwork(String kind, ReachPurpose purpose) {
                        return purpose == ReachPurpose.ROUTES || !kind.equals("pass");
                    }
                };
            }
        };
        Board plain = new Board(MapDefinition.load("t", MAP, "{\"tiles\":{}}"), BoardAreas.DEFAULT);
        Board cities = new Board(MapDefinition.load("t", MAP, "{\"tiles\":{}}"), cityStarts);
        for (Board b : List.of(plain, cities)) {
            b.placeToken("Y", b.cityRef("B4", 0), false);
            assertTrue(b.reach().reachesStopOn("Y", "B6"), "a route from the pass");
        }
        assertTrue(plain.legalTokenCities("Y").contains(plain.cityRef("B6", 0)), plain.legalTokenCities("Y").toString());
        assertTrue(cities.legalTokenCities("Y").isEmpty(), cities.legalTokenCities("Y").toString());
        cities.placeHomeToken("Y", "B2", 0);
        assertTrue(cities.legalTokenCities("Y").contains(cities.cityRef("B6", 0)), "from B2 over the pass");
    }

    @Test
    void terminalTrackEndsARoute() {
        Board b = board(BoardAreas.DEFAULT);
        TrainSpec four = TrainSpec.townsFree("2-0", 4);
        RunResult through = b.checkRun("X", List.of(route(140, "B2", "B4", "B6", "B8", "B10")), id -> four, RULES);
        assertTrue(through.error().contains("ends there"), through.error());
        RunResult into = b.checkRun("X", List.of(route(110, "B2", "B4", "B6", "B8")), id -> four, RULES);
        assertNull(into.error());
        assertEquals(110, best(b, "X", four).total(), "the optimiser stops at the terminal city too");
    }
}
