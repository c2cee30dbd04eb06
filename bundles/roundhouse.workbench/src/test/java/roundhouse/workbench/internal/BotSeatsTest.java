package roundhouse.workbench.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameListener;
import roundhouse.api.GameRecord;
import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.LegalAction;
import roundhouse.api.PlayerRef;
import roundhouse.api.TitleInfo;
import roundhouse.api.bot.Bot;
import roundhouse.api.view.GameHistory;
import roundhouse.api.view.GameState;

/** Bots at the table on a stand-in game where three players take turns for twelve moves. */
class BotSeatsTest {
    /** Players 1, 2, 3 move in turn; the game ends after twelve moves. */
    static class TurnGame implements GameSession {
        final List<Action> done = new ArrayList<>();
        final List<GameListener> listeners = new ArrayList<>();

        @Override
        public TitleInfo title() {
            return new TitleInfo("turns", "Turns", 3, 3);
        }

        @Override
        public GameSetup setup() {
            return new GameSetup(List.of(new PlayerRef("1", "A"), new PlayerRef("2", "B"), new PlayerRef("3", "C")),
                    Set.of(), 1);
        }

        @Override
        public GameState state() {
            throw new UnsupportedOperationException("players only: no company acts");
        }

        @Override
        public GameHistory history() {
            throw new UnsupportedOperationException();
        }

        @Override
        public List<LegalAction> legalActions() {
            if (done.size() >= 12) {
                return List.of();
            }
            String p = String.valueOf(done.size() % 3 + 1);
            return List.of(new LegalAction(new Action("move", p, "player", Map.of()), "Move", null));
        }

        @Override
        public void apply(Action action) {
            done.add(action);
            listeners.forEach(l -> l.gameChanged(this));
        }

        @Override
        public boolean canUndo() {
            return !done.isEmpty();
        }

        @Override
        public void undo() {
            done.remove(done.size() - 1);
        }

        @Override
        public boolean canRedo() {
            return false;
        }

        @Override
        public void redo() {
        }

        @Override
        public List<Action> actions() {
            return List.copyOf(done);
        }

        @Override
        public GameRecord toRecord() {
            throw new UnsupportedOperationException();
        }

        @Override
        public void addListener(GameListener listener) {
            listeners.add(listener);
        }

        @Override
        public void removeListener(GameListener listener) {
            listeners.remove(listener);
        }
    }

    /** A turn game that can be copied: its bots think on a copy, off the stand-in UI thread. */
    static final class CopyableTurnGame extends TurnGame {
        @Override
        public GameSession fork() {
            CopyableTurnGame copy = new CopyableTurnGame();
            copy.done.addAll(done);
            return copy;
        }
    }

    /** Thinking whose work and answers wait in queues until the test runs them. */
    static final class QueuedThinking implements BotSeats.Thinking {
        final Deque<Runnable> work = new ArrayDeque<>();
        final Deque<Runnable> answers = new ArrayDeque<>();

        @Override
        public void think(Runnable w) {
            work.add(w);
        }

        @Override
        public void answer(Runnable task) {
            answers.add(task);
        }
    }

    /** A bot that says why: its seat's id. */
    static final class ExplainingFirst implements Bot, roundhouse.api.bot.Explaining {
        private String reason;

        @Override
        public Action choose(GameSession s, String seat) {
            reason = "seat " + seat + " took the first move";
            return s.legalActions().get(0).action();
        }

        @Override
        public String lastReason() {
            return reason;
        }
    }

    private final TurnGame game = new TurnGame();
    private final Deque<Runnable> timers = new ArrayDeque<>();
    private final Bot first = (s, seat) -> s.legalActions().get(0).action();

    /** Seats 2 and 3 are bots; the queued timer tasks stand in for the UI thread's. */
    private BotSeats seats() {
        BotSeats seats = new BotSeats(game, Map.of("2", first, "3", first), (ms, task) -> timers.add(task), 10, p -> { });
        game.addListener(s -> seats.changed());
        return seats;
    }

    private void runTimers() {
        while (!timers.isEmpty()) {
            timers.poll().run();
        }
    }

    @Test
    void botsMoveUntilAHumanActs() throws Exception {
        BotSeats seats = seats();
        seats.changed();
        assertTrue(timers.isEmpty(), "the human moves first");
        game.apply(game.legalActions().get(0).action());
        assertEquals(1, timers.size(), "one delayed move is scheduled, not one per change");
        runTimers();
        assertEquals(3, game.done.size(), "both bots moved");
        assertEquals("1", seats.actingSeat());
        assertNull(seats.botToMove());
    }

    @Test
    void pausedBotsWaitAndResume() throws Exception {
        BotSeats seats = seats();
        game.apply(game.legalActions().get(0).action());
        seats.setPaused(true);
        runTimers();
        assertEquals(1, game.done.size(), "a paused bot does not move");
        seats.setPaused(false);
        runTimers();
        assertEquals(3, game.done.size());
    }

    @Test
    void theSameBotsSitAtTheReplayedGamePausedUntilResumed() throws Exception {
        BotSeats seats = seats();
        TurnGame replayed = new TurnGame();
        replayed.apply(replayed.legalActions().get(0).action());
        BotSeats moved = seats.forReplayed(replayed);
        replayed.addListener(s -> moved.changed());
        assertTrue(moved.paused(), "paused: the player sees the game first");
        assertTrue(moved.isBot("2") && moved.isBot("3") && !moved.isBot("1"));
        moved.changed();
        runTimers();
        assertEquals(1, replayed.done.size());
        moved.setPaused(false);
        runTimers();
        assertEquals(3, replayed.done.size(), "the bots play the replayed game");
        assertEquals(0, game.done.size(), "and leave the old one alone");
    }

    @Test
    void undoGoesBackToTheHumansDecision() throws Exception {
        BotSeats seats = seats();
        game.apply(game.legalActions().get(0).action());
        runTimers();
        game.apply(game.legalActions().get(0).action());
        runTimers();
        assertEquals(6, game.done.size());
        seats.undo();
        assertEquals(3, game.done.size(), "the bots' two moves and the human's own are taken back");
        assertEquals("1", seats.actingSeat());
        assertFalse(seats.paused());
    }

    @Test
    void aHumanTakesABotsSeat() throws Exception {
        BotSeats seats = seats();
        game.apply(game.legalActions().get(0).action());
        seats.setPaused(true);
        runTimers();
        assertEquals("2", seats.botToMove());
        seats.takeOver("2");
        assertFalse(seats.isBot("2"));
        seats.setPaused(false);
        runTimers();
        assertEquals(1, game.done.size(), "seat 2 waits for its human");
    }

    @Test
    void undoToABotsTurnPausesTheBotsThere() throws Exception {
        BotSeats seats = seats();
        game.apply(game.legalActions().get(0).action());
        runTimers();
        game.apply(game.legalActions().get(0).action());
        runTimers();
        assertEquals(6, game.done.size());
        assertTrue(seats.undoTo(4), "seat 2's bot is to move after four moves");
        seats.changed();
        runTimers();
        assertEquals(4, game.done.size(), "the position gone back to stays on the board");
        seats.setPaused(false);
        runTimers();
        assertEquals(6, game.done.size(), "resumed, the bots play on");
        assertFalse(seats.undoTo(3), "the human decides after three moves: the bots need no pause");
        assertEquals(3, game.done.size());
        assertFalse(seats.paused());
    }

    private BotSeats thinkingSeats(TurnGame on, QueuedThinking thinking, Bot bot) {
        BotSeats seats = new BotSeats(on, Map.of("2", bot, "3", bot), (ms, task) -> timers.add(task), 10, p -> { }, thinking);
        on.addListener(s -> seats.changed());
        return seats;
    }

    @Test
    void aBotThinksOnACopyAndItsMoveComesBackToTheUiThread() throws Exception {
        CopyableTurnGame copyable = new CopyableTurnGame();
        QueuedThinking thinking = new QueuedThinking();
        BotSeats seats = thinkingSeats(copyable, thinking, first);
        copyable.apply(copyable.legalActions().get(0).action());
        runTimers();
        assertEquals(1, thinking.work.size(), "the bot thinks off the UI thread");
        assertTrue(seats.thinking());
        thinking.work.poll().run();
        assertEquals(1, copyable.done.size(), "its move waits for the UI thread");
        thinking.answers.poll().run();
        assertEquals(2, copyable.done.size(), "and is taken there");
        assertFalse(seats.thinking());
        runTimers();
        thinking.work.poll().run();
        thinking.answers.poll().run();
        assertEquals(3, copyable.done.size(), "the next bot followed");
    }

    @Test
    void aMoveThoughtOutForAPositionTakenBackIsDropped() throws Exception {
        CopyableTurnGame copyable = new CopyableTurnGame();
        QueuedThinking thinking = new QueuedThinking();
        BotSeats seats = thinkingSeats(copyable, thinking, first);
        copyable.apply(copyable.legalActions().get(0).action());
        runTimers();
        seats.undo(); // the human takes his move back while seat 2's bot thinks
        thinking.work.poll().run();
        thinking.answers.poll().run();
        assertEquals(0, copyable.done.size(), "the bot's move for the old position is not taken");
        assertEquals("1", seats.actingSeat());
    }

    @Test
    void theLastBotMoveKeepsItsReason() throws Exception {
        BotSeats seats = new BotSeats(game, Map.of("2", new ExplainingFirst(), "3", first), (ms, task) -> timers.add(task), 10,
                p -> { });
        game.addListener(s -> seats.changed());
        game.apply(game.legalActions().get(0).action());
        timers.poll().run();
        assertEquals("2", seats.lastSeat());
        assertEquals("seat 2 took the first move", seats.lastReason());
        runTimers();
        assertEquals("3", seats.lastSeat());
        assertNull(seats.lastReason(), "a bot that does not explain leaves no reason");
    }
}
