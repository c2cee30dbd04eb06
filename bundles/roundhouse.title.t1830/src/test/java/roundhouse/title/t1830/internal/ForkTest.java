package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSetup;
import roundhouse.testsupport.ForkChecks;
import roundhouse.testsupport.RandomGames;

/**
 * Copies of 1830 games are the games ({@link ForkChecks}): seeded random games, a fork every
 * few actions that then follows the game, forks changed and refused actions that leave the game alone.
 * {@code -Droundhouse.forkGames=N} (default 2).
 */
class ForkTest {
    private static final T1830Title TITLE = new T1830Title();

    @Test
    void forksFollowTheGameAndLeaveItAlone() {
        int games = Integer.getInteger("roundhouse.forkGames", 2);
        for (long seed = 1; seed <= games; seed++) {
            Random rnd = new Random(seed);
            GameSetup setup = new GameSetup(RandomGames.players(3 + (int) (seed % 3)), seed % 2 == 0 ? Set.of() : TITLE.importOptions(Set.of()), seed);
            ForkChecks.Report r = ForkChecks.play(TITLE, setup, rnd, RandomPlayerTest::pick, 37, 60);
            assertTrue(r.forks() > 10 && r.followed() == r.forks() + r.refusals() && r.refusals() > 0, "seed " + seed + ": " + r);
        }
    }
}
