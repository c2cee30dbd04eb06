package roundhouse.title.t1841.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.map.ReachPurpose;
import roundhouse.engine.map.TileLay;
import roundhouse.testsupport.RecordedPosition;

/** RB 4.1.2, a lay per station, each from another, at positions of seeded bot games. */
class RailheadsTest {
    private static final Path SWEEP = Path.of("src/test/resources/sweep/");

    /**
     * Seeded game random-lite-v2-p6-s60 before action 149: IRSFF has stations in Milano (F8), Venezia
     * (F16) and E9, placed in that order, and has laid G15 (from Venezia) and F10 this turn. F10 joins the
     * networks of Milano and E9, D8 only Milano's. By the rulebook F10 is built from E9 and D8 from Milano.
     */
    @Test
    void theLaysOfATurnTakeAnyAssignmentOfStations() throws Exception {
        EngineSession s = RecordedPosition.of(new T1841Title(), SWEEP, "1841_railheads_assigned").before(149);
        assertEquals(List.of("F8", "F16", "E9"), ((ItalianBoard) s.game().board()).stationHexesInTokenOrder("IRSFF"));
        assertTrue(laysOn(s, "D8"), "D8 from Milano, F10 from E9");
    }

    /** 18xx.games: F10 took Milano, the first station in token order whose network it joins; D8 is refused. */
    @Test
    void inTokenOrderALayKeepsTheFirstStationItJoins() throws Exception {
        RecordedPosition game = RecordedPosition.of(new T1841Title(), SWEEP, "1841_railheads_token_order");
        EngineSession s = game.before(149);
        assertFalse(laysOn(s, "D8"), "Milano is taken by F10");
        Action d8 = game.action(149);
        RuntimeException refused = assertThrows(RuntimeException.class,
                () -> s.game().round().process(d8, s.game().entity("corporation", "IRSFF")));
        assertTrue(refused.getMessage().contains("D8"), refused.getMessage());
    }

    /**
     * Yellow Milano's track is terminal (a route only ends there): seeded game random-full-v1-p4-s64
     * before action 114, E9's network goes into Milano (F8) but not on through it towards D8 and E7, so
     * E7 joins only Milano's network, which D8 has used this turn.
     */
    @Test
    void noNetworkRunsThroughYellowMilano() throws Exception {
        EngineSession s = RecordedPosition.of(new T1841Title(), SWEEP, "1841_milano_terminal").before(114);
        TileLay e7 = new TileLay("E7", "6-1", 2);
        var reach = s.game().board().reach();
        assertTrue(reach.layConnectsFrom("IRSFF", "F8", ReachPurpose.TRACK).test(e7));
        assertFalse(reach.layConnectsFrom("IRSFF", "E9", ReachPurpose.TRACK).test(e7), "E9 reaches Milano but does not pass it");
        assertFalse(laysOn(s, "E7"));
    }

    /**
     * 18xx.games' new major takes the first old corporation's stations token by token, then the second's: in
     * seeded game 61170 (first edition) SFTG, with stations in H4, J6 and L6 (a pass) in that token order,
     * merged with SFTN (H4) into CFCC, whose stations are then H4 and J6 in that order. CFCC's K7 took H4,
     * the first station its network joins, so G7, which only H4 reaches, is refused; taking SFTG's
     * stations in the board's order had made J6 the first (18xx.games: "Must connect to a different base").
     */
    @Test
    void aMergedMajorKeepsTheStationsInTokenOrder() throws Exception {
        RecordedPosition game = RecordedPosition.of(new T1841Title(), SWEEP, "1841_merger_token_order");
        EngineSession s = game.before(1235);
        assertEquals(List.of("H4", "J6", "L6"), ((ItalianBoard) s.game().board()).stationHexesInTokenOrder("CFCC"));
        Action g7 = game.action(1235);
        RuntimeException refused = assertThrows(RuntimeException.class,
                () -> s.game().round().process(g7, s.game().entity("corporation", "CFCC")));
        assertTrue(refused.getMessage().contains("G7"), refused.getMessage());
    }

    private static boolean laysOn(EngineSession s, String hex) {
        return s.legalActions().stream().anyMatch(l -> l.action().type().equals("lay_tile") && hex.equals(l.action().string("hex")));
    }
}
