package roundhouse.title.t1844.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameSetup;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.testsupport.RandomGames;

/**
 * Seeded random players that only pick among the legal actions play whole games of 1844: every
 * player count 3-7 in turn, half by the rulebook, half with the 18xx.games import options. Beside the
 * invariants of {@link RandomGames} (money conserved, certificates, limits, undo, reload), 1844's own:
 * a regional owns H trains only (RB VIII), nobody owes a negative debt, the pre-state railways are
 * gone once the SBB has formed (RB X), and a rulebook game ends only when the bank is empty (RB
 * "Spielende"; bankruptcy exists only as 18xx.games' option).
 * {@code -Droundhouse.randomGames=N} (default 6), {@code -Droundhouse.randomSeed=S}.
 */
class RandomPlayerTest {
    private static final T1844Title TITLE = new T1844Title();
    private static final RandomGames.Picker PICKER = RandomGames.mostlyActing(60, Set.of("discard_train"));

    @Test
    void randomGamesEndWithInvariantsKept() {
        int games = Integer.getInteger("roundhouse.randomGames", 6);
        long first = Long.getLong("roundhouse.randomSeed", 1L);
        Map<String, Integer> endings = new HashMap<>();
        for (long seed = first; seed < first + games; seed++) {
            endings.merge(play(seed), 1, Integer::sum);
        }
        assertTrue(Set.of("bank", "bankrupt").containsAll(endings.keySet()), endings.toString());
    }

    static String play(long seed) {
        Random rnd = new Random(seed);
        int n = 3 + (int) Math.floorMod(seed, 5L); // every player count in turn
        boolean rulebook = seed % 2 == 0;
        Set<String> options = rulebook ? Set.of() : TITLE.importOptions(Set.of());
        String end = RandomGames.play(TITLE, new GameSetup(RandomGames.players(n), options, seed), rnd, PICKER,
                RandomPlayerTest::check);
        if (rulebook && !"bank".equals(end)) {
            throw new AssertionError("seed " + seed + ": a rulebook game ended by " + end);
        }
        return end;
    }

    static void check(long seed, Game g, Action action) {
        SwissGame swiss = (SwissGame) g;
        Corporation sbb = g.corporation("SBB");
        for (Corporation c : g.corporations()) {
            if (SwissGame.REGIONAL.equals(c.kind()) && c.trains().stream()
                    .anyMatch(t -> t.type().kind() != roundhouse.engine.spi.TrainType.Kind.HEXES)) {
                throw new AssertionError("seed " + seed + ": regional " + c.id() + " holds " + c.trains() + " after " + action);
            }
            if (SwissGame.PRE_SBB.equals(c.kind()) && sbb.floated() && !c.closed()) {
                throw new AssertionError("seed " + seed + ": " + c.id() + " still runs after the SBB formed");
            }
        }
        for (Player p : g.players()) {
            if (swiss.debt(p) < 0) {
                throw new AssertionError("seed " + seed + ": " + p.name() + " owes " + swiss.debt(p));
            }
        }
    }
}
