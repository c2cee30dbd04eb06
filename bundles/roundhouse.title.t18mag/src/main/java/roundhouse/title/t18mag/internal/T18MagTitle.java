package roundhouse.title.t18mag.internal;

import org.osgi.service.component.annotations.Component;

import roundhouse.engine.spi.EngineTitle;
import roundhouse.engine.spi.RoundKind;

/**
 * 18Magyarország: a free draft instead of an auction (RB V), minors that own the trains and
 * corporations that sell them services (RB III.3). The data is under {@code GAME-INF/}; this class
 * names the rule options its code reads; the rules are {@link roundhouse.title.t18mag.T18MagRules}, which
 * variants extend.
 *
 * <p>Registered as an {@link EngineTitle} service; tests construct it directly.
 */
@Component(service = EngineTitle.class)
public class T18MagTitle extends roundhouse.title.t18mag.T18MagRules {
    /** 18xx.games optional rules (meta.rb). */
    static final String STANDARD_DIVS = "standard_divs";
    static final String NEW_MAJOR = "new_major";
    static final String SUPPORTERS = "supporters";
    static final String NEW_MINORS_CHALLENGE = "new_minors_challenge";
    static final String NEW_MINORS_SIMPLE = "new_minors_simple";
    /** Places where 18xx.games departs from the rulebook (digest §10.1); on for imported games. */
    static final String NO_TRAIN_CONSECUTIVE = "no_train_consecutive";
    static final String NO_TRAIN_GRAY_EXTRA_SET = "no_train_gray_extra_set";
    public static final String FREE_ROUTE_REVENUE = "free_route_revenue";
    public static final String RAILCARS_MUST_BE_USED = "railcars_must_be_used";
    public static final String SAME_TURN_UPGRADE = "same_turn_upgrade";
    static final String TERRAIN_TOKEN_PENDING = "terrain_token_pending";
    public static final String YELLOW_OO_FIRST_TOKEN = "yellow_oo_first_token";
    public static final String TRADE_WITHOUT_CONSENT = "trade_without_consent";

    /** companies.json {@code type} of a minor. */
    static final String MINOR = "minor";
    /** Who holds the mines' station slots. */
    static final String MINE_HOLDER = "mine";

    /** The first round: every player picks papers for free (RB V). */
    static final RoundKind DRAFT = new RoundKind("draft");

    public T18MagTitle() {
        super();
    }
}
