package roundhouse.title.t1841.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Corporation;
import roundhouse.testsupport.RecordedPosition;

/**
 * Findings of the seeded bot games about control and the money a chain raises: frozen corporations,
 * presidencies the pool holds or hands on, trains over the limit of a corporation taken out of the pool,
 * the sales after a transformed major's token. Each names the game it was found in.
 */
class ControlFindingsTest {
    /**
     * RATF is presided by ATFA, ATFA by SFLi, and SFLi's president's certificate lies in the pool, the pool
     * presiding since the Tuscan merge's exchange (digest 2.3: a started corporation whose chain of control reaches no player
     * is frozen). ATFA and RATF are frozen with SFLi, so RATF's turn passes, where it waited for a track
     * lay with nobody to decide (seed 49011, a random game; the passes the rules now ask for, CTDA's share
     * dealings and ATFA's merger, put into the file).
     */
    @Test
    void aChainEndingInAPresidentlessFrozenCorporationIsFrozen() throws Exception {
        EngineSession s = Sweeps.load("1841_frozen_by_presidentless_top.json");
        var g = s.game();
        assertSame(g.pool(), g.corporation("SFLi").president());
        assertTrue(g.shareRules().frozen(g.corporation("ATFA")), "ATFA is presided by the frozen SFLi");
        assertTrue(g.shareRules().frozen(g.corporation("RATF")), "RATF's chain is ATFA, SFLi");
        assertFalse(s.state().acting().contains("RATF"), s.state().acting().toString());
        assertSomeoneDecides(s);
    }

    /**
     * A frozen corporation keeps trains over its limit until someone decides for it (README; without
     * {@code frozen_corporations_discard}). Player 3 buys SFMA's president's certificate from the pool in a
     * stock round (action 1746; two passes 18xx.games asks for, where it lists a start, were added to the file): SFMA now has more trains than its limit, and he discards one at once, as in
     * an operating round, where the stock round had no step for it (seed 57172, first edition, without that
     * option; found first in seed 49119).
     */
    @Test
    void aPresidencyBoughtInAStockRoundDiscardsTrainsOverTheLimit() throws Exception {
        EngineSession s = Sweeps.load("1841_stock_round_discard.json");
        var sfma = s.game().corporation("SFMA");
        assertTrue(s.game().crowdedCorporations().contains(sfma));
        assertEquals(List.of("discard_train SFMA"), s.legalActions().stream()
                .map(l -> l.action().type() + " " + l.action().entity()).distinct().toList());
        assertEquals("3", s.state().actingEntities().get(0).player(), "player 3 decides");
    }

    /**
     * Seed 49003: IRSFF's president's certificate lies in the pool (frozen, phase 3). FTP becomes CTDA
     * (action 703) and its 10 % of IRSFF moves with it; with {@code merger_takes_locked_presidency} the move
     * settles IRSFF's presidency as 18xx.games does: SFTC and Random 1 hold 20 % each, and of a tie the
     * pool hands on, the holder that first traded IRSFF's shares takes it (SFTC), giving its two 10 %
     * shares to the pool for the president's certificate.
     */
    @Test
    void aTransformationsHoldingsSettleAPoolPresidency() throws Exception {
        EngineSession s = Sweeps.load("1841_pool_presidency_taken.json");
        var irsff = s.game().corporation("IRSFF");
        assertEquals("SFTC", irsff.president().holderId());
        assertEquals("SFTC", irsff.share("IRSFF_0").holder().holderId());
        assertSame(s.game().pool(), irsff.share("IRSFF_2").holder());
        assertSame(s.game().pool(), irsff.share("IRSFF_5").holder());
        assertEquals(20, s.game().player("1").percentOf(irsff), "Random 1 holds as much, but traded later");
    }

    /**
     * Option {@code token_sales_after_purchase} (18xx.games): SLDV and CTS, two minors, form the major CTS
     * (seed 49013, action 952), which must buy its second token for L.50 with L.11, CFCC above it giving the
     * rest (L.39); its money and CFCC's are short of L.50 before CTS, which has shares to sell, so after the
     * token CTS sells: first its 10 % of SFTG (L.4, half of L.8), then its own unsold shares, until CTS and
     * the chain up to the first seller hold L.50 again. The rulebook (RB 4.7.6) only has the token paid.
     */
    @Test
    void aMajorShortOfItsTokenSellsSharesAfterBuyingIt() throws Exception {
        EngineSession s = Sweeps.load("1841_token_sales.json");
        assertEquals(List.of("CTS sell_shares [SFTG_2]"), s.legalActions().stream()
                .map(l -> l.action().entity() + " " + l.action().type() + " " + l.action().args().get("shares")).toList());
        s.apply(s.legalActions().get(0).action());
        assertTrue(s.legalActions().stream().allMatch(l -> l.action().type().equals("sell_shares")
                && String.valueOf(l.action().args().get("shares")).startsWith("[CTS_")), () -> "own shares next: " + s.legalActions());

        EngineSession rulebook = Sweeps.loadWithout("1841_token_sales.json", "token_sales_after_purchase");
        assertTrue(rulebook.legalActions().stream().noneMatch(l -> l.action().type().equals("sell_shares")),
                "without the option the token is simply paid");
    }

    /**
     * Option {@code transform_needs_token_money} (18xx.games): CTLP, a minor with one station, L.0 in its
     * treasury and a president with L.5, may not become AFI (seed 49011, before action 608; the step is still asked and passed): 18xx.games
     * asks for AFI's compulsory L.50 token before any sale and refuses it, leaving no move. By the rulebook
     * (RB 4.7.6) the transformation is offered, and the major raises the token's price by selling shares.
     */
    @Test
    void aMinorShortOfItsMajorsTokenMayNotTransformAs18xxGamesCannotFinishIt() throws Exception {
        EngineSession s = Sweeps.load("1841_transform_token_money.json");
        var ctlp = s.game().corporation("CTLP");
        assertEquals(1, ctlp.tokenPrices().size());
        assertTrue(TransformTokens.moneyUpTheChain(s.game(), ctlp) < Transformation.REQUIRED_TOKEN,
                "CTLP and its player hold L." + TransformTokens.moneyUpTheChain(s.game(), ctlp));
        assertEquals(List.of("pass"), s.legalActions().stream().map(l -> l.action().type()).toList(),
                "18xx.games still asks, and records the pass");
        Exception refused = org.junit.jupiter.api.Assertions.assertThrows(Exception.class, () -> s.apply(
                new roundhouse.api.Action("merge", "CTLP", "corporation", java.util.Map.of("corporation", "AFI"))));
        assertTrue(refused.getMessage().contains("CTLP cannot become AFI"), refused.getMessage());

        EngineSession rulebook = Sweeps.loadWithout("1841_transform_token_money.json", "transform_needs_token_money");
        assertTrue(rulebook.legalActions().stream().anyMatch(l -> l.action().type().equals("merge")
                && "AFI".equals(l.action().args().get("corporation"))), () -> "without the option: " + rulebook.legalActions());
    }

    /**
     * Option {@code circles_unchecked} (18xx.games): ICSF presides over CFCC, CFCC over RSFS, RSFS over SLDV
     * and SLDV over ICSF, a circle since Random 2 sold CFCC's president's certificate (seed 49016, action
     * 1799). Random 2's bankruptcy (action 1804) leaves every corporation frozen; in its frozen turns ICSF
     * keeps CFCC's president's certificate, since 18xx.games never finds the circle. Without the option
     * ICSF sells it to the pool after its price has fallen (digest 5.12).
     */
    @Test
    void aCorporationFrozenInACircleSellsItsCircleOnlyWithoutTheOption() throws Exception {
        EngineSession s = Sweeps.load("1841_frozen_circle.json");
        var cfcc = s.game().corporation("CFCC");
        assertEquals("ICSF", cfcc.presidentsShare().holder().holderId());
        assertTrue(s.game().shareRules().frozen(cfcc));
        assertFalse(MergeRules.circular((ItalianGame) s.game()).isEmpty(), "the circle stays");

        EngineSession rulebook = Sweeps.loadWithout("1841_frozen_circle.json", "circles_unchecked");
        assertSame(rulebook.game().pool(), rulebook.game().corporation("CFCC").presidentsShare().holder(), "ICSF sold it");
    }

    /**
     * Option {@code shared_tile_station_taken_twice} (18xx.games): SFTN (Torino, Alessandria) and SFTG (Torino's
     * other city, one station on its charter) form RATF (seed 49104, first edition, action 506); RATF removes
     * SFTG's station on the yellow Torino tile both stand on (action 510). Digest 6.2: four stations less the
     * one removed, three; 18xx.games takes the removed one off twice, two, both on the map.
     */
    @Test
    void aStationRemovedFromASharedTileCountsOffOnceOrTwice() throws Exception {
        EngineSession s = Sweeps.load("1841_shared_tile_merger.json");
        var ratf = s.game().corporation("RATF");
        assertEquals(2, ratf.tokenPrices().size());
        assertEquals(0, ratf.tokensLeft());

        EngineSession rulebook = Sweeps.loadWithout("1841_shared_tile_merger.json", "shared_tile_station_taken_twice");
        assertEquals(3, rulebook.game().corporation("RATF").tokenPrices().size());
        assertEquals(1, rulebook.game().corporation("RATF").tokensLeft());
    }

    /**
     * Option {@code frozen_flags_at_deals} (18xx.games): SFMA's president's certificate lay in the pool (frozen);
     * Random 2 buys its concession and with it the certificate (seed 49221, action 900), a presidency passed
     * without a share deal, so 18xx.games still holds SFMA frozen: at the stock round's end it does not rise as
     * sold out (L.8, row 12). Without the option it is no longer frozen and rises (L.11).
     */
    @Test
    void aPresidencyTakenWithAConcessionLeaves18xxGamesFlagFrozen() throws Exception {
        EngineSession s = Sweeps.load("1841_frozen_flag_concession.json");
        var sfma = s.game().corporation("SFMA");
        assertEquals("2", sfma.controller().id());
        assertFalse(s.game().shareRules().frozen(sfma));
        assertEquals(8, sfma.sharePrice().price());

        EngineSession rulebook = Sweeps.loadWithout("1841_frozen_flag_concession.json", "frozen_flags_at_deals");
        assertEquals(11, rulebook.game().corporation("SFMA").sharePrice().price(), "sold out, it rose");
    }

    /**
     * Option {@code secession_decider_buys_no_tokens} (18xx.games, second edition): after the secession (seed
     * 53021, action 774) SB's president's certificate lies in the pool, so the decider, Random 4, answers SB's
     * token purchase; 18xx.games would charge him and fail, so he buys none. By digest 6.4 step 12 SB, with
     * L.50 or more, may buy a token.
     */
    @Test
    void aSecessionCompanyNoPlayerControlsBuysNoTokensAs18xxGamesCannot() throws Exception {
        EngineSession s = Sweeps.load("1841_secession_tokens_decider.json");
        assertNull(s.game().corporation("SB").controller());
        assertEquals(List.of("choose 4 0"), s.legalActions().stream()
                .map(l -> l.action().type() + " " + l.action().entity() + " " + l.action().args().get("choice")).toList());

        EngineSession rulebook = Sweeps.loadWithout("1841_secession_tokens_decider.json", "secession_decider_buys_no_tokens");
        assertTrue(rulebook.legalActions().stream().anyMatch(l -> Long.valueOf(1).equals(l.action().args().get("choice"))),
                () -> rulebook.legalActions().toString());
    }

    /**
     * Option {@code frozen_corporations_discard} (18xx.games): ICSF's 6-train (seed 53011, action 1165) leaves
     * RSFS and SLDV over their limit; RSFS is frozen since Random 2 sold its president's certificate (action
     * 1163). RSFS discards too, first in the game's order, Random 2, ICSF's director, choosing (18xx.games
     * takes the discards in any order). Without the option RSFS keeps its trains and only SLDV discards.
     */
    @Test
    void aFrozenCorporationOverItsLimitDiscardsAs18xxGamesDoes() throws Exception {
        EngineSession s = Sweeps.load("1841_frozen_discard.json");
        var rsfs = s.game().corporation("RSFS");
        assertTrue(s.game().shareRules().frozen(rsfs));
        assertEquals(List.of("discard_train RSFS"), s.legalActions().stream()
                .map(l -> l.action().type() + " " + l.action().entity()).distinct().toList());
        assertEquals("2", s.state().actingEntities().get(0).player(), "ICSF's director decides");

        EngineSession rulebook = Sweeps.loadWithout("1841_frozen_discard.json", "frozen_corporations_discard");
        assertEquals(List.of("discard_train SLDV"), rulebook.legalActions().stream()
                .map(l -> l.action().type() + " " + l.action().entity()).distinct().toList());
    }

    /**
     * Option {@code secession_presidents_by_pairs} (18xx.games) where the pool holds IRSFF's president's
     * certificate (seed 53077, the secession at action 876): SB's president's certificate goes to the pool, SFL's
     * stays first among its unsold shares, and Random 5, the first to exchange a single IRSFF share for SFL
     * (action 878), takes it and presides over SFL.
     */
    @Test
    void afterAFrozenIrsffTheFirstSingleShareForTheLombardCompanyTakesItsPresidency() throws Exception {
        EngineSession s = Sweeps.load("1841_secession_pool_president.json");
        var g = s.game();
        assertSame(g.pool(), g.corporation("SB").presidentsShare().holder());
        assertEquals("5", g.corporation("SFL").presidentsShare().holder().holderId());
        assertEquals("5", g.corporation("SFL").controller().id());
    }

    /**
     * RB 4.6.8 ("nach den normalen Regeln"): IRSFF presided over SFTG with its president's certificate, which
     * the secession hands to SB (seed 54001, action 1156); RATF holds 20 % of SFTG too. The presidency is
     * decided anew from IRSFF: of the tied holders RATF comes first (18xx.games counts players from the
     * priority deal, then corporations in operating order), takes the certificate and gives SB its two
     * shares.
     */
    @Test
    void aPresidencyMovedWithIrsffsHoldingsIsDecidedAnew() throws Exception {
        EngineSession s = Sweeps.load("1841_secession_holdings_presidency.json");
        var g = s.game();
        var sftg = g.corporation("SFTG");
        assertEquals("RATF", sftg.president().holderId());
        assertEquals("RATF", sftg.presidentsShare().holder().holderId());
        assertEquals(20, g.corporation("SB").percentOf(sftg));
    }

    /**
     * Option {@code frozen_corporations_discard}: CTDA buys the first 4-train (seed 58133, first edition,
     * action 1391), phase 4 leaves it over its limit, and the secession its purchase sets off hands its
     * president's certificate, IRSFF's, to SFV, whom nobody controls yet. 18xx.games has CTDA discard before
     * the secession's questions; nobody directs the operating corporation, so the holder of the priority deal
     * chooses (before, the questions went on with CTDA over its limit, which the invariants caught).
     */
    @Test
    void anOperatingCorporationLeftWithoutADirectorDiscardsFirst() throws Exception {
        EngineSession s = Sweeps.load("1841_secession_crowded_operator.json");
        assertEquals(List.of("discard_train CTDA"), s.legalActions().stream()
                .map(l -> l.action().type() + " " + l.action().entity()).distinct().toList());
        assertEquals(s.game().priority().id(), s.state().actingEntities().get(0).player());
    }

    /**
     * A frozen corporation over its train limit keeps its trains until a player controls it again (README).
     * Seeded game random-full-v2-p3-s50, its end: phase 6 leaves frozen SFTG with three trains over its limit;
     * ATFA goes on with its turn instead of nobody deciding SFTG's discard.
     */
    @Test
    void aFrozenCorporationOverItsLimitWaitsForAController() throws Exception {
        EngineSession session = RecordedPosition.of(new T1841Title(), Path.of("src/test/resources/sweep/"), "1841_frozen_crowded")
                .before(Long.MAX_VALUE);
        var game = session.game();
        Corporation sftg = game.corporation("SFTG");
        assertTrue(game.crowdedCorporations().contains(sftg));
        assertNull(sftg.controller());
        assertEquals(List.of(game.corporation("ATFA")), game.round().actingEntities());
    }

    /**
     * RB 4.5.1.1: a corporation whose president's certificate lies in the pool is frozen, also where no
     * president was ever named for it (the Tuscan merge's SFLi that nobody could preside, digest 6.5);
     * seeded game random-full-v2-p5-s50 had it operate with nobody to decide.
     */
    @Test
    void aPresidentsCertificateInThePoolFreezesWithoutANamedPresident() {
        Scenario s = new Scenario(Set.of(T1841Title.VERSION_2));
        Corporation cts = s.start("CTS", 0, 5, 0);
        assertFalse(s.game.shareRules().frozen(cts));
        cts.presidentsShare().moveTo(s.game.pool());
        cts.setPresident(null);
        assertTrue(s.game.shareRules().frozen(cts));
    }

    /**
     * CTS buys the first 4-train; in the Ferdinandea's secession that follows its chain of control comes
     * to end in the pool: frozen in its own turn, it ends that turn, where the game waited for it with
     * nobody to decide (seed 48108, a random game of the first edition).
     */
    @Test
    void aCorporationFrozenInItsOwnTurnEndsIt() throws Exception {
        EngineSession s = Sweeps.load("1841_frozen_in_its_turn.json");
        roundhouse.engine.spi.Corporation cts = s.game().corporation("CTS");
        assertTrue(s.game().shareRules().frozen(cts), "CTS is frozen");
        assertFalse(s.state().acting().contains("CTS"), s.state().acting().toString());
        assertSomeoneDecides(s);
    }

    /**
     * Option {@code secession_leaves_stations} (18xx.games, first edition): IRSFF's stations were placed in
     * Milano and Venezia (its homes), Bergamo, then Como. At the secession SFL takes Milano and Bergamo, SFV
     * Venezia (two at most each, in that order), and IRSFF's station in Como stays on the map after IRSFF
     * closes, so that SFL cannot build through Como to Busto Arsizio (E7; seed 49107, after action 830). By
     * the rulebook (RB 4.6.8) the extra station leaves the board.
     */
    @Test
    void theFirstEditionsSecessionLeavesIrsffsExtraStations() throws Exception {
        EngineSession s = Sweeps.load("1841_secession_stations_stay.json");
        var board = s.game().board();
        assertTrue(s.game().corporation("IRSFF").closed());
        assertTrue(board.hasTokenOnHex("IRSFF", "D8"), "IRSFF's station in Como stays");
        assertTrue(board.hasTokenOnHex("SFL", "F8") && board.hasTokenOnHex("SFL", "E9"), "SFL's are Milano and Bergamo");
        assertTrue(board.hasTokenOnHex("SFV", "F16"), "SFV's is Venezia");
        assertTrue(s.legalActions().stream().anyMatch(l -> l.action().type().equals("lay_tile")), "SFL lays track");
        assertFalse(s.legalActions().stream().anyMatch(l -> "E7".equals(l.action().string("hex"))),
                "Como, blocked, does not lead SFL to E7");
    }

    /**
     * IRSFF buys the first 4-train in its own turn (seed 49308, first edition, action 803): it secedes and
     * closes, the Tuscan railways merge, and when the last question is answered (808) its turn is over, as
     * in 18xx.games, where the game waited at its train purchase with nothing legal to do.
     */
    @Test
    void aCorporationClosedInItsOwnTurnEndsIt() throws Exception {
        EngineSession s = Sweeps.load("1841_closed_in_its_turn.json");
        assertTrue(s.game().corporation("IRSFF").closed());
        assertEquals(List.of("SFTG"), s.state().acting());
        assertFalse(s.legalActions().isEmpty());
    }

    /**
     * Option {@code presidency_ties_in_turn_order} (18xx.games): Random 3 sells his 30 % of SFL, president's
     * certificate included, for CTS's train (seed 49014, action 814); RATF and SFTG hold 20 % each, and of
     * corporations tied the first in operating order takes the presidency: RATF, which operates before SFTG, giving
     * SFL_7 to the pool for the president's certificate.
     */
    @Test
    void aTieOfCorporationsGoesByOperatingOrder() throws Exception {
        EngineSession s = Sweeps.load("1841_tie_operating_order.json");
        var sfl = s.game().corporation("SFL");
        assertEquals("RATF", sfl.president().holderId());
        assertSame(s.game().pool(), sfl.share("SFL_7").holder());
        assertTrue(s.game().operatingComparator().compare(s.game().corporation("RATF"), s.game().corporation("SFTG")) < 0,
                "RATF operates before SFTG");
    }

    /** Every entity the game waits for has a player to decide for it. */
    private static void assertSomeoneDecides(EngineSession s) {
        for (roundhouse.api.view.ActingEntity a : s.state().actingEntities()) {
            assertNotNull(a.player(), "someone decides for " + a.entity());
        }
    }

    /**
     * Option {@code frozen_flags_at_deals} at the secession (seed 61064, action 1293): SFTN holds a pair of
     * IRSFF shares and is presided over by SFL, whose president's certificate the pool takes in the
     * exchange. 18xx.games lists the holders who exchange as the players with the corporations they
     * control, the pool, then the corporations its flags call frozen; SFTN's flag was last set while a
     * player controlled it, so SFTN exchanges nothing and its IRSFF shares close with IRSFF. By RB 4.6.8
     * every holder exchanges: SFTN's pair becomes a share of SB and one of SFL.
     */
    @Test
    void aHolderWhoseFrozenFlagIsStaleKeepsItsSecessionShares() throws Exception {
        EngineSession s = Sweeps.load("1841_secession_stale_flag.json");
        var g = s.game();
        var sftn = g.corporation("SFTN");
        assertEquals(0, sftn.percentOf(g.corporation("SB")) + sftn.percentOf(g.corporation("SFL")));
        assertEquals(20, sftn.percentOf(g.corporation("IRSFF")));

        EngineSession rulebook = Sweeps.loadWithout("1841_secession_stale_flag.json", "frozen_flags_at_deals");
        var r = rulebook.game();
        var rulebookSftn = r.corporation("SFTN");
        assertEquals(10, rulebookSftn.percentOf(r.corporation("SB")));
        assertEquals(10, rulebookSftn.percentOf(r.corporation("SFL")));
        assertEquals(0, rulebookSftn.percentOf(r.corporation("IRSFF")));
    }

    /**
     * Option {@code frozen_flags_at_deals} at the Tuscan merge (seed 61729, action 343): phase 4 closes the
     * concessions and SFTC's presidency passes from the pool to Greedy 2; the merge's exchange that follows is
     * a moment 18xx.games notes who is frozen, so SFTC operates in its turn (its track step waits for it).
     */
    @Test
    void theTuscanMergesExchangeSetsTheFrozenFlagsAgain() throws Exception {
        EngineSession s = Sweeps.load("1841_tuscan_merge_flags.json");
        var sftc = s.game().corporation("SFTC");
        assertFalse(((ItalianGame) s.game()).flaggedFrozen(sftc));
        assertTrue(s.legalActions().stream().anyMatch(l -> l.action().entity().equals("SFTC")
                && l.action().type().equals("lay_tile")), () -> s.legalActions().toString());
    }
}
