package roundhouse.api.ui;

import org.osgi.annotation.versioning.ProviderType;

import roundhouse.api.Action;
import roundhouse.api.GameSession;

/**
 * What the workbench offers to a view. Implemented by the workbench; called on the UI thread.
 */
@ProviderType
public interface ViewContext {
    /** The active game, or {@code null}. */
    GameSession session();

    /** Applies an action to the active game; a refusal is shown to the user with its reason. */
    boolean apply(Action action);

    /** Shows a message in the status line. */
    void status(String message);
}
