package roundhouse.api;

/**
 * A game record could not be loaded: unknown title, bad settings, or an action of its log that
 * the rules refuse. The message names the action (index and id) and the reason in one line.
 */
public class GameLoadException extends Exception {
    private static final long serialVersionUID = 1L;
    private final int actionIndex;

    public GameLoadException(String message, int actionIndex) {
        super(message);
        this.actionIndex = actionIndex;
    }

    /** Index in the record's action list of the action that failed, or -1 if none did. */
    public int actionIndex() {
        return actionIndex;
    }
}
