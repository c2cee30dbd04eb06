package roundhouse.analysis.internal;

import static roundhouse.engine.internal.command.HelpChecks.assertHelp;

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

import roundhouse.api.GameFiles;
import roundhouse.api.GameRecord;
import roundhouse.api.GameSession;
import roundhouse.api.GameTitle;
import roundhouse.api.analysis.AnalysisReport;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.files.GameFilesImpl;
import roundhouse.title.t1830.internal.T1830Title;

/** The analysis tools and the stats command over the recorded 1830 games. */
class RecordedGamesTest {
    private static final Path FIXTURES = Path.of("../roundhouse.title.t1830/src/test/resources/fixtures/1830");
    private static final GameFiles FILES = file -> GameFilesImpl.open(file, new GsonRecordCodec(),
            Map.<String, GameTitle>of("1830", new T1830Title()));

    @Test
    void summaryFinalWorthIsEachGamesResult() throws Exception {
        for (String name : List.of("1830_game_end_bank.json", "26855.json")) {
            GameRecord record = new GsonRecordCodec().read(FIXTURES.resolve(name));
            GameSession session = FILES.open(FIXTURES.resolve(name));
            AnalysisReport report = new SummaryTool().analyze(List.of(session));
            int worthColumn = report.columns().indexOf("final_worth");
            List<List<String>> players = report.rows().stream().filter(r -> r.get(1).equals("player")).toList();
            assertEquals(record.result().size(), players.size());
            for (List<String> p : players) {
                assertEquals(record.result().get(p.get(2)).toString(), p.get(worthColumn), name + " player " + p.get(2));
            }
            int dividends = report.columns().indexOf("dividends");
            assertTrue(players.stream().mapToInt(p -> Integer.parseInt(p.get(dividends))).sum() > 1000,
                    "dividends were paid in " + name);
            int revenue = report.columns().indexOf("total_revenue");
            assertTrue(report.rows().stream().filter(r -> r.get(1).equals("company"))
                    .anyMatch(r -> Integer.parseInt(r.get(revenue)) > 500), "companies earned in " + name);
        }
    }

    @Test
    void statsSkipsABrokenFileWithAWarningAndWritesTheRest(@TempDir Path dir) throws Exception {
        Path games = dir.resolve("games");
        Files.createDirectories(games);
        Files.copy(FIXTURES.resolve("1830_game_end_bank.json"), games.resolve("a.json"));
        Files.copy(FIXTURES.resolve("26855.json"), games.resolve("b.json"));
        String text = Files.readString(FIXTURES.resolve("26855.json"));
        Files.writeString(games.resolve("truncated.json"), text.substring(0, text.length() / 2));
        Path csv = dir.resolve("out/stats.csv");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new StatsCommand(FILES).run(List.of(games.toString(), "--out", csv.toString()),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        String warnings = err.toString(StandardCharsets.UTF_8);
        assertTrue(warnings.contains("warning: skipped") && warnings.contains("truncated.json"), warnings);
        List<String> lines = Files.readAllLines(csv);
        assertEquals(Reports.STATS_COLUMNS, List.of(lines.get(0).split(",")));
        assertEquals(4, lines.size(), "header, two games, one title row: " + lines);
        assertTrue(lines.get(1).startsWith("game,1830,a.json,1,"), lines.get(1));
        assertTrue(lines.get(3).startsWith("title,1830,,2,"), lines.get(3));
        assertTrue(lines.get(3).contains("bank:1 bankrupt:1"), lines.get(3));
    }

    @Test
    void statsWithNothingReadableFails(@TempDir Path dir) throws Exception {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{not json");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new StatsCommand(FILES).run(List.of(bad.toString(), "--out", dir.resolve("x.csv").toString()),
                new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, code);
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("bad.json"));
    }

    @Test
    void statsWritesTidyTablesOnSeveralThreadsInInputOrder(@TempDir Path dir) throws Exception {
        Path games = Files.createDirectories(dir.resolve("games"));
        for (int i = 0; i < 6; i++) {
            String name = i % 2 == 0 ? "1830_game_end_bank.json" : "26855.json";
            Files.copy(FIXTURES.resolve(name), games.resolve("g" + i + ".json"));
        }
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new StatsCommand(FILES).run(List.of(games.toString(), "--out", dir.resolve("stats.csv").toString(),
                "--tables", dir.resolve("tables").toString(), "--threads", "3"), new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        List<String> gamesCsv = Files.readAllLines(dir.resolve("tables/games.csv"));
        assertEquals(String.join(",", GameTables.GAMES.columns()), gamesCsv.get(0));
        assertEquals(List.of("g0.json", "g1.json", "g2.json", "g3.json", "g4.json", "g5.json"),
                gamesCsv.subList(1, 7).stream().map(l -> l.split(",")[0]).toList());
        List<String> players = Files.readAllLines(dir.resolve("tables/players.csv"));
        GameRecord bank = new GsonRecordCodec().read(FIXTURES.resolve("1830_game_end_bank.json"));
        assertEquals(1 + 3 * bank.setup().players().size() + 3 * new GsonRecordCodec().read(FIXTURES.resolve("26855.json"))
                .setup().players().size(), players.size());
        assertTrue(players.stream().filter(l -> l.startsWith("g0.json,")).anyMatch(l -> l.split(",")[5].equals("1")), players.toString());
        List<String> moves = Files.readAllLines(dir.resolve("tables/price_moves.csv"));
        assertEquals("game,company,action_index,from_price,to_price,cause", moves.get(0));
        assertTrue(moves.size() > 100 && moves.stream().skip(1).allMatch(l -> l.split(",").length == 6), moves.subList(0, 3).toString());
        List<String> ors = Files.readAllLines(dir.resolve("tables/company_ors.csv"));
        assertTrue(ors.stream().skip(1).allMatch(l -> l.matches("g\\d\\.json,[A-Z&0-9]+,[^,]+,\\d+,\\d+,[a-z]+")), ors.subList(0, 3).toString());
    }

    @Test
    void statsRefusesAnUnboundedThreadCount(@TempDir Path dir) throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new StatsCommand(FILES).run(List.of(dir.toString(), "--out", dir.resolve("x.csv").toString(), "--threads",
                "100000"), new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, code);
        assertEquals(List.of("stats: --threads takes a whole number from 1 to 256, not 100000"),
                err.toString(StandardCharsets.UTF_8).lines().toList());
    }

    @Test
    void helpPrintsTheUsageGeneratedFromTheDeclaration() {
        assertHelp("stats", new StatsCommand(FILES));
    }
}
