package org.example.tableextras.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameFileException;
import roundhouse.api.GameSession;
import roundhouse.api.analysis.AnalysisReport;
import roundhouse.api.view.GameState;
import roundhouse.api.view.PlayerView;

/** The standings, and the command, the analysis and the view that show them. */
class StandingsTest {
    private static GameSession played() throws Exception {
        ThriftyBotFactory f = new ThriftyBotFactory();
        return Games.play(Games.newGame(11), 250, f.create(1), f.create(2), f.create(3), f.create(4));
    }

    @Test
    void theRichestComeFirstAndEqualWorthSharesAPlace() throws Exception {
        GameState state = played().state();
        List<Standings.Row> rows = Standings.of(state);
        assertEquals(4, rows.size());
        for (int i = 1; i < rows.size(); i++) {
            assertTrue(rows.get(i - 1).worth() >= rows.get(i).worth(), "by worth: " + rows);
            assertEquals(rows.get(i - 1).worth() == rows.get(i).worth() ? rows.get(i - 1).place() : i + 1, rows.get(i).place());
        }
        PlayerView richest = state.players().stream().max(java.util.Comparator.comparingInt(PlayerView::worth)).orElseThrow();
        assertEquals(richest.worth(), rows.get(0).worth());
        // at the start everyone has the same cash: one shared first place, in seat order
        List<Standings.Row> start = Standings.of(Games.newGame(1).state());
        assertEquals(List.of(1, 1, 1, 1), start.stream().map(Standings.Row::place).toList());
        assertEquals(List.of("Ann", "Ben", "Cat", "Dan"), start.stream().map(Standings.Row::player).toList());
        assertEquals("$600", Games.newGame(1).state().money(600));
    }

    @Test
    void theCommandPrintsTheStandingsAtTheEndOrAfterNActions() throws Exception {
        GameSession game = played();
        Path file = Path.of("game.json");
        LeadersCommand leaders = new LeadersCommand(f -> {
            if (!f.equals(file)) {
                throw new GameFileException(f + ": no such file");
            }
            return game;
        });
        Result end = run(leaders, "game.json");
        assertEquals(0, end.code(), end.err());
        List<String> lines = end.out().lines().toList();
        assertEquals(4, lines.size(), end.out());
        Standings.Row first = Standings.of(game.state()).get(0);
        assertEquals("1. " + first.player() + "  $" + first.worth() + "  (cash $" + first.cash() + ")", lines.get(0));

        Result start = run(leaders, "game.json", "--after", "0");
        assertEquals(List.of("1. Ann  $600  (cash $600)", "1. Ben  $600  (cash $600)", "1. Cat  $600  (cash $600)",
                "1. Dan  $600  (cash $600)"), start.out().lines().toList());

        Result beyond = run(leaders, "game.json", "--after", "99999");
        assertEquals(2, beyond.code());
        assertEquals("leaders: game.json has " + game.actions().size() + " actions in effect, not 99999", beyond.err().strip());
        Result missing = run(leaders, "other.json");
        assertEquals(2, missing.code());
        assertEquals("leaders: other.json: no such file", missing.err().strip());
        Result negative = run(leaders, "game.json", "--after", "-1");
        assertEquals(2, negative.code(), "an argument out of range: exit 2");
        assertEquals(1, negative.err().strip().lines().count(), negative.err());
    }

    @Test
    void theAnalysisHasARowPerPlayerOfEachGame() throws Exception {
        GameSession a = played();
        GameSession b = Games.newGame(2);
        AnalysisReport report = new StandingsTool().analyze(List.of(a, b));
        assertEquals(StandingsTool.COLUMNS, report.columns());
        assertEquals(8, report.rows().size());
        assertEquals(List.of("2", "1830", "0", "1", "Ann", "$600", "$600"), report.rows().get(4));
        assertTrue(report.toCsv().startsWith("Game,Title,Actions,Place,Player,Worth,Cash\n1,1830,"), report.toCsv());
    }

    @Test
    void theViewShowsTheSameLines() throws Exception {
        GameState state = played().state();
        List<String[]> lines = StandingsView.lines(state);
        List<Standings.Row> rows = Standings.of(state);
        assertEquals(rows.size(), lines.size());
        for (int i = 0; i < rows.size(); i++) {
            assertEquals(List.of(String.valueOf(rows.get(i).place()), rows.get(i).player(), "$" + rows.get(i).worth(),
                    "$" + rows.get(i).cash()), List.of(lines.get(i)));
        }
    }

    private record Result(int code, String out, String err) {
    }

    private static Result run(LeadersCommand command, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = command.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
