package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.testsupport.RandomGames;

/**
 * Seeded random players that only pick among the legal actions play whole games of 1830 (2-6
 * players, rulebook and 18xx.games options). Beside the invariants of {@link RandomGames} (money
 * conserved, certificates, the certificate limit, undo, reload): train limits kept outside the
 * discard step, and every game ends by the bank or a bankruptcy. Games:
 * {@code -Droundhouse.randomGames=N} (default 100); the first seed {@code -Droundhouse.randomSeed=S}.
 */
class RandomPlayerTest {
    private static final T1830Title TITLE = new T1830Title();

    @Test
    void randomGamesEndWithInvariantsKept() {
        int games = Integer.getInteger("roundhouse.randomGames", 100);
        long first = Long.getLong("roundhouse.randomSeed", 1L);
        Map<String, Integer> endings = new HashMap<>();
        for (long seed = first; seed < first + games; seed++) {
            endings.merge(play(seed), 1, Integer::sum);
        }
        assertEquals(games, endings.values().stream().mapToInt(Integer::intValue).sum());
        assertTrue(endings.keySet().stream().allMatch(r -> r.equals("bank") || r.equals("bankrupt")), endings.toString());
    }

    static String play(long seed) {
        Random rnd = new Random(seed);
        int n = 2 + rnd.nextInt(5);
        Set<String> options = rnd.nextBoolean() ? Set.of()
                : TITLE.importOptions(rnd.nextBoolean() ? Set.of("multiple_brown_from_ipo") : Set.of());
        return RandomGames.play(TITLE, new GameSetup(RandomGames.players(n), options, seed), rnd, RandomPlayerTest::pick,
                RandomPlayerTest::check);
    }

    /** Mostly act rather than pass, so corporations float and trains get bought. */
    static LegalAction pick(Random rnd, List<LegalAction> legal) {
        for (LegalAction a : legal) {
            // the auction only ends when privates are bought: take the cheapest often
            if (a.action().type().equals("bid") && a.amount() == null && rnd.nextInt(3) == 0) {
                return a;
            }
        }
        List<LegalAction> active = new ArrayList<>();
        for (LegalAction a : legal) {
            String type = a.action().type();
            // private trades between players for $1 could go round forever: keep them rare
            boolean trade = type.equals("buy_company") && a.action().entityType().equals("player");
            if (!type.equals("pass") && (!trade || rnd.nextInt(20) == 0)) {
                active.add(a);
            }
        }
        if (!active.isEmpty() && rnd.nextInt(100) < 75) {
            return active.get(rnd.nextInt(active.size()));
        }
        for (LegalAction a : legal) {
            if (a.action().type().equals("pass")) {
                return a;
            }
        }
        return active.isEmpty() ? legal.get(rnd.nextInt(legal.size())) : active.get(rnd.nextInt(active.size()));
    }

    /** 1830 §5.6: a company over the train limit discards at once, before anything else happens. */
    static void check(long seed, Game g, Action action) {
        List<Corporation> crowded = g.crowdedCorporations();
        if (!crowded.isEmpty() && !g.finished()) {
            List<Entity> acting = g.round().actingEntities();
            if (acting.isEmpty() || !crowded.contains(acting.get(0))) {
                throw new AssertionError("seed " + seed + ": " + crowded + " over the train limit outside the discard step after "
                        + action + " in " + g.round().name());
            }
        }
    }
}
