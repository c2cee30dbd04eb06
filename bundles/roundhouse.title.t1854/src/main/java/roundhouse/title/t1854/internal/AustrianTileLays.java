package roundhouse.title.t1854.internal;

import java.util.List;
import java.util.Set;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.Refusal;
import roundhouse.engine.map.TileLay;
import roundhouse.engine.map.TileLays;

/**
 * 1854's tunnels ("Tunnelbau", digest 6.4, A-12) on top of the engine's lays. A tunnel is an overlay
 * of one track segment between two edges of a hex, straight or curved, without a station (tiles.json
 * TU1-TU3). The engine already makes it stay on the map, keep out of the blank side of a red or gray
 * hex and touch the company's network; here:
 * <ul>
 * <li>never on a hex or tile with a big city, nor on an off-board ("nicht auf ein Feld oder ein
 *     Gleisplättchen ..., auf dem sich eine große Stadt befindet"; red hexes are never built on);</li>
 * <li>it covers no edge the tile underneath uses, nor one of another tunnel ("keine Gleisanschlüsse
 *     ... überdecken"); with the engine's connection rule this means it continues a track of the
 *     company's network that leads into the hex from a neighbour ("muss ein Gleis, das in dieses Feld
 *     hineinführt, fortführen");</li>
 * <li>at most two per hex, and they do not cross.</li>
 * </ul>
 * And a tile laid later, or an upgrade, may not use an edge of a tunnel on its hex ("Eine Aufwertung ist
 * nicht möglich, wenn dadurch der Tunnel einen Gleisanschluss des Plättchens überdeckt"); the tunnel stays
 * on the new tile, also when a double town becomes a green city.
 */
class AustrianTileLays extends TileLays {
    /** The tunnel shapes (tiles.json): sharp, gentle and straight. */
    static final Set<String> TUNNELS = Set.of("TU1", "TU2", "TU3");
    /** "Es dürfen auch 2 Tunnel im selben Feld gebaut werden." */
    static final int MAX_PER_HEX = 2;

    AustrianTileLays(Board board) {
        super(board);
    }

    /** The edges (bit mask) the tunnels on hex h use. */
    int tunnelEdges(int h) {
        int m = 0;
        for (TileLay o : board.overlaysAt(coord(h))) {
            m |= tileEdges(o.tileName(), o.rotation());
        }
        return m;
    }

    @Override
    protected Refusal extraLayRule(String company, TileLay lay, String oldTileId) {
        int h = hexIndex(lay.hex());
        if (TUNNELS.contains(lay.tileName())) {
            return Refusal.of(() -> AustrianText.get("refuse.tunnelIsNoTile"));
        }
        if ((tileEdges(lay.tileName(), lay.rotation()) & tunnelEdges(h)) != 0) {
            return Refusal.of(() -> AustrianText.get("refuse.tileOverTunnel", place(h)));
        }
        return null;
    }

    @Override
    protected Refusal overlayRule(String company, TileLay overlay) {
        int h = hexIndex(overlay.hex());
        if (!TUNNELS.contains(overlay.tileName())) {
            return Refusal.of(() -> AustrianText.get("refuse.notATunnel", overlay.tileName()));
        }
        if (offboardOrRed(h)) {
            return Refusal.of(() -> AustrianText.get("refuse.tunnelOffboard", place(h)));
        }
        if (cities(h) > 0) {
            return Refusal.of(() -> AustrianText.get("refuse.tunnelUnderCity", place(h)));
        }
        int ends = tileEdges(overlay.tileName(), overlay.rotation());
        if ((ends & trackEdges(h)) != 0) {
            return Refusal.of(() -> AustrianText.get("refuse.tunnelOverTrack", place(h)));
        }
        List<TileLay> there = board.overlaysAt(coord(h));
        if (full(there)) {
            return Refusal.of(() -> AustrianText.get("refuse.tunnelsFull", place(h)));
        }
        for (TileLay o : there) {
            if (cross(ends, tileEdges(o.tileName(), o.rotation()))) {
                return Refusal.of(() -> AustrianText.get("refuse.tunnelsCross", place(h)));
            }
        }
        return null;
    }

    /** Whether two segments, each joining two different edges of a hex (bit masks), cross inside it. */
    static boolean cross(int a, int b) {
        int a1 = Integer.numberOfTrailingZeros(a);
        int a2 = 31 - Integer.numberOfLeadingZeros(a);
        int inside = 0;
        for (int e = a1 + 1; e < a2; e++) {
            inside |= 1 << e;
        }
        // with no edge shared, they cross when exactly one end of b lies between a's ends
        return Integer.bitCount(b & inside) == 1 && (a & b) == 0;
    }

    /** "Innsbruck (F8)" as players name a place, or the hex alone. */
    private String place(int h) {
        String name = board.definition().locationName(coord(h));
        return name == null || name.isBlank() ? coord(h) : name + " (" + coord(h) + ")";
    }

    private boolean offboardOrRed(int h) {
        return offboard(h) || "red".equals(printedColor(h));
    }

    private static boolean full(List<TileLay> tunnels) {
        return tunnels.size() >= MAX_PER_HEX;
    }

    /**
     * Whether the hex alone leaves room for a tunnel (no off-board, no big city, not two tunnels yet):
     * the search for tunnels skips the other hexes before the check of each shape and rotation, whose
     * refusals would be written out for nobody.
     */
    boolean mayHoldTunnel(String hex) {
        int h = hexIndex(hex);
        return h >= 0 && !offboardOrRed(h) && cities(h) == 0 && !full(board.overlaysAt(hex));
    }
}
