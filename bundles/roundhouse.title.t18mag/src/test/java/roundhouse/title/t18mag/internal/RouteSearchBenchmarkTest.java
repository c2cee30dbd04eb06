package roundhouse.title.t18mag.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.testsupport.RouteSearchBench;

/** Prints the route optimiser's CPU time over the run positions of the recorded 18Mag games (figures only). */
class RouteSearchBenchmarkTest {
    @Test
    void searchOverTheRecordedRuns() throws Exception {
        Path dir = Path.of("src/test/resources/fixtures/18mag");
        long total = RouteSearchBench.run("18Mag", new T18MagTitle(), List.of(dir.resolve("hs_puhjabag_1762198060.json"),
                dir.resolve("hs_tfagolvf_76622.json"), dir.resolve("plus_train_power.json")), 20, 21);
        assertTrue(total > 0);
    }
}
