package roundhouse.title.t1841.internal;

import org.osgi.service.component.annotations.Component;

import roundhouse.engine.spi.EngineTitle;

/**
 * 1841 Northern Italy: eight concessions are sold before the first stock round, corporations buy,
 * sell and start corporations and preside over them, majors merge and minors transform, the
 * Ferdinandea secedes and the Tuscan railways merge. New games follow the German rulebook v1.00
 * (its concession round of sealed bids); {@link #VERSION_2} is the later edition 18xx.games plays.
 * The data is under {@code GAME-INF/}; this class names the rule options its code reads, and the rules are
 * {@link roundhouse.title.t1841.T1841Rules}, which variants extend.
 *
 * <p>Registered as an {@link EngineTitle} service; tests construct it directly.
 */
@Component(service = EngineTitle.class)
public class T1841Title extends roundhouse.title.t1841.T1841Rules {
    /** The later edition (18xx.games' default): open concession auction, SFTC a major, SB/SFL majors, v2 map. */
    static final String VERSION_2 = "version_2";
    /** 18xx.games' name for the first edition: a file that lists it plays without {@link #VERSION_2}. */
    static final String FILE_VERSION_1 = "version_1";
    /** 18xx.games' option that allows trades between players; a file without it plays with {@link #NO_PLAYER_TRADES}. */
    static final String FILE_P2P = "p2p_purchases";
    static final String LITE = "lite";
    static final String SFLI_RUN_VARIANT = "sfli_run_variant";
    /** 18xx.games: the bank holds 240 less than all the money (RB appendix). */
    static final String BANK_14400 = "bank_14400";
    /** 18xx.games: players trade only with the bank (RB 3.2: also with each other). */
    static final String NO_PLAYER_TRADES = "no_player_trades";
    /** 18xx.games: a concession held at the end counts L.50 (RB 5: cash and shares). */
    static final String CONCESSIONS_SCORE_50 = "concessions_score_50";

    /** 18xx.games: a tied presidency goes to the next in the order of play (RB 3.5.3: the next to the right). */
    static final String TIES_IN_TURN_ORDER = "presidency_ties_in_turn_order";
    /** 18xx.games: half-price sales round each bundle up (RB 4.5.1: down). */
    static final String HALF_PRICE_ROUNDS_UP = "half_price_rounds_up";

    /**
     * 18xx.games (second edition): a concession is put up only at a price another player's cash exceeds.
     * Where nobody may bid against the player who put it up, 18xx.games neither sells it to him nor lets
     * the auction end (digest 3.1: the last bidder buys it).
     */
    static final String NOMINATION_NEEDS_A_RIVAL = "nomination_needs_a_rival";

    /** 18xx.games: of two identical bid sheets the later seat sits first (RB 2.2: by lot). */
    static final String IDENTICAL_SHEETS_LATER_FIRST = "identical_sheets_later_first";

    /** 18xx.games: a seller keeps a token in a city (RB 4.4: a corporation keeps its only token). */
    static final String SELLER_KEEPS_CITY_TOKEN = "seller_keeps_city_token";
    /** 18xx.games records a pass where its step offers nothing but passing (token places, a second home). */
    static final String RECORDED_PASSES = "recorded_passes";
    /** 18xx.games ends a corporation's train purchases as soon as a purchase leaves it unable to buy another. */
    static final String TRAIN_STEP_ENDS_UNABLE = "train_step_ends_unable";
    /** 18xx.games lets a player buy from a treasury only when its look at the treasuries' holdings passes ({@link TreasuryLook}). */
    static final String TREASURY_LOOK = "treasury_look";
    /**
     * 18xx.games: each lay of a turn is built from the first station, in token order, whose network it
     * joins, and a later lay needs another (RB 4.1.2: from another station, as the player assigns them).
     */
    static final String RAILHEADS_IN_TOKEN_ORDER = "railheads_in_token_order";
    /** 18xx.games offers the president's certificate in the pool only from phase 4 or of a non-historical corporation (RB 4.5.1.1: any time). */
    static final String POOL_PRESIDENCY_FROM_PHASE_4 = "pool_presidency_from_phase_4";
    /**
     * 18xx.games: the holdings a merger moves to the new major change a historical corporation's
     * presidency before phase 4 too (RB 3.2: until then it goes only with the concession).
     */
    static final String MERGER_TAKES_LOCKED_PRESIDENCY = "merger_takes_locked_presidency";
    /**
     * 18xx.games: a bankrupt director's sales of what he may sell change a historical corporation's presidency
     * before phase 4 too (one the pool holds passes to the largest holder); RB 3.2: it goes only with the concession.
     */
    static final String BANKRUPTCY_TAKES_LOCKED_PRESIDENCY = "bankruptcy_takes_locked_presidency";

    /** 18xx.games: no secession while a network joins Milano and Venezia (RB 4.6.8: always). */
    static final String SECESSION_UNLESS_CONNECTED = "secession_unless_connected";
    /** 18xx.games' rule for who takes the new president's certificates (RB 4.6.8: each holder chooses per pair). */
    static final String SECESSION_PRESIDENTS_BY_PAIRS = "secession_presidents_by_pairs";
    /** 18xx.games: share offers to the new companies' holders after the secession (RB 4.6.8: none). */
    static final String SECESSION_SHARE_OFFERS = "secession_share_offers";

    /** 18xx.games: in a merger of majors a player may buy the new president's certificate with his old shares (RB 4.7.4: none). */
    static final String MERGER_PRESIDENT_UPGRADE = "merger_president_upgrade";

    /** 18xx.games (with p2p_purchases): a share bought from another player needs no consent (RB 3.2: an agreed price). */
    static final String TRADES_WITHOUT_CONSENT = "trades_without_consent";

    /** 18xx.games: merger partners are those a corporation's network for tokens reaches (RB 4.7.4: any train route). */
    static final String MERGE_PARTNERS_BY_REGION = "merge_partners_by_region";
    /** 18xx.games: a merger needs no consent of the partner's director (RB 4.7.4, 4.7.5: it does). */
    static final String MERGER_WITHOUT_CONSENT = "merger_without_consent";
    /** 18xx.games: a minor transforms from any column (RB 4.7.6: only from the rightmost minor column, K). */
    static final String TRANSFORM_ANY_COLUMN = "transform_any_column";

    /**
     * 18xx.games: the corporations of the chain sell emergency shares of their choice, none beyond the need,
     * and the director sells at any time (RB 4.5.1: each sells all it may, the director only what is missing).
     */
    static final String EMERGENCY_CHOSEN_BUNDLES = "emergency_chosen_bundles";
    /** 18xx.games: what a frozen corporation presides over is frozen too (RB 4.5.1's example: the presidency passes on). */
    static final String FROZEN_CHAIN = "frozen_chain";
    /**
     * 18xx.games never recognises control running in a circle (its test for one is never met): a merger
     * that makes a circle elsewhere is not refused, and a corporation frozen in a circle sells nothing in
     * its turns, so the circle stays frozen (digest 5.12 and 6.2: what 18xx.games means to do, and does here
     * without the option; the rulebook knows no circles).
     */
    static final String CIRCLES_UNCHECKED = "circles_unchecked";
    /**
     * 18xx.games: when two merging corporations stand on the same two-city tile (yellow Torino or Firenze)
     * and one of the two stations is removed, the new major's stations count it off twice, one station
     * fewer than the merging corporations' stations less that one (digest 6.2, step 3).
     */
    static final String SHARED_TILE_STATION_TAKEN_TWICE = "shared_tile_station_taken_twice";
    /**
     * 18xx.games keeps a frozen flag per corporation, set again only after share deals, a merger's exchange
     * and the secession ({@link FrozenFlags}): a corporation whose presidency passed to a player otherwise
     * (a concession bought, a transformation) stays frozen for its turns and the stock round's end until
     * then, and a corporation no player controls whose flag is not set exchanges nothing in a merger or the
     * secession (RB 4.5.1.1: frozen while the pool holds the president's certificate; RB 4.6.8, 4.7.4: every
     * holder exchanges).
     */
    static final String FROZEN_FLAGS_AT_DEALS = "frozen_flags_at_deals";
    /**
     * 18xx.games (second edition): a company of the secession that no player controls buys no tokens. Its
     * decider is offered them, but 18xx.games then charges and equips the deciding player instead of the
     * company, and fails (digest 6.4 step 12: the company may buy them).
     */
    static final String SECESSION_DECIDER_BUYS_NO_TOKENS = "secession_decider_buys_no_tokens";
    /**
     * 18xx.games: a frozen corporation over its train limit discards at once like any other, the operating
     * corporation's director choosing the train (the rulebook is silent: Roundhouse's frozen corporation
     * keeps its trains, running none, until a player controls it again; README).
     */
    static final String FROZEN_CORPORATIONS_DISCARD = "frozen_corporations_discard";
    /** 18xx.games: a corporation sells its unsold shares only after it has operated (RB 4.7.1: in its first turn too). */
    static final String OWN_IPO_AFTER_OPERATING = "own_ipo_after_operating";
    /**
     * 18xx.games: a major formed from a minor whose money is short of its L.50 token sells shares after
     * buying it, until that money reaches L.50 ({@link TokenSales}; RB 4.7.6: the token is paid).
     */
    static final String TOKEN_SALES_AFTER_PURCHASE = "token_sales_after_purchase";
    /**
     * 18xx.games: a minor with one station transforms only while its money, with its chain's up to its
     * player, pays the major's compulsory L.50 token: 18xx.games asks for the token before any sale and
     * refuses it when that money is short, leaving no move (RB 4.7.6 knows no such condition). The share
     * offers between only add to that money, so the condition is checked when the transformation is asked
     * (18xx.games still asks; a pass is then the only answer).
     */
    static final String TRANSFORM_NEEDS_TOKEN_MONEY = "transform_needs_token_money";
    /**
     * 18xx.games (first edition): IRSFF's stations go to the new minors in the order they were placed, and
     * those beyond their two each stay on the map as the closed IRSFF's (RB 4.6.8: they leave the board).
     */
    static final String SECESSION_LEAVES_STATIONS = "secession_leaves_stations";
    /**
     * 18xx.games: a corporation the secession's exchange misses ({@link #FROZEN_FLAGS_AT_DEALS}) keeps its IRSFF
     * certificates after IRSFF closes; they count toward its five certificates and go with it in a merger
     * ({@link ClosedHoldings}; RB 4.6.8: every IRSFF share is exchanged).
     */
    static final String SECESSION_MISSED_KEEP_SHARES = "secession_missed_keep_shares";
    /**
     * 18xx.games: a corporation a merger's exchange misses ({@link #FROZEN_FLAGS_AT_DEALS}) keeps its
     * certificates of the corporations that merged away; they count toward its five certificates and go with it
     * in a merger ({@link ClosedHoldings}; RB 4.7.4: every holder exchanges its shares).
     */
    static final String MERGER_MISSED_KEEP_SHARES = "merger_missed_keep_shares";
    /**
     * 18xx.games: in phase 2 the route step is taken only where a route stays within the provinces, as
     * tokens do (RB 4.3.1: borders never stop trains); {@link ItalianGame#routePurpose}.
     */
    static final String PHASE_2_ROUTES_WITHIN_PROVINCES = "phase_2_routes_within_provinces";
    /**
     * 18xx.games: track is built and tokens placed or bought only from stations in cities, a station on a
     * pass starting no network (RB 4.2: "die Stadt oder den Paß als Bahnhof", its track the network).
     */
    static final String NETWORKS_FROM_CITY_STATIONS = "networks_from_city_stations";
    /**
     * 18xx.games: whether a corporation's network has a place for a token is remembered from its token step
     * until the next tile laid, token placed in a step or merger finished; a historical corporation's home
     * placed at its start in between is not seen (RB 4.2: a token where the network reaches a free place).
     * {@link ItalianToken}.
     */
    static final String TOKEN_LOOK_REMEMBERED = "token_look_remembered";
    /**
     * 18xx.games (with its option p2p_purchases): whether a player could still buy from another player
     * counts the other's president's certificate where the presidency may change hands (RB 3.2: a
     * president's certificate goes only with its concession); no such trade is offered. {@link ItalianShares}.
     */
    static final String TRADE_LOOK_COUNTS_PRESIDENCIES = "trade_look_counts_presidencies";

    public T1841Title() {
        super();
    }
}
