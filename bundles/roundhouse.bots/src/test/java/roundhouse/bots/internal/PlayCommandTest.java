package roundhouse.bots.internal;

import static roundhouse.engine.internal.command.HelpChecks.assertHelp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import roundhouse.api.GameRecord;
import roundhouse.api.bot.Bot;
import roundhouse.api.bot.BotFactory;
import roundhouse.engine.internal.codec.GsonRecordCodec;

/** The play command: one game to a file that replays, many games to one summary line, usage errors. */
class PlayCommandTest {
    private final GsonRecordCodec codec = new GsonRecordCodec();
    private final PlayCommand play = new PlayCommand(codec, Map.of("1830", BotsPlayTest.TITLE), BotsPlayTest.BOTS);
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return play.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void oneGameIsWrittenAsAnExportThatReplays(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("g.json");
        assertEquals(0, run("1830", "--players", "4", "--seed", "1", "--out", file.toString()), err.toString());
        GameRecord record = codec.read(file);
        assertEquals(List.of("1", "2", "3", "4"), record.setup().players().stream().map(p -> p.id()).toList());
        assertEquals(1, record.setup().seed());
        assertTrue(record.setup().optionalRules().contains("capital_on_float"), "by default 18xx.games' behaviour");
        assertEquals(record.result(), BotsPlayTest.TITLE.load(record).state().result());
        String json = Files.readString(file);
        assertTrue(json.contains("\"optional_rules\""), json.substring(0, 300));
    }

    @Test
    void rulebookGamesRunExactlyTheNamedOptions(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("g.json");
        assertEquals(0, run("1830", "--players", "3", "--rulebook", "--option", "optional_6_train", "--out", file.toString()),
                err.toString());
        assertEquals(java.util.Set.of("optional_6_train"), codec.read(file).setup().optionalRules());
    }

    @Test
    void anOptionIsSwitchedOffWithAMinus(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("g.json");
        assertEquals(0, run("1830", "--players", "3", "--option", "-capital_on_float", "--out", file.toString()), err.toString());
        java.util.Set<String> rules = codec.read(file).setup().optionalRules();
        assertFalse(rules.contains("capital_on_float"), "switched off: " + rules);
        assertFalse(rules.isEmpty(), "the other import defaults stay on: " + rules);
        refused("play: unknown optional rule bogus for 1830 (in --option -bogus)", "1830", "--option", "-bogus", "--out",
                dir.resolve("h.json").toString());
    }

    @Test
    void manyGamesGiveOneSummaryLine(@TempDir Path dir) {
        assertEquals(0, run("1830", "--count", "4", "--bots", "random,greedy", "--players", "3", "--out", dir.toString()),
                err.toString());
        String line = out.toString().trim();
        assertTrue(line.startsWith("1830: 4 games, ends "), line);
        assertTrue(line.contains("invariant breaks 0"), line);
        assertTrue(line.contains("actions/s"), line);
        assertEquals(4, dir.toFile().list().length, "--out DIR keeps every game");
    }

    /**
     * Random bots that, in the game of seed 2 only, spend {@code perChoice} of CPU on every choice, or
     * (with {@code null}) never return from their first choice until their thread is interrupted.
     */
    private static BotFactory slowOnSeed2(java.time.Duration perChoice) {
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        return seed -> {
            Bot random = new RandomBot(seed);
            if (seed / 31 != 2) { // Table seeds seat i of game S with S * 31 + i
                return random;
            }
            return (session, seat) -> {
                long until = perChoice == null ? Long.MAX_VALUE : threads.getCurrentThreadCpuTime() + perChoice.toNanos();
                while (threads.getCurrentThreadCpuTime() < until) {
                    if (Thread.currentThread().isInterrupted()) {
                        throw new IllegalStateException("interrupted");
                    }
                }
                return random.choose(session, seat);
            };
        };
    }

    private PlayCommand playWith(BotFactory slow) {
        return new PlayCommand(codec, Map.of("1830", BotsPlayTest.TITLE), Map.of("slow", slow));
    }

    private int run(PlayCommand command, String... args) {
        return command.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void aGamePastItsTimeLimitStopsIsReportedWithItsSeedAndTheBatchGoesOn(@TempDir Path dir) {
        // 40 ms of CPU per choice: the 1830 game of seed 2 would take more than 20 s, the limit stops it at 3 s
        PlayCommand command = playWith(slowOnSeed2(java.time.Duration.ofMillis(40)));
        assertEquals(0, run(command, "1830", "--count", "3", "--seed", "1", "--players", "3", "--bots", "slow",
                "--game-timeout", "3", "--out", dir.toString()), err.toString());
        List<String> reported = List.of(err.toString(StandardCharsets.UTF_8).trim().split("\n"));
        assertEquals(1, reported.size(), reported.toString());
        java.util.regex.Matcher m = java.util.regex.Pattern
                .compile("seed 2: stopped unfinished after ([0-9.]+) s of (CPU|wall) time \\(--game-timeout 3\\), at action (\\d+) in .*"
                        + " \\(written to .*1830-seed-2\\.json\\)")
                .matcher(reported.get(0));
        assertTrue(m.matches(), reported.get(0));
        assertTrue(Double.parseDouble(m.group(1)) < 3.5, "stopped at the first check past the limit: " + m.group(1));
        assertTrue(Integer.parseInt(m.group(3)) <= 3 / 0.040 + 1, "stopped early in the game: " + m.group(3));
        String line = out.toString(StandardCharsets.UTF_8).trim();
        assertTrue(line.startsWith("1830: 3 games, ends "), line);
        assertTrue(line.contains(" unfinished=1") && line.contains("invariant breaks 0, over a limit 1,"), line);
        assertEquals(3, dir.toFile().list().length, "the other games were played to their end and written");
    }

    @Test
    void aGameStuckInsideOneActionIsLeftBehindAndTheBatchEnds(@TempDir Path dir) {
        PlayCommand command = playWith(slowOnSeed2(null));
        assertEquals(0, run(command, "1830", "--count", "3", "--seed", "1", "--players", "3", "--bots", "slow",
                "--game-timeout", "3", "--out", dir.toString()), err.toString());
        List<String> reported = List.of(err.toString(StandardCharsets.UTF_8).trim().split("\n"));
        assertEquals(1, reported.size(), reported.toString());
        assertTrue(reported.get(0).matches("seed 2: left behind unfinished after [0-9.]+ s of (CPU|wall) time inside one action"
                + " \\(--game-timeout 3\\)"), reported.get(0));
        String line = out.toString(StandardCharsets.UTF_8).trim();
        assertTrue(line.startsWith("1830: 3 games, ends ") && line.contains("over a limit 1,"), line);
        assertEquals(2, dir.toFile().list().length, "the other games were written, the one left behind is not");
    }

    /** A game whose search fills the memory (an 1841 route enumeration, seed 61021) is left behind; the others go on. */
    @Test
    void aGameOutOfMemoryIsLeftBehindAndTheBatchGoesOn(@TempDir Path dir) {
        BotFactory exhausting = seed -> {
            Bot random = new RandomBot(seed);
            if (seed / 31 != 2) {
                return random;
            }
            return (session, seat) -> {
                throw new OutOfMemoryError("Java heap space");
            };
        };
        PlayCommand command = playWith(exhausting);
        assertEquals(0, run(command, "1830", "--count", "3", "--seed", "1", "--players", "3", "--bots", "slow",
                "--out", dir.toString()), err.toString());
        assertEquals("seed 2: left behind unfinished: out of memory inside one action (java -Xmx gives Java more)",
                err.toString(StandardCharsets.UTF_8).trim());
        String line = out.toString(StandardCharsets.UTF_8).trim();
        assertTrue(line.startsWith("1830: 3 games, ends ") && line.contains("over a limit 1,"), line);
        assertEquals(2, dir.toFile().list().length, "the other games were written");
    }

    @Test
    void aGamePastItsMostActionsStopsUnfinished(@TempDir Path dir) {
        Path file = dir.resolve("g.json");
        assertEquals(3, run("1830", "--players", "3", "--max-actions", "40", "--out", file.toString()));
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("seed 1: stopped unfinished: no end after 40 actions (--max-actions)"),
                err.toString());
    }

    @Test
    void badArgumentsAreUsageErrors() {
        assertEquals(2, run("1830"));
        assertEquals(2, run("9999", "--count", "1"));
        assertEquals(2, run("1830", "--count", "1", "--bots", "clever"));
        assertTrue(err.toString().contains("unknown bot 'clever'"), err.toString());
        err.reset();
        assertEquals(2, run("1830", "--count", "1", "--game-timeout", "0"));
        assertEquals("play: --game-timeout takes a number of seconds above 0, not 0", err.toString().trim());
        err.reset();
        assertEquals(2, run("1830", "--count", "1", "--max-actions", "-3"));
        assertEquals("play: --max-actions takes a whole number from 1 to 2147483647, not -3", err.toString().trim());
    }

    /** Exit 2, nothing on stdout, exactly this one line on stderr. */
    private void refused(String line, String... args) {
        out.reset();
        err.reset();
        assertEquals(2, run(args), err.toString());
        assertEquals("", out.toString());
        assertEquals(List.of(line), err.toString(StandardCharsets.UTF_8).lines().toList());
    }

    @Test
    void argumentErrorsAreOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        refused("play: --count takes a whole number from 1 to 2147483647, not 0", "1830", "--count", "0", "--out", dir.toString());
        assertEquals(0, dir.toFile().list().length, "no game played, no file written");
        refused("play: --seed takes a whole number, not abc", "1830", "--seed", "abc", "--out", dir.resolve("g.json").toString());
        refused("play: --players takes a whole number from 1 to 2147483647, not two", "1830", "--players", "two", "--count", "2");
        refused("play: 1830 is for 2-6 players, not 9", "1830", "--players", "9", "--count", "2");
        // the same refusal with and without --count
        refused("play: unknown optional rule bogus for 1830", "1830", "--option", "bogus", "--count", "2");
        refused("play: unknown optional rule bogus for 1830", "1830", "--option", "bogus", "--out", dir.resolve("g.json").toString());
    }

    @Test
    void anUnwritableOutIsUnusableInputNotAGameThatDoesNotReproduce(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("file"), "");
        Path out = file.resolve("g.json");
        refused("play: " + out + ": cannot write: not a directory", "1830", "--players", "2",
                "--out", out.toString());
    }

    @Test
    void helpPrintsTheUsageGeneratedFromTheDeclaration() {
        assertHelp("play", play);
    }

    @Test
    void aMissingValueOrNeitherOutNorCountIsOneLineExitTwo() {
        String usage = "; usage: " + roundhouse.api.command.CommandLines.synopsis(new PlayOptions.Line());
        // --count without its value is a refused argument (exit 2), as play without --out or --count is
        refused("play: --count needs a value (K)" + usage, "1830", "--count");
        refused("play: give --out FILE (one game) or --count K (many)" + usage, "1830");
        refused("play: unknown option --bogus (did you mean --bots?)" + usage, "1830", "--bogus", "--count", "1");
        refused("play: --game-timeout takes a number of seconds above 0, not NaN", "1830", "--game-timeout", "NaN", "--count", "1");
        refused("play: missing TITLE" + usage, "--count", "1");
    }
}
