package roundhouse.api.view;

/**
 * One board of a map of several boards (1854: the main board, Austria, and the local railways'
 * board, St. Pölten/Steyr), for renderers that draw the boards apart and label them.
 *
 * @param id the board id hexes carry ({@link HexView#board()})
 * @param name the board's name in the player's language, or {@code null} if the map names none
 */
public record BoardView(String id, String name) {
}
