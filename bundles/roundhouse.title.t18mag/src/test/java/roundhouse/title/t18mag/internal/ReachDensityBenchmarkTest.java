package roundhouse.title.t18mag.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.testsupport.ReachDensityBench;

/** Prints reach's CPU time by track density over the boards of seeded random games and a dense bots' game (4 players, seed 54: its late upgrades add junctions and loops) (figures only). */
class ReachDensityBenchmarkTest {
    @Test
    void reachCostByTrackLaid() throws Exception {
        int boards = ReachDensityBench.run("18Mag", new T18MagTitle(), 3, 3, List.of(Path.of("src/test/resources/dense/bots-4p-seed-54.json")), 2, 5);
        assertTrue(boards > 50, "boards measured: " + boards);
    }
}
