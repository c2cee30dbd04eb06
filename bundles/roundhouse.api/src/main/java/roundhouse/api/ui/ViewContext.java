package roundhouse.api.ui;

import org.osgi.annotation.versioning.ProviderType;

import roundhouse.api.Action;
import roundhouse.api.GameSession;

/**
 * What the workbench offers to a view. Implemented by the workbench; called on the UI thread.
 *
 * <p>The views show either the live game or, while the player steps through its history, the game
 * as it was after an earlier action. {@link #session()} is what they show; {@link #liveSession()}
 * the game that is played on.
 */
@ProviderType
public interface ViewContext {
    /** The game the views show (the active game, or its past while the player steps back), or {@code null}. */
    GameSession session();

    /** Applies an action to the active game; a refusal is shown to the user with its reason. */
    boolean apply(Action action);

    /** Shows a message in the status line. */
    void status(String message);

    /**
     * The active game as it is now, whatever position the views show; {@code null} without a game.
     * Differs from {@link #session()} while the views show the past.
     *
     * @since 1.1
     */
    default GameSession liveSession() {
        return session();
    }

    /**
     * Shows the active game as it was after its first {@code count} effective actions in every view
     * (the history stepper moves with it); a count at or beyond the live game's follows the live game
     * again. Never changes the game.
     *
     * @since 1.1
     */
    default void showAfter(int count) {
    }

    /**
     * Takes back every action of the active game after its first {@code count}, once the player has
     * confirmed it in a dialog that names how many actions go. Returns whether they were taken back.
     *
     * @since 1.1
     */
    default boolean undoTo(int count) {
        return false;
    }
}
