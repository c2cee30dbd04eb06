package roundhouse.engine.spi;

/**
 * Thrown by the model and the steps when an action breaks a rule; the session turns it into an
 * {@link roundhouse.api.IllegalActionException}. The message is what the player reads: what is
 * wrong, and the title's rulebook section for the {@linkplain #rule() rule key}
 * ({@link RuleSections}). Build one with {@link #refuse(TitleData, String, String)}.
 */
@org.osgi.annotation.versioning.ConsumerType
public class GameRuleException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final String rule;

    /** A refusal whose text is complete as it is, naming no rule key. */
    public GameRuleException(String message) {
        this(null, message);
    }

    /**
     * @param rule the rule key ({@link RuleKey}, or a title's own), or {@code null}
     * @param text the player's text, already citing the title's section
     */
    public GameRuleException(String rule, String text) {
        super(text, null, false, false);
        this.rule = rule;
    }

    /**
     * A refusal of {@code rule} in the players' words: {@code message}, then the title's section
     * for the rule if its {@code rule_sections.json} has one, e.g.
     * {@code "no sales in the first stock round (1830 §4.4)"}.
     */
    public static GameRuleException refuse(TitleData data, String rule, String message) {
        return new GameRuleException(rule, RuleSections.text(data, rule, message));
    }

    /** The rule key this refusal names, or {@code null}. */
    public String rule() {
        return rule;
    }
}
