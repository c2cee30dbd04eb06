package roundhouse.title.t18mag.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.testsupport.ForkBench;

/** Prints the CPU time of a fork early and late in a long recorded 18Mag game (figures only). */
class ForkBenchmarkTest {
    @Test
    void forkEarlyAndLate() throws Exception {
        Path file = Path.of("src/test/resources/fixtures/18mag/hs_puhjabag_1762198060.json");
        List<ForkBench.Figures> f = ForkBench.run("18Mag", new T18MagTitle(), file, new int[] {100, 900}, 200, 101);
        assertEquals(2, f.size());
    }
}
