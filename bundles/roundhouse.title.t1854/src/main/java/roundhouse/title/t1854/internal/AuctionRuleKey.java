package roundhouse.title.t1854.internal;

/**
 * The auction's own rule keys beside the engine's {@link roundhouse.engine.spi.RuleKey}; GAME-INF
 * {@code rule_sections.json} maps each to the rulebook's section.
 */
public final class AuctionRuleKey {
    /** "Die Auktionsrunde": a player who took back his bid is no longer in that private's auction. */
    public static final String WITHDRAWN = "auction.withdrawn";
    /** "Die Auktionsrunde": only an outbid player may take back his bid. */
    public static final String NOT_OUTBID = "auction.not_outbid";

    private AuctionRuleKey() {
    }
}
