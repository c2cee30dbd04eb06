package roundhouse.bots.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameSession;
import roundhouse.api.GameTitle;
import roundhouse.api.bot.BotFactory;
import roundhouse.title.t1854.internal.T1854Title;

/**
 * The greedy bot in 1854, where locals run only plus trains and majors only regular ones, majors are
 * floated on option markers and locals start a lay or more from a second stop: it buys trains its
 * companies can run, floats the majors and gets the locals running.
 */
class GreedyAustriaTest {
    private static final GameTitle TITLE = new T1854Title();
    private static final Set<String> LOCALS = Set.of("1", "2", "3", "4", "5", "6");

    private static GameSession play(long seed) {
        PlayOptions o = new PlayOptions("1854", 4, seed, List.of("greedy"), Set.of(), false, null, 1);
        Table table = Table.of(TITLE, o, seed);
        BotGame.Outcome game = BotGame.play(TITLE.newGame(table.setup()), table.bots(Map.<String, BotFactory>of("greedy",
                new GreedyBotFactory())));
        assertNull(game.problem(), "seed " + seed);
        assertTrue(game.session().state().finished(), "seed " + seed);
        return game.session();
    }

    @Test
    void theSessionSaysWhichCompaniesMayRunWhichTrains() {
        GameSession s = TITLE.newGame(Table.of(TITLE, new PlayOptions("1854", 4, 1, List.of("greedy"), Set.of(), false,
                null, 1), 1).setup());
        assertTrue(s.mayRun("1", "1+-0"));
        assertFalse(s.mayRun("1", "2-0"), "a local runs no regular train");
        assertTrue(s.mayRun("KE", "2-0"));
        assertFalse(s.mayRun("KE", "1+-0"), "a major runs no plus train");
        assertTrue(s.mayRun("nobody", "2-0"), "unknown ids: no difference made");
    }

    @Test
    void greedyCompaniesBuyTrainsTheyRunAndMostMajorsOperate() {
        for (long seed = 9000; seed < 9002; seed++) {
            GameSession s = play(seed);
            Set<String> ran = new HashSet<>();
            int localsRunning = 0;
            for (Action a : s.actions()) {
                if (a.type().equals("buy_train")) {
                    boolean plus = a.string("train").contains("+");
                    assertEquals(LOCALS.contains(a.entity()), plus, "seed " + seed + ": " + a);
                }
                if (a.type().equals("run_routes") && ran.add(a.entity()) && LOCALS.contains(a.entity())) {
                    localsRunning++;
                }
            }
            assertTrue(localsRunning >= 4, "seed " + seed + ": " + localsRunning + " locals ran trains");
            assertTrue(ran.size() - localsRunning >= 6, "seed " + seed + ": majors that ran " + ran);
        }
    }
}
