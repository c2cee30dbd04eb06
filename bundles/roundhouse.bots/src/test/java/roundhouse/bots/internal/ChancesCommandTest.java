package roundhouse.bots.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The chances command's argument errors: exit 2 and one line naming the problem, before any game is read. */
class ChancesCommandTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return new ChancesCommand(null).run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void aPictureAsOutNamesTheChartCommandThatDrawsIt() {
        assertEquals(2, run("g.json", "--out", "c.png"));
        assertEquals("chances: --out must name a .csv file, not c.png (the chart: chart FILE --kind chances --out c.png)\n",
                err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void anotherFileKindIsRefusedInOneLine() {
        assertEquals(2, run("g.json", "--out", "c.txt"));
        assertEquals("chances: --out must name a .csv file, not c.txt\n", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void anUnknownMomentIsRefusedInOneLine() {
        assertEquals(2, run("g.json", "--every", "turn", "--out", "c.csv"));
        assertEquals("chances: --every must be round, stock or action, not turn\n", err.toString(StandardCharsets.UTF_8));
    }
}
