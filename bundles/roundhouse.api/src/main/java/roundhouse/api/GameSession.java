package roundhouse.api;

import java.util.List;

import org.osgi.annotation.versioning.ProviderType;

import roundhouse.api.view.AuctionView;
import roundhouse.api.view.GameHistory;
import roundhouse.api.view.GameState;

/**
 * One game in progress. Its state is the fold of its action log: the same log always gives the
 * same state.
 *
 * <p>Implemented by the engine; used by the workbench, views, commands and tools. A session is
 * not thread-safe: confine each session to one thread (the workbench uses the UI thread).
 */
@ProviderType
public interface GameSession {
    TitleInfo title();

    GameSetup setup();

    /** A read-only snapshot of the current state; it does not change when the game moves on. */
    GameState state();

    /**
     * How the game's numbers moved up to now: prices with the causes of their moves, players'
     * cash and worth after every action, revenues per operating round, and the cash ledger.
     * Computed on demand (a few milliseconds for a whole game) and cached until the next change.
     */
    GameHistory history();

    /** The choices of whoever acts now; empty when the game is over. */
    List<LegalAction> legalActions();

    /**
     * Validates and applies an action.
     *
     * @throws IllegalActionException naming the rule that forbids it; the game is unchanged
     */
    void apply(Action action) throws IllegalActionException;

    boolean canUndo();

    /** Takes back the last action; does nothing if there is none. */
    void undo();

    boolean canRedo();

    /** Re-applies the last undone action; does nothing if there is none. */
    void redo();

    /** The effective action log (undone actions left out). */
    List<Action> actions();

    /** The game as a record, ready to be written by a {@link GameRecordCodec}. */
    GameRecord toRecord();

    /**
     * The game after its first {@code count} effective actions ({@link #actions()}), as a separate
     * session; this one is unchanged. The one way views and tools look into a game's past.
     *
     * @throws IllegalArgumentException if {@code count} is negative or beyond the game's actions
     * @throws GameLoadException if the title cannot replay the game that far
     */
    default GameSession after(int count) throws GameLoadException {
        throw new UnsupportedOperationException("this session cannot show its past");
    }

    /**
     * The game as it would be with {@code action} taken next, as a separate session; this one is
     * unchanged (previews of a choice).
     *
     * @throws GameLoadException if the title refuses the action (its message names the rule)
     */
    default GameSession ifTaken(Action action) throws GameLoadException {
        throw new UnsupportedOperationException("this session cannot try an action");
    }

    /**
     * An independent copy of this game at its current state (the same setup and effective log),
     * for trying actions: nothing done to the copy changes this session, and it has no listeners.
     * The engine copies the state in hand, at a cost that does not grow with the game's length.
     *
     * @throws UnsupportedOperationException if the implementation cannot copy games
     * @since 1.1
     */
    default GameSession fork() {
        throw new UnsupportedOperationException("this session cannot be copied");
    }

    /**
     * The revenue of the best run the company's trains could make on the map as it is now (all its
     * trains, whether they ran this operating round or not; route bonuses included), as the
     * route optimiser finds it within a fixed search budget. 0 for a company without trains, without
     * a route, or in a title without a map. Not a legal action: advice for bots and views.
     *
     * @param companyId a corporation or minor id
     * @since 1.1
     */
    default int bestRevenue(String companyId) {
        return 0;
    }

    /**
     * Whether the company may run the train (any train of the game: its own, another's, the bank's),
     * as the title's rules say: in 1854 a local runs only plus trains and a major only regular ones,
     * though either may own the others. Advice for bots and views; true when the title makes no
     * difference or either id is unknown.
     *
     * @param companyId a corporation or minor id
     * @param trainId a train id, e.g. {@code "2-0"}
     * @since 1.9
     */
    default boolean mayRun(String companyId, String trainId) {
        return true;
    }

    /**
     * Checks a run the player drew by hand, as the company about to run trains would make it: the
     * track between the drawn stops is found, the routes go through the same route check as a
     * recorded {@code run_routes}, and a legal run comes back as the complete action with each
     * route's revenue and the dividend choices that would follow. Changes nothing; on the thread
     * that owns the session. An empty list checks nothing and lists the trains.
     *
     * @return the verdict, or {@code null} when the game does not wait for a company to run trains
     * @since 1.3
     */
    default RunCheck checkRun(List<DrawnRoute> routes) {
        return null;
    }

    /**
     * Why the acting company may lay no tile on a hex of the map now, in the players' words (e.g.
     * "the tile does not connect to PRR's network", "green tiles may not be laid yet"), for a player
     * who clicked a hex the map offers nothing on. Changes nothing.
     *
     * @param hex a hex coordinate, e.g. {@code "G9"}
     * @return the reason, or {@code null} when a lay there is legal or no tile lay is due
     * @since 1.7
     */
    default String noLayReason(String hex) {
        return null;
    }

    /**
     * The private auction under way: the companies for sale, the bids standing on them and the cash
     * they commit. {@code null} when the current round is no auction (or the title has none).
     *
     * @since 1.1
     */
    default AuctionView auction() {
        return null;
    }

    /**
     * Takes back every effective action after the first {@code count} as one step: one undo entry
     * in the log (18xx.games' undo with {@code action_id}) and one replay, so that a single
     * {@link #redo()} brings them all back. Chat messages among them stay. Does nothing when
     * {@code count} is not less than the number of effective actions.
     *
     * @param count effective actions to keep, 0 for none
     * @throws IllegalArgumentException if {@code count} is negative
     * @since 1.1
     */
    default void undoTo(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("negative action count " + count);
        }
        while (actions().size() > count && canUndo()) {
            undo();
        }
    }

    void addListener(GameListener listener);

    void removeListener(GameListener listener);
}
