package roundhouse.title.t18mag.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameSetup;
import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.api.PlayerRef;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;

/**
 * A seeded random player that only picks among {@code legalActions()} plays whole games of 18Mag
 * (2-6 players, with and without {@code standard_divs}, {@code new_major}, {@code supporters}, the
 * new minors and
 * the 18xx.games defaults). Without the map minors cannot lay track or run, so the games are
 * drafts, share dealing, dividends and train purchases; invariants after every action: cash
 * conserved (the bank is unlimited: bank + players + companies stay 0), certificates add up to
 * 100 %, certificate limit kept after each stock turn, at most two trains per minor, no train with
 * a corporation, every game ends with {@code final_phase} and its saved record reloads to the same
 * result. {@code -Droundhouse.randomGames=N}
 * (default 30), {@code -Droundhouse.randomSeed=S}.
 */
class RandomPlayerTest {
    private static final T18MagTitle TITLE = new T18MagTitle();
    private static final int MAX_ACTIONS = 20_000;
    private static final List<String> OPTIONS = List.of(T18MagTitle.STANDARD_DIVS, T18MagTitle.NEW_MAJOR,
            T18MagTitle.SUPPORTERS, T18MagTitle.NEW_MINORS_CHALLENGE, T18MagTitle.NEW_MINORS_SIMPLE);

    @Test
    void randomGamesEndWithInvariantsKept() {
        // 10 games (each player count 2-6 twice) keep the build quick; -Droundhouse.randomGames=N for more
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
        List<PlayerRef> players = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            players.add(new PlayerRef("p" + (i + 1), "Player " + (i + 1)));
        }
        Set<String> chosen = new java.util.HashSet<>();
        OPTIONS.forEach(o -> {
            if (rnd.nextBoolean()) {
                chosen.add(o);
            }
        });
        if (n == 2) {
            chosen.removeAll(T18MagTitle.MULTIPLAYER_OPTIONS); // RB X: the 2-player game has none of them
        }
        Set<String> options = rnd.nextBoolean() ? chosen : TITLE.importOptions(chosen);
        EngineSession s = (EngineSession) TITLE.newGame(new GameSetup(players, options, seed));
        Player lastStockPlayer = null;
        for (int count = 0; count < MAX_ACTIONS; count++) {
            Game g = s.game();
            if (g.finished()) {
                assertReloads(seed, s);
                return g.gameEndReason();
            }
            List<LegalAction> legal = s.legalActions();
            if (legal.isEmpty()) {
                fail("seed " + seed + ": stuck in " + g.round().name() + " with no legal action");
            }
            LegalAction choice = pick(rnd, legal);
            Action action = choice.amount() == null ? choice.action() : choice.withAmount(amount(rnd, choice.amount()));
            try {
                s.apply(action);
            } catch (IllegalActionException e) {
                fail("seed " + seed + ": legal action refused in " + g.round().name() + ": " + action + ": "
                        + e.getMessage());
            }
            g = s.game();
            check(seed, g, action.toString());
            if (!g.finished() && g.round().kind().equals("stock")) {
                Player now = (Player) g.round().currentEntity();
                if (lastStockPlayer != null && now != lastStockPlayer
                        && g.certificateCount(lastStockPlayer) > g.certLimit()) {
                    fail("seed " + seed + ": " + lastStockPlayer.id() + " ended his turn over the certificate limit");
                }
                lastStockPlayer = now;
            } else {
                lastStockPlayer = null;
            }
            if (count % 97 == 13 && s.canUndo()) {
                int bank = g.bank().cash();
                s.undo();
                s.redo();
                assertEquals(bank, s.game().bank().cash(), "seed " + seed + ": undo + redo restores the game");
            }
        }
        Game g = s.game();
        fail("seed " + seed + ": no end after " + MAX_ACTIONS + " actions: " + g.round().name() + " phase "
                + g.phase().name());
        return null;
    }

    /** The saved game reloads to the same result (the record holds the options and the seed). */
    private static void assertReloads(long seed, EngineSession s) {
        try {
            EngineSession reloaded = EngineSession.load(TITLE, s.toRecord());
            assertEquals(s.game().result(), reloaded.game().result(), "seed " + seed + ": reload");
        } catch (roundhouse.api.GameLoadException e) {
            fail("seed " + seed + ": the saved game does not reload: " + e.getMessage());
        }
    }

    /** Mostly act rather than pass; trades between minors stay rare so that games move on. */
    private static LegalAction pick(Random rnd, List<LegalAction> legal) {
        List<LegalAction> active = new ArrayList<>();
        for (LegalAction a : legal) {
            String type = a.action().type();
            boolean scrap = type.equals("discard_train");
            if (!type.equals("pass") && (!scrap || rnd.nextInt(10) == 0)) {
                active.add(a);
            }
        }
        if (!active.isEmpty() && rnd.nextInt(100) < 60) {
            return active.get(rnd.nextInt(active.size()));
        }
        for (LegalAction a : legal) {
            if (a.action().type().equals("pass")) {
                return a;
            }
        }
        return active.isEmpty() ? legal.get(rnd.nextInt(legal.size())) : active.get(rnd.nextInt(active.size()));
    }

    private static int amount(Random rnd, LegalAction.AmountRange r) {
        int steps = (r.max() - r.min()) / Math.max(1, r.step());
        int k = rnd.nextInt(4) == 0 ? rnd.nextInt(steps + 1) : Math.min(steps, rnd.nextInt(3));
        return r.min() + k * Math.max(1, r.step());
    }

    static void check(long seed, Game g, String action) {
        if (g.totalCash() != g.startingBank()) {
            fail("seed " + seed + ": cash not conserved after " + action);
        }
        for (Corporation c : g.corporations()) {
            int sum = g.pool().percentOf(c) + c.ipo().percentOf(c);
            for (Player p : g.players()) {
                sum += p.percentOf(c);
            }
            if (sum != 100) {
                fail("seed " + seed + ": " + c.id() + " certificates add up to " + sum + "% after " + action);
            }
            if (c.priced() ? !c.trains().isEmpty() : c.trains().size() > 2) {
                fail("seed " + seed + ": " + c.id() + " holds " + c.trains() + " after " + action);
            }
        }
        assertTrue(g.round() != null);
    }
}
