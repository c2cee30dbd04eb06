package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.testsupport.ReachDensityBench;

/** Prints reach's CPU time by track density over the boards of seeded random games (figures only). */
class ReachDensityBenchmarkTest {
    @Test
    void reachCostByTrackLaid() throws Exception {
        int boards = ReachDensityBench.run("1854", new T1854Title(), 3, 3, List.of(), 2, 5);
        assertTrue(boards > 50, "boards measured: " + boards);
    }
}
