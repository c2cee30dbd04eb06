package roundhouse.api;

/** A game file could not be read or written. The message names the file and the problem. */
@org.osgi.annotation.versioning.ProviderType
public class GameFileException extends Exception {
    private static final long serialVersionUID = 1L;

    public GameFileException(String message) {
        super(message);
    }

    public GameFileException(String message, Throwable cause) {
        super(message, cause);
    }
}
