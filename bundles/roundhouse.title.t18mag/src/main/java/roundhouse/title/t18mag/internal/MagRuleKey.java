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

    /** RB VI.3.7: mines only with SNW's car, one mine and one route. */
    public static final String ROUTE_MINE = "route.mine";
    /** RB VI.3.7, Table 6: rail cars, each once a turn, at the turn's price. */
    public static final String RAIL_CAR = "route.rail_car";
    /** RB VI.3.7: a minor runs for the most it can earn. */
    public static final String RUN_MAXIMUM = "route.maximum";
    /** RB VI.3.3: a terrain marker pays the terrain of one hex. */
    public static final String TERRAIN_TOKEN = "track.terrain_token";
    /** 18xx.games option supporters: each card once per OR for its owner's minors. */
    public static final String SUPPORTER = "supporter.use";

    private MagRuleKey() {
    }
}
