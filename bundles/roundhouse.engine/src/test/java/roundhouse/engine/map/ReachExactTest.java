package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The network found by the alternating search equals the one found by walking every partial route
 * ({@link ExhaustiveReach}), for every company at every run of the recorded 1830 games.
 */
class ReachExactTest {
    private static final List<String> COMPANIES = List.of("PRR", "NYC", "CPR", "B&O", "C&O", "ERIE", "NYNH", "B&M");

    static java.util.stream.Stream<Path> fixtures() throws Exception {
        return FixtureMapReplayTest.fixtures();
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void networksEqualTheExhaustiveWalkAtEveryRun(Path file) {
        int[] compared = {0};
        StringBuilder differences = new StringBuilder();
        FixtureMapReplay replay = new FixtureMapReplay();
        replay.listener = (id, board, company, routes, rules) -> {
            for (String c : COMPANIES) {
                String d = ExhaustiveReach.compare(board, c, 2_000_000);
                if (d != null && !d.isEmpty()) {
                    differences.append("action ").append(id).append(": ").append(d);
                }
                compared[0] += d == null ? 0 : 1;
            }
        };
        replay.replay(file);
        assertEquals("", String.join("\n", replay.problems));
        assertEquals("", differences.toString());
        assertTrue(compared[0] > 300, "networks compared: " + compared[0]);
    }

    /** The route witnesses checked beside the networks above show most reached edges and nodes within their budget. */
    @org.junit.jupiter.api.Test
    void routeWitnessesShowMostReachedEdges() throws Exception {
        long witnessed0 = ExhaustiveReach.WITNESSED.get();
        long reached0 = ExhaustiveReach.REACHED.get();
        networksEqualTheExhaustiveWalkAtEveryRun(fixtures().findFirst().orElseThrow());
        long witnessed = ExhaustiveReach.WITNESSED.get() - witnessed0;
        long reached = ExhaustiveReach.REACHED.get() - reached0;
        assertTrue(reached > 1000 && witnessed * 2 > reached, "witnessed " + witnessed + " of " + reached + " reached edges and nodes");
    }
}
