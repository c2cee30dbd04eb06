package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.GameRecord;
import roundhouse.engine.internal.session.ActionLog;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.command.Replay;

/** The {@code replay} command's logic without OSGi: output lines, exit codes, one-line errors. */
class ReplayCommandTest {
    private static final T1830Title TITLE = new T1830Title();
    private static final String BANK = "src/test/resources/fixtures/1830/1830_game_end_bank.json";
    private static final String BANKRUPT = "src/test/resources/fixtures/1830/26855.json";

    @TempDir
    Path tmp;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        Replay r = new Replay(new GsonRecordCodec(), id -> id.equals("1830") ? TITLE : null);
        return r.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void bothFixturesReplayOk() {
        assertEquals(0, run(BANK, BANKRUPT));
        String[] lines = out().trim().split("\n");
        assertEquals(2, lines.length);
        assertTrue(lines[0].startsWith("OK " + BANK + " ") && lines[0].endsWith(" actions"), lines[0]);
        assertTrue(lines[1].startsWith("OK " + BANKRUPT + " "), lines[1]);
    }

    @Test
    void jsonGivesResultAndReason() {
        assertEquals(0, run("--json", BANKRUPT));
        String s = out();
        assertTrue(s.contains("\"game_end_reason\":\"bankrupt\""), s);
        assertTrue(s.contains("\"330\":2212"), s);
        // the file's result as the file writes it, highest worth first: the same text on every run
        com.google.gson.JsonObject expected = com.google.gson.JsonParser.parseString(s.trim()).getAsJsonObject()
                .getAsJsonObject("expected_result");
        java.util.List<Integer> worths = expected.entrySet().stream().map(e -> e.getValue().getAsInt()).toList();
        assertEquals(worths.stream().sorted(java.util.Comparator.reverseOrder()).toList(), worths, expected.toString());
    }

    @Test
    void benchPrintsMedian() {
        assertEquals(0, run("--bench", "--runs", "3", BANK));
        assertTrue(out().matches("(?s)BENCH .* median_ms=\\d+\\.\\d+ .*"), out());
    }

    @Test
    void truncatedFileIsOneLineError() throws Exception {
        String text = Files.readString(Path.of(BANK));
        Path f = tmp.resolve("cut.json");
        Files.writeString(f, text.substring(0, text.length() / 2));
        assertEquals(2, run(f.toString()));
        assertEquals(1, err().trim().split("\n").length, err());
        assertTrue(err().contains("cut.json") && err().contains("truncated"), err());
        assertFalse(err().contains("at roundhouse."), "no stack trace");
    }

    @Test
    void unknownTitleIsRefused() throws Exception {
        Path f = tmp.resolve("x.json");
        Files.writeString(f, Files.readString(Path.of(BANK)).replace("\"title\":\"1830\"", "\"title\":\"1899\""));
        assertEquals(2, run(f.toString()));
        assertTrue(err().contains("unknown title \"1899\""), err());
    }

    @Test
    void actionOnMissingHexIsMismatchNamingTheAction() throws Exception {
        GsonRecordCodec codec = new GsonRecordCodec();
        GameRecord record = codec.read(Path.of(BANKRUPT));
        List<Action> actions = new ArrayList<>(record.actions());
        List<ActionLog.Entry> active = ActionLog.active(actions);
        ActionLog.Entry lay = active.stream().filter(e -> e.action().type().equals("lay_tile")).findFirst().orElseThrow();
        Map<String, Object> args = new LinkedHashMap<>(lay.action().args());
        args.put("hex", "Z99");
        actions.set(lay.rawIndex(), new Action("lay_tile", lay.action().entity(), lay.action().entityType(), args));
        Path f = tmp.resolve("hex.json");
        codec.write(new GameRecord(record.titleId(), record.gameId(), "", record.setup(), actions, record.result(),
                record.gameEndReason()), f);
        assertEquals(1, run(f.toString()));
        String line = out().trim();
        assertTrue(line.startsWith("MISMATCH ") && line.contains("id " + lay.action().number("id", -1))
                && line.contains("lay_tile") && line.contains("Z99"), line);
        assertEquals(1, line.split("\n").length);
    }

    @Test
    void changedRevenueIsADivergence() throws Exception {
        Path f = tmp.resolve("rev.json");
        String text = Files.readString(Path.of(BANKRUPT));
        int i = text.indexOf("\"revenue\":");
        int j = text.indexOf(',', i);
        int rev = Integer.parseInt(text.substring(i + 10, j).trim());
        Files.writeString(f, text.substring(0, i) + "\"revenue\":" + (rev + 100) + text.substring(j));
        assertEquals(1, run(f.toString()));
        assertTrue(out().contains("the log says"), out());
    }

    /** A log naming a company the game does not have, or repeating an action id, is unusable input: exit 2, one line. */
    @Test
    void aMalformedLogExitsTwoWithOneLine() throws Exception {
        String text = Files.readString(Path.of(BANKRUPT));
        Path unknown = tmp.resolve("unknown.json");
        Files.writeString(unknown, text.replaceFirst("\"type\":\"lay_tile\",\"entity\":\"[^\"]+\"",
                "\"type\":\"lay_tile\",\"entity\":\"XYZ\""));
        assertEquals(2, run(unknown.toString()));
        assertEquals("", out());
        List<String> lines = err().lines().toList();
        assertEquals(1, lines.size(), err());
        assertTrue(lines.get(0).startsWith("replay: " + unknown + ": action ") && lines.get(0).endsWith(
                "lay_tile by XYZ): no corporation XYZ in this game"), lines.get(0));
        assertEquals(2, run("--bench", "--runs", "1", unknown.toString()));
    }

    @Test
    void aRepeatedActionIdExitsTwoWithOneLine() throws Exception {
        String text = Files.readString(Path.of(BANKRUPT));
        Path twice = tmp.resolve("twice.json");
        Files.writeString(twice, text.replaceFirst("\\{\"id\":53,", "{\"id\":52,"));
        assertEquals(2, run(twice.toString()));
        assertEquals("", out());
        List<String> lines = err().lines().toList();
        assertEquals(1, lines.size(), err());
        assertTrue(lines.get(0).startsWith("replay: " + twice + ": action ")
                && lines.get(0).endsWith("id 52 is also the id of action 51; action ids must be unique"), lines.get(0));
    }
}
