package roundhouse.title.t1841.internal;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.ReachPurpose;
import roundhouse.engine.spi.Corporation;

/**
 * Which off-board areas are connected, for the game end (RB 5: "wenn alle Ferngebiete mit regulären
 * Gleisverbindungen an Städte auf dem Spielplan angeschlossen sind"). By the rulebook an off-board hex
 * is connected once track joins it to any city; with {@link #BY_NETWORK} (18xx.games, digest 10.3) once
 * a corporation's lay brings it into that corporation's network from its city tokens, by the track it
 * may lay (province borders count in phase 2). A connection is never lost. An area is connected when
 * any of its hexes is (map.json {@code groups}; an off-board without a group is an area of its own).
 */
final class OffboardAreas {
    /** 18xx.games: connected through the laying corporation's network (RB 5: through track to any city). */
    static final String BY_NETWORK = "offboards_by_network";

    private final ItalianGame game;
    /** Off-board hex to its area. */
    private final Map<String, String> areaOf = new TreeMap<>();
    /** The connected off-board hexes. */
    private final Set<String> connected = new TreeSet<>();
    /** Whether every area is connected, found again whenever {@link #connected} grows (the game end asks after every action). */
    private boolean allConnected;

    OffboardAreas(ItalianGame game) {
        this.game = game;
        Board board = game.board();
        if (board == null) {
            return;
        }
        areaOf.putAll(board.offboardAreas());
    }

    /** After {@code c} laid a tile: the off-board hexes it connects now that were not, marked connected. */
    Set<String> afterLay(Corporation c) {
        Set<String> found = new TreeSet<>();
        if (allConnected) {
            return found; // nothing left to connect: no network to search
        }
        Board board = game.board();
        if (game.option(BY_NETWORK)) {
            Set<String> open = new TreeSet<>(areaOf.keySet());
            open.removeAll(connected);
            found.addAll(board.reach().stopHexesFromCities(c.id(), ReachPurpose.TRACK, open));
        } else {
            for (String hex : areaOf.keySet()) {
                if (!connected.contains(hex) && board.reach().joinedToCity(hex)) {
                    found.add(hex);
                }
            }
        }
        connect(found);
        return found;
    }

    /** Marks recorded connections (18xx.games' {@code destination_connection}: its hexes are authoritative). */
    void mark(Iterable<String> hexes) {
        Set<String> found = new TreeSet<>();
        for (String hex : hexes) {
            if (areaOf.containsKey(hex)) {
                found.add(hex);
            }
        }
        connect(found);
    }

    /** The connected off-board hexes. */
    Set<String> connected() {
        return java.util.Collections.unmodifiableSet(connected);
    }

    private void connect(Set<String> hexes) {
        if (connected.addAll(hexes)) {
            allConnected = findAllConnected();
        }
    }

    /** Whether every area has a connected hex (RB 5). */
    boolean allConnected() {
        return allConnected;
    }

    private boolean findAllConnected() {
        Set<String> reached = new TreeSet<>();
        for (String hex : connected) {
            reached.add(areaOf.get(hex));
        }
        return !areaOf.isEmpty() && reached.containsAll(areaOf.values());
    }
}
