package roundhouse.title.t1830.internal;

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

import roundhouse.api.GameSetup;
import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.api.PlayerRef;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;

/**
 * A seeded random player that only picks among {@code legalActions()} plays whole games of 1830
 * with invariants checked after every action: cash conserved, every corporation's certificates
 * add up to 100 %, nobody over the certificate limit when his stock turn ends, train limits kept
 * outside the discard step, and every game ends. Games: {@code -Droundhouse.randomGames=N}
 * (default 100); the first seed with {@code -Droundhouse.randomSeed=S}.
 */
class RandomPlayerTest {
    private static final T1830Title TITLE = new T1830Title();
    private static final int MAX_ACTIONS = 20_000;

    @Test
    void randomGamesEndWithInvariantsKept() {
        int games = Integer.getInteger("roundhouse.randomGames", 100);
        long first = Long.getLong("roundhouse.randomSeed", 1L);
        Map<String, Integer> endings = new HashMap<>();
        for (long seed = first; seed < first + games; seed++) {
            String reason = play(seed);
            endings.merge(reason, 1, Integer::sum);
        }
        assertEquals(games, endings.values().stream().mapToInt(Integer::intValue).sum());
        assertTrue(endings.keySet().stream().allMatch(r -> r.equals("bank") || r.equals("bankrupt")), endings.toString());
    }

    static String play(long seed) {
        Random rnd = new Random(seed);
        int n = 2 + rnd.nextInt(5);
        List<PlayerRef> players = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            players.add(new PlayerRef("p" + (i + 1), "Player " + (i + 1)));
        }
        Set<String> options = rnd.nextBoolean() ? Set.of()
                : TITLE.importOptions(rnd.nextBoolean() ? Set.of("multiple_brown_from_ipo") : Set.of());
        EngineSession s = (EngineSession) TITLE.newGame(new GameSetup(players, options, seed));
        Player lastStockPlayer = null;
        for (int count = 0; count < MAX_ACTIONS; count++) {
            Game g = s.game();
            if (g.finished()) {
                return g.gameEndReason();
            }
            List<LegalAction> legal = s.legalActions();
            if (legal.isEmpty()) {
                fail("seed " + seed + ": stuck in " + g.round().name() + " with no legal action");
            }
            LegalAction choice = pick(rnd, legal);
            var action = choice.amount() == null ? choice.action()
                    : choice.withAmount(amount(rnd, choice.amount()));
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
                if (lastStockPlayer != null && now != lastStockPlayer && g.certificateCount(lastStockPlayer) > g.certLimit()
                        && canSellSomething(g, lastStockPlayer)) {
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
        List<roundhouse.api.Action> acts = s.actions();
        fail("seed " + seed + ": no end after " + MAX_ACTIONS + " actions: " + g.round().name() + " phase "
                + g.phase().name() + " bank " + g.bank().cash() + " last " + acts.subList(acts.size() - 12, acts.size()));
        return null;
    }

    private static boolean canSellSomething(Game g, Player p) {
        for (Corporation c : g.corporations()) {
            if (!g.saleBundles(p, c, new ArrayList<>()).isEmpty()) {
                return true;
            }
        }
        return false;
    }

    /** Mostly act rather than pass, so corporations float and trains get bought. */
    private static LegalAction pick(Random rnd, List<LegalAction> legal) {
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
            for (Corporation o : g.corporations()) {
                sum += o.percentOf(c);
            }
            if (sum != 100) {
                fail("seed " + seed + ": " + c.id() + " certificates add up to " + sum + "% after " + action);
            }
        }
        List<Corporation> crowded = g.crowdedCorporations();
        if (!crowded.isEmpty() && !g.finished()) {
            List<Entity> acting = g.round().actingEntities();
            if (acting.isEmpty() || !crowded.contains(acting.get(0))) {
                fail("seed " + seed + ": " + crowded + " over the train limit outside the discard step after " + action + " acting " + acting + " step " + g.round().activeStep() + " in " + g.round().name());
            }
        }
    }
}
