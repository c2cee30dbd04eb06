package roundhouse.testsupport;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import java.util.Set;

import roundhouse.api.Action;
import roundhouse.api.GameLoadException;
import roundhouse.api.GameSetup;
import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.api.PlayerRef;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.EngineTitle;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;

/**
 * Whole games of a title played by a seeded random player that only picks among the game's legal
 * actions, with the invariants every title keeps checked after each action: no legal action is
 * refused, the game never waits with nothing to choose, money is conserved, every corporation's
 * certificates add up to 100 %, nobody ends a stock turn over the certificate limit while he could
 * sell, undo + redo
 * restores the game, the game ends, and the saved record reloads to the same result. A title adds
 * its own checks and its own way of picking. Failures are {@link AssertionError}s naming the seed.
 */
public final class RandomGames {
    /** A title's checks after each action (throw an {@link AssertionError} naming what broke). */
    @FunctionalInterface
    public interface Check {
        void after(long seed, Game game, Action action);
    }

    /** How the random player chooses among the legal actions (a title biases it to keep games moving). */
    @FunctionalInterface
    public interface Picker {
        LegalAction pick(Random rnd, List<LegalAction> legal);
    }

    /** Most actions before a game counts as endless. */
    public static final int MAX_ACTIONS = 20_000;

    private RandomGames() {
    }

    /** Players "p1".."pN" named "Player 1".."Player N". */
    public static List<PlayerRef> players(int n) {
        List<PlayerRef> out = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            out.add(new PlayerRef("p" + i, "Player " + i));
        }
        return out;
    }

    /**
     * Plays one game to its end and returns its game-end reason.
     *
     * @param rnd the random source of the picks (seeded by the caller)
     */
    public static String play(EngineTitle title, GameSetup setup, Random rnd, Picker picker, Check check) {
        long seed = setup.seed();
        EngineSession s = (EngineSession) title.newGame(setup);
        Player lastStockPlayer = null;
        for (int count = 0; count < MAX_ACTIONS; count++) {
            Game g = s.game();
            if (g.finished()) {
                assertReloads(title, seed, s);
                return g.gameEndReason();
            }
            List<LegalAction> legal = s.legalActions();
            if (legal.isEmpty()) {
                throw new AssertionError("seed " + seed + ": stuck in " + g.round().name() + " with no legal action");
            }
            LegalAction choice = picker.pick(rnd, legal);
            Action action = choice.amount() == null ? choice.action() : choice.withAmount(amount(rnd, choice.amount()));
            try {
                s.apply(action);
            } catch (IllegalActionException e) {
                throw new AssertionError("seed " + seed + ": legal action refused in " + g.round().name() + ": " + action + ": "
                        + e.getMessage());
            }
            g = s.game();
            common(seed, g, action);
            check.after(seed, g, action);
            if (!g.finished() && g.round().kind().equals("stock") && g.round().currentEntity() instanceof Player now) {
                if (lastStockPlayer != null && now != lastStockPlayer && g.certificateCount(lastStockPlayer) > g.certLimit()
                        && canSellSomething(g, lastStockPlayer)) {
                    throw new AssertionError("seed " + seed + ": " + lastStockPlayer.id()
                            + " ended his turn over the certificate limit");
                }
                lastStockPlayer = now;
            } else {
                lastStockPlayer = null;
            }
            if (count % 97 == 13 && s.canUndo()) {
                int bank = g.bank().cash();
                s.undo();
                s.redo();
                if (bank != s.game().bank().cash()) {
                    throw new AssertionError("seed " + seed + ": undo + redo does not restore the game");
                }
            }
        }
        throw new AssertionError("seed " + seed + ": no end after " + MAX_ACTIONS + " actions: " + s.game().round().name()
                + " phase " + s.game().phase().name());
    }

    /** Money conserved, 100 % of every corporation accounted for, each certificate with a player, a corporation, the pool or the IPO. */
    private static void common(long seed, Game g, Action action) {
        if (g.totalCash() != g.startingBank()) {
            throw new AssertionError("seed " + seed + ": cash not conserved after " + action);
        }
        for (Corporation c : g.corporations()) {
            // every certificate has a known holder, and the printed sizes add up to 100 % (a certificate may
            // count as less than printed for a while: 1854's options)
            java.util.Set<Object> holders = new java.util.HashSet<>(g.players());
            holders.addAll(g.corporations());
            holders.add(g.pool());
            holders.add(c.ipo());
            int sum = 0;
            for (roundhouse.engine.spi.Certificate cert : c.shares()) {
                if (!holders.contains(cert.holder())) {
                    throw new AssertionError("seed " + seed + ": " + cert.id() + " is held by " + cert.holder() + " after " + action);
                }
                sum += cert.printedPercent();
            }
            if (sum != 100) {
                throw new AssertionError("seed " + seed + ": " + c.id() + " certificates add up to " + sum + "% after " + action);
            }
        }
    }

    /** Over the limit is allowed only to a player who has nothing he may sell (1830 §4.4). */
    private static boolean canSellSomething(Game g, Player p) {
        for (Corporation c : g.corporations()) {
            if (!g.saleBundles(p, c, new ArrayList<>()).isEmpty()) {
                return true;
            }
        }
        return false;
    }

    /** The saved game reloads to the same result (the record holds the options and the seed). */
    private static void assertReloads(EngineTitle title, long seed, EngineSession s) {
        try {
            EngineSession reloaded = EngineSession.load(title, s.toRecord());
            if (!Objects.equals(s.game().result(), reloaded.game().result())) {
                throw new AssertionError("seed " + seed + ": reloads to " + reloaded.game().result() + ", not "
                        + s.game().result());
            }
        } catch (GameLoadException e) {
            throw new AssertionError("seed " + seed + ": the saved game does not reload: " + e.getMessage());
        }
    }

    /** A random amount in the range, mostly near its low end. */
    public static int amount(Random rnd, LegalAction.AmountRange r) {
        int steps = (r.max() - r.min()) / Math.max(1, r.step());
        int k = rnd.nextInt(4) == 0 ? rnd.nextInt(steps + 1) : Math.min(steps, rnd.nextInt(3));
        return r.min() + k * Math.max(1, r.step());
    }

    /** Mostly act rather than pass ({@code actPercent} of the time), leaving out rarely wanted action types. */
    public static Picker mostlyActing(int actPercent, Set<String> rare) {
        return (rnd, legal) -> {
            List<LegalAction> active = new ArrayList<>();
            for (LegalAction a : legal) {
                String type = a.action().type();
                if (!type.equals("pass") && (!rare.contains(type) || rnd.nextInt(10) == 0)) {
                    active.add(a);
                }
            }
            if (!active.isEmpty() && rnd.nextInt(100) < actPercent) {
                return active.get(rnd.nextInt(active.size()));
            }
            for (LegalAction a : legal) {
                if (a.action().type().equals("pass")) {
                    return a;
                }
            }
            return active.isEmpty() ? legal.get(rnd.nextInt(legal.size())) : active.get(rnd.nextInt(active.size()));
        };
    }
}
