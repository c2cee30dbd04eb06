package roundhouse.title.t18mag.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameSetup;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.testsupport.RandomGames;

/**
 * Seeded random players that only pick among the legal actions play whole games of 18Mag: every
 * player count 2-6 in turn, with and without {@code standard_divs}, {@code new_major},
 * {@code supporters}, the new minors and the 18xx.games import options. Beside the invariants of
 * {@link RandomGames} (money conserved: the unlimited bank and everyone else stay 0 in sum,
 * certificates, the certificate limit, undo, reload), 18Mag's own: at most two trains per minor,
 * none with a corporation, and every game ends with {@code final_phase}.
 * {@code -Droundhouse.randomGames=N} (default 10), {@code -Droundhouse.randomSeed=S}.
 */
class RandomPlayerTest {
    private static final T18MagTitle TITLE = new T18MagTitle();
    private static final List<String> OPTIONS = List.of(T18MagTitle.STANDARD_DIVS, T18MagTitle.NEW_MAJOR,
            T18MagTitle.SUPPORTERS, T18MagTitle.NEW_MINORS_CHALLENGE, T18MagTitle.NEW_MINORS_SIMPLE);
    /** Mostly act; trades between minors stay rare so that games move on. */
    private static final RandomGames.Picker PICKER = RandomGames.mostlyActing(60, Set.of("discard_train"));

    @Test
    void randomGamesEndWithInvariantsKept() {
        int games = Integer.getInteger("roundhouse.randomGames", 10);
        long first = Long.getLong("roundhouse.randomSeed", 1L);
        Map<String, Integer> endings = new HashMap<>();
        for (long seed = first; seed < first + games; seed++) {
            endings.merge(play(seed), 1, Integer::sum);
        }
        assertEquals(Map.of("final_phase", games), endings);
    }

    static String play(long seed) {
        Random rnd = new Random(seed);
        int n = 2 + (int) Math.floorMod(seed, 5L); // every player count in turn
        Set<String> chosen = new java.util.HashSet<>();
        OPTIONS.forEach(o -> {
            if (rnd.nextBoolean()) {
                chosen.add(o);
            }
        });
        // the options for 3 to 6 players only (title.json's players) are left out of the 2-player game (RB X)
        TITLE.ruleOptions().stream().filter(o -> !o.allows(n)).forEach(o -> chosen.remove(o.id()));
        if (chosen.contains(T18MagTitle.NEW_MINORS_CHALLENGE) && chosen.contains(T18MagTitle.NEW_MINORS_SIMPLE)) {
            // one set of new minors at most (they exclude each other): either, by the seed
            chosen.remove(seed % 2 == 0 ? T18MagTitle.NEW_MINORS_SIMPLE : T18MagTitle.NEW_MINORS_CHALLENGE);
        }
        Set<String> options = rnd.nextBoolean() ? chosen : TITLE.importOptions(chosen);
        return RandomGames.play(TITLE, new GameSetup(RandomGames.players(n), options, seed), rnd, PICKER,
                RandomPlayerTest::check);
    }

    /** RB III.3: minors hold at most two trains, corporations none. */
    static void check(long seed, Game g, Action action) {
        for (Corporation c : g.corporations()) {
            if (c.priced() ? !c.trains().isEmpty() : c.trains().size() > 2) {
                throw new AssertionError("seed " + seed + ": " + c.id() + " holds " + c.trains() + " after " + action);
            }
        }
    }
}
