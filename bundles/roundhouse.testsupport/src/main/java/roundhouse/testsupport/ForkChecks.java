package roundhouse.testsupport;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Random;

import roundhouse.api.Action;
import roundhouse.api.GameLoadException;
import roundhouse.api.GameSetup;
import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.api.view.GameState;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.internal.session.Snapshots;
import roundhouse.engine.spi.EngineTitle;

/**
 * Checks that copies of a game ({@code fork()}, {@code ifTaken()}, the copy a refused action puts
 * back) are the game: a seeded random game is played, and at every {@code every}-th position
 * <ul>
 * <li>a fork is taken that then follows the game, action for action, for {@code follow} actions (or
 *     to the end): after each it shows the same state and the same legal actions as the game, and at
 *     the end the same result;</li>
 * <li>another fork plays a different legal action, and an action made stale by the game's progress,
 *     and the game is unchanged (its state and legal actions as before; at every third such position,
 *     as a replay of its log);</li>
 * <li>{@code ifTaken} of the next action shows the state the game then reaches;</li>
 * <li>an action the game refuses leaves it as it was (its state and legal actions as before); a fork
 *     that refused one follows the game from there.</li>
 * </ul>
 * Failures are {@link AssertionError}s naming the seed and the position.
 */
public final class ForkChecks {
    private ForkChecks() {
    }

    /** What one game checked. */
    public record Report(int actions, int forks, int followed, int refusals) {
    }

    /** A fork following the game, and the position it was taken at. */
    private record Follower(EngineSession session, int from) {
    }

    /**
     * Plays one game to its end (or {@link RandomGames#MAX_ACTIONS}) and checks its copies.
     *
     * @param every a fork at every {@code every}-th action
     * @param follow how many actions a fork follows the game; the forks of every 8th position follow it to the end
     */
    public static Report play(EngineTitle title, GameSetup setup, Random rnd, RandomGames.Picker picker, int every, int follow) {
        long seed = setup.seed();
        EngineSession s = (EngineSession) title.newGame(setup);
        List<Follower> followers = new ArrayList<>();
        List<Action> taken = new ArrayList<>();
        int forks = 0;
        int followed = 0;
        int refusals = 0;
        for (int n = 0; n < RandomGames.MAX_ACTIONS && !s.game().finished(); n++) {
            List<LegalAction> legal = s.legalActions();
            if (legal.isEmpty()) {
                throw new AssertionError("seed " + seed + ": stuck at action " + n + " with no legal action");
            }
            LegalAction choice = picker.pick(rnd, legal);
            Action action = choice.amount() == null ? choice.action() : choice.withAmount(RandomGames.amount(rnd, choice.amount()));
            if (n % every == 0) {
                forks++;
                followers.add(new Follower((EngineSession) s.fork(), n));
                refusals += leavesGameAlone(title, s, legal, choice, taken, rnd, followers, n, n % (3 * every) == 0,
                        where(seed, n));
                ifTakenIsTaking(s, action, where(seed, n));
            }
            apply(s, action, where(seed, n));
            taken.add(action);
            GameState now = fresh(s);
            List<LegalAction> nowLegal = s.game().finished() ? List.of() : s.legalActions();
            for (java.util.Iterator<Follower> i = followers.iterator(); i.hasNext();) {
                Follower f = i.next();
                String at = where(seed, n) + ", fork of action " + f.from();
                apply(f.session(), action, at);
                same(now, fresh(f.session()), at);
                if (!nowLegal.equals(f.session().game().finished() ? List.of() : f.session().legalActions())) {
                    throw new AssertionError(at + ": the fork lists other legal actions than the game");
                }
                boolean toEnd = f.from() % (8 * every) == 0;
                if (!toEnd && n - f.from() >= follow) {
                    i.remove();
                    followed++;
                }
            }
        }
        if (!s.game().finished()) {
            throw new AssertionError("seed " + seed + ": no end after " + RandomGames.MAX_ACTIONS + " actions");
        }
        for (Follower f : followers) {
            if (!Objects.equals(s.game().result(), f.session().game().result())
                    || !Objects.equals(s.game().gameEndReason(), f.session().game().gameEndReason())) {
                throw new AssertionError("seed " + seed + ": the fork of action " + f.from() + " ends " + f.session().game().result()
                        + " (" + f.session().game().gameEndReason() + "), the game " + s.game().result() + " ("
                        + s.game().gameEndReason() + ")");
            }
            followed++;
        }
        return new Report(taken.size(), forks, followed, refusals);
    }

    /**
     * Changes forks of the game (another legal action, a stale action) and has the game refuse a stale
     * action: the game must stay as it was. Returns the number of refusals seen.
     */
    private static int leavesGameAlone(EngineTitle title, EngineSession s, List<LegalAction> legal, LegalAction choice,
            List<Action> taken, Random rnd, List<Follower> followers, int n, boolean replay, String at) {
        GameState before = fresh(s);
        List<LegalAction> legalBefore = List.copyOf(legal);
        List<LegalAction> others = legal.stream().filter(l -> l != choice && l.amount() == null).toList();
        if (!others.isEmpty()) {
            EngineSession other = (EngineSession) s.fork();
            try {
                other.apply(others.get(rnd.nextInt(others.size())).action());
            } catch (IllegalActionException e) {
                throw new AssertionError(at + ": a fork refuses a legal action: " + e.getMessage());
            }
        }
        int refusals = 0;
        Action stale = stale(taken, rnd);
        if (stale != null) {
            EngineSession trial = (EngineSession) s.fork();
            boolean refused = refuses(trial, stale);
            if (refused) {
                refusals++;
                same(before, fresh(trial), at + ", a fork that refused " + stale.type());
                // it then follows the game: what it put back must play on as the game does
                followers.add(new Follower(trial, n));
                if (!refuses(s, stale)) {
                    throw new AssertionError(at + ": the game takes " + stale + ", which its fork refused");
                }
            }
        }
        same(before, fresh(s), at + ", after its forks changed and it refused an action");
        if (!legalBefore.equals(s.legalActions())) {
            throw new AssertionError(at + ": the legal actions changed while only forks played");
        }
        if (replay) {
            sameAsReplay(title, s, at);
        }
        return refusals;
    }

    /** An action the game took earlier: usually refused now (a pass out of turn, a share already bought). */
    private static Action stale(List<Action> taken, Random rnd) {
        if (taken.isEmpty()) {
            return null;
        }
        Action a = taken.get(rnd.nextInt(taken.size()));
        java.util.Map<String, Object> args = new java.util.LinkedHashMap<>(a.args());
        args.remove("id");
        args.remove("auto_actions");
        return new Action(a.type(), a.entity(), a.entityType(), args);
    }

    private static boolean refuses(EngineSession s, Action a) {
        try {
            s.apply(a);
            return false;
        } catch (IllegalActionException e) {
            return true;
        }
    }

    /** The game in hand is what a replay of its log makes (legal actions listed afresh by the replay). */
    private static void sameAsReplay(EngineTitle title, EngineSession s, String at) {
        EngineSession replayed;
        try {
            replayed = EngineSession.load(title, s.toRecord());
        } catch (GameLoadException e) {
            throw new AssertionError(at + ": the game's log does not replay: " + e.getMessage());
        }
        same(fresh(replayed), fresh(s), at + ", against a replay of its log");
        if (!replayed.legalActions().equals(s.legalActions())) {
            throw new AssertionError(at + ": the game lists other legal actions than a replay of its log");
        }
    }

    private static void ifTakenIsTaking(EngineSession s, Action action, String at) {
        EngineSession preview;
        try {
            preview = (EngineSession) s.ifTaken(action);
        } catch (GameLoadException e) {
            throw new AssertionError(at + ": ifTaken refuses the action the game takes: " + e.getMessage());
        }
        EngineSession taken = (EngineSession) s.fork();
        apply(taken, action, at);
        same(fresh(taken), fresh(preview), at + ", ifTaken");
    }

    /** The state of the game in hand, taken now (a session keeps the one it took last). */
    private static GameState fresh(EngineSession s) {
        return Snapshots.state(s.game(), s.actions().size());
    }

    private static void apply(EngineSession s, Action action, String at) {
        try {
            s.apply(action);
        } catch (IllegalActionException e) {
            throw new AssertionError(at + ": refused " + action + ": " + e.getMessage());
        }
    }

    private static void same(GameState expected, GameState actual, String at) {
        if (!expected.equals(actual)) {
            throw new AssertionError(at + ": the states differ: " + firstDifference(expected, actual));
        }
    }

    /** The first component of the two states that differs, for the failure message. */
    private static String firstDifference(GameState a, GameState b) {
        for (java.lang.reflect.RecordComponent c : GameState.class.getRecordComponents()) {
            try {
                Object x = c.getAccessor().invoke(a);
                Object y = c.getAccessor().invoke(b);
                if (!Objects.equals(x, y)) {
                    return c.getName() + ": " + abbreviated(x) + " / " + abbreviated(y);
                }
            } catch (ReflectiveOperationException e) {
                return c.getName() + ": " + e;
            }
        }
        return "(none found)";
    }

    private static String abbreviated(Object o) {
        String s = String.valueOf(o);
        return s.length() > 600 ? s.substring(0, 600) + "..." : s;
    }

    private static String where(long seed, int n) {
        return "seed " + seed + ", action " + n;
    }
}
