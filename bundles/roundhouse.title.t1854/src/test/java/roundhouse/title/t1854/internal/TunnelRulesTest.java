package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.LayRules;
import roundhouse.engine.map.RouteRules;
import roundhouse.engine.map.TileLay;

/**
 * Where a tunnel may go ("Tunnelbau", digest 6.4, A-12, A-29) and what it does to later tiles, on the
 * board alone. Edges: 0 SW, 1 W, 2 NW, 3 NE, 4 E, 5 SE.
 */
class TunnelRulesTest {
    private static final LayRules ANY = LayRules.special(Set.of("yellow", "green", "brown", "gray"), null, null, true);
    /** A tunnel lay by rule, without the network, for the rules about the hex itself. */
    private static final LayRules BY_RULE = new LayRules(Set.of(), false, true, AustrianTileLays.TUNNELS, null, true);
    /** A company's own tunnel: it must continue its network's track into the hex. */
    private static final LayRules OWN = new LayRules(Set.of(), true, false, AustrianTileLays.TUNNELS, null, true);

    private static Board board() {
        return new Board(BoardDataTest.MAP, new AustrianBoardAreas(new T1854Title().data()));
    }

    private static String tunnel(Board b, String company, String hex, String tile, int rotation, LayRules rules) {
        TileLay lay = new TileLay(hex, tile, rotation);
        String why = b.checkOverlay(company, lay, rules);
        if (why == null) {
            b.overlay(company, lay, rules);
        }
        return why;
    }

    /** "muss ein Gleis, das in dieses Feld hineinführt, fortführen": Innsbruck's track into G7, and only it. */
    @Test
    void aTunnelContinuesTheCompanysTrackIntoTheHex() {
        Board b = board();
        b.lay("NT", new TileLay("F8", "57-0", 0), ANY); // Innsbruck: SW into G7, NE
        b.placeHomeToken("NT", "F8", 0);
        // G7 (tunnel hex): from Innsbruck's edge (NE, 3) to G9 (E, 4) or Landeck (NW, 2)
        assertNull(b.checkOverlay("NT", new TileLay("G7", "TU1-0", 3), OWN));
        assertNull(b.checkOverlay("NT", new TileLay("G7", "TU1-0", 2), OWN));
        // from G9 to Landeck: no track leads into G7 there
        assertTrue(b.checkOverlay("NT", new TileLay("G7", "TU2-0", 2), OWN) != null);
        // another company's network does not reach G7
        assertTrue(b.checkOverlay("KT", new TileLay("G7", "TU1-0", 3), OWN) != null);
        // off the map: G7's SW side (H6) is no hex
        assertTrue(b.checkOverlay("NT", new TileLay("G7", "TU3-0", 0), OWN) != null);
    }

    /** Never on a big city (Innsbruck, Wien), nor on an off-board (Brenner). */
    @Test
    void neverUnderABigCityNorOnAnOffboard() {
        Board b = board();
        String city = tunnel(b, "NT", "F8", "TU1-0", 1, BY_RULE); // even on the bare city hex
        assertTrue(city != null && city.contains("never under a big city"), city);
        String wien = tunnel(b, "SD", "C23", "TU1-0", 3, BY_RULE);
        assertTrue(wien != null && wien.contains("Wien (C23)"), wien);
        String brenner = tunnel(b, "NT", "H10", "TU1-0", 2, BY_RULE);
        assertTrue(brenner != null && brenner.contains("off-board"), brenner);
    }

    /** No edge of the tile underneath, two per hex at most, not crossing: G19 has six neighbours on the map. */
    @Test
    void twoTunnelsPerHexThatDoNotCrossNorCoverTrack() {
        Board b = board();
        assertNull(tunnel(b, "X", "G19", "TU1-0", 0, BY_RULE)); // SW - W
        String shared = tunnel(b, "X", "G19", "TU1-1", 1, BY_RULE); // W - NW: W is taken
        assertTrue(shared != null && shared.contains("may not cover"), shared);
        String crossing = tunnel(b, "X", "G19", "TU2-0", 5, BY_RULE); // SE - W? no: 5 + 2 = 1 is taken too
        assertTrue(crossing != null, crossing);
        assertTrue(AustrianTileLays.cross(0b000101, 0b001010), "NW-SW and W-NE cross");
        assertFalse(AustrianTileLays.cross(0b000011, 0b001100), "SW-W and NW-NE do not");
        assertFalse(AustrianTileLays.cross(0b000011, 0b100100), "SW-W and NW-SE do not");
        assertNull(tunnel(b, "X", "G19", "TU3-0", 2, BY_RULE)); // NW - SE, beside SW - W
        String third = tunnel(b, "X", "G19", "TU1-1", 3, BY_RULE); // NE - E: both free
        assertTrue(third != null && third.contains("two tunnels"), third);

        Board c = board();
        assertNull(tunnel(c, "X", "G21", "TU2-0", 0, BY_RULE)); // SW - NW
        String cross = tunnel(c, "X", "G21", "TU2-1", 1, BY_RULE); // W - NE crosses it
        assertTrue(cross != null && cross.contains("would cross"), cross);
    }

    /**
     * A tile laid later keeps off the tunnel's edges; a tile with a tunnel is upgraded and keeps it; a
     * double town with a tunnel becomes a green city with it; a tunnel pays no terrain and leaves the
     * terrain cost to the first tile.
     */
    @Test
    void tilesKeepOffTheTunnelAndUpgradesKeepIt() {
        Board b = board();
        assertNull(tunnel(b, "X", "E9", "TU2-0", 4, BY_RULE)); // E9 (mountain 70): E - SW
        assertEquals(70, b.terrainCost("E9"));
        String over = b.checkLay("X", new TileLay("E9", "7-0", 0), ANY); // SW - W: SW is the tunnel's
        assertTrue(over != null && over.contains("may not use the edges of its tunnel"), over);
        assertNull(b.checkLay("X", new TileLay("E9", "8-0", 5), ANY)); // SE - W
        assertTrue(b.legalLays("X", ANY).stream().filter(l -> l.hex().equals("E9")).allMatch(l -> b.checkLay("X", l, ANY) == null));
        b.lay("X", new TileLay("E9", "8-0", 5), ANY);
        assertEquals(List.of(new TileLay("E9", "TU2-0", 4)), b.overlaysAt("E9"));

        // Mödling & Baden (D22): towns W-NE (Wien) and SW-E; the tunnel NW-SE; green 14 keeps both
        assertNull(lay(b, "D22", "1-0", 0));
        assertNull(tunnel(b, "X", "D22", "TU3-0", 2, BY_RULE));
        assertNull(lay(b, "D22", "14-0", 0));
        assertEquals(1, b.overlaysAt("D22").size());
        assertTrue(paths(b, "D22").containsAll(List.of("e2-e5", "e3-s0")), paths(b, "D22").toString());
    }

    /** The hexes west of Wien keep their track to it through upgrades too (required_edges). */
    @Test
    void upgradesWestOfWienKeepTheirTrackToIt() {
        Board b = board();
        assertNull(lay(b, "C21", "55-0", 0)); // Krems & Tulln: towns SW-NE and W-E (Wien)
        List<TileLay> greens = b.legalLays("X", ANY).stream().filter(l -> l.hex().equals("C21")).toList();
        assertFalse(greens.isEmpty());
        for (TileLay l : greens) {
            Board after = b.copy();
            after.lay("X", l, ANY);
            assertTrue(paths(after, "C21").stream().anyMatch(p -> p.contains("e4")), l.toString());
        }
    }

    private static String lay(Board b, String hex, String tile, int rotation) {
        String why = b.checkLay("X", new TileLay(hex, tile, rotation), ANY);
        if (why == null) {
            b.lay("X", new TileLay(hex, tile, rotation), ANY);
        }
        return why;
    }

    /** The paths of a hex as the view draws them ("e2-e5", "e3-s0"), ends sorted. */
    private static List<String> paths(Board b, String hex) {
        return b.view(new RouteRules(BoardDataTest.GRAY)).hexes().stream().filter(h -> h.coord().equals(hex)).findFirst()
                .orElseThrow().paths().stream().map(p -> p.a().compareTo(p.b()) < 0 ? p.a() + "-" + p.b() : p.b() + "-" + p.a())
                .toList();
    }
}
