package roundhouse.engine.map;

/**
 * The rule keys the board names in its refusals. A title maps them to its rulebook's sections in
 * {@code GAME-INF/rule_sections.json}; the game hands the board a {@link RuleCiter} that writes the
 * section into the text ({@link Board#useRuleCiter}). The same keys are in
 * {@code roundhouse.engine.spi.RuleKey}.
 */
@org.osgi.annotation.versioning.ProviderType
public final class MapRuleKey {
    private MapRuleKey() {
    }

    public static final String TRACK_BLOCKED = "track.blocked";
    public static final String TRACK_PHASE_COLOUR = "track.phase_colour";
    public static final String TRACK_BORDER = "track.border";
    public static final String TRACK_EDGE = "track.edge";
    public static final String TRACK_CONNECTS = "track.connects";
    public static final String TRACK_UPGRADE = "track.upgrade";
    public static final String TOKEN_SAME_HEX = "token.same_hex";
    public static final String TOKEN_RESERVED = "token.reserved";
    public static final String TOKEN_NO_SLOT = "token.no_slot";
    public static final String TOKEN_REACH = "token.reach";
    public static final String ROUTE_TRAIN_TWICE = "route.train_twice";
    public static final String ROUTE_TRACK_SHARED = "route.track_shared";
    public static final String ROUTE_STOPS = "route.stops";
    public static final String ROUTE_OFFBOARD = "route.offboard";
    /** A stop reached over terminal track ends a route (1841: yellow Milano). */
    public static final String ROUTE_TERMINAL = "route.terminal";
    public static final String ROUTE_BLOCKED_CITY = "route.blocked_city";
    public static final String ROUTE_STATION = "route.station";
    /** A train's reach (stops, towns or hexes it may count). */
    public static final String ROUTE_DISTANCE = "route.distance";
}
