package roundhouse.bots.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameLoadException;
import roundhouse.api.GameSession;
import roundhouse.api.GameTitle;
import roundhouse.api.bot.BotFactory;
import roundhouse.title.t1830.internal.T1830Title;

/** Bots play whole games of a real title through the API alone, invariants checked after every action. */
class BotsPlayTest {
    static final GameTitle TITLE = new T1830Title();
    static final Map<String, BotFactory> BOTS = Map.of("random", new RandomBotFactory(), "greedy", new GreedyBotFactory());

    static BotGame.Outcome play(long seed, Integer players, List<String> kinds) {
        PlayOptions o = new PlayOptions("1830", players, seed, kinds, java.util.Set.of(), false, null, 1);
        Table table = Table.of(TITLE, o, seed);
        return BotGame.play(TITLE.newGame(table.setup()), table.bots(BOTS));
    }

    @Test
    void randomBotsFinishGamesThatReplayToTheSameResult() throws GameLoadException {
        for (long seed = 1; seed <= 10; seed++) {
            BotGame.Outcome game = play(seed, null, List.of("random"));
            assertNull(game.problem(), "seed " + seed);
            assertTrue(game.session().state().finished());
            GameSession replayed = TITLE.load(game.session().toRecord());
            assertEquals(game.session().state().result(), replayed.state().result(), "seed " + seed);
        }
    }

    @Test
    void randomBidsStayNearFaceValueSoThatAuctionsEnd() {
        // seed 623 (two players, 18xx.games rules): bids rising with the privates' revenue ran 20,000 actions
        PlayOptions o = new PlayOptions("1830", null, 623, List.of("random"), java.util.Set.of(), true, null, 1);
        Table table = Table.of(TITLE, o, 623);
        BotGame.Outcome game = BotGame.play(TITLE.newGame(table.setup()), table.bots(BOTS));
        assertNull(game.problem());
        assertTrue(game.actions() < 5_000, game.actions() + " actions");
    }

    @Test
    void theSameSeedPlaysTheSameGame() {
        assertEquals(play(7, 4, List.of("random", "greedy")).session().actions(),
                play(7, 4, List.of("random", "greedy")).session().actions());
    }

    @Test
    void greedyBotsBeatRandomBots() {
        int greedyWins = 0;
        for (long seed = 1; seed <= 6; seed++) {
            PlayOptions o = new PlayOptions("1830", 4, seed, List.of("greedy", "random"), java.util.Set.of(), false, null, 1);
            Table table = Table.of(TITLE, o, seed);
            BotGame.Outcome game = BotGame.play(TITLE.newGame(table.setup()), table.bots(BOTS));
            assertNull(game.problem(), "seed " + seed);
            if ("greedy".equals(table.winner(game.session()))) {
                greedyWins++;
            }
        }
        assertTrue(greedyWins >= 5, "greedy won " + greedyWins + " of 6");
    }

    @Test
    void bestRevenueIsTheBestRunOfTheCompanysTrains() {
        BotGame.Outcome game = play(3, 4, List.of("greedy"));
        GameSession s = game.session();
        // replay to the first run of trains and compare with the run the engine offers
        GameSession replay = TITLE.newGame(s.setup());
        for (var a : s.actions()) {
            var legal = replay.legalActions();
            if (!legal.isEmpty() && legal.get(0).action().type().equals("run_routes")) {
                var offered = legal.get(0).action();
                int revenue = 0;
                for (Object r : (List<?>) offered.args().get("routes")) {
                    revenue += ((Number) ((Map<?, ?>) r).get("revenue")).intValue();
                }
                assertTrue(revenue > 0);
                assertEquals(revenue, replay.bestRevenue(offered.entity()));
                return;
            }
            try {
                replay.apply(a);
            } catch (roundhouse.api.IllegalActionException e) {
                throw new AssertionError(e);
            }
        }
        throw new AssertionError("no run in the game");
    }

    @Test
    void aBotThatFailsStopsItsGameWithItsSeatAndTheActionNamed() {
        PlayOptions o = new PlayOptions("1830", 3, 5, List.of("random"), java.util.Set.of(), false, null, 1);
        Table table = Table.of(TITLE, o, 5);
        List<roundhouse.api.bot.Bot> bots = new java.util.ArrayList<>(table.bots(BOTS));
        bots.set(1, (session, seat) -> {
            throw new IndexOutOfBoundsException("Index -1 out of bounds for length 0");
        });
        BotGame.Outcome game = BotGame.play(TITLE.newGame(table.setup()), bots);
        assertTrue(game.broken(), "the game stops, the batch goes on");
        assertTrue(game.problem().startsWith("the bot of seat 2 failed at action "), game.problem());
        assertTrue(game.problem().contains("IndexOutOfBoundsException: Index -1 out of bounds for length 0 (BotsPlayTest."),
                game.problem());
    }
}
