package roundhouse.engine.map;

import java.util.Map;

/**
 * One named board of a map ({@code map.json} {@code boards}): 1854 has the main board (Austria) and
 * the local railways' board (St. Pölten/Steyr) in one coordinate space. A map without {@code boards}
 * has one board, {@code "main"}, without a name.
 *
 * @param id the board id hexes carry ({@link MapDefinition#boardOf(String)})
 * @param names the board's name by language ({@code ""} for the default, English; {@code "de"} ...),
 *     empty for an unnamed board
 */
public record MapBoard(String id, Map<String, String> names) {
    public MapBoard {
        names = Map.copyOf(names);
    }

    /** The name in the language ({@code "de"}), else the default name, else {@code null}. */
    public String name(String language) {
        String n = names.get(language);
        return n != null ? n : names.get("");
    }
}
