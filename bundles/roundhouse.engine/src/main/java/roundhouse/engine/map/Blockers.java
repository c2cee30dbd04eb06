package roundhouse.engine.map;

import java.util.List;
import java.util.Map;

/**
 * The private companies' hex blockers on a {@link Board} ({@code map.json} blockers): which are switched
 * off, and which hexes an active one closes. The switched-off blockers stay in the board's field.
 */
final class Blockers extends BoardArea {
    Blockers(Board board) {
        super(board);
    }

    /** Switches a private company's blocking on or off (the board counts the change). */
    void setActive(String company, boolean active) {
        if (active) {
            board.inactiveBlockers.remove(company);
        } else {
            board.inactiveBlockers.add(company);
        }
    }

    /** By hex index: whether an active blocker closes the hex now, found in one pass over the blockers. */
    boolean[] blockedHexes() {
        boolean[] out = new boolean[def.hexes.length];
        for (Map.Entry<String, List<String>> e : def.blockers().entrySet()) {
            if (!board.inactiveBlockers.contains(e.getKey())) {
                for (String hex : e.getValue()) {
                    HexDef hd = def.hex(hex);
                    if (hd != null) {
                        out[hd.index] = true;
                    }
                }
            }
        }
        return out;
    }

    /** The company whose active blocker covers the hex, or {@code null}. */
    String blockerOf(String hex) {
        for (Map.Entry<String, List<String>> e : def.blockers().entrySet()) {
            if (!board.inactiveBlockers.contains(e.getKey()) && e.getValue().contains(hex)) {
                return e.getKey();
            }
        }
        return null;
    }
}
