package roundhouse.api.view;

import java.util.List;

/**
 * The map: every hex with what lies on it.
 *
 * @param orientation {@code "flat"} (flat top, columns offset) or {@code "pointy"} (pointy top, rows offset)
 * @param hexes all hexes
 * @param boards the map's boards, the default board first; one board ({@link HexView#MAIN_BOARD},
 *     unnamed) for a map of one board
 */
public record MapView(String orientation, List<HexView> hexes, List<BoardView> boards) {
    /** A map of one board. */
    public MapView(String orientation, List<HexView> hexes) {
        this(orientation, hexes, List.of(new BoardView(HexView.MAIN_BOARD, null)));
    }

    /** Whether the map has more than one board. */
    public boolean severalBoards() {
        return boards.size() > 1;
    }
}
