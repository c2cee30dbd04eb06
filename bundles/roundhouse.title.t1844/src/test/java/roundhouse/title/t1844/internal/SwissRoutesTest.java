package roundhouse.title.t1844.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.engine.internal.route.RunState;
import roundhouse.engine.map.Board;
import roundhouse.engine.map.MapDefinition;
import roundhouse.engine.map.RecordedRoute;
import roundhouse.engine.map.RouteRules;
import roundhouse.engine.map.RunResult;
import roundhouse.engine.map.TrainSpec;
import roundhouse.engine.map.route.PlannedRoute;
import roundhouse.engine.map.route.RouteOptimizer;
import roundhouse.engine.map.route.RunPlan;
import roundhouse.testsupport.RecordedPosition;

/**
 * 1844's route rules ({@link SwissRouteCheck}) on a strip of the Swiss map's row C, from Belfort (C8,
 * west) to München (C26, east), with the real hex ids so that the transit bonus sees its off-boards:
 * RB XV (H trains by hexes, never to red off-boards; the 8E), RB XVI (transit bonus), RB IV (mountain
 * boards), RB V (tunnel bonus). Every optimum is also run through the check, which must accept it at
 * the same price.
 */
class SwissRoutesTest {
    private static final String CORP = "NOB";
    private static final RouteRules GREEN = new RouteRules(List.of("yellow", "green"));
    private static final Set<String> RED = Set.of("C8", "C26");

    private final Map<String, String> boards = new HashMap<>();
    private final Map<String, String> tunnels = new HashMap<>();

    /**
     * Belfort (red, 10/30) - Basel-like city on C10 (20, NOB's token) - track C12..C16 - town C18 (10) -
     * track C20..C24 - München (red, 10/30); C14 carries a tunnel's narrow track, and a mountain hex D11
     * hangs below the city on a spur of its own.
     */
    private Board strip() {
        StringBuilder red = new StringBuilder();
        red.append(hex("C8", "offboard=revenue:yellow_10|green_30;path=a:4,b:_0")).append(',');
        red.append(hex("C26", "offboard=revenue:yellow_10|green_30;path=a:1,b:_0"));
        List<String> gray = new ArrayList<>();
        gray.add(hex("C10", "city=revenue:20;path=a:1,b:_0;path=a:4,b:_0"));
        for (String h : List.of("C12", "C16", "C20", "C22", "C24")) {
            gray.add(hex(h, "path=a:1,b:4"));
        }
        // a tunnel's narrow track on C14, as a tunnel tile lays it
        gray.add(hex("C14", "path=a:1,b:4,track:narrow"));
        gray.add(hex("C18", "town=revenue:10;path=a:1,b:_0;path=a:4,b:_0"));
        // a mountain below the city: south-east of C10, reached by a spur from the city
        gray.add(hex("D11", "offboard=revenue:0;path=a:2,b:_0"));
        String json = "{\"layout\":\"pointy\",\"hexes\":{\"red\":[" + red + "],\"gray\":[" + String.join(",", gray) + "]}}";
        Board b = new Board(MapDefinition.load("1844-strip", json.replace("city=revenue:20;path=a:1,b:_0;path=a:4,b:_0",
                "city=revenue:20;path=a:1,b:_0;path=a:4,b:_0;path=a:5,b:_0"), "{\"tiles\":{}}"),
                SwissRouteCheck.areas(boards, Map.of("XM1", Map.of("yellow", 10, "green", 20, "brown", 50, "gray", 80)),
                        tunnels));
        b.placeHomeToken(CORP, "C10", 0);
        return b;
    }

    private static String hex(String coord, String code) {
        return "{\"coords\":[\"" + coord + "\"],\"code\":\"" + code + "\"}";
    }

    /** The optimiser's best run, proven optimal, accepted by the check at the same price route by route. */
    private static RunPlan best(Board b, int expected, TrainSpec... trains) {
        RunPlan plan = new RouteOptimizer(1).bestRun(b.routeGraph(CORP, GREEN), List.of(trains), b.routeBonuses(CORP, GREEN),
                null, null);
        assertTrue(plan.optimal());
        assertEquals(expected, plan.total(), plan.routes().toString());
        RunResult check = run(b, plan.routes().stream()
                .map(r -> new RecordedRoute(r.train(), r.connections(), r.hexes(), r.stops(), r.revenue())).toList(), trains);
        assertTrue(check.ok(), check.error());
        assertEquals(plan.routes().stream().map(PlannedRoute::revenue).toList(), check.revenues());
        return plan;
    }

    private static RunResult run(Board b, List<RecordedRoute> routes, TrainSpec... trains) {
        return b.checkRun(CORP, routes, id -> List.of(trains).stream().filter(t -> t.id().equals(id)).findFirst().orElse(null),
                GREEN);
    }

    private static RecordedRoute route(String train, List<String>... connections) {
        return new RecordedRoute(train, List.of(connections), List.of(), List.of(), 0);
    }

    private static final List<String> WEST = List.of("C10", "C8");
    private static final List<String> EAST = List.of("C10", "C12", "C14", "C16", "C18");
    private static final List<String> ON_EAST = List.of("C18", "C20", "C22", "C24", "C26");

    /** RB XVI: Belfort (west, 50) to München (east, 50) adds both bonuses to the route. */
    @Test
    void aRouteFromWestToEastEarnsBothTransitBonuses() {
        // Belfort 30 + city 20 + town 10 + München 30 = 90, plus 50 + 50.
        RunPlan plan = best(strip(), 190, TrainSpec.stops("4-0", 4));
        assertEquals(List.of("C8", "C10", "C18", "C26"), sorted(plan.routes().get(0).hexes(), "C8"));
        // One off-board alone earns no bonus: a 2-train Belfort-city = 50.
        best(strip(), 50, TrainSpec.stops("2-0", 2));
        assertEquals(0, TransitBonus.of(List.of("C8", "F3")), "two western off-boards");
        assertEquals(30 + 40, TransitBonus.of(List.of("B11", "D19", "M20")), "Strasbourg to Milano");
    }

    /** RB XV: an H train counts hexes and never visits a red off-board; gray ones (mountains) it may. */
    @Test
    void hTrainsCountHexesAndStayAwayFromRedOffboards() {
        Board b = strip();
        // city C10 to town C18 spans 5 hexes: a 4H has no route (Belfort is red), a 5H earns 30
        best(b, 0, TrainSpec.hexes("4H-0", 4, RED));
        best(b, 30, TrainSpec.hexes("5H-0", 5, RED));
        RunResult toBelfort = run(b, List.of(route("2H-0", WEST)), TrainSpec.hexes("2H-0", 2, RED));
        assertFalse(toBelfort.ok());
        assertTrue(toBelfort.error().contains("may not visit C8"), toBelfort.error());
        // RB IV: with a board on the mountain D11 the 2H runs city-mountain: 20 + 20 (green)
        boards.put("D11", "XM1");
        best(b, 40, TrainSpec.hexes("2H-0", 2, RED));
    }

    /** RB IV: a mountain without a mountain railway cannot be visited; with one it pays its board. */
    @Test
    void aMountainWithoutItsRailwayIsNoStop() {
        Board b = strip();
        RunResult bare = run(b, List.of(route("2-0", List.of("C10", "D11"))), TrainSpec.stops("2-0", 2));
        assertFalse(bare.ok());
        assertTrue(bare.error().contains("no mountain railway runs at D11"), bare.error());
        boards.put("D11", "XM1");
        RunResult placed = run(b, List.of(route("2-0", List.of("C10", "D11"))), TrainSpec.stops("2-0", 2));
        assertEquals(40, placed.total(), placed.error());
    }

    /** RB V: through a tunnel every stop counts 10 more; an 8E only the stops it is paid for. */
    @Test
    void theTunnelBonusCountsTheStopsATrainIsPaidFor() {
        Board b = strip();
        boards.put("D11", "XM1");
        // a tunnel on C16 whose track the route does not use (ordinary track there) gives nothing
        tunnels.put("C16", "T2");
        best(b, 190, TrainSpec.stops("4-0", 4));
        tunnels.put("C14", "T1");
        // 4-train Belfort-city-town-München through C14: 90 + 100 transit + 4 x 10
        best(b, 230, TrainSpec.stops("4-0", 4));
        // A 2E over the same line pays München 30 and the city 20 (its token), and 10 for each of them:
        // 50 + 100 transit + 2 x 10 = 170; by 18xx.games' rule it also pays Belfort: 80 + 100 + 3 x 10 = 210.
        RunResult rulebook = run(b, List.of(route("2E-0", WEST, EAST, ON_EAST)), TrainSpec.express("2E-0", 2));
        assertEquals(List.of(170), rulebook.revenues(), rulebook.error());
        RunResult paying = run(b, List.of(route("2E-0", WEST, EAST, ON_EAST)),
                TrainSpec.express("2E-0", 2).paying(RED));
        assertEquals(List.of(210), paying.revenues(), paying.error());
        best(b, 210, TrainSpec.express("2E-0", 2).paying(RED));
    }

    /**
     * RB XV: a route may not hold the same off-board twice, but two off-boards of one side may both be on
     * it (without transit bonus); 18xx.games allows one per side (option {@code offboard_sides_once}).
     * Belfort (C8) and Dijon/Paris (here on C12) are both west, joined through the city on C10.
     */
    @Test
    void twoOffboardsOfOneSideByTheRulebookOnlyOneByOption() {
        for (boolean once : new boolean[] {false, true}) {
            String west = "offboard=revenue:yellow_10|green_30,groups:W";
            String json = "{\"layout\":\"pointy\",\"hexes\":{\"red\":[" + hex("C8", west + ";path=a:4,b:_0") + ","
                    + hex("C12", west + ";path=a:1,b:_0") + "],\"gray\":[" + hex("C10", "city=revenue:20;path=a:1,b:_0;path=a:4,b:_0")
                    + "]}}";
            Board b = new Board(MapDefinition.load("1844-west", json, "{\"tiles\":{}}"),
                    SwissRouteCheck.areas(boards, Map.of(), tunnels, once ? Set.of(SwissRouteCheck.SIDES_ONCE) : Set.of()));
            b.placeHomeToken(CORP, "C10", 0);
            // by the rulebook Belfort-city-Dijon = 30 + 20 + 30, no transit bonus; by option one of them = 50
            best(b, once ? 50 : 80, TrainSpec.stops("3-0", 3));
            RunResult both = run(b, List.of(route("3-0", List.of("C8", "C10"), List.of("C10", "C12"))), TrainSpec.stops("3-0", 3));
            assertEquals(!once, both.ok(), String.valueOf(both.error()));
        }
    }

    /**
     * RB XV on the recorded game: from the first 3-train on, SCB's 2-train is a 2H (action 239); before
     * its run (action 237) the best it may run is Lucerne-Stans for 40, as recorded: Strasbourg-Basel (50)
     * is a red off-board.
     */
    @Test
    void theRecordedTwoHMayNotRunToStrasbourg() throws Exception {
        RecordedPosition rec = RecordedPosition.of(new T1844Title(), java.nio.file.Path.of("src/test/resources/fixtures/1844/"),
                "1844_game_end_bankrupt");
        roundhouse.engine.spi.Game g = rec.before(237).game();
        RunState run = RunState.of(g).orElseThrow();
        assertEquals("SCB", run.corporation().id());
        TrainSpec twoH = run.trainSpecs().get(0);
        assertTrue(twoH.hexDistance() && twoH.barredHexes().contains("B11"), twoH.toString());
        assertEquals(40, run.best(new RouteOptimizer(1), null).total());
        RunResult strasbourg = g.board().checkRun("SCB", List.of(route(twoH.id(), List.of("B11", "C12"))), id -> twoH, run.rules());
        assertTrue(strasbourg.error() != null && strasbourg.error().contains("may not visit") && strasbourg.error().contains("(B11)"), strasbourg.error());
    }

    /** The route's hexes read from the given end. */
    private static List<String> sorted(List<String> hexes, String first) {
        List<String> out = new ArrayList<>(hexes);
        if (!out.get(0).equals(first)) {
            java.util.Collections.reverse(out);
        }
        return out;
    }
}
