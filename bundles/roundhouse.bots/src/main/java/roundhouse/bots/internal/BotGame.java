package roundhouse.bots.internal;

import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.GameSession;
import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.api.bot.Bot;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;

/**
 * Plays one whole game with a bot in every seat, checking the {@link Invariants} after every
 * action. Stops at the end of the game, at the first broken invariant or refused choice, or
 * unfinished past one of its {@link GameLimits} (checked between actions).
 */
final class BotGame {
    /**
     * How a game went.
     *
     * @param session the game as it stopped
     * @param actions effective actions played
     * @param problem {@code null}, or what went wrong with the action that caused it
     * @param unfinished whether the game only ran past a limit of time or actions (a bot's liveness or the
     *        engine's speed, not a rule broken)
     */
    record Outcome(GameSession session, int actions, String problem, boolean unfinished) {
        Outcome(GameSession session, int actions, String problem) {
            this(session, actions, problem, false);
        }

        boolean finished() {
            return problem == null;
        }

        /** An invariant broken, a legal action refused or no legal action while the game runs. */
        boolean broken() {
            return problem != null && !unfinished;
        }

        String endReason() {
            return problem == null ? session.state().gameEndReason() : unfinished ? "unfinished" : "broken";
        }
    }

    private BotGame() {
    }

    /** With the default limits, timed from now on this thread. */
    static Outcome play(GameSession session, List<Bot> bots) {
        return play(session, bots, GameLimits.DEFAULT, GameClock.start());
    }

    /**
     * @param bots one per seat, in seat order
     * @param clock the game's time, started on this thread
     */
    static Outcome play(GameSession session, List<Bot> bots, GameLimits limits, GameClock clock) {
        List<String> seats = Playout.seats(session);
        GameState state = session.state();
        Invariants invariants = new Invariants(state, session.toRecord().setup().optionalRules());
        for (int n = 0; n < limits.maxActions(); n++) {
            if (state.finished()) {
                return new Outcome(session, n, null);
            }
            double spent = clock.seconds();
            if (spent > limits.seconds()) {
                return new Outcome(session, n, String.format(java.util.Locale.ROOT,
                        "stopped unfinished after %.1f s of %s time (--game-timeout %s), at action %d in %s", spent,
                        clock.kind(), limits.secondsText(), n, state.round().name()), true);
            }
            List<LegalAction> legal = session.legalActions();
            if (legal.isEmpty()) {
                return new Outcome(session, n, "no legal action in " + state.round().name() + " while "
                        + state.acting() + " acts");
            }
            String seat = seat(state, legal.get(0).action());
            int index = seats.indexOf(seat);
            if (index < 0) {
                return new Outcome(session, n, "nobody's seat: " + legal.get(0).action().entity() + " acts");
            }
            Action action;
            try {
                action = bots.get(index).choose(session, seat);
            } catch (RuntimeException e) {
                // a bot's fault: this game stops with it named, the batch goes on
                return new Outcome(session, n, "the bot of seat " + seat + " failed at action " + n + " in "
                        + state.round().name() + ": " + e + where(e));
            }
            try {
                session.apply(action);
            } catch (IllegalActionException e) {
                return new Outcome(session, n, "action " + n + " " + describe(action) + " refused: " + e.getMessage());
            }
            state = session.state();
            String broken = invariants.check(state, state.finished() ? List.of() : session.legalActions());
            if (broken != null) {
                return new Outcome(session, n + 1, "after action " + n + " " + describe(action) + " in "
                        + state.round().name() + ": " + broken);
            }
        }
        return new Outcome(session, limits.maxActions(), "stopped unfinished: no end after " + limits.maxActions()
                + " actions (--max-actions) in " + state.round().name(), true);
    }

    /**
     * The player who decides for the acting entity: the player, or up the chain of owners (a private
     * owned by a company, a company presided by a player or by another company) to a player.
     */
    static String seat(GameState state, Action first) {
        if ("player".equals(first.entityType())) {
            return first.entity();
        }
        for (roundhouse.api.view.ActingEntity acting : state.actingEntities()) {
            // the engine names who decides, also for an entity without a controller for a moment
            if (acting.entity().equals(first.entity()) && acting.player() != null) {
                return acting.player();
            }
        }
        java.util.Set<String> players = new java.util.HashSet<>();
        state.players().forEach(p -> players.add(p.id()));
        String id = first.entity();
        for (int depth = 0; depth <= state.companies().size() && id != null; depth++) {
            if (players.contains(id)) {
                return id;
            }
            // a corporation before a private of the same id (1841's concessions bear their corporations' names)
            CompanyView c = depth == 0 && "company".equals(first.entityType())
                    ? GreedyBot.company(state, id) : GreedyBot.corporation(state, id);
            id = c == null ? null : c.owner();
        }
        return null;
    }

    /** Where an exception arose: its first frame in Roundhouse's code. */
    private static String where(Throwable e) {
        for (StackTraceElement f : e.getStackTrace()) {
            if (f.getClassName().startsWith("roundhouse.")) {
                return " (" + f.getClassName().substring(f.getClassName().lastIndexOf('.') + 1) + "." + f.getMethodName()
                        + ":" + f.getLineNumber() + ")";
            }
        }
        return "";
    }

    static String describe(Action a) {
        Map<String, Object> args = new java.util.LinkedHashMap<>(a.args());
        args.remove("routes");
        return a.type() + " by " + a.entity() + (args.isEmpty() ? "" : " " + args);
    }
}
