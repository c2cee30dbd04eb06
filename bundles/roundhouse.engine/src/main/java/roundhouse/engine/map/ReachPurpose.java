package roundhouse.engine.map;

/**
 * What a company's reach is asked for. A border of a kind ({@code map.json} {@code border_kinds}) may
 * block one purpose and not another (1841's province borders: tokens always, track in phase 2, trains
 * never), so {@link Reach} finds and caches a network per purpose where their borders differ; where
 * they are the same (every map without such borders) the purposes share one network.
 */
public enum ReachPurpose {
    /** Laying track: which hexes and sides a tile lay connects to. */
    TRACK("track"),
    /** Placing station tokens: which cities a token may go to. */
    TOKENS("tokens"),
    /** Running trains: which stops a route may visit. */
    ROUTES("routes");

    private final String key;

    ReachPurpose(String key) {
        this.key = key;
    }

    /** The name the map data uses ({@code border_kinds}: {@code "track"}, {@code "tokens"}, {@code "routes"}). */
    public String key() {
        return key;
    }
}
