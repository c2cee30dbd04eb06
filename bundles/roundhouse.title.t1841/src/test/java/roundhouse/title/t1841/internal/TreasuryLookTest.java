package roundhouse.title.t1841.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Investor;
import roundhouse.engine.spi.step.Step;
import roundhouse.testsupport.RecordedPosition;

/**
 * 18xx.games' look at the treasuries ({@link TreasuryLook}) decides whether a player is offered a
 * purchase at all: positions of seeded bot games where its answer and the rulebook's differ.
 */
class TreasuryLookTest {
    private static final Path SWEEP = Path.of("src/test/resources/sweep/");

    /**
     * Seeded game random-full-v1-p4-s60 before action 462: Random 2 (L.10) has sold SFTN; no certificate
     * is for him, but SSFL holds SFMA (20 %, first in the game's order, not sold by him) and IRSFF (10 % at
     * L.9), so 18xx.games keeps him in the round for his pass (with recorded passes).
     */
    @Test
    void theFirstHoldingGoesByTheOrderOfCorporations() throws Exception {
        EngineSession s = RecordedPosition.of(new T1841Title(), SWEEP, "1841_treasury_look_order").before(462);
        Entity acting = s.game().round().actingEntities().get(0);
        assertEquals("2", acting.id());
        assertEquals(List.of("pass"), s.game().round().activeStep().actions(acting));
    }

    /**
     * Seed 49115 (first edition) after action 241: SSFL holds SFTC (20 %, bought at action 78), SFMA and
     * SFLP. 18xx.games files SFTC first (looked up in SSFL's turn before SFMA and SFLP started; Random 4,
     * SSFL's director, never had anything to sell, so no look at every corporation came before), and
     * Random 4 (L.14) may not hold 20 % more of SFTC: the look fails and he is passed over, as there
     * (by the game's order of corporations SFMA would come first, and its 20 % at L.11 would keep him).
     */
    @Test
    void holdingsAreLookedAtInTheOrderTheReferenceFilesThem() throws Exception {
        EngineSession s = RecordedPosition.of(new T1841Title(), SWEEP, "1841_treasury_look_first_looked").before(Long.MAX_VALUE);
        HoldingsOrder order = ((ItalianGame) s.game()).holdingsOrder();
        var ssfl = s.game().corporation("SSFL");
        assertEquals(List.of("SFTC", "SFTC", "SFTC", "SFMA", "SFLP"), order.inOrder(ssfl, ssfl.certificates()).stream()
                .map(c -> c.corporation().id()).toList());
        assertEquals("2", s.game().round().actingEntities().get(0).id(), "Random 4 is passed over");
    }

    /**
     * Seed 61165 after action 1462: Random 5 (L.151, one certificate) sold SFMA and may buy nothing more; in
     * phase 4 CFCC and other majors may be started and their president's certificate costs L.136, though no
     * city is left for a home. 18xx.games lists the start and keeps him in his turn: he is asked for his
     * pass (with recorded passes) before Random 6.
     */
    @Test
    void aStartListedWithoutAHomeKeepsThePlayerForHisPass() throws Exception {
        EngineSession s = RecordedPosition.of(new T1841Title(), SWEEP, "1841_start_listed_after_sale").before(Long.MAX_VALUE);
        assertEquals(List.of("pass 5"), s.legalActions().stream().map(l -> l.action().type() + " " + l.action().entity()).toList());
    }

    /**
     * Seed 61142 after action 219: Random 6 bought SFTC_2 (action 21) while he controlled SFMA, and then
     * IRSFF_5 (action 27); 18xx.games weighed each purchase against his control, so it filed SFMA's holdings
     * SFTC before IRSFF. Its look at SFMA's treasury starts with SFTC, which Random 4 has not sold this round,
     * and finds IRSFF's 10 % at L.11 within his L.20: he is kept for his pass (by the order of acquisition
     * the look would start with IRSFF, which he sold, and pass him over).
     */
    @Test
    void aPurchaseLooksItsCorporationUpForEveryCorporationTheBuyerControls() throws Exception {
        EngineSession s = RecordedPosition.of(new T1841Title(), SWEEP, "1841_look_after_purchase").before(Long.MAX_VALUE);
        HoldingsOrder order = ((ItalianGame) s.game()).holdingsOrder();
        var sfma = s.game().corporation("SFMA");
        assertEquals(List.of("SFTC", "IRSFF"), order.inOrder(sfma, sfma.certificates()).stream()
                .map(c -> c.corporation().id()).toList());
        assertEquals("4", s.game().round().actingEntities().get(0).id());
    }

    /**
     * Seeded game random-lite-v2-p5-s61 before action 574: SLDV's own unsold shares (L.90) come first in
     * the look and SFTG's 10 % (L.8) is the smallest certificate; Random 4 (L.11) is kept for his pass.
     */
    @Test
    void ownUnsoldSharesComeFirstInTheLook() throws Exception {
        EngineSession s = RecordedPosition.of(new T1841Title(), SWEEP, "1841_treasury_look_own").before(574);
        Entity acting = s.game().round().actingEntities().get(0);
        assertEquals("4", acting.id());
        assertEquals(List.of("pass"), s.game().round().activeStep().actions(acting));
    }

    /**
     * Seeded game random-lite-v1-p3-s63 before action 58: Random 2 (L.146) could buy SFTC's 20 % at
     * L.111 (RB 3.3), but the look at SFTC finds IRSFF's 10 % at L.180 its smallest certificate and no
     * other look, pool share or trade passes: with {@link T1841Title#TREASURY_LOOK} he buys nothing.
     */
    @Test
    void noPassingLookClosesTheTreasuries() throws Exception {
        EngineSession withLook = RecordedPosition.of(new T1841Title(), SWEEP, "1841_treasury_look_closed").before(58);
        Investor random2 = (Investor) withLook.game().round().actingEntities().get(0);
        assertEquals("2", random2.id());
        assertFalse(withLook.game().round().activeStep().actions(random2).contains("buy_shares"));
        String why = shares(withLook).checkBuy(random2, List.of(sftc3(withLook)));
        assertNotNull(why);
        assertTrue(why.contains("treasury"), why);

        EngineSession rulebook = RecordedPosition.of(new T1841Title(), SWEEP, "1841_treasury_look_open").before(58);
        Investor same = (Investor) rulebook.game().round().actingEntities().get(0);
        assertTrue(rulebook.game().round().activeStep().actions(same).contains("buy_shares"));
        assertNull(shares(rulebook).checkBuy(same, List.of(sftc3(rulebook))));
    }

    /**
     * Seeded game random-full-v2-p3-s60 before action 741: AFI (L.1,197) holds five certificates of others,
     * its limit; 18xx.games asks it for no start of a corporation (its idle pass, {@link
     * T1841Title#RECORDED_PASSES}), so AFI's turn goes on to the merger.
     */
    @Test
    void aCorporationAtItsCertificateLimitIsNotAskedForAStart() throws Exception {
        EngineSession s = RecordedPosition.of(new T1841Title(), SWEEP, "1841_corporate_limit_pass").before(741);
        Entity afi = s.game().round().actingEntities().get(0);
        assertEquals("AFI", afi.id());
        assertEquals(5, s.game().shareRules().certificateCount((Investor) afi));
        assertTrue(s.game().round().activeStep() instanceof Merge, s.game().round().activeStep().getClass().getSimpleName());
    }

    private static ItalianShares shares(EngineSession s) {
        for (Step st : s.game().round().steps()) {
            if (st instanceof ItalianShares sh) {
                return sh;
            }
        }
        throw new AssertionError("no share step");
    }

    private static Certificate sftc3(EngineSession s) {
        return s.game().corporation("SFTC").shares().stream().filter(c -> c.id().equals("SFTC_3")).findFirst().orElseThrow();
    }

    /**
     * Seed 61073 before action 1008: in the secession SFL received RSFS's president's certificate from
     * IRSFF, then bought SB_4 (action 852). 18xx.games moves a seceding holding as any transfer, so it files
     * RSFS in SFL's holdings first; its look at SFL's treasury starts with RSFS, which Random 3 (L.10) has
     * not sold this round, and finds SB_4 (10 % at L.8) within his cash: he is kept for his pass (filed in
     * the order of purchase, SB would come first, sold by him, and he would be passed over).
     */
    @Test
    void aSecessionFilesTheHoldingsItHandsOn() throws Exception {
        EngineSession s = RecordedPosition.of(new T1841Title(), SWEEP, "1841_secession_holdings_filed").before(1008);
        HoldingsOrder order = ((ItalianGame) s.game()).holdingsOrder();
        var sfl = s.game().corporation("SFL");
        assertEquals(List.of("RSFS", "SB"), order.inOrder(sfl, sfl.certificates()).stream()
                .map(c -> c.corporation().id()).filter(id -> !id.equals("SFL")).distinct().toList());
        Entity acting = s.game().round().actingEntities().get(0);
        assertEquals("3", acting.id());
        assertEquals(List.of("pass"), s.game().round().activeStep().actions(acting));
    }
}
