package roundhouse.engine.map;

import java.util.ArrayList;
import java.util.Arrays;
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
 * {@link RouteGraphBuilder}), made by the {@link BoardAreas} it was created with; the public methods
 * here delegate to them. A subclass that adds state must override {@link #copy()} too (using the copy
 * constructor).
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
    private String[] usedTiles = new String[0];
    /**
     * The ids of tiles that came back to the supply from the map, in the order they came back: the supply
     * hands them out after every copy never laid ({@link TileLays}' free copy); replaced on change.
     */
    private String[] returnedTiles = new String[0];
    private final Set<String> inactiveBlockers;
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
    /** The hexes of the last snapshot ({@link #view}), reused while they stay the same. */
    private transient HexViews hexViews;

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
        return Arrays.binarySearch(usedTiles, id) >= 0;
    }

    /** Takes the tile out of the supply. */
    void useTile(String id) {
        int at = Arrays.binarySearch(usedTiles, id);
        if (at < 0) {
            int i = -at - 1;
            String[] now = new String[usedTiles.length + 1];
            System.arraycopy(usedTiles, 0, now, 0, i);
            now[i] = id;
            System.arraycopy(usedTiles, i, now, i + 1, usedTiles.length - i);
            usedTiles = now;
        }
        int back = Arrays.asList(returnedTiles).indexOf(id);
        if (back >= 0) {
            String[] left = new String[returnedTiles.length - 1];
            System.arraycopy(returnedTiles, 0, left, 0, back);
            System.arraycopy(returnedTiles, back + 1, left, back, returnedTiles.length - back - 1);
            returnedTiles = left;
        }
    }

    /** Whether the tile with this id came back to the supply from the map. */
    boolean tileReturned(String id) {
        return Arrays.asList(returnedTiles).contains(id);
    }

    /** The tiles that came back to the supply from the map, in the order they came back. */
    List<String> returnedTiles() {
        return Arrays.asList(returnedTiles);
    }

    /** Puts the tile back into the supply; whether it was out. */
    boolean releaseTile(String id) {
        int at = id == null ? -1 : Arrays.binarySearch(usedTiles, id);
        if (at < 0) {
            return false;
        }
        String[] now = new String[usedTiles.length - 1];
        System.arraycopy(usedTiles, 0, now, 0, at);
        System.arraycopy(usedTiles, at + 1, now, at, usedTiles.length - at - 1);
        usedTiles = now;
        String[] back = Arrays.copyOf(returnedTiles, returnedTiles.length + 1);
        back[returnedTiles.length] = id;
        returnedTiles = back;
        return true;
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
            known = findTokens(company);
            tokensOf.put(company, known);
        }
        return known;
    }

    private Stations findTokens(String company) {
        List<String> out = new ArrayList<>();
        int[] hexes = new int[4];
        int[] cities = new int[4];
        for (int h = 0; h < tile.length; h++) {
            for (int c = 0; c < tokens[h].length; c++) {
                for (String t : tokens[h][c]) {
                    if (company.equals(t)) {
                        if (out.size() == hexes.length) {
                            hexes = java.util.Arrays.copyOf(hexes, hexes.length * 2);
                            cities = java.util.Arrays.copyOf(cities, cities.length * 2);
                        }
                        hexes[out.size()] = h;
                        cities[out.size()] = c;
                        out.add(tileId[h] + "-" + c);
                    }
                }
            }
        }
        return new Stations(List.copyOf(out), java.util.Arrays.copyOf(hexes, out.size()), java.util.Arrays.copyOf(cities, out.size()));
    }

    /** The slot of the company's token in a city (as a log names it, counted from 0), or -1 when it has none there. */
    public int tokenSlot(String company, String cityRef) {
        int[] hc = resolveCity(cityRef);
        if (hc == null) {
            return -1;
        }
        String[] slots = tokens[hc[0]][hc[1]];
        for (int i = 0; i < slots.length; i++) {
            if (company.equals(slots[i])) {
                return i;
            }
        }
        return -1;
    }

    /** The companies with a token on the hex, city by city in slot order. */
    public List<String> tokensOn(String hex) {
        List<String> out = new ArrayList<>(2);
        for (String[] city : tokens[hexOrThrow(hex).index]) {
            for (String t : city) {
                if (t != null) {
                    out.add(t);
                }
            }
        }
        return out;
    }

    /** Whether the company has a token on any city of the hex. */
    public boolean hasTokenOnHex(String company, String hex) {
        return hasToken(company, hexOrThrow(hex).index);
    }

    boolean hasToken(String company, int h) {
        for (String[] city : tokens[h]) {
            for (String t : city) {
                if (company.equals(t)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether a tile copy is in the supply (not on the board). */
    public boolean isTileAvailable(String tileId) {
        return availability(tileId) == null;
    }

    /** Null if available, else why not. */
    String availability(String id) {
        int dash = id.lastIndexOf('-');
        String name = dash < 0 ? id : id.substring(0, dash);
        TileDef t = def.tiles.get(name);
        if (t == null || dash < 0) {
            return "tile " + id + " is not in the " + def.title + " tile supply";
        }
        int copy;
        try {
            copy = Integer.parseInt(id.substring(dash + 1));
        } catch (NumberFormatException e) {
            return "tile id " + id + " is not <name>-<copy>";
        }
        int count = def.tileCount(name);
        if (copy < 0 || copy >= count) {
            return "tile " + name + " has only " + count + " copies (no " + id + ")";
        }
        if (tileUsed(id)) {
            Integer at = hexByTileId().get(id);
            String other = def.otherFace(id);
            Integer otherAt = other == null ? null : hexByTileId().get(other);
            if (at == null && otherAt != null) {
                return "tile " + id + " is the other side of tile " + other + ", which lies on " + def.hexes[otherAt].coord;
            }
            return "tile " + id + " is already on the board" + (at == null ? "" : " at " + def.hexes[at].coord);
        }
        return null;
    }

    // ---------------------------------------------------------------- blockers

    /**
     * Turns a private company's hex blocking on or off (1830 §2.1: blocks while owned by a player;
     * the engine switches it off when a corporation buys the private or it closes).
     */
    public void setBlockerActive(String company, boolean active) {
        changes++;
        if (active) {
            inactiveBlockers.remove(company);
        } else {
            inactiveBlockers.add(company);
        }
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
        boolean[] out = new boolean[def.hexes.length];
        for (Map.Entry<String, List<String>> e : def.blockers().entrySet()) {
            if (!inactiveBlockers.contains(e.getKey())) {
                for (String hex : e.getValue()) {
                    HexDef hd = def.hex(hex);
                    if (hd != null) {
                        out[hd.index] = true;
                    }
                }
            }
        }
        return out;
    }

    String blockerOf(String hex) {
        for (Map.Entry<String, List<String>> e : def.blockers().entrySet()) {
            if (!inactiveBlockers.contains(e.getKey()) && e.getValue().contains(hex)) {
                return e.getKey();
            }
        }
        return null;
    }

    /** A city blocks a company when every slot holds another company's token (1830 §5.4). */
    boolean blocks(String company, int h, int city) {
        String[] slots = tokens[h][city];
        if (slots.length == 0) {
            return false;
        }
        for (String s : slots) {
            if (s == null || s.equals(company)) {
                return false;
            }
        }
        return true;
    }

    /** The terrain cost the next tile on this hex would cost (0 if none), border costs not included. */
    public int terrainCost(String hex) {
        return tile[hexOrThrow(hex).index].upgradeCost;
    }

    // ---------------------------------------------------------------- tokens

    /**
     * The cities on the board now that cost a train no reach to visit ({@code visit_cost:0}, 18Mag's
     * mines), as {@code "<hex>-<city index>"}; a title reserves them for a neutral holder.
     */
    public List<String> freeCities() {
        List<String> out = new ArrayList<>();
        for (HexDef h : def.hexes) {
            TileDef t = tile[h.index];
            for (TileDef.Node n : t.nodes) {
                if (n.takesTokens() && !n.counts()) {
                    out.add(h.coord + "-" + n.cityIndex);
                }
            }
        }
        return out;
    }

    /** Drops every reservation the company holds (a company that leaves the game before its home token is placed). */
    public void unreserve(String company) {
        for (int h = 0; h < tile.length; h++) {
            boolean touched = false;
            if (Arrays.asList(hexReserved[h]).contains(company)) {
                hexReserved[h] = without(hexReserved[h], company);
                touched = true;
            }
            boolean cloned = false;
            for (int c = 0; c < reserved[h].length; c++) {
                if (Arrays.asList(reserved[h][c]).contains(company)) {
                    if (!cloned) {
                        reserved[h] = reserved[h].clone(); // copies of the board share the old arrays
                        cloned = true;
                    }
                    reserved[h][c] = vacate(reserved[h][c], company);
                    touched = true;
                }
            }
            if (touched) {
                changed(h);
            }
        }
    }

    /**
     * Reserves a home: a city slot ({@code cityIndex >= 0}) or the whole hex ({@code -1}, 1830
     * Erie on E11) until the company places its home token there.
     */
    public void reserve(String company, String hex, int cityIndex) {
        int h = hexOrThrow(hex).index;
        if (cityIndex < 0) {
            hexReserved[h] = append(hexReserved[h], company);
        } else {
            if (cityIndex >= tile[h].cityCount()) {
                throw new MapRuleException("hex " + hex + " has no city " + cityIndex + " to reserve");
            }
            reserved[h] = reserved[h].clone();
            reserved[h][cityIndex] = keep(reserved[h][cityIndex], company);
        }
        changed(h);
    }

    /** A city's reservations with the company's: in the first place given up, else a new one after the others. */
    private static String[] keep(String[] a, String s) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] == null) {
                String[] b = a.clone();
                b[i] = s;
                return b;
            }
        }
        return append(a, s);
    }

    private static String[] append(String[] a, String s) {
        String[] b = Arrays.copyOf(a, a.length + 1);
        b[a.length] = s;
        return b;
    }

    private static String[] without(String[] a, String s) {
        return Arrays.stream(a).filter(x -> !x.equals(s)).toArray(String[]::new);
    }

    /**
     * A city's reservations without the company's: its place left empty ({@code null}), for a reservation's
     * place is the slot it keeps (the other companies' keep theirs, also where an upgrade joins cities).
     */
    private static String[] vacate(String[] a, String s) {
        String[] b = a.clone();
        for (int i = 0; i < b.length; i++) {
            if (s.equals(b[i])) {
                b[i] = null;
            }
        }
        return b;
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
        int[] hc = resolveCity(cityRef);
        if (hc == null) {
            return Refusal.of(() -> "token: no city " + cityRef + " on the board");
        }
        int h = hc[0];
        int node = tile[h].cityNodes[hc[1]];
        Refusal why = tokenRule(company, h, hc[1]);
        if (why == null && requireReach && !reach().reachesNode(company, ReachPurpose.TOKENS, (x, n) -> x == h && n == node)) {
            why = refuse(MapRuleKey.TOKEN_REACH, () -> "the city is not reachable from " + company + "'s tokens");
        }
        return why == null ? null : why.after(() -> "token on " + cityRef + " (" + def.hexes[h].coord + "): ");
    }

    /**
     * Whether the company may place a token somewhere ({@link #legalTokenCities} or, without {@code
     * requireReach}, {@link #openTokenCities} not empty), answered without listing them.
     */
    public boolean anyTokenCity(String company, boolean requireReach) {
        if (!requireReach) {
            return !openTokenCities(company).isEmpty();
        }
        return reach().reachesNode(company, ReachPurpose.TOKENS, (h, node) -> {
            int c = tile[h].nodes[node].cityIndex;
            return c >= 0 && tokenRule(company, h, c) == null;
        });
    }

    /** The rules of a token in city c of hex h other than reach: not twice on a hex, not on a home kept for another, a free slot. */
    private Refusal tokenRule(String company, int h, int c) {
        if (hasToken(company, h)) {
            return refuse(MapRuleKey.TOKEN_SAME_HEX, () -> company + " already has a token on this hex");
        }
        for (String other : hexReserved[h]) {
            if (!other.equals(company)) {
                return refuse(MapRuleKey.TOKEN_RESERVED, () -> "the hex is reserved for " + other + "'s home");
            }
        }
        if (freeSlot(company, h, c) < 0) {
            return refuse(MapRuleKey.TOKEN_NO_SLOT, () -> "no free unreserved slot");
        }
        return null;
    }

    /** A refusal of {@code rule} whose message is written, and the rule cited, only when it is read. */
    Refusal refuse(String rule, java.util.function.Supplier<String> message) {
        return Refusal.of(() -> cite(rule, message.get()));
    }

    /**
     * The slot a company's token would take, or -1. A city's reservations keep slots in the order they were
     * made (the first reserved keeps slot 0): a company takes its reserved slot, another the first slot
     * neither taken nor reserved.
     */
    private int freeSlot(String company, int h, int c) {
        String[] slots = tokens[h][c];
        String[] res = reserved[h][c];
        for (int i = 0; i < res.length && i < slots.length; i++) {
            if (company.equals(res[i]) && slots[i] == null) {
                return i;
            }
        }
        for (int i = 0; i < slots.length; i++) {
            if (slots[i] == null && (i >= res.length || res[i] == null || res[i].equals(company))) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Places a token in the first free slot (or the company's own reserved slot) of a city.
     *
     * @throws MapRuleException if {@link #checkToken} refuses it
     */
    public void placeToken(String company, String cityRef, boolean requireReach) {
        Refusal why = tokenRefusal(company, cityRef, requireReach);
        if (why != null) {
            throw new MapRuleException(why);
        }
        int[] hc = resolveCity(cityRef);
        int h = hc[0];
        int c = hc[1];
        int slot = freeSlot(company, h, c);
        tokens[h] = deepCopy(tokens[h]);
        tokens[h][c][slot] = company;
        hexReserved[h] = without(hexReserved[h], company);
        reserved[h] = reserved[h].clone();
        for (int i = 0; i < reserved[h].length; i++) {
            reserved[h][i] = vacate(reserved[h][i], company);
        }
        changed(h);
        if (reach != null) {
            reach.invalidate(company); // its network starts at the new token too, wherever that is
        }
    }

    /**
     * Whether the company's network for a purpose reaches a city (1841: a token place bought from
     * another company must lie in the buyer's network for tokens); {@code false} for an unknown id.
     */
    public boolean reachesCity(String company, String cityRef, ReachPurpose purpose) {
        int[] hc = resolveCity(cityRef);
        if (hc == null) {
            return false;
        }
        int h = hc[0];
        return reach().reachesNodeAt(company, purpose, h, tile[h].cityNodes[hc[1]]);
    }

    /** City ids where the company may place a normal token now (reachable, free slot, not on a hex it has a token on). */
    public List<String> legalTokenCities(String company) {
        Reach.Network net = reach().network(company, ReachPurpose.TOKENS);
        List<String> out = new ArrayList<>();
        for (int h = 0; h < tile.length; h++) {
            for (int c = 0; c < tile[h].cityCount(); c++) {
                if (net.nodes[h * maxNodes + tile[h].cityNodes[c]] && tokenRule(company, h, c) == null) {
                    out.add(tileId[h] + "-" + c);
                }
            }
        }
        return out;
    }

    /**
     * City ids where the company may place a token without a connection to its network (18Mag's
     * corporations, RB VI.4.2): any free unreserved slot, never on a hex where it has a token.
     */
    public List<String> openTokenCities(String company) {
        List<String> out = new ArrayList<>();
        for (int h = 0; h < tile.length; h++) {
            for (int c = 0; c < tile[h].cityCount(); c++) {
                if (tokenRule(company, h, c) == null) {
                    out.add(tileId[h] + "-" + c);
                }
            }
        }
        return out;
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
        Map<Integer, String[][]> before = new HashMap<>();
        for (Map.Entry<String, String> e : cityOfCompany.entrySet()) {
            int[] hc = resolveCity(e.getValue());
            if (hc == null) {
                continue;
            }
            int slot = freeSlot(e.getKey(), hc[0], hc[1]);
            if (slot < 0) {
                continue;
            }
            before.putIfAbsent(hc[0], tokens[hc[0]]);
            tokens[hc[0]] = deepCopy(tokens[hc[0]]);
            tokens[hc[0]][hc[1]][slot] = e.getKey();
            tokensChanged(hc[0], cityOfCompany.keySet());
        }
        try {
            return question.get();
        } finally {
            for (Map.Entry<Integer, String[][]> e : before.entrySet()) {
                tokens[e.getKey()] = e.getValue(); // the arrays are copied on write: the old one is the old state
                tokensChanged(e.getKey(), cityOfCompany.keySet());
            }
        }
    }

    /** Drops what depended on the tokens of hex {@code h} and on the networks of {@code companies}. */
    private void tokensChanged(int h, Set<String> companies) {
        changed(h);
        if (reach != null) {
            companies.forEach(reach::invalidate);
        }
    }

    /** Removes a company's token from a city (mergers, closures). */
    public void removeToken(String company, String cityRef) {
        putInSlotOf(company, null, cityRef);
    }

    /**
     * Puts another company's token in the slot of a company's token (mergers: 1844's SBB takes over
     * the pre-state railways' stations).
     *
     * @throws MapRuleException if the company has no token in that city
     */
    public void replaceToken(String company, String by, String cityRef) {
        putInSlotOf(company, by, cityRef);
        if (reach != null) {
            reach.invalidate(by);
        }
    }

    /**
     * Takes {@code company}'s token out of a city and puts {@code by}'s in the city's first free slot (its
     * own reserved one first), as a token placed there would go; the old slot where no other is free. 1841's
     * bought token place: the place is bought, not the slot, and 18xx.games files it so.
     *
     * @throws MapRuleException if the company has no token in that city
     */
    public void takeTokenPlace(String company, String by, String cityRef) {
        int slot = tokenSlot(company, cityRef);
        if (slot < 0) {
            throw new MapRuleException(company + " has no token on " + cityRef);
        }
        removeToken(company, cityRef);
        int[] hc = resolveCity(cityRef);
        int free = freeSlot(by, hc[0], hc[1]);
        tokens[hc[0]] = deepCopy(tokens[hc[0]]);
        tokens[hc[0]][hc[1]][free >= 0 ? free : slot] = by;
        changed(hc[0]);
        if (reach != null) {
            reach.invalidate(by);
        }
    }

    /** Puts {@code by} (or nothing) in the slot of {@code company}'s token in a city. */
    private void putInSlotOf(String company, String by, String cityRef) {
        int[] hc = resolveCity(cityRef);
        if (hc == null) {
            throw new MapRuleException("no city " + cityRef + " on the board");
        }
        String[] slots = tokens[hc[0]][hc[1]];
        for (int i = 0; i < slots.length; i++) {
            if (company.equals(slots[i])) {
                tokens[hc[0]] = deepCopy(tokens[hc[0]]);
                tokens[hc[0]][hc[1]][i] = by;
                changed(hc[0]);
                return;
            }
        }
        throw new MapRuleException(company + " has no token on " + cityRef);
    }

    /** Removes every token and reservation of a company. */
    public void removeCompany(String company) {
        for (int h = 0; h < tile.length; h++) {
            for (String city : tokensOfHex(company, h)) {
                removeToken(company, city);
            }
            hexReserved[h] = without(hexReserved[h], company);
            reserved[h] = reserved[h].clone();
            for (int i = 0; i < reserved[h].length; i++) {
                reserved[h][i] = vacate(reserved[h][i], company);
            }
        }
        changed();
    }

    /**
     * Puts a hex back to its printed face (1854: the local railways' board is cleared once all three
     * Lokalbahn AGs exist): the laid tile (with its other face) goes back to the supply, overlays,
     * tokens and reservations on it are gone.
     *
     * @throws MapRuleException if there is no such hex
     */
    public void restorePrinted(String hex) {
        HexDef hd = def.hex(hex);
        if (hd == null) {
            throw new MapRuleException("no hex " + hex + " on the board");
        }
        int h = hd.index;
        if (releaseTile(tileId[h]) && def.otherFace(tileId[h]) != null) {
            releaseTile(def.otherFace(tileId[h]));
        }
        String removed = tileId[h];
        tile[h] = hd.preprinted;
        base[h] = hd.preprinted;
        overlays[h] = NO_OVERLAYS;
        rot[h] = 0;
        tileId[h] = hd.preprintedId;
        tileIdChanged(h, removed);
        tokens[h] = emptySlots(hd.preprinted);
        reserved[h] = new String[hd.preprinted.cityCount()][0];
        hexReserved[h] = new String[0];
        changed();
    }

    private List<String> tokensOfHex(String company, int h) {
        List<String> out = new ArrayList<>();
        for (int c = 0; c < tokens[h].length; c++) {
            for (String t : tokens[h][c]) {
                if (company.equals(t)) {
                    out.add(tileId[h] + "-" + c);
                }
            }
        }
        return out;
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
