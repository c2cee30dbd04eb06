package roundhouse.engine.map;

import java.util.Arrays;
import java.util.List;

/**
 * The tile supply of a {@link Board}: which tile copies are out of it (laid, both sides of a laid
 * double-sided tile, overlays), which came back from the map, whether a tile id may be laid, and a hex put
 * back to its printed face. The lists stay in the board's fields, replaced on change, never written into.
 */
final class TileSupply extends BoardArea {
    TileSupply(Board board) {
        super(board);
    }

    /** Whether the tile with this id is out of the supply. */
    boolean used(String id) {
        return Arrays.binarySearch(board.usedTiles, id) >= 0;
    }

    /** Takes the tile out of the supply. */
    void use(String id) {
        String[] usedTiles = board.usedTiles;
        int at = Arrays.binarySearch(usedTiles, id);
        if (at < 0) {
            int i = -at - 1;
            String[] now = new String[usedTiles.length + 1];
            System.arraycopy(usedTiles, 0, now, 0, i);
            now[i] = id;
            System.arraycopy(usedTiles, i, now, i + 1, usedTiles.length - i);
            board.usedTiles = now;
        }
        String[] returnedTiles = board.returnedTiles;
        int back = Arrays.asList(returnedTiles).indexOf(id);
        if (back >= 0) {
            String[] left = new String[returnedTiles.length - 1];
            System.arraycopy(returnedTiles, 0, left, 0, back);
            System.arraycopy(returnedTiles, back + 1, left, back, returnedTiles.length - back - 1);
            board.returnedTiles = left;
        }
    }

    /** Whether the tile with this id came back to the supply from the map. */
    boolean returned(String id) {
        return Arrays.asList(board.returnedTiles).contains(id);
    }

    /** The tiles that came back to the supply from the map, in the order they came back. */
    List<String> returnedTiles() {
        return Arrays.asList(board.returnedTiles);
    }

    /** Puts the tile back into the supply; whether it was out. */
    boolean release(String id) {
        String[] usedTiles = board.usedTiles;
        int at = id == null ? -1 : Arrays.binarySearch(usedTiles, id);
        if (at < 0) {
            return false;
        }
        String[] now = new String[usedTiles.length - 1];
        System.arraycopy(usedTiles, 0, now, 0, at);
        System.arraycopy(usedTiles, at + 1, now, at, usedTiles.length - at - 1);
        board.usedTiles = now;
        String[] returnedTiles = board.returnedTiles;
        String[] back = Arrays.copyOf(returnedTiles, returnedTiles.length + 1);
        back[returnedTiles.length] = id;
        board.returnedTiles = back;
        return true;
    }

    /** Null if the tile id names a copy in the supply, else why not. */
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
        if (used(id)) {
            Integer at = board.hexByTileId().get(id);
            String other = def.otherFace(id);
            Integer otherAt = other == null ? null : board.hexByTileId().get(other);
            if (at == null && otherAt != null) {
                return "tile " + id + " is the other side of tile " + other + ", which lies on " + def.hexes[otherAt].coord;
            }
            return "tile " + id + " is already on the board" + (at == null ? "" : " at " + def.hexes[at].coord);
        }
        return null;
    }

    /** Puts a hex back to its printed face: its tile (both faces) back to the supply, no overlays, tokens or reservations. */
    void restorePrinted(String hex) {
        HexDef hd = def.hex(hex);
        if (hd == null) {
            throw new MapRuleException("no hex " + hex + " on the board");
        }
        int h = hd.index;
        if (release(tileId[h]) && def.otherFace(tileId[h]) != null) {
            release(def.otherFace(tileId[h]));
        }
        String removed = tileId[h];
        tile[h] = hd.preprinted;
        base[h] = hd.preprinted;
        overlays[h] = Board.NO_OVERLAYS;
        rot[h] = 0;
        tileId[h] = hd.preprintedId;
        board.tileIdChanged(h, removed);
        tokens[h] = Board.emptySlots(hd.preprinted);
        reserved[h] = new String[hd.preprinted.cityCount()][0];
        hexReserved[h] = new String[0];
        board.changed();
    }
}
