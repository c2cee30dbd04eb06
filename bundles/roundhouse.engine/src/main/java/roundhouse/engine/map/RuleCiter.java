package roundhouse.engine.map;

/**
 * Writes a refusal as the player reads it: the message, citing the title's rulebook section for
 * the rule key when the title maps one. The default cites nothing.
 */
@FunctionalInterface
@org.osgi.annotation.versioning.ConsumerType
public interface RuleCiter {
    RuleCiter NONE = (rule, message) -> message;

    String cite(String rule, String message);
}
