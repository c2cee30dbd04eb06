package roundhouse.engine.map;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * The hexes of {@code map.json} as the data gives them, and what a rule option changes of the map
 * ({@code map.json} {@code options}) and of the tile supply ({@code tiles.json} {@code options}): 1841's
 * {@code lite} map drops the south of Tuscany and turns Lucca into an off-board, its {@code version_2}
 * draws Cuneo and Firenze otherwise and swaps a tile. Options apply in the order the file lists them;
 * errors name the file and path.
 *
 * <p>{@code map.json}: {@code "options": {"<option>": {"remove": [hexes], "hexes": {colour: [{coords,
 * code}]}, "location_names": {hex: name or null}, "phase_borders": [...]}}}. {@code remove} drops
 * hexes (and their names); a hex of {@code hexes} replaces the hex of that name where it stood in the
 * data order, or is added at the end; its preprinted id counts its place among the option group's
 * {@code coords}, as the base map's ids do; {@code phase_borders} replaces the base list whole.
 * {@code tiles.json}: {@code "options": {"<option>": {"tiles": {name: count, {count, color, code...} or
 * null}}}}: a name's entry replaces or adds that tile, {@code null} removes it.
 */
final class MapOptions {
    private static final Set<String> MAP_KEYS = new TreeSet<>(Set.of("hexes", "remove", "location_names", "phase_borders"));
    private static final Set<String> TILE_KEYS = Set.of("tiles");

    private MapOptions() {
    }

    /**
     * One hex as the data gives it.
     *
     * @param position its place among its group's {@code coords}: the preprinted tile's id is {@code <name>-<position>}
     * @param group the JSON path of its group, for errors
     */
    record HexEntry(String coord, String color, String code, int position, String group) {
    }

    /** The options {@code map.json} and {@code tiles.json} change, map's first, each in file order. */
    static Set<String> ids(JsonObject map, JsonObject tiles) {
        Set<String> out = new LinkedHashSet<>();
        for (JsonObject file : List.of(map, tiles)) {
            if (file.has("options")) {
                String name = file == map ? "map.json" : "tiles.json";
                out.addAll(MapDefinition.object(file.get("options"), name + ": $.options").keySet());
            }
        }
        return out;
    }

    /**
     * Reads hex groups ({@code colour: [{coords, code}]}) into {@code into}, in data order. A hex named
     * twice in these groups fails; one already in {@code into} fails too unless {@code replace}, when it
     * takes that hex's place.
     */
    static void readGroups(JsonObject groups, String path, Map<String, HexEntry> into, boolean replace) {
        Map<String, String> here = new LinkedHashMap<>();
        for (Map.Entry<String, JsonElement> colorEntry : groups.entrySet()) {
            String color = colorEntry.getKey();
            String cpath = path + "." + color;
            int gi = 0;
            for (JsonElement ge : MapDefinition.array(colorEntry.getValue(), cpath)) {
                String gpath = cpath + "[" + gi++ + "]";
                JsonObject g = MapDefinition.object(ge, gpath);
                String code = MapDefinition.string(g.get("code"), gpath + ".code");
                int ci = 0;
                for (JsonElement coordElement : MapDefinition.array(g.get("coords"), gpath + ".coords")) {
                    String cp = gpath + ".coords[" + ci + "]";
                    String coord = MapDefinition.string(coordElement, cp);
                    if (here.put(coord, gpath) != null || !replace && into.containsKey(coord)) {
                        throw new MapDataException(cp + ": hex " + coord + " defined twice");
                    }
                    into.put(coord, new HexEntry(coord, color, code, ci, gpath));
                    ci++;
                }
            }
        }
    }

    /**
     * Applies the {@code map.json} options that are on to the hexes and names, in file order.
     *
     * @return the {@code phase_borders} the map has with those options (the last option that gives them, else the base's)
     */
    static JsonElement applyToMap(JsonObject map, Set<String> on, Map<String, HexEntry> hexes, Map<String, String> names) {
        JsonElement borders = map.get("phase_borders");
        if (!map.has("options")) {
            return borders;
        }
        for (Map.Entry<String, JsonElement> o : MapDefinition.object(map.get("options"), "map.json: $.options").entrySet()) {
            String path = "map.json: $.options." + o.getKey();
            JsonObject option = MapDefinition.object(o.getValue(), path);
            unknownKeys(option, MAP_KEYS, path);
            if (!on.contains(o.getKey())) {
                continue;
            }
            if (option.has("remove")) {
                int i = 0;
                for (JsonElement r : MapDefinition.array(option.get("remove"), path + ".remove")) {
                    String rp = path + ".remove[" + i++ + "]";
                    String coord = MapDefinition.string(r, rp);
                    if (hexes.remove(coord) == null) {
                        throw new MapDataException(rp + ": no hex " + coord);
                    }
                    names.remove(coord);
                }
            }
            if (option.has("hexes")) {
                readGroups(MapDefinition.object(option.get("hexes"), path + ".hexes"), path + ".hexes", hexes, true);
            }
            if (option.has("location_names")) {
                for (Map.Entry<String, JsonElement> n : MapDefinition.object(option.get("location_names"),
                        path + ".location_names").entrySet()) {
                    if (n.getValue().isJsonNull()) {
                        names.remove(n.getKey());
                    } else {
                        names.put(n.getKey(), MapDefinition.string(n.getValue(), path + ".location_names." + n.getKey()));
                    }
                }
            }
            if (option.has("phase_borders")) {
                borders = option.get("phase_borders");
            }
        }
        return borders;
    }

    /** {@code tiles.json} {@code tiles} with the entries of the options that are on applied, in file order (a copy). */
    static JsonObject applyToTiles(JsonObject tilesFile, Set<String> on) {
        JsonObject tiles = MapDefinition.object(tilesFile.get("tiles"), "tiles.json: $.tiles");
        if (!tilesFile.has("options")) {
            return tiles;
        }
        JsonObject out = tiles.deepCopy();
        for (Map.Entry<String, JsonElement> o : MapDefinition.object(tilesFile.get("options"), "tiles.json: $.options").entrySet()) {
            String path = "tiles.json: $.options." + o.getKey();
            JsonObject option = MapDefinition.object(o.getValue(), path);
            unknownKeys(option, TILE_KEYS, path);
            JsonObject changes = MapDefinition.object(option.get("tiles"), path + ".tiles");
            if (!on.contains(o.getKey())) {
                continue;
            }
            for (Map.Entry<String, JsonElement> t : changes.entrySet()) {
                if (!t.getValue().isJsonNull()) {
                    out.add(t.getKey(), t.getValue().deepCopy());
                } else if (out.remove(t.getKey()) == null) {
                    throw new MapDataException(path + ".tiles." + t.getKey() + ": no tile " + t.getKey() + " to remove");
                }
            }
        }
        return out;
    }

    private static void unknownKeys(JsonObject o, Set<String> known, String path) {
        for (String k : o.keySet()) {
            if (!known.contains(k)) {
                throw new MapDataException(path + "." + k + ": unknown key (" + String.join(", ", new ArrayList<>(known)) + ")");
            }
        }
    }
}
