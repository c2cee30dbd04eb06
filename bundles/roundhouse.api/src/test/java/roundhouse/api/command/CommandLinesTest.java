package roundhouse.api.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Every declared command parses alike: its usage on --help, one line and exit 2 for a bad argument. */
class CommandLinesTest {
    @Command(name = "deal", description = "Deals cards.")
    static final class Deal {
        @Parameters(paramLabel = "DECK")
        String deck;
        @Option(names = "--hands", paramLabel = "N")
        @Range(min = 1)
        int hands = 4;
        @Option(names = "--seed", paramLabel = "S")
        long seed;
        @Option(names = "--pause", paramLabel = "SECONDS")
        @Range(min = 0, aboveMin = true, unit = "seconds")
        double pause = 1;
        @Option(names = "--zoom", paramLabel = "Z")
        @Range(min = 0.05, max = 8)
        double zoom = 1;
        @Option(names = "--out", paramLabel = "FILE", required = true)
        String out;
    }

    /** Records what it was run with. */
    private static final class DealCommand implements DeclaredCommand<Deal> {
        final List<Deal> runs = new ArrayList<>();

        @Override
        public Deal declaration() {
            return new Deal();
        }

        @Override
        public int run(Deal options, PrintStream out, PrintStream err) {
            runs.add(options);
            return 0;
        }
    }

    private final DealCommand command = new DealCommand();
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return command.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private List<String> errLines() {
        return err.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void valuesArriveTypedAtTheCommand() {
        assertEquals(0, run("pack", "--hands", "6", "--seed", "-3", "--pause", "0.5", "--out=x.txt"));
        Deal d = command.runs.get(0);
        assertEquals(List.of("pack", 6, -3L, 0.5, "x.txt"), List.of(d.deck, d.hands, d.seed, d.pause, d.out));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "--hands|0|deal: --hands takes a whole number from 1 to 2147483647, not 0",
            "--hands|two|deal: --hands takes a whole number from 1 to 2147483647, not two",
            "--hands|99999999999|deal: --hands takes a whole number from 1 to 2147483647, not 99999999999",
            "--seed|abc|deal: --seed takes a whole number, not abc",
            "--pause|0|deal: --pause takes a number of seconds above 0, not 0",
            "--pause|NaN|deal: --pause takes a number of seconds above 0, not NaN",
            "--zoom|9|deal: --zoom takes a number from 0.05 to 8, not 9",
            "--zoom|Infinity|deal: --zoom takes a number from 0.05 to 8, not Infinity" })
    void aValueOfTheWrongTypeOrOutOfRangeIsOneLineExitTwo(String option, String value, String line) {
        assertEquals(2, run("pack", option, value, "--out", "x.txt"));
        assertEquals(List.of(line), errLines());
        assertEquals("", out.toString(StandardCharsets.UTF_8));
        assertEquals(List.of(), command.runs, "the command never runs");
    }

    @Test
    void theShapeOfTheLineIsOneLineWithTheSynopsis() {
        String synopsis = CommandLines.synopsis(new Deal());
        assertEquals("deal [-h] [--hands=N] --out=FILE [--pause=SECONDS] [--seed=S] [--zoom=Z] DECK", synopsis);
        assertEquals(2, run("pack", "--out", "x", "--hand", "3"));
        assertEquals(2, run("pack", "--out"));
        assertEquals(2, run());
        assertEquals(2, run("pack", "more", "--out", "x"));
        assertEquals(List.of("deal: unknown option --hand (did you mean --hands?); usage: " + synopsis,
                "deal: --out needs a value (FILE); usage: " + synopsis,
                "deal: missing --out FILE, DECK; usage: " + synopsis,
                "deal: unexpected argument more; usage: " + synopsis), errLines());
    }

    @Test
    void helpPrintsTheGeneratedUsageAndExitsZero() {
        assertEquals(0, run("--help"));
        assertEquals(0, run("-h", "--hands", "0"));
        String usage = out.toString(StandardCharsets.UTF_8);
        assertTrue(usage.startsWith("Usage: deal [-h]"), usage);
        assertTrue(usage.contains("Deals cards."), usage);
        assertTrue(usage.contains("  -h, --help "), usage);
        assertTrue(usage.strip().endsWith("(README section 4)."), usage);
        assertEquals(List.of(), errLines());
        assertEquals(List.of(), command.runs);
    }

    @Test
    void anAtSignIsAFileNameAndTheLastOfARepeatedOptionCounts() {
        assertEquals(0, run("@pack", "--hands", "2", "--hands", "3", "--out", "x"));
        assertEquals("@pack", command.runs.get(0).deck);
        assertEquals(3, command.runs.get(0).hands);
    }

    @Test
    void aRefusalTheDeclarationCannotExpressIsTheSameOneLine() {
        assertEquals(2, CommandLines.refuse(new Deal(), "give --seed with --pause", new PrintStream(err, true, StandardCharsets.UTF_8)));
        assertEquals(List.of("deal: give --seed with --pause; usage: " + CommandLines.synopsis(new Deal())), errLines());
    }

    @Test
    void bashCompletionNamesEveryCommandAndTheDeclaredOptions() {
        Map<String, Object> commands = new java.util.TreeMap<>();
        commands.put("deal", new Deal());
        commands.put("shuffle", null);
        String script = CommandLines.bashCompletion("cards", commands);
        assertTrue(script.startsWith("#!/usr/bin/env bash"), script.substring(0, 40));
        assertTrue(script.contains("deal") && script.contains("shuffle"), "both command words");
        assertTrue(script.contains("--hands") && script.contains("--zoom"), "deal's options");
        assertTrue(script.contains("complete -F _complete_cards"), "registered for the program's name");
    }
}
