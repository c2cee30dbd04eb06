package roundhouse.api.ui;

import org.eclipse.swt.widgets.Control;
import org.osgi.annotation.versioning.ConsumerType;

import roundhouse.api.GameSession;

/**
 * A created view. All methods are called on the SWT UI thread.
 */
@ConsumerType
public interface ViewPart {
    /** The top control the workbench places in its tab. */
    Control control();

    /**
     * Shows a game, or none. Called when the active game changes and after every change of its
     * state; the session must only be read here.
     */
    void show(GameSession session);

    /** Releases resources; the workbench disposes the control afterwards. */
    void dispose();
}
