package roundhouse.engine.map;

import java.util.Set;

/**
 * One rule area of a {@link Board}. It reads and changes the state of exactly one board. The areas a
 * title may replace (lays, reach, route check, optimiser graph) come from {@link BoardAreas}, and
 * {@link Board#copy()} makes fresh ones for the copy through the same factory; the engine's own
 * areas (tokens, tile supply, blockers, snapshots) are made by the board on first use. The state
 * arrays are shared with the board, not copied.
 */
@org.osgi.annotation.versioning.ConsumerType
public abstract class BoardArea {
    static final int NODE = TileDef.NODE;
    static final Set<String> FIXED_COLORS = Set.of("red", "gray", "blue");

    /** The board whose state this area reads and changes. */
    protected final Board board;
    final MapDefinition def;
    final int maxNodes;
    final TileDef[] tile;
    final TileDef[] base;
    final TileLay[][] overlays;
    final int[] rot;
    final String[] tileId;
    final String[][][] tokens;
    final String[][][] reserved;
    final String[][] hexReserved;

    protected BoardArea(Board board) {
        this.board = board;
        this.def = board.def;
        this.maxNodes = board.maxNodes;
        this.tile = board.tile;
        this.base = board.base;
        this.overlays = board.overlays;
        this.rot = board.rot;
        this.tileId = board.tileId;
        this.tokens = board.tokens;
        this.reserved = board.reserved;
        this.hexReserved = board.hexReserved;
    }

    /** A refusal citing the title's section for the rule ({@link Board#cite}). */
    /** The coordinate of hex h ({@code "F7"}). */
    protected String coord(int h) {
        return def.hexes[h].coord;
    }

    /** The printed colour of hex h ({@code "red"} for an off-board area, {@code "white"} ...). */
    protected String printedColor(int h) {
        return def.hexes[h].color;
    }

    /** The index of a hex by its coordinate, or -1. */
    protected int hexIndex(String coord) {
        HexDef hd = def.hex(coord);
        return hd == null ? -1 : hd.index;
    }

    /** The neighbour of hex h across edge e, or -1 off the map. */
    protected int neighbor(int h, int edge) {
        return def.hexes[h].neighbors[edge];
    }

    /** The edges (bit mask) that track on hex h uses now, its overlays' included. */
    protected int trackEdges(int h) {
        return tile[h].exitMask[rot[h]];
    }

    /** The edges (bit mask) a supply tile's track uses at a rotation. */
    protected int tileEdges(String tileName, int rotation) {
        return def.tiles.get(tileName).exitMask[rotation];
    }

    /** The big cities (token circles) on hex h now: printed, or on the tile laid there. */
    protected int cities(int h) {
        return tile[h].cityCount();
    }

    /** Whether hex h holds an off-board (a red or gray area no tile goes on). */
    protected boolean offboard(int h) {
        return tile[h].offboards > 0;
    }

    protected String cite(String rule, String message) {
        return board.cite(rule, message);
    }

    /** A refusal of {@code rule} whose message is written, and the rule cited, only when it is read. */
    protected Refusal refuse(String rule, java.util.function.Supplier<String> message) {
        return board.refuse(rule, message);
    }
}
