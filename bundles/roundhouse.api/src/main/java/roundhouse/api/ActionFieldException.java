package roundhouse.api;

/**
 * A field of an action holds a value of the wrong type or out of range: a price {@code "165"} or
 * {@code 1e30}, a rotation {@code 2.7}. The log is unusable input, not an action the rules refuse.
 */
@org.osgi.annotation.versioning.ProviderType
public class ActionFieldException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    private final String field;

    /** @param message names the field, what it must hold and what it holds, e.g. {@code "price" must be ...} */
    public ActionFieldException(String field, String message) {
        super(message);
        this.field = field;
    }

    /** The field's name, e.g. {@code price}. */
    public String field() {
        return field;
    }
}
