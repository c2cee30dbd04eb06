package roundhouse.chart.internal;

import static roundhouse.engine.internal.command.HelpChecks.assertHelp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameFileException;
import roundhouse.api.GameLoadException;

/** An unreadable file is unusable input: exit 2 and one line, as for every command. */
class ChartCommandExitTest {
    @Test
    void anUnreadableFileExitsTwoWithOneLine() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        ChartCommand chart = new ChartCommand(file -> {
            throw new GameFileException(file + ": not a UTF-8 JSON file");
        });
        int code = chart.run(List.of("noise.json", "--kind", "prices", "--out", "x.png"), System.out,
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, code);
        assertEquals(List.of("chart: noise.json: not a UTF-8 JSON file"), err.toString(StandardCharsets.UTF_8).lines().toList());
    }

    @Test
    void aMalformedLogIsUnusableInputAndARefusedActionAGameThatDoesNotReproduce() {
        for (boolean malformed : new boolean[] {true, false}) {
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            ChartCommand chart = new ChartCommand(file -> {
                throw new GameLoadException(file + ": action 5 (id 6, lay_tile by XYZ): no corporation XYZ in this game", 5, malformed);
            });
            int code = chart.run(List.of("bad.json", "--kind", "prices", "--out", "x.png"), System.out,
                    new PrintStream(err, true, StandardCharsets.UTF_8));
            assertEquals(malformed ? 2 : 1, code);
            assertEquals(List.of("chart: bad.json: action 5 (id 6, lay_tile by XYZ): no corporation XYZ in this game"),
                    err.toString(StandardCharsets.UTF_8).lines().toList());
        }
    }

    @Test
    void helpPrintsTheUsageGeneratedFromTheDeclaration() {
        assertHelp("chart", new ChartCommand(file -> {
            throw new AssertionError("--help opens no file");
        }));
    }

    @Test
    void aMissingKindIsOneLineExitTwo() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new ChartCommand(file -> {
            throw new AssertionError("no file is opened");
        }).run(List.of("g.json", "--out", "x.png"), System.out, new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, code);
        assertEquals(List.of("chart: missing --kind prices|worth|cash|revenue|chances; usage: "
                + roundhouse.api.command.CommandLines.synopsis(new ChartCommand.Options())),
                err.toString(StandardCharsets.UTF_8).lines().toList());
    }
}
