package roundhouse.engine.map;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import roundhouse.api.view.HexView;
import roundhouse.api.view.MapView;
import roundhouse.engine.spi.SharedElements;

/**
 * The mutable map state of one game: laid tiles, station tokens and reservations, active
 * private blockers. Checks and applies tile lays and tokens, validates routes and computes their
 * revenue, and produces {@link MapView} snapshots.
 *
 * <p>Not thread-safe: one game's engine owns it. {@link #copy()} is cheap (per-hex arrays) so the
 * engine can copy before a risky change or for undo. Every mutating method either succeeds or
 * throws {@link MapRuleException} leaving the board unchanged.
 *
 * <p>The rules live in its areas ({@link TileLays}, {@link Reach}, {@link RouteCheck},
 * {@link RouteGraphBuilder}), made by the {@link BoardAreas} it was created with, and in the engine's own
 * areas for tokens and reservations, the tile supply and the blockers; the public methods here delegate to
 * them, the state stays in the board's fields. A subclass that adds state must override {@link #copy()} too
 * (using the copy constructor).
 *
 * <p>Ids: tiles are {@code "<name>-<copy>"} ({@code "57-0"}); preprinted hexes carry the ids
 * 18xx.games gives them ({@code "<hex>-<i>"}, {@code "city-<i>"}, {@code "blank-<i>"} ...). A city is
 * named {@code "<tile id>-<city index>"} ({@code "57-1-0"}, {@code "G19-0-1"}, {@code "city-0-0"}).
 *
 * <p>View coordinates: {@link HexView#x()} and {@link HexView#y()} are the 18xx.games doubled grid
 * (x across, y down; the hex number minus one and the letter index (A = 0), swapped when the map's
 * {@code axes} letter the columns): on a pointy map the centre lies at
 * {@code (x * width / 2, y * 3 * height / 4)}, on a flat map at {@code (x * 3 * width / 4, y * height / 2)}.
 */
@org.osgi.annotation.versioning.ConsumerType
public class Board {
    private static final int NODE = TileDef.NODE;
    static final TileLay[] NO_OVERLAYS = new TileLay[0];

    final MapDefinition def;
    final int maxNodes;
    /** The tile on each hex as the rules see it: the laid (or printed) tile plus its overlays' track. */
    final TileDef[] tile;
    /** The laid (or printed) tile alone; upgrades compare with it. */
    final TileDef[] base;
    /** Overlays added onto each hex's tile (1844 tunnels), in the order laid; empty for most hexes. */
    @SharedElements
    final TileLay[][] overlays;
    final int[] rot;
    final String[] tileId;
    /*
     * The per-hex arrays below are replaced when a hex changes, never written into (copy on write):
     * copies of the board, and the snapshots' kept hexes (HexViews), share them.
     */
    /** [hex][city][slot] company ids, null = free. */
    @SharedElements
    final String[][][] tokens;
    /** [hex][city] companies holding a reservation on that city. */
    @SharedElements
    final String[][][] reserved;
    /** [hex] companies holding a reservation on the whole hex. */
    @SharedElements
    final String[][] hexReserved;
    /** Which hex shows a tile (by tile id): an index of {@link #tileId}, made on first use (a copy makes its own). */
    private transient Map<String, Integer> hexByTileId;
    /**
     * The ids of the tiles out of the supply (laid, both sides of a laid double-sided tile, overlays),
     * sorted; replaced on change, so a copy of the game clones one array of shared strings.
     */
    String[] usedTiles = new String[0];
    /**
     * The ids of tiles that came back to the supply from the map, in the order they came back: the supply
     * hands them out after every copy never laid ({@link TileLays}' free copy); replaced on change.
     */
    String[] returnedTiles = new String[0];
    final Set<String> inactiveBlockers;
    private final BoardAreas areas;
    /** The phase borders as of the game's phase ({@link #usePhases}); none until then. */
    private PhaseBorders borders;
    private RuleCiter citer = RuleCiter.NONE;
    /** The rule areas, made on first use (most copies on the replay path never need them); a copy of the game makes its own. */
    private transient TileLays lays;
    /** Copied with the board: its networks hold for the copy until the copy changes (forks try moves on them). */
    private Reach reach;
    private transient RouteCheck routeCheck;
    private transient RouteGraphBuilder routeGraphBuilder;
    /** The engine's own areas, which titles do not replace (no {@link BoardAreas} method), made on first use too. */
    private transient Tokens tokenArea;
    private transient TileSupply supply;
    private transient Blockers blockers;
    /**
     * The hexes of the last snapshot ({@link #view}), reused while they stay the same; copied with the
     * board (its entries are values checked against the copy's own state), so a copy's snapshot rebuilds
     * only the hexes the copy changed.
     */
    private HexViews hexViews;

    /** A fresh board: every hex shows its preprinted tile, no tokens, all blockers active. */
    public Board(MapDefinition definition) {
        this(definition, BoardAreas.DEFAULT);
    }

    /** A fresh board whose rule areas come from {@code areas} (a title's replacements). */
    public Board(MapDefinition definition, BoardAreas areas) {
        this.def = definition;
        this.areas = areas;
        int n = definition.hexes.length;
        int max = 1;
        for (HexDef h : definition.hexes) {
            max = Math.max(max, h.preprinted.nodes.length);
        }
        for (TileDef t : definition.tiles.values()) {
            max = Math.max(max, t.nodes.length);
        }
        this.maxNodes = max;
        tile = new TileDef[n];
        base = new TileDef[n];
        overlays = new TileLay[n][];
        rot = new int[n];
        tileId = new String[n];
        tokens = new String[n][][];
        reserved = new String[n][][];
        hexReserved = new String[n][];
        inactiveBlockers = new HashSet<>();
        for (HexDef h : definition.hexes) {
            tile[h.index] = h.preprinted;
            base[h.index] = h.preprinted;
            overlays[h.index] = NO_OVERLAYS;
            tileId[h.index] = h.preprintedId;
            tokens[h.index] = emptySlots(h.preprinted);
            reserved[h.index] = new String[h.preprinted.cityCount()][0];
            hexReserved[h.index] = new String[0];
        }
    }

    /** Copy constructor for {@link #copy()} and subclasses. */
    protected Board(Board other) {
        this.def = other.def;
        this.areas = other.areas;
        this.borders = other.borders;
        this.citer = other.citer;
        this.maxNodes = other.maxNodes;
        int n = other.tile.length;
        tile = other.tile.clone();
        base = other.base.clone();
        overlays = other.overlays.clone();
        rot = other.rot.clone();
        tileId = other.tileId.clone();
        tokens = new String[n][][];
        reserved = new String[n][][];
        for (int h = 0; h < n; h++) {
            tokens[h] = deepCopy(other.tokens[h]);
            reserved[h] = other.reserved[h].clone();
        }
        hexReserved = other.hexReserved.clone();
        usedTiles = other.usedTiles;
        returnedTiles = other.returnedTiles;
        inactiveBlockers = new HashSet<>(other.inactiveBlockers);
        changes = other.changes;
    }

    static String[][] deepCopy(String[][] a) {
        String[][] c = new String[a.length][];
        for (int i = 0; i < a.length; i++) {
            c[i] = a[i].clone();
        }
        return c;
    }

    static String[][] emptySlots(TileDef t) {
        String[][] s = new String[t.cityCount()][];
        for (int c = 0; c < s.length; c++) {
            s[c] = new String[t.nodes[t.cityNodes[c]].slots];
        }
        return s;
    }

    /** Whether the tile with this id is out of the supply. */
    boolean tileUsed(String id) {
        return supply().used(id);
    }

    /** Takes the tile out of the supply. */
    void useTile(String id) {
        supply().use(id);
    }

    /** Whether the tile with this id came back to the supply from the map. */
    boolean tileReturned(String id) {
        return supply().returned(id);
    }

    /** The tiles that came back to the supply from the map, in the order they came back. */
    List<String> returnedTiles() {
        return supply().returnedTiles();
    }

    /** Puts the tile back into the supply; whether it was out. */
    boolean releaseTile(String id) {
        return supply().release(id);
    }

    /** The hex showing each tile, by tile id (laid tiles and printed hexes). */
    Map<String, Integer> hexByTileId() {
        Map<String, Integer> index = hexByTileId;
        if (index == null) {
            index = new HashMap<>(tileId.length * 2);
            for (int h = 0; h < tileId.length; h++) {
                index.put(tileId[h], h);
            }
            hexByTileId = index;
        }
        return index;
    }

    /** Keeps {@link #hexByTileId()} up to date after hex h's tile id changed from {@code before}. */
    void tileIdChanged(int h, String before) {
        if (hexByTileId != null) {
            hexByTileId.remove(before);
            hexByTileId.put(tileId[h], h);
        }
    }

    /** A deep copy; changes to either do not affect the other. */
    public Board copy() {
        return new Board(this);
    }

    /** The definition this board was made from. */
    public MapDefinition definition() {
        return def;
    }

    /** How many times the board's state changed: {@link #changes()}. */
    private long changes;

    /**
     * A count that grows with every change of the board's state (tiles, tokens, reservations, blockers):
     * what a title works out from the board alone holds while it stays the same (a copy starts from the
     * original's count and its own cache).
     */
    public long changes() {
        return changes;
    }

    /** Drops what the areas derived from the state (reach caches); call after every change. */
    protected void changed() {
        changes++;
        tokensOf.clear();
        if (reach != null) {
            reach.invalidate();
        }
    }

    /** As {@link #changed()}, for a change confined to hex {@code h}: only what depended on that hex is dropped. */
    protected void changed(int h) {
        changes++;
        // a company's stations changed only where it had or has a token on the hex (its city ids name the tile)
        tokensOf.values().removeIf(known -> known.onHex(h));
        for (String[] slots : tokens[h]) {
            for (String company : slots) {
                if (company != null) {
                    tokensOf.remove(company);
                }
            }
        }
        if (reach != null) {
            reach.invalidate(h);
        }
    }

    /** Drops the company's network from the reach, if the reach was made (a token of it came or went). */
    void networkChanged(String company) {
        if (reach != null) {
            reach.invalidate(company);
        }
    }

    /**
     * Tells the board the title's phases (in order) and where to read the current one, so borders
     * of {@code phase_borders} appear and go with the phase. The engine calls it when it creates a
     * game.
     *
     * @throws MapDataException if a phase border names a phase the title does not have
     */
    public void usePhases(List<String> order, java.util.function.Supplier<String> current) {
        PhaseBorders b = new PhaseBorders(def, order, current);
        // Maps without phase borders keep the printed borders' fast path.
        borders = def.phaseBorders.isEmpty() ? null : b;
    }

    /** Tells the board how to cite the title's rulebook in refusals (the game wires it); default none. */
    public void useRuleCiter(RuleCiter citer) {
        this.citer = citer == null ? RuleCiter.NONE : citer;
    }

    /** A refusal as the player reads it: the message, citing the title's section for the rule. */
    public String cite(String rule, String message) {
        return citer.cite(rule, message);
    }

    /** A refusal of {@code rule} whose message is written, and the rule cited, only when it is read. */
    Refusal refuse(String rule, java.util.function.Supplier<String> message) {
        return Refusal.of(() -> cite(rule, message.get()));
    }

    /** Edges of hex h that nothing may cross now: printed impassable borders and active impassable phase borders. */
    int impassable(int h) {
        return borders == null ? def.hexes[h].impassable : borders.impassable(h);
    }

    /**
     * By hex: the edges the purpose may not cross now (impassable borders and the active borders of a
     * kind that blocks it). The same array for as long as those edges stay the same, so reach keys its
     * caches on it; never change it.
     */
    int[] blockedSides(ReachPurpose purpose) {
        return borders == null ? def.printedImpassable : borders.blocked(purpose);
    }

    /** What decides the borders now (the phase's, while phase borders change them): equal while they stay the same. */
    Object bordersNow() {
        return borders == null ? null : borders.current();
    }

    /** The cost of building track across edge e of hex h now (printed and active phase borders). */
    int borderCost(int h, int e) {
        return borders == null ? def.hexes[h].borderCost[e] : borders.borderCost(h, e);
    }

    /** The kind of the border on side e of hex h now ({@code border_kinds}, 1841: "province"), {@code null} if none. */
    String borderKind(int h, int e) {
        return borders == null ? null : borders.kind(h, e);
    }

    /** The overlays added onto the tile of a hex (tile id and rotation as laid), in the order laid. */
    public List<TileLay> overlaysAt(String hex) {
        return List.of(overlays[hexOrThrow(hex).index]);
    }

    /** Track types on a hex ({@code "broad"} for ordinary track; an overlay may add e.g. {@code "narrow"}). */
    public Set<String> trackTypesAt(String hex) {
        return tile[hexOrThrow(hex).index].trackTypes();
    }

    /** @see TileLays#checkOverlay */
    public String checkOverlay(String company, TileLay overlay, LayRules rules) {
        return lays().checkOverlay(company, overlay, rules);
    }

    /** @see TileLays#overlayRefusal */
    public Refusal overlayRefusal(String company, TileLay overlay, LayRules rules) {
        return lays().overlayRefusal(company, overlay, rules);
    }

    /** @see TileLays#legalOverlays */
    public List<TileLay> legalOverlays(String company, List<String> tileIds, Iterable<String> hexes, LayRules rules, int most) {
        return lays().legalOverlays(company, tileIds, hexes, rules, most);
    }

    /** @see TileLays#overlay */
    public LayResult overlay(String company, TileLay overlay, LayRules rules) {
        return lays().overlay(company, overlay, rules);
    }

    /** The tile of hex h with its overlays' track (the laid tile itself when it has none). */
    TileDef withOverlays(int h, TileDef laid, int rotation) {
        TileDef t = laid;
        for (TileLay o : overlays[h]) {
            t = t.withOverlay(rotation, def.tiles.get(o.tileName()), o.rotation());
        }
        return t;
    }

    /** The board a hex belongs to ({@code map.json} {@code boards}; {@code "main"} on a map of one). */
    public String boardAt(String hex) {
        return hexOrThrow(hex).board;
    }

    /** Whether the border on a side of a hex is impassable now (for the views and title rules). */
    public boolean isImpassable(String hex, int edge) {
        return (impassable(hexOrThrow(hex).index) & (1 << edge)) != 0;
    }

    /**
     * Whether a border on a side of a hex blocks the purpose now: an impassable one, or one of a kind
     * ({@code border_kinds}) that blocks it in this phase (1841: a province border blocks the search for
     * a token's price).
     */
    public boolean isImpassable(String hex, int edge, ReachPurpose purpose) {
        return (blockedSides(purpose)[hexOrThrow(hex).index] & (1 << edge)) != 0;
    }

    /** The lays-and-upgrades area of this board. */
    public TileLays lays() {
        if (lays == null) {
            lays = areas.lays(this);
        }
        return lays;
    }

    /** The reach area of this board. */
    public Reach reach() {
        if (reach == null) {
            reach = areas.reach(this);
        }
        return reach;
    }

    /** The route check of this board. */
    public RouteCheck routeCheck() {
        if (routeCheck == null) {
            routeCheck = areas.routeCheck(this);
        }
        return routeCheck;
    }

    /** The optimiser graph builder of this board. */
    public RouteGraphBuilder routeGraphBuilder() {
        if (routeGraphBuilder == null) {
            routeGraphBuilder = areas.routeGraph(this);
        }
        return routeGraphBuilder;
    }

    /** The tokens-and-reservations area of this board. */
    Tokens tokenArea() {
        if (tokenArea == null) {
            tokenArea = new Tokens(this);
        }
        return tokenArea;
    }

    /** The tile supply of this board. */
    TileSupply supply() {
        if (supply == null) {
            supply = new TileSupply(this);
        }
        return supply;
    }

    /** The blockers area of this board. */
    Blockers blockers() {
        if (blockers == null) {
            blockers = new Blockers(this);
        }
        return blockers;
    }

    // ---------------------------------------------------------------- facade (callers keep these)

    /** @see TileLays#checkLay */
    public String checkLay(String company, TileLay lay, LayRules rules) {
        return lays().checkLay(company, lay, rules);
    }

    /** @see TileLays#layRefusal */
    public Refusal layRefusal(String company, TileLay lay, LayRules rules) {
        return lays().layRefusal(company, lay, rules);
    }

    /** @see TileLays#lay */
    public LayResult lay(String company, TileLay lay, LayRules rules) {
        return lays().lay(company, lay, rules);
    }

    /** @see TileLays#place */
    public LayResult place(TileLay lay) {
        return lays().place(lay);
    }

    /** @see TileLays#legalLays */
    public List<TileLay> legalLays(String company, LayRules rules) {
        return lays().legalLays(company, rules);
    }

    /** @see TileLays#noLayReason */
    public Refusal noLayReason(String company, String hex, LayRules rules) {
        return lays().noLayReason(company, hex, rules);
    }

    /** @see Reach#routeAvailable */
    public boolean routeAvailable(String company) {
        return reach().routeAvailable(company);
    }

    /** @see Reach#routeAvailable(String, ReachPurpose) */
    public boolean routeAvailable(String company, ReachPurpose purpose) {
        return reach().routeAvailable(company, purpose);
    }

    /** @see RouteCheck#checkRun */
    public RunResult checkRun(String company, List<RecordedRoute> routes, Function<String, TrainSpec> trains,
            RouteRules rules) {
        return routeCheck().checkRun(company, routes, trains, rules);
    }

    /** @see RouteCheck#routeBonuses */
    public java.util.function.ToIntBiFunction<TrainSpec, List<RouteGraph.Stop>> routeBonuses(String company,
            RouteRules rules) {
        return routeCheck().routeBonuses(company, rules);
    }

    /** @see RouteGraphBuilder#routeGraph */
    public RouteGraph routeGraph(String company, RouteRules rules) {
        return routeGraphBuilder().routeGraph(company, rules);
    }

    // ---------------------------------------------------------------- state queries

    HexDef hexOrThrow(String coord) {
        HexDef h = def.hex(coord);
        if (h == null) {
            throw new MapRuleException("no hex " + coord + " on the " + def.title + " map");
        }
        return h;
    }

    /** The id of the tile on a hex (laid or preprinted). */
    public String tileIdAt(String hex) {
        return tileId[hexOrThrow(hex).index];
    }

    /** The rotation of the tile on a hex (0 for preprinted). */
    public int rotationAt(String hex) {
        return rot[hexOrThrow(hex).index];
    }

    /** The colour of the tile on a hex ({@code white} for a bare hex). */
    public String colorAt(String hex) {
        return tile[hexOrThrow(hex).index].color;
    }

    /** The sides of a hex its track leads to, as a bit mask (bit {@code e} for edge {@code e}); 0 without track. */
    public int trackEdges(String hex) {
        int h = hexOrThrow(hex).index;
        TileDef t = tile[h];
        int mask = 0;
        for (int i = 0; i < t.pathA.length; i++) {
            int a = t.rotA[rot[h]][i];
            int b = t.rotB[rot[h]][i];
            if (a < NODE) {
                mask |= 1 << a;
            }
            if (b < NODE) {
                mask |= 1 << b;
            }
        }
        return mask;
    }

    /** How many cities (token-taking stops: cities and passes) the tile on a hex has. */
    public int cityCount(String hex) {
        return tile[hexOrThrow(hex).index].cityCount();
    }

    /** The city id of a city on a hex as the log writes it, e.g. {@code "57-1-0"}. */
    public String cityRef(String hex, int cityIndex) {
        int h = hexOrThrow(hex).index;
        if (cityIndex < 0 || cityIndex >= tile[h].cityCount()) {
            throw new MapRuleException("hex " + hex + " has no city " + cityIndex);
        }
        return tileId[h] + "-" + cityIndex;
    }

    /**
     * Whether a city id names a pass (a {@code pass=} node: a mountain pass that takes tokens and
     * counts as a stop, 1841), not a city; {@code false} for an unknown id.
     */
    public boolean isPass(String cityRef) {
        int[] hc = resolveCity(cityRef);
        return hc != null && tile[hc[0]].nodes[tile[hc[0]].cityNodes[hc[1]]].kind == TileDef.Kind.PASS;
    }

    /** The hex a city id refers to, or {@code null} if no tile on the board has that id. */
    public String hexOfCity(String cityRef) {
        int[] hc = resolveCity(cityRef);
        return hc == null ? null : def.hexes[hc[0]].coord;
    }

    /** {hex index, city index} of a city id, or null. */
    int[] resolveCity(String cityRef) {
        int dash = cityRef == null ? -1 : cityRef.lastIndexOf('-');
        if (dash <= 0) {
            return null;
        }
        Integer h = hexByTileId().get(cityRef.substring(0, dash));
        if (h == null) {
            return null;
        }
        int c;
        try {
            c = Integer.parseInt(cityRef.substring(dash + 1));
        } catch (NumberFormatException e) {
            return null;
        }
        return c >= 0 && c < tile[h].cityCount() ? new int[] {h, c} : null;
    }

    /**
     * By company: its {@link #tokensOf} and their hexes, until a change touches one of those hexes or
     * puts a token of it elsewhere (asked many times per action while a game replays; every change of
     * tokens or tiles goes through {@link #changed}).
     */
    private final Map<String, Stations> tokensOf = new HashMap<>();

    /** A company's city ids in hex order, the hexes they are on and their cities' indexes on those hexes. */
    record Stations(List<String> cities, int[] hexes, int[] cityIndexes) {
        boolean onHex(int h) {
            for (int x : hexes) {
                if (x == h) {
                    return true;
                }
            }
            return false;
        }
    }

    /**
     * The company's stations in the order of the tokens on its charter, where a title keeps that order
     * (1841: a merger's new major takes the old corporations' stations token by token); by default as
     * {@link #tokensOf}, in the board's order.
     */
    public List<String> tokensInCharterOrder(String company) {
        return tokensOf(company);
    }

    /** The city ids where a company has tokens, in hex order (unmodifiable). */
    public List<String> tokensOf(String company) {
        return stations(company).cities();
    }

    /** A company's stations as {@link #tokensOf} keeps them (the reach starts its searches from them). */
    Stations stations(String company) {
        Stations known = tokensOf.get(company);
        if (known == null) {
            known = tokenArea().findTokens(company);
            tokensOf.put(company, known);
        }
        return known;
    }

    /** The slot of the company's token in a city (as a log names it, counted from 0), or -1 when it has none there. */
    public int tokenSlot(String company, String cityRef) {
        return tokenArea().tokenSlot(company, cityRef);
    }

    /** The companies with a token on the hex, city by city in slot order. */
    public List<String> tokensOn(String hex) {
        return tokenArea().tokensOn(hexOrThrow(hex).index);
    }

    /** Whether the company has a token on any city of the hex. */
    public boolean hasTokenOnHex(String company, String hex) {
        return tokenArea().hasToken(company, hexOrThrow(hex).index);
    }

    /** Whether a tile copy is in the supply (not on the board). */
    public boolean isTileAvailable(String tileId) {
        return availability(tileId) == null;
    }

    /** Null if available, else why not. */
    String availability(String id) {
        return supply().availability(id);
    }

    // ---------------------------------------------------------------- blockers

    /**
     * Turns a private company's hex blocking on or off (1830 §2.1: blocks while owned by a player;
     * the engine switches it off when a corporation buys the private or it closes).
     */
    public void setBlockerActive(String company, boolean active) {
        changes++;
        blockers().setActive(company, active);
    }

    /** Whether an active blocker covers the hex. */
    public boolean isBlocked(String hex) {
        return blockerOf(hex) != null;
    }

    /**
     * By hex index: whether an active blocker (a private's reservation) closes the hex now; one pass over
     * the blockers, where asking {@link #isBlocked} hex by hex scanned them all for every hex.
     */
    boolean[] blockedHexes() {
        return blockers().blockedHexes();
    }

    String blockerOf(String hex) {
        return blockers().blockerOf(hex);
    }

    /** A city blocks a company when every slot holds another company's token (1830 §5.4). */
    boolean blocks(String company, int h, int city) {
        return tokenArea().blocks(company, h, city);
    }

    /** The terrain cost the next tile on this hex would cost (0 if none), border costs not included. */
    public int terrainCost(String hex) {
        return tile[hexOrThrow(hex).index].upgradeCost;
    }

    // ---------------------------------------------------------------- tokens and reservations

    /**
     * The cities on the board now that cost a train no reach to visit ({@code visit_cost:0}, 18Mag's
     * mines), as {@code "<hex>-<city index>"}; a title reserves them for a neutral holder.
     */
    public List<String> freeCities() {
        return tokenArea().freeCities();
    }

    /** Drops every reservation the company holds (a company that leaves the game before its home token is placed). */
    public void unreserve(String company) {
        tokenArea().unreserve(company);
    }

    /**
     * Reserves a home: a city slot ({@code cityIndex >= 0}) or the whole hex ({@code -1}, 1830
     * Erie on E11) until the company places its home token there.
     */
    public void reserve(String company, String hex, int cityIndex) {
        tokenArea().reserve(company, hex, cityIndex);
    }

    /** Places a company's home token (free, no reach needed) on a city of a hex; clears its reservation. */
    public void placeHomeToken(String company, String hex, int cityIndex) {
        placeToken(company, cityRef(hex, cityIndex), false);
    }

    /**
     * Checks a token placement on a city (by city id).
     *
     * @param requireReach {@code false} for home tokens and teleports (1830 DH)
     * @return {@code null} if legal, else the reason naming the rule
     */
    public String checkToken(String company, String cityRef, boolean requireReach) {
        return Refusal.textOf(tokenRefusal(company, cityRef, requireReach));
    }

    /**
     * As {@link #checkToken}, the reason written only when read: for callers that only ask whether a
     * token may go there.
     *
     * @return {@code null} if legal, else the refusal
     */
    public Refusal tokenRefusal(String company, String cityRef, boolean requireReach) {
        return tokenArea().tokenRefusal(company, cityRef, requireReach);
    }

    /**
     * Whether the company may place a token somewhere ({@link #legalTokenCities} or, without {@code
     * requireReach}, {@link #openTokenCities} not empty), answered without listing them.
     */
    public boolean anyTokenCity(String company, boolean requireReach) {
        return tokenArea().anyTokenCity(company, requireReach);
    }

    /**
     * Places a token in the first free slot (or the company's own reserved slot) of a city.
     *
     * @throws MapRuleException if {@link #checkToken} refuses it
     */
    public void placeToken(String company, String cityRef, boolean requireReach) {
        tokenArea().placeToken(company, cityRef, requireReach);
    }

    /**
     * Whether the company's network for a purpose reaches a city (1841: a token place bought from
     * another company must lie in the buyer's network for tokens); {@code false} for an unknown id.
     */
    public boolean reachesCity(String company, String cityRef, ReachPurpose purpose) {
        return tokenArea().reachesCity(company, cityRef, purpose);
    }

    /** City ids where the company may place a normal token now (reachable, free slot, not on a hex it has a token on). */
    public List<String> legalTokenCities(String company) {
        return tokenArea().legalTokenCities(company);
    }

    /**
     * City ids where the company may place a token without a connection to its network (18Mag's
     * corporations, RB VI.4.2): any free unreserved slot, never on a hex where it has a token.
     */
    public List<String> openTokenCities(String company) {
        return tokenArea().openTokenCities(company);
    }

    /**
     * Answers {@code question} about the board as it would stand with each company's token in the city
     * named for it (its first free slot; a city without one is left as it is), then leaves the board as it
     * was: a look at a moment a lay passes through without resting there (18xx.games looks at the laying
     * company's network while a token its tile swap lifts still stands where the swap put it).
     *
     * @param cityOfCompany company ids to city ids
     * @since 3.3
     */
    public <T> T withTokensAt(Map<String, String> cityOfCompany, java.util.function.Supplier<T> question) {
        return tokenArea().withTokensAt(cityOfCompany, question);
    }

    /** Removes a company's token from a city (mergers, closures). */
    public void removeToken(String company, String cityRef) {
        tokenArea().putInSlotOf(company, null, cityRef);
    }

    /**
     * Puts another company's token in the slot of a company's token (mergers: 1844's SBB takes over
     * the pre-state railways' stations).
     *
     * @throws MapRuleException if the company has no token in that city
     */
    public void replaceToken(String company, String by, String cityRef) {
        tokenArea().replaceToken(company, by, cityRef);
    }

    /**
     * Takes {@code company}'s token out of a city and puts {@code by}'s in the city's first free slot (its
     * own reserved one first), as a token placed there would go; the old slot where no other is free. 1841's
     * bought token place: the place is bought, not the slot, and 18xx.games files it so.
     *
     * @throws MapRuleException if the company has no token in that city
     */
    public void takeTokenPlace(String company, String by, String cityRef) {
        tokenArea().takeTokenPlace(company, by, cityRef);
    }

    /** Removes every token and reservation of a company. */
    public void removeCompany(String company) {
        tokenArea().removeCompany(company);
    }

    /**
     * Puts a hex back to its printed face (1854: the local railways' board is cleared once all three
     * Lokalbahn AGs exist): the laid tile (with its other face) goes back to the supply, overlays,
     * tokens and reservations on it are gone.
     *
     * @throws MapRuleException if there is no such hex
     */
    public void restorePrinted(String hex) {
        supply().restorePrinted(hex);
    }

    /** The hexes with an off-board on a tile of this colour (1844 §5.8: H trains never run to red ones). */
    public Set<String> offboardHexes(String color) {
        Set<String> out = new java.util.TreeSet<>();
        for (int h = 0; h < tile.length; h++) {
            if (tile[h].color.equals(color) && tile[h].offboards > 0) {
                out.add(def.hexes[h].coord);
            }
        }
        return out;
    }

    /**
     * Every hex with an off-board, by the area it belongs to: its first {@code groups} entry (map.json),
     * or the hex itself for an off-board without a group (18xx.games counts an off-board area once per
     * route and, in 1841, for the game end).
     */
    public Map<String, String> offboardAreas() {
        Map<String, String> out = new java.util.TreeMap<>();
        for (int h = 0; h < tile.length; h++) {
            for (TileDef.Node n : tile[h].nodes) {
                if (n.kind == TileDef.Kind.OFFBOARD) {
                    out.putIfAbsent(def.hexes[h].coord, n.groups.isEmpty() ? def.hexes[h].coord : n.groups.get(0));
                }
            }
        }
        return out;
    }

    long edgeKey(int h, int e) {
        int nb = def.hexes[h].neighbors[e];
        long a = (long) h * 6 + e;
        long b = (long) nb * 6 + (e + 3) % 6;
        return Math.min(a, b);
    }

    // ---------------------------------------------------------------- view

    /** A snapshot for renderers; offboard revenues for the given phase. */
    public MapView view(RouteRules rules) {
        HexViews kept = hexViews;
        if (kept == null) {
            kept = hexViews = new HexViews(tile.length);
        }
        synchronized (kept) { // a workbench view and a bot may ask for the state of one game at once
            return new MapSnapshot(this).view(rules, kept);
        }
    }
}
