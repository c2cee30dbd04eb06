package roundhouse.api.view;

import java.util.List;
import java.util.Map;

/**
 * One hex of the map.
 *
 * <p>Coordinates follow 18xx.games: a letter for the row (flat maps: the column) and a number,
 * e.g. {@code "H12"}. Edges are numbered 0-5 clockwise from the bottom (flat) or bottom-left (pointy)
 * as 18xx.games numbers them.
 *
 * @param coord e.g. {@code "H12"}
 * @param x column index in the offset grid
 * @param y row index in the offset grid
 * @param locationName place name, or {@code null}
 * @param color {@code "white"}, {@code "yellow"}, {@code "green"}, {@code "brown"}, {@code "gray"},
 *     {@code "red"} (offboard) or {@code "blue"} (water)
 * @param tileId the id of the tile on the hex, the prefix of its city ids as actions write them
 *     ({@code "<tileId>-<city index>"}): a laid tile's id ({@code "57-0"}), or the engine's id for
 *     the preprinted tile ({@code "G19-0"}, {@code "city-3"}); {@code null} if the engine names none
 * @param rotation the laid tile's rotation 0-5
 * @param label tile label such as {@code "OO"} or {@code "NY"}, or {@code null}
 * @param terrain e.g. {@code "mountain"}, {@code "water"}, or {@code null}
 * @param terrainCost cost to lay the first tile
 * @param stops cities, towns and offboards, indexed as paths refer to them
 * @param paths track segments
 * @param borders edges with an impassable or costly border
 * @param blocked whether a private currently blocks tile lays here
 * @param board the id of the board the hex belongs to on a map of several boards (1854: the main
 *     board and the local railways' board), {@link #MAIN_BOARD} on a map of one
 * @param icons the images printed on the hex, as the map data names them ({@code "1854/customs"},
 *     {@code "1854/tunnel"}); a renderer draws those it knows
 * @param borderKinds by edge of {@code borders}: the kind of a border that blocks some things only, as
 *     the map data names it (1841: {@code "province"}, blocking tokens always and track in one
 *     phase); edges not in it have an impassable or costly border
 * @since 1.8
 */
public record HexView(String coord, int x, int y, String locationName, String color, String tileId, int rotation,
        String label, String terrain, int terrainCost, List<StopView> stops, List<PathView> paths,
        List<Integer> borders, boolean blocked, String board, List<String> icons, Map<Integer, String> borderKinds) {
    /** The board id of every hex of a map with one board. */
    public static final String MAIN_BOARD = "main";

    /** Never a {@code null} map of border kinds. */
    public HexView {
        borderKinds = borderKinds == null ? Map.of() : Map.copyOf(borderKinds);
    }

    /** A hex whose borders are all impassable or costly. */
    public HexView(String coord, int x, int y, String locationName, String color, String tileId, int rotation,
            String label, String terrain, int terrainCost, List<StopView> stops, List<PathView> paths,
            List<Integer> borders, boolean blocked, String board, List<String> icons) {
        this(coord, x, y, locationName, color, tileId, rotation, label, terrain, terrainCost, stops, paths, borders,
                blocked, board, icons, Map.of());
    }

    /** The kind of the border on an edge, {@code null} for an impassable or costly one (or none). */
    public String borderKind(int edge) {
        return borderKinds.get(edge);
    }

    /** A hex without icons. */
    public HexView(String coord, int x, int y, String locationName, String color, String tileId, int rotation,
            String label, String terrain, int terrainCost, List<StopView> stops, List<PathView> paths,
            List<Integer> borders, boolean blocked, String board) {
        this(coord, x, y, locationName, color, tileId, rotation, label, terrain, terrainCost, stops, paths, borders,
                blocked, board, List.of());
    }

    /** A hex of a map with one board. */
    public HexView(String coord, int x, int y, String locationName, String color, String tileId, int rotation,
            String label, String terrain, int terrainCost, List<StopView> stops, List<PathView> paths,
            List<Integer> borders, boolean blocked) {
        this(coord, x, y, locationName, color, tileId, rotation, label, terrain, terrainCost, stops, paths, borders,
                blocked, MAIN_BOARD);
    }
}
