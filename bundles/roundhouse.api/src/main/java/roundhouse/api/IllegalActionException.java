package roundhouse.api;

/**
 * An action was refused. The message names the rule that forbids it; the game is unchanged.
 */
@org.osgi.annotation.versioning.ProviderType
public class IllegalActionException extends Exception {
    private static final long serialVersionUID = 1L;
    private final transient Action action;

    public IllegalActionException(Action action, String message) {
        super(message);
        this.action = action;
    }

    /** The refused action. */
    public Action action() {
        return action;
    }
}
