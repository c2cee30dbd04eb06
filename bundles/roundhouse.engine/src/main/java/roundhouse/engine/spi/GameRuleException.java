package roundhouse.engine.spi;

/**
 * Thrown by the model and the steps when an action breaks a rule; the session turns it into an
 * {@link roundhouse.api.IllegalActionException}. The message names the rule.
 */
public class GameRuleException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public GameRuleException(String message) {
        super(message, null, false, false);
    }
}
