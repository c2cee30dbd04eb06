package roundhouse.engine.map;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The immutable board definition of one title: hexes with their preprinted tile DSL, location
 * names, terrain, borders, offboards, private blockers, and the tile supply (counts from the
 * title's {@code tiles.json}, track layouts from the shared standard catalogue or the title).
 *
 * <p>Loaded once per title in two phases (parse every file, then link tile names and hex
 * references); errors are {@link MapDataException}s naming the file and the JSON path. Thread-safe
 * (immutable); share one instance between all games of a title.
 */
public final class MapDefinition {

    /**
     * Loads a title's map from the JSON texts of its {@code GAME-INF/map.json} and
     * {@code GAME-INF/tiles.json}, with the engine's standard tile catalogue.
     *
     * @param title the title id, only for error messages
     * @throws MapDataException naming file and JSON path
     */
    public static MapDefinition load(String title, String mapJson, String tilesJson) {
        throw new UnsupportedOperationException("not yet");
    }

    /**
     * Loads {@code GAME-INF/map.json} and {@code GAME-INF/tiles.json} through a title bundle's
     * class loader (pass {@code getClass().getClassLoader()} of a class in the title bundle).
     *
     * @throws MapDataException if a file is missing or bad
     */
    public static MapDefinition fromClassLoader(String title, ClassLoader loader) {
        throw new UnsupportedOperationException("not yet");
    }

    /** {@code "pointy"} or {@code "flat"}. */
    public String layout() {
        throw new UnsupportedOperationException("not yet");
    }

    /** All hex coordinates, in data order. */
    public List<String> hexes() {
        throw new UnsupportedOperationException("not yet");
    }

    /** Whether the hex exists. */
    public boolean hasHex(String coord) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The location name of a hex, or {@code null}. */
    public String locationName(String coord) {
        throw new UnsupportedOperationException("not yet");
    }

    /** Names of the tiles in the supply. */
    public Set<String> tileNames() {
        throw new UnsupportedOperationException("not yet");
    }

    /** How many copies of a tile the supply has ({@link Integer#MAX_VALUE} for unlimited, 0 if unknown). */
    public int tileCount(String name) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The colour of a tile in the supply, or {@code null} if unknown. */
    public String tileColor(String name) {
        throw new UnsupportedOperationException("not yet");
    }

    /** Private companies that block hexes (company id to hexes), from {@code map.json} "blockers". */
    public Map<String, List<String>> blockers() {
        throw new UnsupportedOperationException("not yet");
    }
}
