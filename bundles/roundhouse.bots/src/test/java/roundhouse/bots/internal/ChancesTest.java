package roundhouse.bots.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import roundhouse.api.GameSession;
import roundhouse.api.bot.ChanceEstimator;

/** Chances by playouts: the positions, the estimates and their intervals, the table. */
class ChancesTest {
    private static GameSession greedyGame() {
        BotGame.Outcome game = BotsPlayTest.play(3, 4, List.of("greedy"));
        assertTrue(game.finished(), String.valueOf(game.problem()));
        return game.session();
    }

    @Test
    void anEstimateHasItsWilsonInterval() {
        ChanceEstimator.Estimate e = Chances.estimate(new ChanceEstimator.Position(10, "SR 2"), "1", 7, 20);
        assertEquals(0.35, e.chance(), 1e-9);
        assertEquals(0.1812, e.low(), 1e-4);
        assertEquals(0.5671, e.high(), 1e-4);
        ChanceEstimator.Estimate never = Chances.estimate(new ChanceEstimator.Position(10, "SR 2"), "1", 0, 20);
        assertEquals(0, never.low(), 1e-9);
        assertTrue(never.high() > 0.1, "no wins in 20 playouts is no proof of no chance: " + never.high());
    }

    @Test
    void positionsAreTheStartOfTheGameAndOfEveryRoundThenTheEnd() {
        GameSession game = greedyGame();
        List<ChanceEstimator.Position> rounds = Chances.positions(game, false);
        assertEquals(0, rounds.get(0).actions());
        // named as the history names rounds, so that the first round is not counted twice
        assertEquals(game.history().points().get(0).round(), rounds.get(0).round());
        assertTrue(rounds.get(1).actions() > 1, "the first round lasts more than one action: " + rounds);
        assertEquals(game.actions().size(), rounds.get(rounds.size() - 1).actions());
        for (int i = 1; i < rounds.size() - 1; i++) {
            assertTrue(rounds.get(i).actions() > rounds.get(i - 1).actions());
            assertTrue(!rounds.get(i).round().equals(rounds.get(i - 1).round()), rounds.get(i) + " starts a round");
        }
        assertTrue(rounds.size() > 10, rounds.size() + " rounds");
        assertEquals(game.actions().size() + 1, Chances.positions(game, true).size());
    }

    @Test
    void stockRoundPositionsAreTheGameRounds() {
        GameSession game = greedyGame();
        List<ChanceEstimator.Position> rounds = Chances.positions(game, false);
        List<ChanceEstimator.Position> stock = Chances.stockRounds(game, rounds);
        assertEquals(rounds.get(0), stock.get(0));
        assertEquals(rounds.get(rounds.size() - 1), stock.get(stock.size() - 1));
        long stockRounds = game.history().points().stream().filter(p -> p.roundKind().equals("stock"))
                .map(p -> p.round()).distinct().count();
        assertEquals(stockRounds, stock.size() - 2, "one per stock round: " + stock);
        for (ChanceEstimator.Position p : stock.subList(1, stock.size() - 1)) {
            assertEquals("stock", game.history().points().get(p.actions() - 1).roundKind(), p.toString());
        }
        assertTrue(stock.size() * 2 < rounds.size(), stock.size() + " of " + rounds.size());
    }

    @Test
    void playoutsShareOneWinAndTheEndIsCertain(@TempDir Path dir) throws Exception {
        GameSession game = greedyGame();
        List<ChanceEstimator.Position> rounds = Chances.positions(game, false);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            ChanceEstimator.Position late = rounds.get(rounds.size() - 2);
            List<ChanceEstimator.Estimate> there = Chances.at(game, late, 6, 1, pool, n -> { });
            assertEquals(4, there.size(), "one estimate per player");
            double sum = there.stream().mapToDouble(ChanceEstimator.Estimate::chance).sum();
            assertEquals(1.0, sum, 1e-9, "every playout is won by someone: " + there);
            for (ChanceEstimator.Estimate e : there) {
                assertEquals(6, e.playouts());
                assertTrue(e.low() <= e.chance() && e.chance() <= e.high(), e.toString());
            }
            assertEquals(there, Chances.at(game, late, 6, 1, pool, n -> { }), "the same seed, the same estimates");
            List<ChanceEstimator.Estimate> end = Chances.at(game, rounds.get(rounds.size() - 1), 6, 1, pool, n -> { });
            String winner = game.state().result().entrySet().stream().max(java.util.Map.Entry.comparingByValue()).orElseThrow().getKey();
            for (ChanceEstimator.Estimate e : end) {
                assertEquals(e.player().equals(winner) ? 1.0 : 0.0, e.chance(), "the finished game: " + end);
            }
            Path csv = dir.resolve("chances.csv");
            ChancesCommand.write(csv, "g.json", game, List.of(there.get(0), end.get(0)));
            List<String> lines = Files.readAllLines(csv);
            assertEquals(String.join(",", ChancesCommand.COLUMNS), lines.get(0));
            assertEquals(3, lines.size());
            assertTrue(lines.get(2).startsWith("g.json," + game.actions().size() + ","), lines.get(2));
        } finally {
            pool.shutdown();
        }
    }
}
