package roundhouse.bots.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
    void manyGamesGiveOneSummaryLine(@TempDir Path dir) {
        assertEquals(0, run("1830", "--count", "4", "--bots", "random,greedy", "--players", "3", "--out", dir.toString()),
                err.toString());
        String line = out.toString().trim();
        assertTrue(line.startsWith("1830: 4 games, ends "), line);
        assertTrue(line.contains("invariant breaks 0"), line);
        assertTrue(line.contains("actions/s"), line);
        assertEquals(4, dir.toFile().list().length, "--out DIR keeps every game");
    }

    @Test
    void badArgumentsAreUsageErrors() {
        assertEquals(2, run("1830"));
        assertEquals(2, run("9999", "--count", "1"));
        assertEquals(2, run("1830", "--count", "1", "--bots", "clever"));
        assertTrue(err.toString().contains("unknown bot 'clever'"), err.toString());
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
}
