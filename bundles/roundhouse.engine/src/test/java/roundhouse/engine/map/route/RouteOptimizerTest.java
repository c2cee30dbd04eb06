package roundhouse.engine.map.route;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;

import roundhouse.engine.map.RouteGraph;
import roundhouse.engine.map.RouteGraph.Chain;
import roundhouse.engine.map.RouteGraph.Stop;
import roundhouse.engine.map.TrainSpec;

/** Hand-built maps where the best run is known. */
class RouteOptimizerTest {

    static Stop city(String hex, int revenue, boolean token) {
        return new Stop(hex, hex + "-0", "city", revenue, token, true, 0);
    }

    static Stop offboard(String hex, int revenue) {
        return new Stop(hex, hex + "-0", "offboard", revenue, false, false, 0);
    }

    static Chain chain(int a, int b, int... segments) {
        return new Chain(a, b, segments, List.of("h" + a, "h" + b));
    }

    static List<String> hexes(RunPlan plan) {
        List<String> out = new ArrayList<>();
        plan.routes().forEach(r -> out.add(r.train() + ":" + String.join("-", r.hexes())));
        return out;
    }

    @Test
    void greedyBestFirstRouteIsNotPartOfTheBestRun() {
        // T(10, token) with arms A(41)-B(40), C(45)-D(10), E(40): greedy takes A-T-C (96) and is left with T-E (50) = 146.
        List<Stop> stops = List.of(city("T", 10, true), city("A", 41, false), city("B", 40, false), city("C", 45, false),
                city("D", 10, false), city("E", 40, false));
        RouteGraph g = RouteGraph.of(stops, List.of(chain(0, 1, 0), chain(1, 2, 1), chain(0, 3, 2), chain(3, 4, 3), chain(0, 5, 4)), 5);
        for (int threads : new int[] {1, 2}) {
            RunPlan plan = new RouteOptimizer(threads).optimize(g,
                    List.of(TrainSpec.stops("3-0", 3), TrainSpec.stops("3-1", 3)), null, null, null);
            assertTrue(plan.optimal());
            assertEquals(186, plan.total(), hexes(plan).toString());
            assertTrue(hexes(plan).containsAll(List.of("3-0:T-A-B", "3-1:T-C-E")) || hexes(plan).containsAll(
                    List.of("3-0:T-C-E", "3-1:T-A-B")) || plan.routes().stream().mapToInt(PlannedRoute::revenue).sorted()
                            .boxed().toList().equals(List.of(91, 95)), hexes(plan).toString());
        }
    }

    @Test
    void twoTrainsCompeteForTheOnlyTrackToTheOffboard() {
        // X (100) hangs on segment 0 only; the 3-train does better elsewhere (T-Z-W 90) than through X.
        List<Stop> stops = List.of(city("T", 10, true), offboard("X", 100), city("Y", 20, false), city("Z", 30, false),
                city("W", 50, false));
        RouteGraph g = RouteGraph.of(stops, List.of(chain(0, 1, 0), chain(2, 0, 1), chain(0, 3, 2), chain(3, 4, 3)), 4);
        RunPlan plan = new RouteOptimizer(2).optimize(g, List.of(TrainSpec.stops("2-0", 2), TrainSpec.stops("3-0", 3)), null,
                null, null);
        assertEquals(200, plan.total(), hexes(plan).toString());
        assertEquals(1, plan.routes().stream().filter(r -> r.hexes().contains("X")).count());
        assertTrue(hexes(plan).contains("2-0:T-X") || hexes(plan).contains("2-0:X-T"), hexes(plan).toString());
    }

    @Test
    void offboardsAndFullCitiesOnlyEndRoutesAndATokenIsNeeded() {
        // X is an offboard between T and F: a route may not run T-X-F.
        List<Stop> stops = List.of(city("T", 10, true), offboard("X", 100), city("F", 50, false), city("N", 20, false));
        RouteGraph g = RouteGraph.of(stops, List.of(chain(0, 1, 0), chain(1, 2, 1), chain(2, 3, 2)), 3);
        RunPlan plan = new RouteOptimizer(1).optimize(g, List.of(TrainSpec.stops("D-0", TrainSpec.UNLIMITED)), null, null, null);
        assertEquals(110, plan.total(), "only T-X; F-N has no token and T-X-F passes the offboard");
    }

    @Test
    void cancelledSearchSaysItIsNotProven() {
        List<Stop> stops = new ArrayList<>();
        List<Chain> chains = new ArrayList<>();
        int n = 14;
        for (int i = 0; i < n; i++) {
            stops.add(city("S" + i, 10 + i, i == 0));
        }
        int seg = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                chains.add(chain(i, j, seg++));
            }
        }
        RouteGraph g = RouteGraph.of(stops, chains, seg);
        AtomicReference<Double> progress = new AtomicReference<>(0.0);
        RunPlan plan = new RouteOptimizer(2).optimize(g, List.of(TrainSpec.stops("D-0", TrainSpec.UNLIMITED)), null,
                () -> true, progress::set);
        assertFalse(plan.optimal());
    }

    @Test
    void progressReachesOneAndBonusesCount() {
        List<Stop> stops = List.of(city("T", 10, true), city("A", 20, false));
        RouteGraph g = RouteGraph.of(stops, List.of(chain(0, 1, 0)), 1);
        AtomicReference<Double> progress = new AtomicReference<>(0.0);
        RunPlan plan = new RouteOptimizer(1).optimize(g, List.of(TrainSpec.stops("2-0", 2)),
                route -> route.size() == 2 ? 5 : 0, null, progress::set);
        assertEquals(35, plan.total());
        assertEquals(1.0, progress.get());
    }

    @Test
    void bothCoresFindTheSameOptimumAsOne() {
        List<Stop> stops = new ArrayList<>();
        List<Chain> chains = new ArrayList<>();
        int n = 12;
        for (int i = 0; i < n; i++) {
            stops.add(city("S" + i, 10 * ((i * 7) % 5 + 1), i % 4 == 0));
        }
        int seg = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                chains.add(chain(i, j, seg++));
            }
        }
        RouteGraph g = RouteGraph.of(stops, chains, seg);
        List<TrainSpec> trains = List.of(TrainSpec.stops("5-0", 5), TrainSpec.stops("4-0", 4));
        RunPlan one = new RouteOptimizer(1).optimize(g, trains, null, null, null);
        RunPlan two = new RouteOptimizer(2).optimize(g, trains, null, null, null);
        assertTrue(one.candidates() > RouteOptimizer.PARALLEL_THRESHOLD, "big enough to split: " + one.candidates());
        assertTrue(one.optimal() && two.optimal());
        assertEquals(one.total(), two.total());
        // Routes may share stops, not track: 50+50+40+40+30 for the 5-train, 50+50+40+40 for the 4-train.
        assertEquals(390, one.total(), one.routes().toString());
    }
}
