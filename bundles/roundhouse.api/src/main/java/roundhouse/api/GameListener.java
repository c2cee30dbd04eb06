package roundhouse.api;

import org.osgi.annotation.versioning.ConsumerType;

/**
 * Told when a session's state changed (an action applied, undone or redone). Called on the thread
 * that changed the session, after the change; must not change the session itself.
 */
@ConsumerType
@FunctionalInterface
public interface GameListener {
    void gameChanged(GameSession session);
}
