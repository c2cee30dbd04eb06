package roundhouse.title.t1844.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSetup;
import roundhouse.engine.map.ExhaustiveReach;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.testsupport.RandomGames;

/**
 * 1844's reach (its own board rules included) equals the walk over every partial route
 * ({@link ExhaustiveReach}) for every company with a station, after every lay and token of seeded
 * random games; positions the walk cannot finish within its budget are skipped and counted.
 */
class ReachExactTest {
    private static final T1844Title TITLE = new T1844Title();

    @Test
    void everyNetworkEqualsTheExhaustiveWalk() {
        int[] compared = new int[2];
        StringBuilder differences = new StringBuilder();
        int games = Integer.getInteger("roundhouse.reachGames", 2);
        for (long seed = 1; seed <= games; seed++) {
            int n = 3 + (int) Math.floorMod(seed, 5L);
            Set<String> options = seed % 2 == 0 ? Set.of() : TITLE.importOptions(Set.of());
            RandomGames.play(TITLE, new GameSetup(RandomGames.players(n), options, seed), new Random(seed),
                    RandomGames.mostlyActing(60, Set.of("discard_train")), (s, g, a) -> {
                        if (!Set.of("lay_tile", "place_token").contains(a.type()) || differences.length() > 0) {
                            return;
                        }
                        compare(g, s, a.type(), compared, differences);
                    });
        }
        assertEquals("", differences.toString());
        System.out.println("reach: " + compared[0] + " networks equal the exhaustive walk, " + compared[1] + " past its budget");
        assertTrue(compared[0] > 200, "networks compared: " + compared[0]);
    }

    private static void compare(Game g, long seed, String after, int[] compared, StringBuilder differences) {
        for (Corporation c : g.corporations()) {
            if (c.closed() || c.tokensUsed() == 0) {
                continue;
            }
            String d = ExhaustiveReach.compare(g.board(), c.id(), 300_000);
            if (d == null) {
                compared[1]++;
                continue;
            }
            if (!d.isEmpty()) {
                differences.append("seed ").append(seed).append(" after ").append(after).append(": ").append(d);
            }
            compared[0]++;
        }
    }
}
