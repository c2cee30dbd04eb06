package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameSetup;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.testsupport.RandomGames;

/**
 * Seeded random players from a phase-5 position with all six locals open (until the auction opens them in
 * whole games): they take only legal actions through the merger windows, the forced mergers of the first
 * 6-train, the AGs' first turns and their train purchases. After every action money is conserved, every
 * company's certificates add up to 100 %, a merged local holds nothing, and no player's certificate count
 * changed by a merger. Every seed must see all three AGs formed and operating.
 * {@code -Droundhouse.randomGames=N} (default 3), {@code -Droundhouse.randomSeed=S} for the whole games.
 */
class LocalsRandomPlayTest {
    /**
     * Whole games through the engine's session from the phase-5 position, so that undo, redo and reloading
     * the saved file are checked too ({@link RandomGames}); they end by a rulebook end.
     */
    @Test
    void randomGamesFromPhaseFiveEndAndReload() {
        int games = Integer.getInteger("roundhouse.randomGames", 3);
        long first = Long.getLong("roundhouse.randomSeed", 1L);
        for (long seed = first; seed < first + games; seed++) {
            LocalsPosition.Title title = new LocalsPosition.Title();
            title.first = g -> {
                phaseFive(new LocalsPosition(title, g), seed(g));
                g.counters().startOperatingSet(3);
                return new MergerRound(g, false, title.operatingRound(g, 1));
            };
            boolean[] allOperated = { false };
            String end = RandomGames.play(title, new GameSetup(RandomGames.players(4), Set.of(), seed), new Random(seed),
                    RandomGames.mostlyActing(70, Set.of()), (sd, g, a) -> {
                        check(sd, new LocalsPosition(title, g), a, g.startingBank());
                        allOperated[0] |= List.of("A", "B", "C").stream().allMatch(id -> g.corporation(id).operatedCount() > 0);
                    });
            assertTrue(Set.of("bank", "bankrupt").contains(end), "seed " + seed + " ended by " + end);
            assertTrue(allOperated[0], "seed " + seed + ": the three AGs never all operated");
        }
    }

    private static long seed(Game g) {
        return g.players().size() + g.startingBank() % 7; // the position depends on nothing random
    }

    private static final int ACTIONS = 600;

    @Test
    void randomPlayThroughTheMergersKeepsTheInvariants() {
        for (long seed = 1; seed <= 6; seed++) {
            play(seed);
        }
    }

    /**
     * Phase 5 as a game reaches it: all six locals open (every other one with a 3+), KE and SD floated, the
     * 2s scrapped into the pool at the first 4, the 2+ at the first 5, the rest of the 2s, 3s and 4s sold long
     * ago; KE runs a 5 and a 3, SD two 3s.
     */
    private static void phaseFive(LocalsPosition pos, long seed) {
        for (int i = 1; i <= 6; i++) {
            Corporation local = pos.openLocal(String.valueOf(i), pos.player((i + (int) seed) % 4));
            if (i % 2 == 0) {
                pos.give(local, "3+");
            }
        }
        Corporation ke = pos.floatMajor("KE", pos.player(0), 1, 2, 900);
        Corporation sd = pos.floatMajor("SD", pos.player(1), 2, 2, 900);
        pos.give(sd, "2");
        pos.give(sd, "2");
        pos.trainRules().rust("4");
        pos.trainRules().rust("5");
        pos.give(ke, "5");
        pos.give(ke, "3");
        pos.give(sd, "3");
        pos.give(sd, "3");
        for (String card : List.of("2", "3", "4", "1+", "2+")) {
            pos.soldOut(card);
        }
        pos.phase("5");
    }

    private static void play(long seed) {
        Random rnd = new Random(seed);
        LocalsPosition pos = new LocalsPosition();
        phaseFive(pos, seed);
        pos.start(g -> {
            g.counters().startOperatingSet(3);
            return new MergerRound(g, false, pos.title.operatingRound(g, 1));
        });
        int bank = pos.game.startingBank();
        RandomGames.Picker picker = RandomGames.mostlyActing(70, Set.of());
        boolean agsOperated = false;
        for (int n = 0; n < ACTIONS && !pos.game.finished(); n++) {
            List<LegalAction> legal = pos.legal();
            assertTrue(!legal.isEmpty(), "seed " + seed + ": stuck in " + pos.game.round().name());
            LegalAction choice = picker.pick(rnd, legal);
            Action a = choice.amount() == null ? choice.action() : choice.withAmount(RandomGames.amount(rnd, choice.amount()));
            int[] certs = pos.game.players().stream().mapToInt(pos.game::certificateCount).toArray();
            boolean merger = MergerRound.KIND.equals(pos.game.round().roundKind());
            try {
                pos.apply(a);
            } catch (RuntimeException e) {
                throw new AssertionError("seed " + seed + ": legal action refused in " + pos.game.round().name() + ": " + a, e);
            }
            check(seed, pos, a, bank);
            if (merger) {
                int[] after = pos.game.players().stream().mapToInt(pos.game::certificateCount).toArray();
                assertTrue(java.util.Arrays.equals(certs, after), "seed " + seed + ": a merger changed certificate counts");
            }
            agsOperated = agsOperated || List.of("A", "B", "C").stream().allMatch(id -> pos.corp(id).operatedCount() > 0);
        }
        assertTrue(agsOperated, "seed " + seed + ": the three AGs never all operated (phase " + pos.game.phase().name() + ")");
    }

    private static void check(long seed, LocalsPosition pos, Action a, int bank) {
        if (pos.game.totalCash() != bank) {
            throw new AssertionError("seed " + seed + ": cash not conserved after " + a);
        }
        for (Corporation c : pos.game.corporations()) {
            int sum = c.shares().stream().mapToInt(Certificate::printedPercent).sum();
            if (sum != 100) {
                throw new AssertionError("seed " + seed + ": " + c.id() + " adds up to " + sum + "% after " + a);
            }
            if (AustrianGame.isLocal(c) && c.closed()) {
                if (c.cash() != 0 || !c.trains().isEmpty() || !pos.game.board().tokensOf(c.id()).isEmpty()) {
                    throw new AssertionError("seed " + seed + ": merged local " + c.id() + " still holds something after " + a);
                }
                for (Player p : pos.game.players()) {
                    if (p.percentOf(c) > 0) {
                        throw new AssertionError("seed " + seed + ": " + p.name() + " still holds merged local " + c.id());
                    }
                }
            }
            if (AustrianGame.isAg(c) && c.trains().stream().anyMatch(t -> !pos.trainRules().scrapped(t))) {
                throw new AssertionError("seed " + seed + ": " + c.id() + " holds a train that was never scrapped after " + a);
            }
        }
    }
}
