package roundhouse.title.t1841.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import roundhouse.testsupport.ReachDensityBench;

/**
 * Prints reach's CPU time by track density over the boards of the three recorded 1841 games
 * (figures only): provinces, passes and the Ferdinandea's secession make 1841's reach the most
 * varied of the five titles. No random games: the harness's cash check does not know the money
 * 1841's sealed concession bids hold back.
 */
class ReachDensityBenchmarkTest {
    @Test
    void reachCostByTrackLaid() throws Exception {
        List<Path> files;
        try (Stream<Path> all = Files.list(Path.of("src/test/resources/fixtures/1841"))) {
            files = all.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        int boards = ReachDensityBench.run("1841", new T1841Title(), 3, 0, files, 2, 5);
        assertTrue(boards > 50, "boards measured: " + boards);
    }
}
