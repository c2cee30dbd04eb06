package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A change on one hex drops only the cached networks that touch it ({@link Reach#invalidate(int)}).
 * Through every recorded 1830 game, at each run the networks the board kept (every company's,
 * asked at the previous run and kept over the lays and tokens since where they did not touch the
 * changed hexes) must equal networks found afresh on a copy of the board.
 */
class ReachCacheTest {
    private static final List<String> COMPANIES = List.of("PRR", "NYC", "CPR", "B&O", "C&O", "ERIE", "NYNH", "B&M");

    static java.util.stream.Stream<Path> fixtures() throws Exception {
        return FixtureMapReplayTest.fixtures();
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void keptNetworksEqualFreshOnesAtEveryRun(Path file) {
        int[] compared = {0};
        FixtureMapReplay replay = new FixtureMapReplay();
        replay.listener = (id, board, company, routes, rules) -> {
            Board fresh = board.copy();
            for (String c : COMPANIES) {
                Reach.Network kept = board.reach().network(c, ReachPurpose.TRACK);
                Reach.Network found = fresh.reach().network(c, ReachPurpose.TRACK);
                assertArrayEquals(found.nodes, kept.nodes, c + " nodes at action " + id);
                assertArrayEquals(found.edges, kept.edges, c + " edges at action " + id);
                assertEquals(fresh.legalTokenCities(c), board.legalTokenCities(c), c + " token cities at action " + id);
                compared[0]++;
            }
        };
        replay.replay(file);
        assertEquals("", String.join("\n", replay.problems));
        assertTrue(compared[0] > 300, "networks compared: " + compared[0]);
    }
}
