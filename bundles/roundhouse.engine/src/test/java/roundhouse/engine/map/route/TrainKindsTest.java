package roundhouse.engine.map.route;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.BoardAreas;
import roundhouse.engine.map.MapDefinition;
import roundhouse.engine.map.RecordedRoute;
import roundhouse.engine.map.RouteCheck;
import roundhouse.engine.map.RouteGraph;
import roundhouse.engine.map.RouteRules;
import roundhouse.engine.map.RunResult;
import roundhouse.engine.map.TrainSpec;

/**
 * The train kinds of the five titles on small hand-built boards where the best run is known. Every
 * answer of the optimiser is also run through {@link Board#checkRun}, which must accept it and price
 * each route alike: the two sides implement the same rules independently.
 *
 * <p>Boards are rows of gray (fixed) hexes on a pointy grid: {@code A1 A3 A5 ...} are west-east
 * neighbours (edges 1 = W, 4 = E), {@code B4} lies south-east of {@code A3} (edge 5) and south-west of
 * {@code A5}.
 */
class TrainKindsTest {
    static final String CORP = "PR";
    static final RouteRules RULES = new RouteRules(List.of("yellow"));

    /** A city, town, track or offboard with exits W and E (or the given edges). */
    static String city(int revenue, int... edges) {
        return node("city=revenue:" + revenue, edges);
    }

    static String town(int revenue, int... edges) {
        return node("town=revenue:" + revenue, edges);
    }

    static String offboard(int revenue, int... edges) {
        return node("offboard=revenue:" + revenue, edges);
    }

    static String track() {
        return "path=a:1,b:4";
    }

    private static String node(String head, int... edges) {
        StringBuilder sb = new StringBuilder(head);
        for (int e : edges.length == 0 ? new int[] {1, 4} : edges) {
            sb.append(";path=a:").append(e).append(",b:_0");
        }
        return sb.toString();
    }

    /** A board of the given hexes ({@code "gray:A1" -> code}) with the company's token on each listed city. */
    static Board board(Map<String, String> hexes, String bonuses, String... tokenHexes) {
        return board(BoardAreas.DEFAULT, hexes, bonuses, tokenHexes);
    }

    /** The same with a title's rule areas (its own route check). */
    static Board board(BoardAreas areas, Map<String, String> hexes, String bonuses, String... tokenHexes) {
        Map<String, List<String>> byColor = new LinkedHashMap<>();
        StringBuilder json = new StringBuilder("{\"layout\":\"pointy\",\"hexes\":{");
        hexes.forEach((key, code) -> byColor.computeIfAbsent(key.split(":")[0], k -> new ArrayList<>())
                .add("{\"coords\":[\"" + key.split(":")[1] + "\"],\"code\":\"" + code + "\"}"));
        json.append(String.join(",", byColor.entrySet().stream()
                .map(e -> "\"" + e.getKey() + "\":[" + String.join(",", e.getValue()) + "]").toList()));
        json.append("}");
        if (bonuses != null) {
            json.append(",\"route_bonuses\":").append(bonuses);
        }
        json.append("}");
        Board b = new Board(MapDefinition.load("test", json.toString(), "{\"tiles\":{}}"), areas);
        for (String h : tokenHexes) {
            b.placeHomeToken(CORP, h, 0);
        }
        return b;
    }

    static Map<String, String> hexes(String... keyThenCode) {
        Map<String, String> out = new LinkedHashMap<>();
        for (int i = 0; i < keyThenCode.length; i += 2) {
            out.put(keyThenCode[i], keyThenCode[i + 1]);
        }
        return out;
    }

    /**
     * The optimiser's best run on one and two threads, proven optimal, equal to {@code expected}, and
     * accepted and priced identically route by route by {@link Board#checkRun}.
     */
    static RunPlan best(Board b, int expected, TrainSpec... trains) {
        RouteGraph g = b.routeGraph(CORP, RULES);
        RunPlan plan = null;
        for (int threads : new int[] {1, 2}) {
            plan = new RouteOptimizer(threads).bestRun(g, List.of(trains), b.routeBonuses(CORP, RULES), null, null);
            assertTrue(plan.optimal());
            assertEquals(expected, plan.total(), describe(plan));
        }
        RunResult check = check(b, plan, trains);
        assertTrue(check.ok(), check.error() + " for " + describe(plan));
        assertEquals(plan.total(), check.total(), describe(plan));
        assertEquals(plan.routes().stream().map(PlannedRoute::revenue).toList(), check.revenues(), describe(plan));
        return plan;
    }

    static RunResult check(Board b, RunPlan plan, TrainSpec... trains) {
        List<RecordedRoute> recorded = plan.routes().stream()
                .map(r -> new RecordedRoute(r.train(), r.connections(), r.hexes(), r.stops(), r.revenue())).toList();
        return run(b, recorded, trains);
    }

    static RunResult run(Board b, List<RecordedRoute> routes, TrainSpec... trains) {
        return b.checkRun(CORP, routes, id -> List.of(trains).stream().filter(t -> t.id().equals(id)).findFirst()
                .orElse(null), RULES);
    }

    /** A recorded route over west-east neighbours, one connection per pair of consecutive stops. */
    static RecordedRoute along(String train, String... stopHexesWithTrackBetween) {
        List<List<String>> connections = new ArrayList<>();
        List<String> current = new ArrayList<>();
        for (String h : stopHexesWithTrackBetween) {
            boolean track = h.startsWith("~");
            String hex = track ? h.substring(1) : h;
            current.add(hex);
            if (!track && current.size() > 1) {
                connections.add(List.copyOf(current));
                current = new ArrayList<>(List.of(hex));
            }
        }
        return new RecordedRoute(train, connections, List.of(), List.of(), 0);
    }

    static String describe(RunPlan plan) {
        List<String> out = new ArrayList<>();
        plan.routes().forEach(r -> out.add(r.train() + ":" + String.join("-", r.hexes()) + "=" + r.revenue()));
        return out.toString();
    }

    static List<String> routeHexes(RunPlan plan) {
        return plan.routes().stream().map(r -> {
            List<String> h = new ArrayList<>(r.hexes());
            if (h.get(0).compareTo(h.get(h.size() - 1)) > 0) {
                java.util.Collections.reverse(h);
            }
            return r.train() + ":" + String.join("-", h);
        }).toList();
    }

    // ---------------------------------------------------------------------------- plus trains

    /** X(60) - T(20, token) - a(town 10) - b(town 10) - Y(100), west to east. */
    static Board plusLine() {
        return board(hexes("gray:A1", city(60, 4), "gray:A3", city(20), "gray:A5", town(10), "gray:A7", town(10),
                "gray:A9", city(100, 1)), null, "A3");
    }

    @Test
    void plusTrainTakesATownInItsExtraSlotButNoThirdCity() {
        // 2+1: X-T-a = 90 (2 cities + the town slot) beats X-T = 80; T-a-b-Y (140, best for a 4-train)
        // has 2 cities and 2 towns: one town too many. X-T-a-b likewise (spare 0 + 1 slot < 2 towns).
        Board b = plusLine();
        RunPlan plan = best(b, 90, TrainSpec.plus("2+1-0", 2, 1));
        assertEquals(List.of("2+1-0:A1-A3-A5"), routeHexes(plan));
        RunResult tooMany = run(b, List.of(along("2+1-0", "A3", "A5", "A7", "A9")), TrainSpec.plus("2+1-0", 2, 1));
        assertTrue(tooMany.error().contains("2 cities and 2 towns, too many"), tooMany.error());
        // 2+2 fits T-a-b-Y = 140; an ordinary 4-train runs the same.
        best(b, 140, TrainSpec.plus("2+2-0", 2, 2));
        best(b, 140, TrainSpec.stops("4-0", 4));
    }

    @Test
    void townsFillGeneralSlotsTooAndAnUnlimitedTownAllowanceDoesNotOverflow() {
        // 1854 1+ (one city, any towns): X-T has two cities, so only T-a-b = 40.
        best(plusLine(), 40, TrainSpec.plus("1+-0", 1, TrainSpec.UNLIMITED));
        // 1854 2+: T-a-b-Y = 140.
        best(plusLine(), 140, TrainSpec.plus("2+-0", 2, TrainSpec.UNLIMITED));
        // 1+1: X-T has two cities; T fills the one general slot, so only one town fits: T-a = 30.
        best(plusLine(), 30, TrainSpec.plus("1+1-0", 1, 1));
    }

    // ---------------------------------------------------------------------------- towns free

    @Test
    void townsNeverCountForATownsFreeTrain() {
        // 1841: a 2-train with free towns runs T-a-b-Y = 140 (two cities; X-T-a-b = 100); X-T-a-b-Y has
        // three cities. An ordinary 2-train gets only X-T = 80.
        RunPlan plan = best(plusLine(), 140, TrainSpec.townsFree("2-0", 2));
        assertEquals(List.of("2-0:A3-A5-A7-A9"), routeHexes(plan));
        best(plusLine(), 80, TrainSpec.stops("2-0", 2));
        // With reach 3, the whole line: 60+20+10+10+100 = 200.
        best(plusLine(), 200, TrainSpec.townsFree("3-0", 3));
    }

    /**
     * A towns-free train counts only cities, so the search follows no path past its count of cities: on
     * a line of twelve cities from the token only the paths of two and three cities are routes for a
     * 3-train (before, every path of the line was enumerated, which on a dense 1841 board filled the memory:
     * random seed 61021). The best run is unchanged: the first three cities, 10 + 20 + 30.
     */
    @Test
    void aTownsFreeTrainsSearchStopsAtItsCountOfCities() {
        List<String> line = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            line.add("gray:A" + (2 * i + 1));
            line.add(i == 0 ? city(10, 4) : i == 11 ? city(10 * (i + 1), 1) : city(10 * (i + 1)));
        }
        Board b = board(hexes(line.toArray(String[]::new)), null, "A1");
        List<Candidate> found = new ArrayList<>();
        assertTrue(RouteEnumerator.enumerate(b.routeGraph(CORP, RULES), List.of(TrainSpec.townsFree("3-0", 3)), found, () -> false));
        assertEquals(2, found.size(), "A1-A3 and A1-A3-A5");
        best(b, 60, TrainSpec.townsFree("3-0", 3));
    }

    // ---------------------------------------------------------------------------- H trains

    /** R (red offboard 80) - T(20, token) - track - track - C(30) - V(gray offboard 40). */
    static Board hLine() {
        return board(hexes("red:A1", offboard(80, 4), "gray:A3", city(20), "gray:A5", track(), "gray:A7", track(),
                "gray:A9", city(30), "gray:A11", offboard(40, 1)), null, "A3");
    }

    @Test
    void hTrainCountsHexesAndNeverRunsToRedOffboards() {
        Board b = hLine();
        Set<String> red = b.offboardHexes("red");
        assertEquals(Set.of("A1"), red);
        // 1844 §5.8: every hex with used track counts. T-C spans A3..A9 = 4 hexes: a 3H cannot run it,
        // and R-T (2 hexes, 100) is a red off-board: nothing for the 3H.
        RunPlan none = best(b, 0, TrainSpec.hexes("3H-0", 3, red));
        assertTrue(none.routes().isEmpty(), describe(none));
        best(b, 50, TrainSpec.hexes("4H-0", 4, red));
        // 5H: T-C-V = 90 over 5 hexes (the gray off-board Vaduz-style is allowed); R-T-C would be 130.
        best(b, 90, TrainSpec.hexes("5H-0", 5, red));
        // An ordinary 2-train: R-T = 100.
        best(b, 100, TrainSpec.stops("2-0", 2));
        RunResult toRed = run(b, List.of(along("2H-0", "A1", "A3")), TrainSpec.hexes("2H-0", 2, red));
        assertTrue(toRed.error().contains("may not visit A1"), toRed.error());
        RunResult tooFar = run(b, List.of(along("3H-0", "A3", "~A5", "~A7", "A9")), TrainSpec.hexes("3H-0", 3, red));
        assertTrue(tooFar.error().contains("spans 4 hexes"), tooFar.error());
    }

    @Test
    void twoStopsOnOneHexCostAnHTrainOneHex() {
        // A3 holds city T(20, token) joined on the tile to town u(10), which leads east to C(30) on A5.
        // 1844 §5.8 counts hexes, not stops: T-u-C spans A3 and A5 = 2 hexes, so a 2H runs all three
        // stops (60) although a 2-train only gets T-u (30; u-C has no token). Both together: a split
        // T-u + u-C would leave u-C without a token, so the best stays 60 with one train idle.
        Board b = board(hexes("gray:A3", "city=revenue:20;town=revenue:10;path=a:_0,b:_1;path=a:_1,b:4", "gray:A5",
                city(30, 1)), null, "A3");
        best(b, 60, TrainSpec.hexes("2H-0", 2, Set.of()));
        best(b, 30, TrainSpec.stops("2-0", 2));
        best(b, 60, TrainSpec.hexes("2H-0", 2, Set.of()), TrainSpec.stops("2-0", 2));
    }

    @Test
    void aHexEnteredTwiceCountsTwiceForAnHTrain() {
        // T(20, token) on A3 - A5 - B6 - B4 - A5 again - C(30) on A7: A5 holds two separate tracks
        // (W-SE and SW-E), so the only route from T to C passes it twice: 6 hexes for 1844 §5.8 (RB XV:
        // "doppelt zaehlen"), although it covers only five different ones.
        Board b = board(hexes("gray:A3", city(20, 4), "gray:A5", "path=a:1,b:5;path=a:0,b:4", "gray:B6", "path=a:2,b:1",
                "gray:B4", "path=a:4,b:3", "gray:A7", city(30, 1)), null, "A3");
        best(b, 0, TrainSpec.hexes("5H-0", 5, Set.of()));
        RunPlan plan = best(b, 50, TrainSpec.hexes("6H-0", 6, Set.of()));
        assertEquals(List.of(List.of("A3", "A5", "B6", "B4", "A5", "A7")), plan.routes().get(0).connections());
        best(b, 50, TrainSpec.stops("2-0", 2));
        RunResult tooFar = run(b, List.of(new RecordedRoute("5H-0", List.of(List.of("A3", "A5", "B6", "B4", "A5", "A7")),
                List.of(), List.of(), 0)), TrainSpec.hexes("5H-0", 5, Set.of()));
        assertTrue(tooFar.error().contains("spans 6 hexes"), tooFar.error());
    }

    // ---------------------------------------------------------------------------- express

    /** T(10, token) - A(10) - B(90) - C(60). */
    static Board expressLine() {
        return board(hexes("gray:A1", city(10, 4), "gray:A3", city(10), "gray:A5", city(90), "gray:A7", city(60, 1)),
                null, "A1");
    }

    @Test
    void expressSkipsStopsButPaysAnOwnToken() {
        // A plain 2-train only reaches T-A = 20. The 2E runs the whole line and pays its best two stops,
        // one of which must be the own token T (1854 §6.6): 90 + 10 = 100, not 90 + 60.
        best(expressLine(), 20, TrainSpec.stops("2-0", 2));
        best(expressLine(), 100, TrainSpec.express("2E-0", 2));
        // 3E: B, C and T = 160 (a 3-train: T-A-B = 110); 8E: everything = 170.
        best(expressLine(), 160, TrainSpec.express("3E-0", 3));
        best(expressLine(), 110, TrainSpec.stops("3-0", 3));
        best(expressLine(), 170, TrainSpec.express("8E-0", 8));
    }

    /** R (red 60, a paid hex) - T(10, token) - B(90) - C(60), west to east. */
    static Board paidLine() {
        return board(hexes("red:A1", offboard(60, 4), "gray:A3", city(10), "gray:A5", city(90), "gray:A7", city(60, 1)),
                null, "A3");
    }

    @Test
    void anExpressPaysItsPaidHexesBeyondItsBest() {
        // 18xx.games' 1844 8E: the best stops with an own token, then every red off-board besides.
        // 3E over R-T-B-C: best three B, C and R (90, 60, 60) hold no token, so the last of them gives way
        // to T: of the two 60s it is R, which is paid anyway: B + C + T + R = 220. Ranking R before C
        // would give only B + R + T = 160.
        TrainSpec paying = TrainSpec.express("3E-0", 3).paying(Set.of("A1"));
        RunPlan plan = best(paidLine(), 220, paying);
        assertEquals(List.of("3E-0:A1-A3-A5-A7"), routeHexes(plan));
        // Without paid hexes: B + C + T = 160; a 2E with R paid: B + T + R = 160.
        best(paidLine(), 160, TrainSpec.express("3E-0", 3));
        best(paidLine(), 160, TrainSpec.express("2E-0", 2).paying(Set.of("A1")));
        boolean[] paid = paying.paid(new int[] {60, 10, 90, 60}, new boolean[] {false, true, false, false},
                new boolean[] {true, false, false, false});
        assertTrue(paid[0] && paid[1] && paid[2] && paid[3]);
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> TrainSpec.stops("3-0", 3).paying(Set.of("A1")));
    }

    /** A title's stop values: the city on A5 is worth 100 more (1844: a mountain railway's board). */
    static final BoardAreas RICH_A5 = new BoardAreas() {
        @Override
        public RouteCheck routeCheck(Board board) {
            return new RouteCheck(board) {
                @Override
                protected int stopRevenue(String hex, int stopIndex, int printed, RouteRules rules) {
                    return hex.equals("A5") ? printed + 100 : printed;
                }
            };
        }
    };

    @Test
    void aTitlesStopValueDecidesWhatAnExpressPaysAndTheGraphShows() {
        // T(10, token) - A(10, +100 from the title) - B(10) - C(90): the 2E pays A and T = 120, not C and
        // T = 100; the graph shows A at 110 and the check prices it alike.
        Board rich = board(RICH_A5, hexes("gray:A1", city(10, 4), "gray:A3", city(10), "gray:A5", city(10),
                "gray:A7", city(90, 1)), null, "A1");
        assertEquals(List.of(10, 10, 110, 90), rich.routeGraph(CORP, RULES).stops().stream()
                .sorted(java.util.Comparator.comparing(RouteGraph.Stop::hex)).map(RouteGraph.Stop::revenue).toList());
        best(rich, 120, TrainSpec.express("2E-0", 2));
        best(rich, 130, TrainSpec.stops("3-0", 3));
    }

    /** A title's group rule: the side group "W" may be used twice, the off-board group "Paris" not. */
    static final BoardAreas SIDES_FREE = new BoardAreas() {
        @Override
        public RouteCheck routeCheck(Board board) {
            return new RouteCheck(board) {
                @Override
                protected boolean groupOnce(String group) {
                    return !group.equals("W");
                }
            };
        }
    };

    @Test
    void aTitleDecidesWhichOffboardGroupsARouteUsesOnce() {
        // W1 (red 30, W) - T(20, token) - W2 (red 40, W): by default one W only (T-W2 = 60); a title that
        // frees the side group runs W1-T-W2 = 90, in the check and the optimiser alike.
        Map<String, String> hexes = hexes("red:A1", "offboard=revenue:30,groups:W;path=a:4,b:_0", "gray:A3", city(20),
                "red:A5", "offboard=revenue:40,groups:W;path=a:1,b:_0");
        TrainSpec three = TrainSpec.stops("3-0", 3);
        best(board(hexes, null, "A3"), 60, three);
        best(board(SIDES_FREE, hexes, null, "A3"), 90, three);
        RecordedRoute both = along("3-0", "A1", "A3", "A5");
        assertFalse(run(board(hexes, null, "A3"), List.of(both), three).ok());
        assertEquals(90, run(board(SIDES_FREE, hexes, null, "A3"), List.of(both), three).total());
    }

    /** A title's bonus for a route on narrow track: what track a route uses through a hex. */
    static final BoardAreas NARROW_BONUS = new BoardAreas() {
        @Override
        public RouteCheck routeCheck(Board board) {
            return new RouteCheck(board) {
                @Override
                protected int routeBonus(roundhouse.engine.map.RouteView route, roundhouse.engine.map.RunContext run) {
                    for (List<String> c : route.connections()) {
                        for (int k = 1; k + 1 < c.size(); k++) {
                            if ("narrow".equals(trackBetween(c.get(k), c.get(k - 1), c.get(k + 1)))) {
                                return 100;
                            }
                        }
                    }
                    return 0;
                }
            };
        }
    };

    @Test
    void aRouteHookReadsWhichTrackItUsesThroughAHex() {
        // T(20, token) - A3 - C(30): on narrow track through A3 the title pays 100 more, on broad track not.
        for (String track : List.of("narrow", "broad")) {
            Board b = board(NARROW_BONUS, hexes("gray:A1", city(20, 4), "gray:A3", "path=a:1,b:4,track:" + track,
                    "gray:A5", city(30, 1)), null, "A1");
            best(b, track.equals("narrow") ? 150 : 50, TrainSpec.stops("2-0", 2));
        }
    }

    // ---------------------------------------------------------------------------- Diesel vs n-train

    @Test
    void dieselAndTwoTrainShareTheOnlyTokenCity() {
        // W(40) - T(10, token) - E1(30) - E2(30) - E3(30). T has one track west and one east, so the
        // trains split there. Greedy gives the Diesel W-T-E1-E2-E3 (140) and the 2-train nothing;
        // best is 2-train W-T (50) + Diesel T-E1-E2-E3 (100) = 150.
        Board b = board(hexes("gray:A1", city(40, 4), "gray:A3", city(10), "gray:A5", city(30), "gray:A7", city(30),
                "gray:A9", city(30, 1)), null, "A3");
        RunPlan plan = best(b, 150, TrainSpec.stops("D-0", TrainSpec.UNLIMITED), TrainSpec.stops("2-0", 2));
        assertTrue(routeHexes(plan).containsAll(List.of("2-0:A1-A3", "D-0:A3-A5-A7-A9")), describe(plan));
        // The two routes may not both use T-E1.
        RunResult shared = run(b, List.of(along("D-0", "A1", "A3", "A5"), along("2-0", "A3", "A5")),
                TrainSpec.stops("D-0", TrainSpec.UNLIMITED), TrainSpec.stops("2-0", 2));
        assertTrue(shared.error().contains("used twice"), shared.error());
    }

    // ---------------------------------------------------------------------------- declared bonus

    /**
     * W (red 30) - T(20, token, exits W, E, SE) - c(10) - E (red 20), and Rich(60) south-east of T:
     * without a bonus the Diesel's best is W-T-Rich or Rich-T-c-E, both 110; W-T-c-E is 80.
     */
    static Board bonusBoard(String bonuses) {
        return board(hexes("red:A1", offboard(30, 4), "gray:A3", city(20, 1, 4, 5), "gray:A5", city(10), "red:A7",
                offboard(20, 1), "gray:B4", city(60, 2)), bonuses, "A3");
    }

    @Test
    void declaredEastWestBonusChangesTheBestRoute() {
        TrainSpec diesel = TrainSpec.stops("D-0", TrainSpec.UNLIMITED);
        best(bonusBoard(null), 110, diesel);
        // East-west: 25 + 25 for a route joining A1 and A7: W-T-c-E = 80 + 50 = 130.
        Board b = bonusBoard("[{\"name\":\"east-west\",\"from\":{\"A1\":25},\"to\":{\"A7\":25}}]");
        RunPlan plan = best(b, 130, diesel);
        assertEquals(List.of("D-0:A1-A3-A5-A7"), routeHexes(plan));
        // The bonus needs both ends: W-T alone earns none.
        RunResult westOnly = run(b, List.of(along("D-0", "A1", "A3")), diesel);
        assertEquals(50, westOnly.total());
    }

    @Test
    void badRouteBonusDataIsRefusedWithItsPath() {
        Exception e = org.junit.jupiter.api.Assertions.assertThrows(RuntimeException.class,
                () -> bonusBoard("[{\"name\":\"x\",\"from\":{\"Z9\":25},\"to\":{\"A7\":25}}]"));
        assertTrue(e.getMessage().contains("$.route_bonuses[0].from.Z9: no such hex"), e.getMessage());
    }

    // ---------------------------------------------------------------------------- reserved stops

    @Test
    void onlyTheOrientExpressMayUseParis() {
        // 1854 §6.6: Paris (red 100) is for the 80x only. P - T(20, token) - C(30).
        Board b = board(hexes("red:A1", offboard(100, 4), "gray:A3", city(20), "gray:A5", city(30, 1)), null, "A3");
        Set<String> orientOnly = Set.of("A1");
        TrainSpec eight = TrainSpec.stops("8-0", 8).barring(orientOnly);
        best(b, 50, eight);
        best(b, 150, TrainSpec.express("8Ox-0", 8));
        // Both together: the 80x takes P-T and the 8 takes T-C (disjoint track) = 120 + 50 = 170.
        best(b, 170, eight, TrainSpec.express("8Ox-0", 8));
        RunResult refused = run(b, List.of(along("8-0", "A1", "A3")), eight);
        assertFalse(refused.ok());
        assertTrue(refused.error().contains("may not visit A1"), refused.error());
    }
}
