package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSetup;
import roundhouse.testsupport.ForkChecks;
import roundhouse.testsupport.RandomGames;

/**
 * Copies of 1854 games are the games ({@link ForkChecks}): seeded random games, a fork every
 * few actions that then follows the game, forks changed and refused actions that leave the game alone.
 * {@code -Droundhouse.forkGames=N} (default 2).
 */
class ForkTest {
    private static final T1854Title TITLE = new T1854Title();

    @Test
    void forksFollowTheGameAndLeaveItAlone() {
        int games = Integer.getInteger("roundhouse.forkGames", 2);
        for (long seed = 1; seed <= games; seed++) {
            Random rnd = new Random(seed);
            GameSetup setup = new GameSetup(RandomGames.players(3 + (int) (seed % 4)), Set.of(), seed);
            ForkChecks.Report r = ForkChecks.play(TITLE, setup, rnd, RandomGames.mostlyActing(60, Set.of("discard_train")), 37, 60);
            assertTrue(r.forks() > 10 && r.followed() == r.forks() + r.refusals() && r.refusals() > 0, "seed " + seed + ": " + r);
        }
    }
}
