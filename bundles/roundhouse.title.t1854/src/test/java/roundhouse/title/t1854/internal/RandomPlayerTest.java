package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameSetup;
import roundhouse.api.LegalAction;
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

    /**
     * Steadier random players (fewer share purchases, trains mostly from the bank, majors rarely buying plus
     * trains) play longer games: seeds 1-16 include games that reach phase 5, where the locals merge into
     * all three Lokalbahn AGs, with every invariant kept on the way.
     */
    @Test
    void steadierGamesReachTheMergers() {
        int mergedGames = 0;
        for (long seed = 1; seed <= 16; seed++) {
            int n = 3 + (int) Math.floorMod(seed, 4L);
            int[] ags = new int[1];
            String end = RandomGames.play(TITLE, new GameSetup(RandomGames.players(n), Set.of(), seed), new Random(seed),
                    steady(seed % 2 == 0 ? 30 : 50), (s, g, a) -> {
                        check(s, g, a);
                        ags[0] = (int) g.corporations().stream().filter(c -> AustrianGame.isAg(c) && c.floated()).count();
                    });
            assertTrue(Set.of("bank", "bankrupt").contains(end), end);
            mergedGames += ags[0] == 3 ? 1 : 0;
        }
        assertTrue(mergedGames > 0, "no game reached the mergers");
    }

    /** Acts on {@code sharePercent} of stock turns, mostly in operating turns; trades and plus trains for majors rarely. */
    private static RandomGames.Picker steady(int sharePercent) {
        RandomGames.Picker stock = RandomGames.mostlyActing(sharePercent, Set.of("discard_train"));
        RandomGames.Picker operating = RandomGames.mostlyActing(90, Set.of("discard_train"));
        return (rnd, legal) -> {
            List<LegalAction> keep = new ArrayList<>();
            for (LegalAction a : legal) {
                boolean buy = a.action().type().equals("buy_train");
                boolean trade = buy && a.amount() != null;
                boolean plusForMajor = buy && String.valueOf(a.action().string("variant")).endsWith("+")
                        && !a.action().entity().matches("[1-6]");
                if (!(trade || plusForMajor) || rnd.nextInt(20) == 0) {
                    keep.add(a);
                }
            }
            List<LegalAction> from = keep.isEmpty() ? legal : keep;
            boolean players = from.stream().anyMatch(a -> "player".equals(a.action().entityType()));
            return (players ? stock : operating).pick(rnd, from);
        };
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
