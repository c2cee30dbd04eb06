package roundhouse.engine.map;

import java.util.List;
import java.util.function.Function;

import roundhouse.api.view.MapView;

/**
 * The mutable map state of one game: laid tiles, station tokens and reservations, active
 * private blockers. Checks and applies tile lays and tokens, validates routes and computes their
 * revenue, and produces {@link MapView} snapshots.
 *
 * <p>Not thread-safe: one game's engine owns it. {@link #copy()} is cheap (per-hex arrays) so the
 * engine can copy before a risky change or for undo. Every mutating method either succeeds or
 * throws {@link MapRuleException} leaving the board unchanged.
 *
 * <p>Titles may subclass to override single rules (protected hooks); they must then override
 * {@link #copy()} too.
 *
 * <p>Ids: tiles are {@code "<name>-<copy>"} ({@code "57-0"}); preprinted hexes carry the ids
 * 18xx.games gives them ({@code "<hex>-<i>"}, {@code "city-<i>"}, {@code "blank-<i>"} ...). A city is
 * named {@code "<tile id>-<city index>"} ({@code "57-1-0"}, {@code "G19-0-1"}, {@code "city-0-0"}).
 */
public class Board {

    /** A fresh board: every hex shows its preprinted tile, no tokens, all blockers active. */
    public Board(MapDefinition definition) {
        throw new UnsupportedOperationException("not yet");
    }

    /** A deep copy; changes to either do not affect the other. */
    public Board copy() {
        throw new UnsupportedOperationException("not yet");
    }

    /** The definition this board was made from. */
    public MapDefinition definition() {
        throw new UnsupportedOperationException("not yet");
    }

    // ---------------------------------------------------------------- state queries

    /** The id of the tile on a hex (laid or preprinted). */
    public String tileIdAt(String hex) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The rotation of the tile on a hex (0 for preprinted). */
    public int rotationAt(String hex) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The colour of the tile on a hex ({@code white} for a bare hex). */
    public String colorAt(String hex) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The city id of a city on a hex as the log writes it, e.g. {@code "57-1-0"}. */
    public String cityRef(String hex, int cityIndex) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The hex a city id refers to, or {@code null} if no tile on the board has that id. */
    public String hexOfCity(String cityRef) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The city ids where a company has tokens, in placement order. */
    public List<String> tokensOf(String company) {
        throw new UnsupportedOperationException("not yet");
    }

    /** Whether a tile copy is in the supply (not on the board). */
    public boolean isTileAvailable(String tileId) {
        throw new UnsupportedOperationException("not yet");
    }

    // ---------------------------------------------------------------- blockers

    /**
     * Turns a private company's hex blocking on or off (1830 §2.1: blocks while owned by a player;
     * the engine switches it off when a corporation buys the private or it closes).
     */
    public void setBlockerActive(String company, boolean active) {
        throw new UnsupportedOperationException("not yet");
    }

    /** Whether an active blocker covers the hex. */
    public boolean isBlocked(String hex) {
        throw new UnsupportedOperationException("not yet");
    }

    // ---------------------------------------------------------------- tiles

    /**
     * Checks a tile lay by a company.
     *
     * @return {@code null} if legal, else the reason naming the rule
     */
    public String checkLay(String company, TileLay lay, LayRules rules) {
        throw new UnsupportedOperationException("not yet");
    }

    /**
     * Applies a tile lay: the old tile returns to the supply, tokens move to the matching cities.
     *
     * @return the terrain cost to charge (the caller moves the money) and what else happened
     * @throws MapRuleException if {@link #checkLay} refuses it (board unchanged)
     */
    public LayResult lay(String company, TileLay lay, LayRules rules) {
        throw new UnsupportedOperationException("not yet");
    }

    /** Every legal lay for the company under the rules (one tile copy per tile name, distinct rotations). */
    public List<TileLay> legalLays(String company, LayRules rules) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The terrain cost the next tile on this hex would cost (0 if none). */
    public int terrainCost(String hex) {
        throw new UnsupportedOperationException("not yet");
    }

    // ---------------------------------------------------------------- tokens

    /**
     * Reserves a home: a city slot ({@code cityIndex >= 0}) or the whole hex ({@code -1}, 1830
     * Erie on E11) until the company places its home token there.
     */
    public void reserve(String company, String hex, int cityIndex) {
        throw new UnsupportedOperationException("not yet");
    }

    /** Places a company's home token (free, no reach needed) on a city of a hex; clears its reservation. */
    public void placeHomeToken(String company, String hex, int cityIndex) {
        throw new UnsupportedOperationException("not yet");
    }

    /**
     * Checks a token placement on a city (by city id).
     *
     * @param requireReach {@code false} for home tokens and teleports (1830 DH)
     * @return {@code null} if legal, else the reason naming the rule
     */
    public String checkToken(String company, String cityRef, boolean requireReach) {
        throw new UnsupportedOperationException("not yet");
    }

    /**
     * Places a token in the first free slot (or the company's own reserved slot) of a city.
     *
     * @throws MapRuleException if {@link #checkToken} refuses it
     */
    public void placeToken(String company, String cityRef, boolean requireReach) {
        throw new UnsupportedOperationException("not yet");
    }

    /** City ids where the company may place a normal token now (reachable, free slot, not on a hex it has a token on). */
    public List<String> legalTokenCities(String company) {
        throw new UnsupportedOperationException("not yet");
    }

    /** Removes a company's token from a city (mergers, closures). */
    public void removeToken(String company, String cityRef) {
        throw new UnsupportedOperationException("not yet");
    }

    /** Removes every token and reservation of a company. */
    public void removeCompany(String company) {
        throw new UnsupportedOperationException("not yet");
    }

    // ---------------------------------------------------------------- routes

    /**
     * Validates the routes a company runs (a recorded {@code run_routes}) and computes their revenue.
     *
     * @param trains the company's trains by id (return {@code null} for a train it does not own)
     */
    public RunResult checkRun(String company, List<RecordedRoute> routes, Function<String, TrainSpec> trains,
            RouteRules rules) {
        throw new UnsupportedOperationException("not yet");
    }

    /** Whether some token city of the company connects by track to at least one other stop (1830 §5.5). */
    public boolean routeAvailable(String company) {
        throw new UnsupportedOperationException("not yet");
    }

    // ---------------------------------------------------------------- view

    /** A snapshot for renderers; offboard revenues for the given phase. */
    public MapView view(RouteRules rules) {
        throw new UnsupportedOperationException("not yet");
    }
}
