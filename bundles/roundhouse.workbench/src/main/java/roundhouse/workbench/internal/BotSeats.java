package roundhouse.workbench.internal;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

import roundhouse.api.Action;
import roundhouse.api.GameSession;
import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.api.bot.Bot;
import roundhouse.api.bot.Explaining;
import roundhouse.api.view.ActingEntity;
import roundhouse.api.view.GameState;

/**
 * The bots sitting at one open game. After every change of the game the bot whose seat acts
 * moves, after a short delay so that players can follow; the bots can be paused, a human can take
 * a seat over, and undo goes back past the bots' moves to the last decision of a human. Used on the
 * UI thread only (the scheduler runs its tasks there). A bot thinks on a copy of the game off that
 * thread ({@link Thinking}), so that a bot that looks ahead never freezes the window; its move is
 * taken only if the game is still where it was when it started thinking.
 */
final class BotSeats {
    /** Runs a task later on the UI thread ({@code Display.timerExec} in the workbench). */
    interface Scheduler {
        void later(int millis, Runnable task);
    }

    /** Where bots think, and how their answer comes back to the UI thread. */
    interface Thinking {
        /** Runs {@code work} off the UI thread. */
        void think(Runnable work);

        /** Runs {@code task} on the UI thread, soon (called from the thinking thread). */
        void answer(Runnable task);

        /** Thinks on the calling thread and answers at once: for tests and sessions that cannot be copied. */
        Thinking INLINE = new Thinking() {
            @Override
            public void think(Runnable work) {
                work.run();
            }

            @Override
            public void answer(Runnable task) {
                task.run();
            }
        };
    }

    private final GameSession session;
    private final Map<String, Bot> bots = new ConcurrentHashMap<>();
    private final Thinking thinking;
    /** Counts the changes of the game: a move thought out for an older count is dropped. */
    private int generation;
    private boolean busy;
    /** The seat and the reason of the last bot move taken, or null. */
    private String lastSeat;
    private String lastReason;
    private final Scheduler scheduler;
    private final int delayMillis;
    private final Consumer<String> problems;
    private boolean paused;
    private boolean pending;

    /**
     * @param bots the bot per player id; seats not named are human
     * @param problems told (one line) when a bot's action is refused; the bots are paused then
     */
    BotSeats(GameSession session, Map<String, Bot> bots, Scheduler scheduler, int delayMillis, Consumer<String> problems) {
        this(session, bots, scheduler, delayMillis, problems, Thinking.INLINE);
    }

    /** @param thinking where the bots think (off the UI thread in the workbench) */
    BotSeats(GameSession session, Map<String, Bot> bots, Scheduler scheduler, int delayMillis, Consumer<String> problems,
            Thinking thinking) {
        this.session = session;
        this.thinking = thinking;
        this.bots.putAll(bots);
        this.scheduler = scheduler;
        this.delayMillis = delayMillis;
        this.problems = problems;
    }

    /**
     * The same bots at the same seats for {@code replayed}, the game as a title that came back
     * replayed it; paused, so that the player sees the game before they move again.
     */
    BotSeats forReplayed(GameSession replayed) {
        BotSeats moved = new BotSeats(replayed, bots, scheduler, delayMillis, problems, thinking);
        moved.paused = true;
        return moved;
    }

    /** Call after every change of the game: the acting bot, if any, moves after the delay. */
    void changed() {
        generation++;
        if (!pending && !busy && !paused && botToMove() != null) {
            pending = true;
            scheduler.later(delayMillis, this::move);
        }
    }

    private void move() {
        pending = false;
        String seat = paused ? null : botToMove();
        if (seat == null) {
            return;
        }
        Bot bot = bots.get(seat);
        GameSession copy = copyOrNull();
        if (copy == null) {
            take(seat, bot, bot.choose(session, seat));
            return;
        }
        int at = generation;
        busy = true;
        thinking.think(() -> {
            Action action;
            try {
                action = bot.choose(copy, seat);
            } catch (RuntimeException e) {
                thinking.answer(() -> {
                    busy = false;
                    paused = true;
                    problems.accept(e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName());
                });
                return;
            }
            thinking.answer(() -> {
                busy = false;
                if (at == generation && !paused && bots.get(seat) == bot) {
                    take(seat, bot, action);
                } else {
                    changed(); // the game moved on while the bot thought: think again from where it is
                }
            });
        });
    }

    /** A copy of the game for a bot to think on, or {@code null} when the session cannot be copied. */
    private GameSession copyOrNull() {
        try {
            return session.fork();
        } catch (UnsupportedOperationException e) {
            return null;
        }
    }

    private void take(String seat, Bot bot, Action action) {
        // known before the move is taken: the views it refreshes may show the reason
        lastSeat = seat;
        lastReason = bot instanceof Explaining explaining ? explaining.lastReason() : null;
        try {
            session.apply(action);
        } catch (IllegalActionException e) {
            lastSeat = null;
            lastReason = null;
            paused = true;
            problems.accept(e.getMessage());
        }
    }

    /** The seat of the bot that made the last move, or {@code null}. */
    String lastSeat() {
        return lastSeat;
    }

    /** Why the last bot move was made, as that bot says it, or {@code null} (a bot that does not explain). */
    String lastReason() {
        return lastReason;
    }

    /** Whether a bot is thinking about its move now. */
    boolean thinking() {
        return busy;
    }

    /** The seat of the acting bot, or {@code null} when the game is over or a human decides. */
    String botToMove() {
        String seat = actingSeat();
        return seat != null && bots.containsKey(seat) ? seat : null;
    }

    /**
     * The player who decides now: the acting player, or the player the engine names at the top of the
     * acting company's chain of control (never a company whose id looks like a seat).
     */
    String actingSeat() {
        List<LegalAction> legal = session.legalActions();
        if (legal.isEmpty()) {
            return null;
        }
        Action first = legal.get(0).action();
        if ("player".equals(first.entityType())) {
            return first.entity();
        }
        GameState state = session.state();
        for (ActingEntity a : state.actingEntities()) {
            if (!a.isPlayer() && a.entity().equals(first.entity())) {
                return a.player();
            }
        }
        // a private's ability used for whoever acts
        return state.decidingPlayer();
    }

    boolean isBot(String seat) {
        return bots.containsKey(seat);
    }

    boolean paused() {
        return paused;
    }

    void setPaused(boolean paused) {
        this.paused = paused;
        if (!paused) {
            changed();
        }
    }

    /** A human plays this seat from now on. */
    void takeOver(String seat) {
        bots.remove(seat);
    }

    /**
     * Takes back the last action and then every bot move before it, so that a human decides again
     * (with bots in every seat: one action, and the bots pause).
     */
    void undo() {
        if (!session.canUndo()) {
            return;
        }
        boolean anyHuman = session.setup().players().stream().anyMatch(p -> !bots.containsKey(p.id()));
        if (!anyHuman) {
            paused = true;
        }
        generation++;
        session.undo();
        while (anyHuman && session.canUndo() && botToMove() != null) {
            session.undo();
        }
    }

    /**
     * Takes the game back to its first {@code count} actions (undo to here). If a bot is to move
     * then, the bots pause: the position the player went back to stays on the board until he
     * resumes them or moves himself.
     *
     * @return whether the bots paused
     */
    boolean undoTo(int count) {
        generation++;
        session.undoTo(count);
        if (!paused && botToMove() != null) {
            paused = true;
            return true;
        }
        return false;
    }
}
