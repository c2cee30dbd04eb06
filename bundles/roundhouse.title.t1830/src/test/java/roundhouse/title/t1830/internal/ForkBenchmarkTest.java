package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.testsupport.ForkBench;

/** Prints the CPU time of a fork early and late in a long recorded 1830 game (figures only). */
class ForkBenchmarkTest {
    @Test
    void forkEarlyAndLate() throws Exception {
        Path file = Path.of("src/test/resources/fixtures/1830/bots_over_limit_no_sale.json");
        List<ForkBench.Figures> f = ForkBench.run("1830", new T1830Title(), file, new int[] {100, 900}, 200, 101);
        assertEquals(2, f.size());
    }
}
