package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameSetup;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.testsupport.RandomGames;

/**
 * Seeded random players that only pick among the legal actions play whole games of 1854, every player
 * count 3-6 in turn. Beside the invariants of {@link RandomGames} (money conserved, certificates, limits,
 * undo, reload), 1854's own: an optioned share counts 10 % ("Optionskäufe"), and a major that has split
 * holds no 40 % certificate any more ("Aktiensplit").
 * {@code -Droundhouse.randomGames=N} (default 4), {@code -Droundhouse.randomSeed=S}.
 */
class RandomPlayerTest {
    private static final T1854Title TITLE = new T1854Title();
    private static final RandomGames.Picker PICKER = RandomGames.mostlyActing(60, Set.of("discard_train"));

    @Test
    void randomGamesEndByARulebookEndWithInvariantsKept() {
        int games = Integer.getInteger("roundhouse.randomGames", 4);
        long first = Long.getLong("roundhouse.randomSeed", 1L);
        Map<String, Integer> endings = new HashMap<>();
        for (long seed = first; seed < first + games; seed++) {
            endings.merge(play(seed), 1, Integer::sum);
        }
        assertTrue(Set.of("bank", "bankrupt").containsAll(endings.keySet()), endings.toString());
    }

    static String play(long seed) {
        Random rnd = new Random(seed);
        int n = 3 + (int) Math.floorMod(seed, 4L); // every player count in turn
        return RandomGames.play(TITLE, new GameSetup(RandomGames.players(n), Set.of(), seed), rnd, PICKER,
                RandomPlayerTest::check);
    }

    static void check(long seed, Game g, Action action) {
        AustrianGame austria = (AustrianGame) g;
        for (Corporation c : g.corporations()) {
            for (Certificate cert : c.shares()) {
                if (austria.hasSplit(c) && cert.printedPercent() > 20) {
                    throw new AssertionError("seed " + seed + ": " + c.id() + " split but " + cert.id() + " is " + cert.percent() + "%");
                }
                if (austria.optionMarkers().on(cert) != null && cert.percent() != Options.OPTIONED_PERCENT) {
                    throw new AssertionError("seed " + seed + ": optioned " + cert.id() + " counts " + cert.percent() + "%");
                }
            }
        }
    }
}
