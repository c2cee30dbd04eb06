package roundhouse.title.t1844.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.engine.map.LayRules;
import roundhouse.engine.map.TileLay;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Player;
import roundhouse.testsupport.RecordedPosition;

/** RB VI (capital after the first 6/6H), XV (debt, trading trains) and V (where a tunnel may run). */
class CapitalDebtAndTunnelRulesTest {
    private static SwissGame fresh() throws Exception {
        return (SwissGame) AuctionRulesTest.newGame(3, Set.of()).game();
    }

    /** RB VI: a historical company gets 5x par at its float and 5x more at its destination; founded after the first 6/6H, 10x at once and no destination. */
    @Test
    void afterTheFirstSixAHistoricalCompanyGetsItsWholeCapitalAtOnce() throws Exception {
        SwissGame early = fresh();
        Corporation bls = early.corporation("BLS");
        early.setPar(bls, early.market().cell("100,1,4"));
        early.shareRules().payCapital(bls);
        assertEquals(500, bls.cash());
        assertFalse(early.destinated(bls));

        SwissGame late = fresh();
        Corporation rhb = late.corporation("RhB");
        late.setPar(rhb, late.market().cell("100,1,4"));
        late.enterPhase(late.phaseIndexOf("6"));
        late.shareRules().payCapital(rhb);
        assertEquals(1000, rhb.cash());
        assertTrue(late.destinated(rhb), "no destination left to reach");
    }

    /** RB XV: a director who lacks money for a forced train owes it plus 50 % (rounded up), plus 50 % after every stock round. */
    @Test
    void aDebtCarriesFiftyPercentInterest() throws Exception {
        SwissGame g = fresh();
        Player p = g.players().get(0);
        int cash = p.cash();
        g.borrow(p, 18);
        assertEquals(cash + 18, p.cash());
        assertEquals(27, g.debt(p));
        g.chargeInterest();
        assertEquals(41, g.debt(p), "27 + 14 (13.5 rounded up)");
        g.payOff(p);
        assertEquals(0, g.debt(p));
        assertEquals(cash + 18 - 41, p.cash());
    }

    /** RB XV "Lokhandel": at face value between companies of different directors and with the SBB, freely within one director's. */
    @Test
    void trainsChangeHandsAtFaceValueUnlessOneDirectorOwnsBoth() throws Exception {
        SwissGame g = fresh();
        Corporation bls = g.corporation("BLS");
        Corporation rhb = g.corporation("RhB");
        Corporation sbb = g.corporation("SBB");
        bls.setPresident(g.players().get(0));
        rhb.setPresident(g.players().get(0));
        sbb.setPresident(g.players().get(0));
        assertFalse(roundhouse.title.t1844.internal.step.SwissBuyTrain.atFaceValue(bls, rhb));
        assertTrue(roundhouse.title.t1844.internal.step.SwissBuyTrain.atFaceValue(bls, sbb), "the SBB trades at face value");
        rhb.setPresident(g.players().get(1));
        assertTrue(roundhouse.title.t1844.internal.step.SwissBuyTrain.atFaceValue(bls, rhb));
    }

    /**
     * RB V, XII: a tunnel's ends neither leave its hex where the hex's track already does nor lead into
     * another tunnel hex. On the recorded game after the Furka-Oberalp line: Gotthard (H19) carries
     * the line from edge 1 to edge 4 and lies between the tunnel hexes H17 and H21.
     */
    @Test
    void aTunnelRunsNeitherOverTheHexsTrackNorIntoAnotherTunnelHex() throws Exception {
        RecordedPosition rec = RecordedPosition.of(new T1844Title(), Path.of("src/test/resources/fixtures/1844/"),
                "1844_game_end_bankrupt");
        SwissGame g = (SwissGame) rec.before(510).game();
        assertTrue(g.board().tileIdAt("H19").startsWith("OP2"));
        LayRules special = LayRules.special(Set.of(), Set.of("H19", "I12"), Set.of("X78", "X79"), true);
        String overTrack = g.board().checkOverlay("ChA", new TileLay("H19", "X79-4", 1), special);
        assertTrue(overTrack != null && overTrack.contains("already"), String.valueOf(overTrack));
        // along the line's edges the tunnel would leave where the line does; a curve from edge 2 to edge 4 too
        String curve = g.board().checkOverlay("ChA", new TileLay("H19", "X78-4", 2), special);
        assertTrue(curve != null && curve.contains("already"), String.valueOf(curve));
    }

}
