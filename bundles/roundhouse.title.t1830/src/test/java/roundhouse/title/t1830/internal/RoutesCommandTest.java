package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import roundhouse.api.Action;
import roundhouse.api.GameRecord;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.route.Routes;
import roundhouse.engine.internal.session.ActionLog;

/**
 * The {@code routes} command's logic without OSGi (issue 6): the audit of both recorded 1830
 * games finds no recorded run above the optimum, and {@code routes FILE} on a game cut right
 * before a recorded run finds that run's revenue or better.
 */
class RoutesCommandTest {
    private static final T1830Title TITLE = new T1830Title();
    private static final String BANK = "src/test/resources/fixtures/1830/1830_game_end_bank.json";
    private static final String BANKRUPT = "src/test/resources/fixtures/1830/26855.json";
    private static final Pattern SUMMARY = Pattern.compile(
            "audited=(\\d+) above=(\\d+) equal=(\\d+) below=(\\d+) p50_ms=([0-9.]+) p99_ms=([0-9.]+)");
    private static final Pattern TOTAL = Pattern.compile("total=(\\d+) optimal=(true|false) ms=([0-9.]+)");

    @TempDir
    Path tmp;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        out.reset();
        err.reset();
        Routes r = new Routes(new GsonRecordCodec(), id -> id.equals("1830") ? TITLE : null);
        return r.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private List<String> lines() {
        return List.of(out.toString(StandardCharsets.UTF_8).trim().split("\n"));
    }

    @Test
    void auditOfBothFixturesFindsNoRecordedRunAboveTheOptimum() {
        int code = run("--audit", "--warmup", "0", BANK, BANKRUPT);
        List<String> lines = lines();
        String last = lines.get(lines.size() - 1);
        Matcher m = SUMMARY.matcher(last);
        assertTrue(m.matches(), last);
        int audited = Integer.parseInt(m.group(1));
        assertEquals(0, Integer.parseInt(m.group(4)), "below: " + lines.stream().filter(l -> l.startsWith("BELOW")).toList());
        assertEquals(audited, Integer.parseInt(m.group(2)) + Integer.parseInt(m.group(3)));
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        // one line per recorded run_routes of both games, each proven optimal and accepted by the board
        assertEquals(runActions(BANK).size() + runActions(BANKRUPT).size(), audited);
        assertEquals(audited, lines.stream().filter(l -> l.startsWith("ABOVE ") || l.startsWith("EQUAL ")).count());
        assertTrue(lines.stream().noneMatch(l -> l.contains("REFUSED") || l.contains("NOT-PROVEN")));
        // the runs of this game with more trains than were run are where the optimum lies above
        assertTrue(audited > 100, last);
    }

    @Test
    void routesOnAGameCutBeforeARecordedRunFindsThatRevenueOrMore() throws Exception {
        for (String fixture : List.of(BANK, BANKRUPT)) {
            List<ActionLog.Entry> runs = runActions(fixture);
            // the first run, one in the middle and the last one of the game
            for (ActionLog.Entry e : List.of(runs.get(0), runs.get(runs.size() / 2), runs.get(runs.size() - 1))) {
                Path cut = cutBefore(fixture, e.rawIndex());
                int code = run(cut.toString());
                List<String> lines = lines();
                assertEquals(0, code, fixture + " before raw " + e.rawIndex() + ": " + err.toString(StandardCharsets.UTF_8));
                Matcher m = TOTAL.matcher(lines.get(lines.size() - 1));
                assertTrue(m.matches(), lines.toString());
                assertEquals("true", m.group(2));
                int recorded = recorded(e.action());
                int total = Integer.parseInt(m.group(1));
                assertTrue(total >= recorded, fixture + " before raw " + e.rawIndex() + ": " + total + " < " + recorded);
                // one line per train, each naming the running corporation and a revenue; they add up
                int sum = 0;
                for (String l : lines.subList(0, lines.size() - 1)) {
                    assertTrue(l.startsWith(e.action().entity() + " "), l);
                    sum += Integer.parseInt(l.substring(l.lastIndexOf("revenue=") + 8));
                }
                assertEquals(total, sum, lines.toString());
                assertTrue(lines.size() - 1 >= ((List<?>) e.action().args().get("routes")).size());
            }
        }
    }

    @Test
    void anAuditOfAGameThatStopsReplayingAuditsTheRunsBeforeAndSaysWhere() throws Exception {
        // The action after the 10th run is made another corporation's: the replay stops there.
        List<ActionLog.Entry> runs = runActions(BANKRUPT);
        ActionLog.Entry tenth = runs.get(9);
        ActionLog.Entry other = runs.stream().filter(e -> !e.action().entity().equals(tenth.action().entity())).findFirst()
                .orElseThrow();
        GsonRecordCodec codec = new GsonRecordCodec();
        GameRecord r = codec.read(Path.of(BANKRUPT));
        List<ActionLog.Entry> active = ActionLog.active(r.actions());
        int after = active.get(active.indexOf(tenth) + 1).rawIndex();
        List<Action> actions = new ArrayList<>(r.actions());
        Action next = actions.get(after);
        actions.set(after, new Action(next.type(), other.action().entity(), next.entityType(), next.args()));
        Path broken = tmp.resolve("broken.json");
        codec.write(new GameRecord(r.titleId(), r.gameId(), r.description(), r.setup(), actions, Map.of(), null), broken);
        int code = run("--audit", "--warmup", "0", broken.toString());
        List<String> lines = lines();
        Matcher m = SUMMARY.matcher(lines.get(lines.size() - 1));
        assertTrue(m.matches(), lines.toString());
        assertEquals(10, Integer.parseInt(m.group(1)), "the ten runs before the refused action");
        assertEquals(0, Integer.parseInt(m.group(4)));
        String stopped = lines.stream().filter(l -> l.startsWith("stopped: ")).findFirst().orElseThrow();
        assertTrue(stopped.contains("does not replay from action " + after + " ")
                && stopped.endsWith("audited the 10 runs before it"), stopped);
        assertEquals(1, code, "a game that stops replaying is a problem");
        // routes FILE looks at the game as far as it replays
        run(broken.toString());
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("replays only up to action " + after),
                err.toString(StandardCharsets.UTF_8));
        // --action replays only the actions before #N: the refused action after the 10th run is never reached
        long tenthId = tenth.action().number("id", -1);
        assertEquals(0, run("--action", Long.toString(tenthId), broken.toString()), err.toString(StandardCharsets.UTF_8));
        assertEquals("", err.toString(StandardCharsets.UTF_8));
        assertTrue(lines().get(0).startsWith(tenth.action().entity() + " "), lines().toString());
    }

    @Test
    void actionNGivesTheBestRunsWhereTheFilesActionNIsTaken() throws Exception {
        GameRecord record = new GsonRecordCodec().read(Path.of(BANKRUPT));
        ActionLog.Entry firstRun = runActions(BANKRUPT).get(0);
        assertEquals(0, run(cutBefore(BANKRUPT, firstRun.rawIndex()).toString()));
        List<String> expected = lines().stream().map(l -> l.replaceAll(" ms=[0-9.]+", "")).toList();
        long id = firstRun.action().number("id", -1);
        assertEquals(firstRun.rawIndex() + 1, id, "18xx.games numbers its actions from 1");
        assertEquals(0, run("--action", Long.toString(id), BANKRUPT), err.toString(StandardCharsets.UTF_8));
        assertEquals(expected, lines().stream().map(l -> l.replaceAll(" ms=[0-9.]+", "")).toList());
        long last = record.actions().get(record.actions().size() - 1).number("id", -1);
        assertEquals(2, run("--action", Long.toString(last + 1), BANKRUPT));
        assertEquals("routes: " + BANKRUPT + ": --action " + (last + 1) + " is beyond the game's last action #" + last,
                err.toString(StandardCharsets.UTF_8).trim());
        assertEquals(2, run("--action", "x", BANKRUPT));
        assertEquals(1, err.toString(StandardCharsets.UTF_8).trim().split("\n").length);
    }

    @Test
    void everyAuditedRunReopensWithActionAndItsNumber() {
        assertEquals(0, run("--audit", "--warmup", "0", BANKRUPT), err.toString(StandardCharsets.UTF_8));
        Pattern audited = Pattern.compile("(ABOVE|EQUAL) \\S+ #(\\d+) .* (\\S+) trains=(\\S*) recorded=\\d+ optimum=(\\d+) ms=.*");
        List<Matcher> runs = lines().stream().map(audited::matcher).filter(Matcher::matches).toList();
        assertEquals(runActions(BANKRUPT).size(), runs.size(), lines().toString());
        // the first run, one in the middle and the last one, in the file (with undos in it) and in the audit
        for (Matcher m : List.of(runs.get(0), runs.get(runs.size() / 2), runs.get(runs.size() - 1))) {
            assertEquals(0, run("--action", m.group(2), BANKRUPT), m.group() + ": " + err.toString(StandardCharsets.UTF_8));
            List<String> lines = lines();
            Matcher total = TOTAL.matcher(lines.get(lines.size() - 1));
            assertTrue(total.matches(), lines.toString());
            assertEquals(m.group(5), total.group(1), m.group());
            List<String> trains = lines.subList(0, lines.size() - 1).stream()
                    .map(l -> l.substring(l.indexOf(' ') + 1, l.indexOf(':'))).toList();
            assertEquals(List.of(m.group(4).split(",")), trains, m.group());
            assertTrue(lines.get(0).startsWith(m.group(3) + " "), m.group() + " / " + lines);
        }
    }

    @Test
    void routesAtTheEndOfAFinishedGameSaysNobodyRunsAndFails() {
        assertEquals(1, run(BANK));
        String e = err.toString(StandardCharsets.UTF_8);
        assertEquals(1, e.trim().split("\n").length, e);
        assertTrue(e.startsWith("routes: nobody is about to run trains"), e);
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void routesWhileTheCompanyStillLaysTrackSaysWhatTheGameWaitsFor() throws Exception {
        GameRecord record = new GsonRecordCodec().read(Path.of(BANK));
        ActionLog.Entry lay = ActionLog.active(record.actions()).stream()
                .filter(e -> e.action().type().equals("lay_tile")).findFirst().orElseThrow();
        assertEquals(1, run(cutBefore(BANK, lay.rawIndex()).toString()));
        String e = err.toString(StandardCharsets.UTF_8).trim();
        assertTrue(e.startsWith("routes: nobody is about to run trains") && e.contains(lay.action().entity() + " to lay track"), e);
    }

    @Test
    void badUsageAndMissingFilesGiveOneLineErrors() {
        assertEquals(2, run());
        assertEquals(2, run(BANK, BANKRUPT));
        assertEquals(2, run("--audit", "--warmup"));
        assertEquals(2, run("--bogus", BANK));
        assertEquals(2, run(tmp.resolve("missing.json").toString()));
        String e = err.toString(StandardCharsets.UTF_8);
        assertEquals(1, e.trim().split("\n").length, e);
        assertTrue(e.contains("missing.json"), e);
    }

    private static List<ActionLog.Entry> runActions(String fixture) {
        try {
            GameRecord record = new GsonRecordCodec().read(Path.of(fixture));
            List<ActionLog.Entry> out = new ArrayList<>();
            for (ActionLog.Entry e : ActionLog.active(record.actions())) {
                if (e.action().type().equals("run_routes")) {
                    out.add(e);
                }
            }
            return out;
        } catch (Exception ex) {
            throw new AssertionError(ex);
        }
    }

    private Path cutBefore(String fixture, int rawIndex) throws Exception {
        GsonRecordCodec codec = new GsonRecordCodec();
        GameRecord r = codec.read(Path.of(fixture));
        GameRecord cut = new GameRecord(r.titleId(), r.gameId(), r.description(), r.setup(),
                r.actions().subList(0, rawIndex), Map.of(), null);
        Path file = tmp.resolve("cut-" + rawIndex + "-" + Path.of(fixture).getFileName());
        codec.write(cut, file);
        return file;
    }

    private static int recorded(Action run) {
        int sum = 0;
        for (Object o : (List<?>) run.args().get("routes")) {
            sum += ((Number) ((Map<?, ?>) o).get("revenue")).intValue();
        }
        return sum;
    }
}
