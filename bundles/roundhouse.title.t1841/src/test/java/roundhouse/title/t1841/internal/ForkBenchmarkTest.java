package roundhouse.title.t1841.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.testsupport.ForkBench;

/** Prints the CPU time of a fork early and late in a recorded 1841 game, the largest state of the titles (figures only). */
class ForkBenchmarkTest {
    @Test
    void forkEarlyAndLate() throws Exception {
        Path file = Path.of("src/test/resources/fixtures/1841/1841_game_end_bank.json");
        List<ForkBench.Figures> f = ForkBench.run("1841", new T1841Title(), file, new int[] {100, 600}, 200, 101);
        assertEquals(2, f.size());
    }
}
