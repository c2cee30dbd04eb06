package roundhouse.engine.map;

/** One hex of a map definition: where it is, what is preprinted on it, who its neighbours are. */
@roundhouse.engine.spi.Shared
final class HexDef {
    final String coord;
    final int index;
    /** Row (letter, A = 0) and column (number) as 18xx.games names hexes. */
    final int row;
    final int col;
    /** Doubled-grid position as 18xx.games computes it: x across, y down; set from the map's axes. */
    int x;
    int y;
    /** The background colour group in map.json: white, yellow, green, brown, gray, red, blue. */
    final String color;
    final TileDef preprinted;
    final String preprintedId;
    final String locationName;
    /** The board the hex belongs to ({@code map.json} {@code boards}), {@code "main"} by default. */
    String board = roundhouse.api.view.HexView.MAIN_BOARD;
    /** Bit mask of edges every tile laid here must have track on ({@code required_edges}). */
    int requiredEdges;
    /** Neighbour hex index per edge 0-5, -1 where there is none. */
    final int[] neighbors = {-1, -1, -1, -1, -1, -1};
    /** Bit mask of edges track may never cross (impassable borders, mirrored onto both hexes). */
    int impassable;
    /** Extra cost per edge for track crossing a border with a cost (e.g. rivers), 0 if none. */
    final int[] borderCost = new int[6];

    HexDef(String coord, int index, int row, int col, String color, TileDef preprinted, String preprintedId,
            String locationName) {
        this.coord = coord;
        this.index = index;
        this.row = row;
        this.col = col;
        this.color = color;
        this.preprinted = preprinted;
        this.preprintedId = preprintedId;
        this.locationName = locationName;
    }

    @Override
    public String toString() {
        return coord;
    }
}
