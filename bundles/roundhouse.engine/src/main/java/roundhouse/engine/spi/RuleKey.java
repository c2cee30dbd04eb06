package roundhouse.engine.spi;

/**
 * The rule keys the generic engine names in its refusals ({@link GameRuleException#rule()}). A title
 * maps the ones its rulebook has to sections in {@code GAME-INF/rule_sections.json}
 * ({@link RuleSections}); a title's own steps may use their own keys the same way
 * ({@code "<area>.<rule>"}, lower case).
 */
@org.osgi.annotation.versioning.ProviderType
public final class RuleKey {
    private RuleKey() {
    }

    // actions that cannot be taken as written (usually no section)
    public static final String ACTION_MALFORMED = "action.malformed";
    public static final String ACTION_UNKNOWN_ENTITY = "action.unknown_entity";
    public static final String ACTION_NOT_EXPECTED = "action.not_expected";
    public static final String GAME_OVER = "game.over";

    // initial auction of the privates
    public static final String AUCTION_BIDDING_WAR = "auction.bidding_war";
    public static final String AUCTION_MIN_RAISE = "auction.min_raise";
    public static final String AUCTION_MIN_BID = "auction.min_bid";
    public static final String AUCTION_CHEAPEST_PRIVATE = "auction.cheapest_private";
    public static final String AUCTION_COMMITTED_CASH = "auction.committed_cash";
    public static final String AUCTION_NOT_FOR_SALE = "auction.not_for_sale";
    public static final String CASH = "cash.afford";

    // shares
    public static final String SHARE_PAR_PRICE = "share.par_price";
    public static final String SHARE_PRESIDENT_BY_PAR = "share.president_by_par";
    public static final String SHARE_NO_PAR_PRICE = "share.no_par_price";
    public static final String SHARE_SOLD_THIS_ROUND = "share.sold_this_round";
    public static final String SHARE_SOLD_THIS_TURN = "share.sold_this_turn";
    public static final String SHARE_CERT_LIMIT = "share.cert_limit";
    public static final String SHARE_HOLDING_LIMIT = "share.holding_limit";
    public static final String SHARE_ONE_BUY_PER_TURN = "share.one_buy_per_turn";
    public static final String SHARE_FIRST_SR_NO_SALE = "share.first_sr_no_sale";
    public static final String SHARE_NOTHING_TO_SELL = "share.nothing_to_sell";
    public static final String SHARE_OVER_LIMIT_MUST_SELL = "share.over_limit_must_sell";
    public static final String SHARE_NOT_FOR_SALE = "share.not_for_sale";
    /** A corporation buys neither its own shares nor those of a corporation that controls it (1841 RB 3.5.4, 4.7.2). */
    public static final String SHARE_CONTROL_CHAIN = "share.control_chain";
    // share sales as Game checks them (keys ready for Game's share rules)
    public static final String SHARE_SALE_ONE_CORPORATION = "share.sale_one_corporation";
    public static final String SHARE_SALE_NO_PAR = "share.sale_no_par";
    public static final String SHARE_SALE_SPLIT_PRESIDENT = "share.sale_split_president";
    public static final String SHARE_POOL_LIMIT = "share.pool_limit";
    public static final String SHARE_SALE_PRESIDENCY = "share.sale_presidency";

    // privates
    public static final String PRIVATE_PLAYER_TRADE = "private.player_trade";
    public static final String PRIVATE_CORPORATION_BUY = "private.corporation_buy";
    public static final String PRIVATE_EXCHANGE = "private.exchange";

    // trains
    public static final String TRAIN_AVAILABLE = "train.available";
    public static final String TRAIN_TRADE_IN = "train.trade_in";
    public static final String TRAIN_LIMIT = "train.limit";
    public static final String TRAIN_PRICE = "train.price";
    public static final String TRAIN_MIN_PRICE_BETWEEN_CORPORATIONS = "train.min_price_between_corporations";
    public static final String TRAIN_MUST_BUY_CHEAPEST = "train.must_buy_cheapest";
    public static final String TRAIN_PRESIDENT_NO_TRADE_IN = "train.president_no_trade_in";
    public static final String TRAIN_PRESIDENT_CHEAPEST_ONLY = "train.president_cheapest_only";
    public static final String TRAIN_PRESIDENT_FACE_VALUE = "train.president_face_value";
    public static final String TRAIN_PRESIDENT_MUST_SELL = "train.president_must_sell";
    public static final String TRAIN_EMERGENCY_PRESIDENCY = "train.emergency_sale_presidency";
    public static final String TRAIN_EMERGENCY_ONLY_NEEDED = "train.emergency_sale_only_needed";
    public static final String TRAIN_NOT_OWNED = "train.not_owned";

    // operating
    public static final String TOKEN_HOME = "token.home";
    public static final String TOKEN_NONE_LEFT = "token.none_left";
    public static final String TOKEN_COST = "token.cost";
    public static final String TOKEN_PLACE = "token.place";
    public static final String TOKEN_TELEPORT = "token.teleport";
    public static final String TRACK_LAY = "track.lay";
    public static final String TRACK_TERRAIN_COST = "track.terrain_cost";
    public static final String ROUTE_TRAIN_RAN = "route.train_ran";
    public static final String ROUTE_RUN = "route.run";
    public static final String DIVIDEND_KIND = "dividend.kind";

    // the map's checks (keys ready for the board's lay, token and route rules)
    public static final String TRACK_BLOCKED = roundhouse.engine.map.MapRuleKey.TRACK_BLOCKED;
    public static final String TRACK_PHASE_COLOUR = roundhouse.engine.map.MapRuleKey.TRACK_PHASE_COLOUR;
    public static final String TRACK_BORDER = roundhouse.engine.map.MapRuleKey.TRACK_BORDER;
    public static final String TRACK_EDGE = roundhouse.engine.map.MapRuleKey.TRACK_EDGE;
    public static final String TRACK_CONNECTS = roundhouse.engine.map.MapRuleKey.TRACK_CONNECTS;
    public static final String TRACK_UPGRADE = roundhouse.engine.map.MapRuleKey.TRACK_UPGRADE;
    public static final String TOKEN_SAME_HEX = roundhouse.engine.map.MapRuleKey.TOKEN_SAME_HEX;
    public static final String TOKEN_RESERVED = roundhouse.engine.map.MapRuleKey.TOKEN_RESERVED;
    public static final String TOKEN_NO_SLOT = roundhouse.engine.map.MapRuleKey.TOKEN_NO_SLOT;
    public static final String TOKEN_REACH = roundhouse.engine.map.MapRuleKey.TOKEN_REACH;
    public static final String ROUTE_TRAIN_TWICE = roundhouse.engine.map.MapRuleKey.ROUTE_TRAIN_TWICE;
    public static final String ROUTE_TRACK_SHARED = roundhouse.engine.map.MapRuleKey.ROUTE_TRACK_SHARED;
    public static final String ROUTE_STOPS = roundhouse.engine.map.MapRuleKey.ROUTE_STOPS;
    public static final String ROUTE_OFFBOARD = roundhouse.engine.map.MapRuleKey.ROUTE_OFFBOARD;
    public static final String ROUTE_BLOCKED_CITY = roundhouse.engine.map.MapRuleKey.ROUTE_BLOCKED_CITY;
    public static final String ROUTE_STATION = roundhouse.engine.map.MapRuleKey.ROUTE_STATION;
    public static final String ROUTE_DISTANCE = roundhouse.engine.map.MapRuleKey.ROUTE_DISTANCE;
}
