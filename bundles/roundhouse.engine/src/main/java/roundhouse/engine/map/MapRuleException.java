package roundhouse.engine.map;

/**
 * An illegal map action (tile lay, token, route). The message names the rule that refused it;
 * the board is unchanged when this is thrown.
 */
@org.osgi.annotation.versioning.ConsumerType
public class MapRuleException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient Refusal refusal;

    public MapRuleException(String message) {
        super(message);
        this.refusal = null;
    }

    /** A refusal whose text is written when the message is first read (a caller may drop it unread). */
    public MapRuleException(Refusal refusal) {
        super((String) null);
        this.refusal = refusal;
    }

    @Override
    public String getMessage() {
        return refusal == null ? super.getMessage() : refusal.text();
    }
}
