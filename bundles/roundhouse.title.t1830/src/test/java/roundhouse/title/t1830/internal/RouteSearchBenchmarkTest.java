package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.testsupport.RouteSearchBench;

/** Prints the route optimiser's CPU time over the run positions of the recorded 1830 games (figures only). */
class RouteSearchBenchmarkTest {
    @Test
    void searchOverTheRecordedRuns() throws Exception {
        Path dir = Path.of("src/test/resources/fixtures/1830");
        long total = RouteSearchBench.run("1830", new T1830Title(),
                List.of(dir.resolve("1830_game_end_bank.json"), dir.resolve("26855.json")), 50, 41);
        assertTrue(total > 0);
    }
}
