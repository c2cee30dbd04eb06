package roundhouse.engine.map;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;

/**
 * The immutable board definition of one title: hexes with their preprinted tile DSL, location
 * names, terrain, borders, offboards, private blockers, and the tile supply (counts from the
 * title's {@code tiles.json}, track layouts from the shared standard catalogue or the title).
 *
 * <p>Loaded once per title in two phases (parse every file, then link tile names and hex
 * references); errors are {@link MapDataException}s naming the file and the JSON path. Thread-safe
 * (immutable); share one instance between all games of a title.
 *
 * <p>{@code map.json}: {@code layout} ({@code pointy}: edge 0 = SW clockwise; {@code flat}: edge 0 =
 * S clockwise), {@code axes} (whether letters name rows or columns), {@code boards} (several boards in
 * one coordinate space: a list of {@code {id, name, name_<language>, hexes}}, the first taking every
 * hex the others do not list, or an object of board id to hexes; see {@link #boards()}),
 * {@code border_kinds} (what a kind of border blocks: track, tokens, routes, and in which phases),
 * {@code phase_borders} (borders that come and go with the phase, or of a kind), {@code options} (what a
 * rule option changes: {@link MapOptions}), {@code required_edges} (hex to the edges every tile there must have track
 * on: 1854's three hexes west of Wien), {@code location_names} (hex to name),
 * {@code hexes} (colour to a list of {@code {coords: [...], code: "<tile DSL or catalogue name>"}};
 * a preprinted tile's id is {@code <name>-<position in coords>} where name is the catalogue name
 * for codes like {@code "city"} or {@code "blank"} and the hex coordinate otherwise, as in
 * 18xx.games), {@code blockers} (private company to hexes it blocks).
 * {@code tiles.json}: {@code tiles}: name to count (or {@code "unlimited"}), or to
 * {@code {count, color, code}} for a title-only tile, with upgrade exceptions {@code rotations},
 * {@code merge_cities}, {@code split_cities} and {@code joins_towns} (see {@code MapKeys.tileRules}).
 */
@org.osgi.annotation.versioning.ProviderType
@roundhouse.engine.spi.Shared
public final class MapDefinition {
    static final List<String> COLOR_ORDER = List.of("white", "yellow", "green", "brown", "gray");
    private static final String CATALOGUE = "tiles.json";
    private static volatile Map<String, TileDef> catalogue;

    final String title;
    final String layout;
    /** Whether letters run along x (columns), as 18xx.games {@code AXES = {x: :letter}}; else numbers do. */
    final boolean letterColumns;
    final HexDef[] hexes;
    final Map<String, HexDef> byCoord;
    private final Map<Long, HexDef> byRowCol;
    /** Supply tiles by name, with counts. */
    final Map<String, TileDef> tiles;
    final Map<String, Integer> counts;
    /** Whether {@code boards} puts hexes on more than one board (then reach and lays ask the access rule). */
    boolean severalBoards;
    /** The named boards ({@code boards}), the default board first; one unnamed {@code "main"} without them. */
    List<MapBoard> boards = List.of(new MapBoard(roundhouse.api.view.HexView.MAIN_BOARD, Map.of()));

    /** The rule options map.json and tiles.json change ({@code options}), in file order. */
    Set<String> options = Set.of();

    /** Borders that exist only between two phases or are of a kind ({@code phase_borders}), in data order. */
    final List<PhaseBorder> phaseBorders = new ArrayList<>();
    /** The kinds of border the map names ({@code border_kinds}): what each blocks, and in which phases. */
    final Map<String, BorderKind> borderKinds = new LinkedHashMap<>();
    /** By hex: the sides printed impassable borders close; one array, so reach may key its caches on it. */
    int[] printedImpassable;

    /**
     * A border on a hex side that exists while the game is in phases {@code [from, until)}: impassable
     * ({@code cost} 0, no kind), with a building cost, or of a {@link BorderKind} that blocks some
     * purposes only. Mirrored onto the neighbour like printed borders.
     *
     * @param from the phase it appears in, {@code null} = from the start
     * @param until the phase that removes it, {@code null} = never
     * @param kind the border's kind ({@code border_kinds}), {@code null} for an impassable or costly one
     */
    record PhaseBorder(int hex, int edge, int cost, String from, String until, BorderKind kind, String path) {
    }

    /** Tiles that may only be laid at some rotations ({@code tiles.json} {@code rotations}). */
    final Map<String, int[]> fixedRotations = new HashMap<>();
    /** Tiles that may join several old cities into fewer ({@code tiles.json} {@code merge_cities}). */
    final Set<String> mergeCities = new java.util.HashSet<>();
    /** Tiles that may have more cities than the tile they replace ({@code tiles.json} {@code split_cities}). */
    final Set<String> splitCities = new java.util.HashSet<>();
    /** City tiles that may replace a tile of this many towns and no city ({@code tiles.json} {@code joins_towns}). */
    final Map<String, Integer> joinsTowns = new HashMap<>();
    /**
     * Double-sided tiles ({@code tiles.json} {@code double_sided}: pairs of names): copy k of one name
     * is the other side of copy k of the other; laying either side takes both from the supply.
     */
    final Map<String, String> otherFace = new HashMap<>();

    /** The tile id on the other side of this physical tile ({@code "5-3"} for {@code "57-3"}), or {@code null}. */
    String otherFace(String tileId) {
        int dash = tileId.lastIndexOf('-');
        String other = dash < 0 ? null : otherFace.get(tileId.substring(0, dash));
        return other == null ? null : other + tileId.substring(dash);
    }
    private final Map<String, List<String>> blockers;
    /** Declared route bonuses ({@code route_bonuses}), in data order. */
    final List<RouteBonus> routeBonuses;

    private MapDefinition(String title, String layout, boolean letterColumns, List<HexDef> hexes, Map<String, TileDef> tiles,
            Map<String, Integer> counts, Map<String, List<String>> blockers, List<RouteBonus> routeBonuses) {
        this.routeBonuses = List.copyOf(routeBonuses);
        this.title = title;
        this.layout = layout;
        this.letterColumns = letterColumns;
        for (HexDef h : hexes) {
            h.x = letterColumns ? h.row : h.col - 1;
            h.y = letterColumns ? h.col - 1 : h.row;
        }
        this.hexes = hexes.toArray(new HexDef[0]);
        this.byCoord = new HashMap<>();
        this.byRowCol = new HashMap<>();
        for (HexDef h : this.hexes) {
            byCoord.put(h.coord, h);
            byRowCol.put(key(h.y, h.x), h);
        }
        this.tiles = Collections.unmodifiableMap(tiles);
        this.counts = Collections.unmodifiableMap(counts);
        this.blockers = Collections.unmodifiableMap(blockers);
        link();
    }

    private static long key(int row, int col) {
        return ((long) row << 32) ^ (col & 0xffffffffL);
    }

    /**
     * Neighbour offsets (dy, dx) per edge in the doubled grid 18xx.games uses (x across, y down; a
     * neighbour differs by 2 along one axis or by 1 along both): pointy 0 SW, 1 W, 2 NW, 3 NE, 4 E,
     * 5 SE; flat 0 S, 1 SW, 2 NW, 3 N, 4 NE, 5 SE. Which of letter and number is x comes from
     * {@code axes}.
     */
    private static final int[][] POINTY = {{1, -1}, {0, -2}, {-1, -1}, {-1, 1}, {0, 2}, {1, 1}};
    private static final int[][] FLAT = {{2, 0}, {1, -1}, {-1, -1}, {-2, 0}, {-1, 1}, {1, 1}};

    private void link() {
        int[][] deltas = "flat".equals(layout) ? FLAT : POINTY;
        for (HexDef h : hexes) {
            for (int e = 0; e < 6; e++) {
                HexDef n = byRowCol.get(key(h.y + deltas[e][0], h.x + deltas[e][1]));
                h.neighbors[e] = n == null ? -1 : n.index;
            }
        }
        // Borders are drawn on one hex in the data but bind both sides (1830 §8.4 lakes).
        for (HexDef h : hexes) {
            for (TileDef.Border b : h.preprinted.borders) {
                if (b.edge() < 0 || b.edge() > 5) {
                    throw new MapDataException("map.json: $.hexes: " + h.coord + ": border edge " + b.edge() + " out of 0-5");
                }
                int opp = (b.edge() + 3) % 6;
                HexDef n = h.neighbors[b.edge()] < 0 ? null : hexes[h.neighbors[b.edge()]];
                if ("impassable".equals(b.type())) {
                    h.impassable |= 1 << b.edge();
                    if (n != null) {
                        n.impassable |= 1 << opp;
                    }
                } else if (b.cost() > 0) {
                    h.borderCost[b.edge()] = b.cost();
                    if (n != null) {
                        n.borderCost[opp] = b.cost();
                    }
                }
            }
        }
        printedImpassable = new int[hexes.length];
        for (HexDef h : hexes) {
            printedImpassable[h.index] = h.impassable;
        }
    }

    // ------------------------------------------------------------------ loading

    /**
     * Loads a title's map from the JSON texts of its {@code GAME-INF/map.json} and
     * {@code GAME-INF/tiles.json}, with the engine's standard tile catalogue.
     *
     * @param title the title id, only for error messages
     * @throws MapDataException naming file and JSON path
     */
    public static MapDefinition load(String title, String mapJson, String tilesJson) {
        return load(title, mapJson, tilesJson, Set.of());
    }

    /**
     * Loads a title's map as a game with these rule options plays on it: the base map with the
     * {@code options} entries of {@code map.json} and {@code tiles.json} of each option that is on
     * ({@link MapOptions}; options they do not name are ignored).
     *
     * @throws MapDataException naming file and JSON path
     */
    public static MapDefinition load(String title, String mapJson, String tilesJson, Set<String> options) {
        Map<String, TileDef> standard = catalogue();
        // Phase 1: parse both files.
        JsonObject map = parseObject(mapJson, "map.json");
        JsonObject tilesFile = parseObject(tilesJson, "tiles.json");
        Set<String> optionIds = MapOptions.ids(map, tilesFile);
        String layout = map.has("layout") ? string(map.get("layout"), "map.json: $.layout") : "pointy";
        if (!layout.equals("pointy") && !layout.equals("flat")) {
            throw new MapDataException("map.json: $.layout: must be pointy or flat, not " + layout);
        }
        boolean letterColumns = MapKeys.axes(map, layout);
        Map<String, String> names = new HashMap<>();
        if (map.has("location_names")) {
            for (Map.Entry<String, JsonElement> e : object(map.get("location_names"), "map.json: $.location_names").entrySet()) {
                names.put(e.getKey(), string(e.getValue(), "map.json: $.location_names." + e.getKey()));
            }
        }
        Map<String, TileDef> supply = new LinkedHashMap<>();
        Map<String, int[]> rotations = new HashMap<>();
        Set<String> merges = new java.util.HashSet<>();
        Set<String> splits = new java.util.HashSet<>();
        Map<String, Integer> joins = new HashMap<>();
        Map<String, Integer> counts = new LinkedHashMap<>();
        JsonObject tileCounts = MapOptions.applyToTiles(tilesFile, options);
        for (Map.Entry<String, JsonElement> e : tileCounts.entrySet()) {
            String path = "tiles.json: $.tiles." + e.getKey();
            JsonElement v = e.getValue();
            if (v.isJsonObject()) {
                JsonObject o = v.getAsJsonObject();
                String code = o.has("code") ? string(o.get("code"), path + ".code") : null;
                String color = o.has("color") ? string(o.get("color"), path + ".color") : null;
                TileDef def;
                if (code != null) {
                    if (color == null) {
                        throw new MapDataException(path + ".color: a title tile with a code needs its colour");
                    }
                    def = TileDef.parse(e.getKey(), color, code, path + ".code");
                } else {
                    def = standard.get(e.getKey());
                }
                if (def == null) {
                    throw new MapDataException(path + ": unknown tile " + e.getKey() + " (not in the standard catalogue, no code given)");
                }
                supply.put(e.getKey(), def);
                counts.put(e.getKey(), count(o.get("count"), path + ".count"));
                MapKeys.tileRules(e.getKey(), o, path, rotations, merges, splits, joins);
            } else {
                TileDef def = standard.get(e.getKey());
                if (def == null) {
                    throw new MapDataException(path + ": unknown tile " + e.getKey() + " (not in the standard catalogue, no code given)");
                }
                supply.put(e.getKey(), def);
                counts.put(e.getKey(), count(v, path));
            }
        }
        Map<String, String> faces = MapKeys.doubleSided(tilesFile, counts);
        Map<String, MapOptions.HexEntry> entries = new LinkedHashMap<>();
        MapOptions.readGroups(object(map.get("hexes"), "map.json: $.hexes"), "map.json: $.hexes", entries, false);
        JsonElement phaseBorders = MapOptions.applyToMap(map, options, entries, names);
        List<HexDef> hexes = new ArrayList<>();
        Map<String, String> seen = new HashMap<>();
        for (MapOptions.HexEntry e : entries.values()) {
            String coord = e.coord();
            seen.put(coord, e.group());
            int[] rc = parseCoord(coord, e.group() + ".coords[" + e.position() + "]");
            // 18xx.games: a code that names a catalogue tile keeps that name, otherwise the hex names it.
            TileDef named = standard.get(e.code());
            TileDef def = named != null && e.code().matches("[a-z]+")
                    ? TileDef.parse(e.code(), e.color(), named.code, e.group() + ".code")
                    : TileDef.parse(coord, e.color(), e.code(), e.group() + ".code");
            hexes.add(new HexDef(coord, hexes.size(), rc[0], rc[1], e.color(), def, def.name + "-" + e.position(), names.get(coord)));
        }
        Map<String, List<String>> blockers = new LinkedHashMap<>();
        if (map.has("blockers")) {
            for (Map.Entry<String, JsonElement> e : object(map.get("blockers"), "map.json: $.blockers").entrySet()) {
                List<String> hs = new ArrayList<>();
                int i = 0;
                for (JsonElement h : array(e.getValue(), "map.json: $.blockers." + e.getKey())) {
                    String coord = string(h, "map.json: $.blockers." + e.getKey() + "[" + i++ + "]");
                    hs.add(coord);
                }
                blockers.put(e.getKey(), List.copyOf(hs));
            }
        }
        // Phase 2: link references.
        for (Map.Entry<String, List<String>> e : blockers.entrySet()) {
            for (int i = 0; i < e.getValue().size(); i++) {
                if (!seen.containsKey(e.getValue().get(i))) {
                    throw new MapDataException("map.json: $.blockers." + e.getKey() + "[" + i + "]: no hex " + e.getValue().get(i));
                }
            }
        }
        for (String coord : names.keySet()) {
            if (!seen.containsKey(coord)) {
                throw new MapDataException("map.json: $.location_names." + coord + ": no such hex");
            }
        }
        List<RouteBonus> bonuses = MapKeys.routeBonuses(map, seen.keySet());
        MapDefinition m = new MapDefinition(title, layout, letterColumns, hexes, supply, counts, blockers, bonuses);
        m.fixedRotations.putAll(rotations);
        if (map.has("boards")) {
            MapKeys.readBoards(m, map.get("boards"));
        }
        if (map.has("required_edges")) {
            MapKeys.readRequiredEdges(m, map.get("required_edges"));
        }
        if (map.has("border_kinds")) {
            MapKeys.readBorderKinds(m, map.get("border_kinds"));
        }
        if (phaseBorders != null) {
            MapKeys.readPhaseBorders(m, phaseBorders);
        }
        m.options = Collections.unmodifiableSet(optionIds);
        m.mergeCities.addAll(merges);
        m.splitCities.addAll(splits);
        m.joinsTowns.putAll(joins);
        m.otherFace.putAll(faces);
        return m;
    }

    /**
     * The rule options whose games play on another map or tile supply ({@code map.json} and
     * {@code tiles.json} {@code options}), in file order; load the map of a game with
     * {@link #load(String, String, String, Set)}.
     */
    public Set<String> options() {
        return options;
    }

    /** The boards of the map in data order, the default board first ({@code map.json} {@code boards}). */
    public List<MapBoard> boards() {
        return boards;
    }

    /** A board's name in the engine's language for messages, its id if the map names it not. */
    String boardName(String boardId) {
        for (MapBoard b : boards) {
            if (b.id().equals(boardId)) {
                String n = b.name(roundhouse.engine.spi.EngineText.locale().getLanguage());
                return n == null ? boardId : n;
            }
        }
        return boardId;
    }

    /** The edges every tile on the hex must have track on ({@code required_edges}), ascending; empty for most hexes. */
    public List<Integer> requiredEdges(String coord) {
        HexDef h = byCoord.get(coord);
        List<Integer> out = new ArrayList<>();
        for (int e = 0; h != null && e < 6; e++) {
            if ((h.requiredEdges & (1 << e)) != 0) {
                out.add(e);
            }
        }
        return out;
    }

    /** The board a hex belongs to ({@code "main"} unless {@code boards} says otherwise), or {@code null} for no hex. */
    public String boardOf(String coord) {
        HexDef h = byCoord.get(coord);
        return h == null ? null : h.board;
    }

    /**
     * Loads {@code GAME-INF/map.json} and {@code GAME-INF/tiles.json} through a title bundle's
     * class loader (pass {@code getClass().getClassLoader()} of a class in the title bundle).
     *
     * @throws MapDataException if a file is missing or bad
     */
    public static MapDefinition fromClassLoader(String title, ClassLoader loader) {
        return fromClassLoader(title, loader, "map.json", "tiles.json");
    }

    /**
     * Loads another board of the title from {@code GAME-INF/} (18Mag's 2-player board:
     * {@code map-2p.json}, {@code tiles-2p.json}).
     *
     * @throws MapDataException if a file is missing or bad
     */
    public static MapDefinition fromClassLoader(String title, ClassLoader loader, String mapFile, String tilesFile) {
        return load(title, read(loader, "GAME-INF/" + mapFile), read(loader, "GAME-INF/" + tilesFile));
    }

    private static String read(ClassLoader loader, String name) {
        try (InputStream in = loader.getResourceAsStream(name)) {
            if (in == null) {
                throw new MapDataException(name + ": missing");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new MapDataException(name + ": cannot read: " + e.getMessage(), e);
        }
    }

    /** The standard catalogue, parsed once. */
    static Map<String, TileDef> catalogue() {
        Map<String, TileDef> c = catalogue;
        if (c == null) {
            String text;
            try (InputStream in = MapDefinition.class.getResourceAsStream(CATALOGUE)) {
                if (in == null) {
                    throw new MapDataException("roundhouse/engine/map/" + CATALOGUE + ": missing from the engine bundle");
                }
                text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new MapDataException(CATALOGUE + ": cannot read: " + e.getMessage(), e);
            }
            JsonObject tiles = object(parseObject(text, CATALOGUE).get("tiles"), CATALOGUE + ": $.tiles");
            Map<String, TileDef> parsed = new HashMap<>();
            for (Map.Entry<String, JsonElement> colorEntry : tiles.entrySet()) {
                for (Map.Entry<String, JsonElement> t : object(colorEntry.getValue(), CATALOGUE + ": $.tiles." + colorEntry.getKey()).entrySet()) {
                    String path = CATALOGUE + ": $.tiles." + colorEntry.getKey() + "." + t.getKey();
                    parsed.put(t.getKey(), TileDef.parse(t.getKey(), colorEntry.getKey(), string(t.getValue(), path), path));
                }
            }
            c = Collections.unmodifiableMap(parsed);
            catalogue = c;
        }
        return c;
    }

    static int[] parseCoord(String coord, String where) {
        int i = 0;
        while (i < coord.length() && Character.isLetter(coord.charAt(i))) {
            i++;
        }
        if (i == 0 || i == coord.length()) {
            throw new MapDataException(where + ": bad hex coordinate \"" + coord + "\"");
        }
        int row = 0;
        String letters = coord.substring(0, i);
        if (Character.isLowerCase(letters.charAt(0))) {
            // 1841 has a row "a" above A.
            row = -(letters.charAt(0) - 'a' + 1);
        } else {
            for (char ch : letters.toCharArray()) {
                row = row * 26 + (ch - 'A' + 1);
            }
            row -= 1;
        }
        try {
            return new int[] {row, Integer.parseInt(coord.substring(i))};
        } catch (NumberFormatException e) {
            throw new MapDataException(where + ": bad hex coordinate \"" + coord + "\"");
        }
    }

    private static JsonObject parseObject(String text, String file) {
        try {
            JsonElement e = JsonParser.parseString(text);
            return object(e, file + ": $");
        } catch (com.google.gson.JsonParseException e) {
            throw new MapDataException(file + ": not valid JSON: " + e.getMessage());
        }
    }

    /** The route bonuses the map declares ({@code route_bonuses}). */
    public List<RouteBonus> routeBonuses() {
        return routeBonuses;
    }

    static JsonObject object(JsonElement e, String path) {
        if (e == null || !e.isJsonObject()) {
            throw new MapDataException(path + ": expected an object");
        }
        return e.getAsJsonObject();
    }

    static Iterable<JsonElement> array(JsonElement e, String path) {
        if (e == null || !e.isJsonArray()) {
            throw new MapDataException(path + ": expected an array");
        }
        return e.getAsJsonArray();
    }

    static String string(JsonElement e, String path) {
        if (e == null || !e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) {
            throw new MapDataException(path + ": expected a string");
        }
        return e.getAsString();
    }

    private static int count(JsonElement e, String path) {
        if (e instanceof JsonPrimitive p) {
            if (p.isString() && p.getAsString().equals("unlimited")) {
                return Integer.MAX_VALUE;
            }
            if (p.isNumber()) {
                int n = p.getAsInt();
                if (n >= 0) {
                    return n;
                }
            }
        }
        throw new MapDataException(path + ": expected a count (a number >= 0 or \"unlimited\")");
    }

    // ------------------------------------------------------------------ queries

    HexDef hex(String coord) {
        return byCoord.get(coord);
    }

    /** Whether letters name columns (x) rather than rows ({@code axes}). */
    public boolean letterColumns() {
        return letterColumns;
    }

    /** The neighbour of a hex across an edge (0-5, numbered as the layout says), or {@code null}. */
    public String neighbor(String coord, int edge) {
        HexDef h = byCoord.get(coord);
        if (h == null || edge < 0 || edge > 5 || h.neighbors[edge] < 0) {
            return null;
        }
        return hexes[h.neighbors[edge]].coord;
    }

    /** {@code "pointy"} or {@code "flat"}. */
    public String layout() {
        return layout;
    }

    /** All hex coordinates, in data order. */
    public List<String> hexes() {
        List<String> out = new ArrayList<>(hexes.length);
        for (HexDef h : hexes) {
            out.add(h.coord);
        }
        return out;
    }

    /** Whether the hex exists. */
    public boolean hasHex(String coord) {
        return byCoord.containsKey(coord);
    }

    /** The location name of a hex, or {@code null}. */
    public String locationName(String coord) {
        HexDef h = byCoord.get(coord);
        return h == null ? null : h.locationName;
    }

    /** Names of the tiles in the supply. */
    public Set<String> tileNames() {
        return tiles.keySet();
    }

    /** How many copies of a tile the supply has ({@link Integer#MAX_VALUE} for unlimited, 0 if unknown). */
    public int tileCount(String name) {
        return counts.getOrDefault(name, 0);
    }

    /** The colour of a tile in the supply, or {@code null} if unknown. */
    public String tileColor(String name) {
        TileDef t = tiles.get(name);
        return t == null ? null : t.color;
    }

    /** Private companies that block hexes (company id to hexes), from {@code map.json} "blockers". */
    public Map<String, List<String>> blockers() {
        return blockers;
    }

    /** Revenue of the given stop on the preprinted hex (for tests and tables), or -1 if none. */
    public int preprintedRevenue(String coord, int stopIndex, List<String> phaseColors) {
        HexDef h = byCoord.get(coord);
        if (h == null) {
            return -1;
        }
        for (int i = 0; i < h.preprinted.nodes.length; i++) {
            if (h.preprinted.nodes[i].stopIndex == stopIndex) {
                return h.preprinted.revenue(i, phaseColors);
            }
        }
        return -1;
    }

    /** The colour group of a hex in map.json ({@code white}, {@code red}, ...), or {@code null}. */
    public String hexColor(String coord) {
        HexDef h = byCoord.get(coord);
        return h == null ? null : h.color;
    }

    /**
     * The terrain printed on a hex ({@code upgrade=...,terrain:mountain}: {@code mountain}, {@code water}
     * ...), or {@code null}: which hexes a terrain discount covers (1854 P1: mountains only).
     */
    public String printedTerrain(String coord) {
        HexDef h = byCoord.get(coord);
        return h == null ? null : h.preprinted.terrain;
    }

    /** Terrain cost printed on a hex (the cost of its first tile), 0 if none. */
    public int printedTerrainCost(String coord) {
        HexDef h = byCoord.get(coord);
        return h == null ? 0 : h.preprinted.upgradeCost;
    }
}
