package roundhouse.title.t18mag.internal;

/**
 * 18Mag's own rule keys (the engine's are {@link roundhouse.engine.spi.RuleKey}); GAME-INF
 * rule_sections.json maps them to the rulebook's sections.
 */
public final class MagRuleKey {
    /** RB V Table 5: minors per player in the draft. */
    public static final String DRAFT_MINOR_LIMIT = "draft.minor_limit";
    /** RB V Table 5: shares per player in the draft. */
    public static final String DRAFT_SHARE_LIMIT = "draft.share_limit";
    /** 18xx.games option supporters: supporter cards per player in the draft. */
    public static final String DRAFT_SUPPORTER_LIMIT = "draft.supporter_limit";
    /** RB V: only the papers of the start package are offered. */
    public static final String DRAFT_NOT_OFFERED = "draft.not_offered";
    /** RB V: every paper is free. */
    public static final String DRAFT_PRICE = "draft.price";

    private MagRuleKey() {
    }
}
