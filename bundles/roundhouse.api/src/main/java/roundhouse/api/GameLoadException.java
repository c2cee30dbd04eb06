package roundhouse.api;

/**
 * A game record could not be loaded: unknown title, bad settings, or an action of its log that
 * the rules refuse. The message names the action (index and id) and the reason in one line.
 * {@linkplain #malformed() Malformed} logs (an action names an entity the game does not have, two
 * actions share an id) are unusable input rather than a game that does not reproduce.
 */
@org.osgi.annotation.versioning.ProviderType
public class GameLoadException extends Exception {
    private static final long serialVersionUID = 1L;
    private final int actionIndex;
    private final boolean malformed;

    public GameLoadException(String message, int actionIndex) {
        this(message, actionIndex, false);
    }

    /** @param malformed the log itself is unusable, whatever the rules say ({@link #malformed()}) */
    public GameLoadException(String message, int actionIndex, boolean malformed) {
        super(message);
        this.actionIndex = actionIndex;
        this.malformed = malformed;
    }

    /**
     * Whether the log is unusable as such (commands exit 2, as for any unusable input) rather than
     * refused by the rules at some action (a game that does not reproduce: exit 1).
     */
    public boolean malformed() {
        return malformed;
    }

    /** Index in the record's action list of the action that failed, or -1 if none did. */
    public int actionIndex() {
        return actionIndex;
    }
}
