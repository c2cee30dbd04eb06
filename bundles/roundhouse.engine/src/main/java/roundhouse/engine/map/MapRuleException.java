package roundhouse.engine.map;

/**
 * An illegal map action (tile lay, token, route). The message names the rule that refused it;
 * the board is unchanged when this is thrown.
 */
@org.osgi.annotation.versioning.ConsumerType
public class MapRuleException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public MapRuleException(String message) {
        super(message);
    }
}
