package roundhouse.title.t1841.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.GameRuleException;
import roundhouse.engine.spi.Player;

/**
 * Mergers and transformations worked by hand from the rulebook (RB 4.7.4 to 4.7.6, digest 6.2, 6.3), on
 * positions built at the end of the operating corporation's turn ({@link MergerPosition}). New games
 * follow the rulebook: the partner's director consents, a train must be able to run between the two,
 * and a minor transforms from column K only.
 */
class MergerRulesTest {
    @BeforeEach
    void english() {
        EngineText.use(Locale.ENGLISH);
    }

    @AfterEach
    void reset() {
        EngineText.use(null);
    }

    /**
     * RB 4.7.4.1, the rulebook's example, in phase 6 with five players A to E (seats 1 to 5). SFTG (144,
     * L.80, a 4 and a 5, stations Torino, Alessandria, Genova and the Giovi pass) is held 50 % by A
     * (director), 10 % each by B, C, D, SFTC (E's minor) and the pool; it holds 30 % of CGTF (director)
     * and 30 % of SFTN. CGTF (100, L.380, a 5, stations Alessandria and two more, two tokens on its charter)
     * is held 10 % by A, 20 % by B and 20 % by the pool, 20 % in its IPO; it holds 30 % of SFTN. SFTN is
     * D's (40 %).
     *
     * <p>SFTG merges with CGTF into CFCC: the rightmost cell below 144 + 100 = 244 (and below 250) is
     * L.242. CFCC receives L.460, the three trains (one over the limit of two goes back), 60 % of SFTN with
     * its presidency (against D's 40 %). A gives 60 % for 30 % with the president's certificate; B gives
     * 30 % for one share and pays half of 242, L.121, for a second; C pays L.121 for one; D and SFTC take
     * L.121 each for theirs; the pool gives two of three for one, the third leaves. CFCC: A 30 %, B 20 %,
     * C 10 %, pool 10 %, IPO 30 %, L.460 + 2 x 121 = L.702. The station SFTG and CGTF both have in
     * Alessandria counts once: 4 + 5 - 1 = 8 tokens, of which CFCC keeps five; six are on the map, so
     * one (and up to three) goes. SFTG, historical, leaves the game; CGTF is free again.
     */
    @Test
    void theRulebooksExampleOfTwoMajors() {
        MergerPosition pos = new MergerPosition(5, "6", Set.of(), p -> {
            p.tile("J6", "14-0", 0); // Alessandria with two places
            Player a = p.player(1);
            Corporation sftg = p.start("SFTG", 2, 8, a, 1, 2, 3);
            p.give(sftg, p.player(2), 4);
            p.give(sftg, p.player(3), 5);
            p.give(sftg, p.player(4), 6);
            Corporation sftc = p.start("SFTC", 4, 2, p.player(5));
            p.give(sftg, sftc, 7);
            p.give(sftg, p.game.pool(), 8);
            Corporation cgtf = p.start("CGTF", 3, 5, sftg, 1);
            p.give(cgtf, a, 2);
            p.give(cgtf, p.player(2), 3, 4);
            p.give(cgtf, p.game.pool(), 5, 6);
            Corporation sftn = p.start("SFTN", 5, 0, p.player(4), 1, 2);
            p.give(sftn, sftg, 3, 4, 5);
            p.give(sftn, cgtf, 6, 7, 8);
            p.cash(sftg, 80);
            p.cash(cgtf, 380);
            p.train(sftg, "4");
            p.train(sftg, "5");
            p.train(cgtf, "5");
            p.tokens(sftg, 4);
            p.station(sftg, "H4", 0);
            p.station(sftg, "J6", 0);
            p.station(sftg, "M7", 0);
            p.station(sftg, "K7", 0);
            p.tokens(cgtf, 5);
            p.station(cgtf, "J6", 0);
            p.station(cgtf, "E11", 0);
            p.station(cgtf, "D16", 0);
            p.station(sftn, "H4", 1);
        });
        pos.endOfTurn();
        var g = pos.game;
        Corporation sftg = pos.corp("SFTG");
        Corporation cgtf = pos.corp("CGTF");
        Corporation cfcc = pos.corp("CFCC");
        assertEquals(sftg, g.round().currentEntity());
        assertTrue(pos.offered().contains("merge {corporation=CGTF}"), pos.offered().toString());

        pos.merge("SFTG", "CGTF"); // CGTF's director is A too: no consent asked
        pos.merge("SFTG", "CFCC");
        assertEquals(242, cfcc.sharePrice().price());
        assertEquals(2, cfcc.sharePrice().row());
        assertEquals(13, cfcc.sharePrice().column());
        assertSame(cfcc, pos.corp("SFTN").president(), "60 % of SFTN against D's 40 %");
        assertEquals(60, cfcc.percentOf(pos.corp("SFTN")));

        // one of the three trains over the limit of two goes back first
        assertEquals(cfcc, pos.acting());
        String four = cfcc.trains().stream().filter(t -> t.cardName().equals("4")).findFirst().orElseThrow().id();
        pos.corpAction("CFCC", "discard_train", Map.of("train", four));

        // the second pass: the holders of one old share left choose in the order of play
        assertEquals(pos.player(2), pos.acting());
        assertTrue(pos.offered().contains("choose {choice=full}") && pos.offered().contains("choose {choice=cash}"),
                pos.offered().toString());
        pos.choose("full");
        assertEquals(pos.player(3), pos.acting());
        pos.choose("full");
        assertEquals(pos.player(4), pos.acting());
        pos.choose("cash"); // SFTC, without money, takes the cash without being asked

        // stations: eight tokens, five kept, six on the map; CFCC's director removes one to three
        assertEquals(cfcc, pos.acting());
        assertFalse(pos.offered().contains("pass"), "at least one must go: " + pos.offered());
        pos.corpAction("CFCC", "remove_token", Map.of("city", g.board().cityRef("D16", 0), "slot", 0L));
        pos.pass();

        assertEquals(30, pos.player(1).percentOf(cfcc));
        assertTrue(cfcc.presidentsShare().holder() == pos.player(1));
        assertSame(pos.player(1), cfcc.president());
        assertEquals(20, pos.player(2).percentOf(cfcc));
        assertEquals(10, pos.player(3).percentOf(cfcc));
        assertEquals(0, pos.player(4).percentOf(cfcc));
        assertEquals(10, g.pool().percentOf(cfcc));
        assertEquals(30, cfcc.ipo().percentOf(cfcc));
        assertEquals(672 - 121, pos.player(2).cash());
        assertEquals(672 - 121, pos.player(3).cash());
        assertEquals(672 + 121, pos.player(4).cash());
        assertEquals(121, pos.corp("SFTC").cash());
        assertEquals(80 + 380 + 121 + 121, cfcc.cash());
        assertEquals(2, cfcc.trains().size());
        assertEquals(5, cfcc.tokenPrices().size());
        assertEquals(5, g.board().tokensOf("CFCC").size());
        assertEquals(5, cfcc.tokensUsed());
        assertTrue(sftg.closed(), "SFTG is historical: it leaves the game");
        assertFalse(cgtf.closed());
        assertNull(cgtf.sharePrice(), "CGTF may be started again");
        assertNull(cgtf.president());
        assertEquals(100, cgtf.ipo().percentOf(cgtf));
        assertEquals(0, cfcc.operatedCount());
        assertTrue(g.round().currentEntity() != cfcc && g.round().currentEntity() != cgtf);
    }

    /**
     * Digest 6.2 with RB 4.7.4's cap, phase 5: AFI (137) and ATFA (128) sum 265, so the price is the rightmost
     * cell below L.250, L.242. A holds AFI's president's certificate and 10 % of ATFA: 30 %, so he may pay
     * 242 x (40 - 30) / 20 = L.121 for CTS's president's certificate. B, ATFA's director, consents (RB 4.7.4);
     * his 50 % give two shares and one left, which he takes in cash, L.121. C's 20 % of AFI and 10 % of ATFA
     * give a share and, for L.121, a second. CTS: A 20 % (director), B 20 %, C 20 %, IPO 40 %, L.200 + 100 +
     * 121 + 121 = L.542.
     */
    @Test
    void twoMajorsAboveTheCapAndThePresidentsCertificateBought() {
        MergerPosition pos = new MergerPosition(3, "5", Set.of(T1841Title.MERGER_PRESIDENT_UPGRADE), p -> {
            p.tile("H10", "14-0", 0); // Cremona with two places
            Corporation afi = p.start("AFI", 3, 8, p.player(1));
            p.give(afi, p.player(3), 1, 2);
            Corporation atfa = p.start("ATFA", 1, 6, p.player(2), 1, 2, 3);
            p.give(atfa, p.player(1), 4);
            p.give(atfa, p.player(3), 5);
            p.cash(afi, 200);
            p.cash(atfa, 100);
            p.station(afi, "H10", 0);
            p.station(atfa, "H10", 0);
        });
        pos.endOfTurn();
        Corporation cts = pos.corp("CTS");
        pos.merge("AFI", "ATFA");
        assertEquals(pos.corp("ATFA"), pos.acting(), "ATFA's director answers");
        pos.apply(new Action("accept_merge", "ATFA", "corporation", null));
        pos.merge("AFI", "CTS");
        assertEquals(242, cts.sharePrice().price());

        assertEquals(pos.player(1), pos.acting());
        assertTrue(pos.offered().contains("choose {choice=pres}"), pos.offered().toString());
        pos.choose("pres");
        assertEquals(pos.player(2), pos.acting(), "B's pairs were exchanged; one share left");
        assertFalse(pos.offered().contains("choose {choice=pres}"), "the president's certificate is taken");
        pos.choose("cash");
        assertEquals(pos.player(3), pos.acting());
        pos.choose("full");

        assertSame(pos.player(1), cts.president());
        assertEquals(20, pos.player(1).percentOf(cts));
        assertEquals(20, pos.player(2).percentOf(cts));
        assertEquals(20, pos.player(3).percentOf(cts));
        assertEquals(40, cts.ipo().percentOf(cts));
        assertEquals(1120 - 121, pos.player(1).cash());
        assertEquals(1120 + 121, pos.player(2).cash());
        assertEquals(1120 - 121, pos.player(3).cash());
        assertEquals(200 + 100 + 121 + 121, cts.cash());
        assertEquals(3, cts.tokenPrices().size(), "2 + 2 tokens, the second in Alessandria counted once");
        assertEquals(1, cts.tokensUsed());
        assertNull(pos.corp("AFI").sharePrice());
        assertNull(pos.corp("ATFA").sharePrice());
    }

    /**
     * RB 4.7.5, phase 3: the minors CTLP (100; A 40 %, B 20 %, pool 20 %) and FTP (100; B 40 %, A 20 %)
     * form ICSF at the rightmost cell below (100 + 100) / 2 = 100: L.95 (row 7, column 9). In the order of
     * play from A: A's 40 % gives ICSF's president's certificate and his 20 % one share (30 %); B's 40 %
     * gives two shares, as the president's certificate is gone, and his 20 % one (30 %, a tie: A stays);
     * the pool's 20 % one share. IPO 30 %.
     */
    @Test
    void twoMinorsFormAMajor() {
        MergerPosition pos = new MergerPosition(3, "3", Set.of(), p -> {
            p.tile("H10", "14-0", 0); // Cremona with two places
            Corporation ctlp = p.start("CTLP", 3, 5, p.player(1));
            p.give(ctlp, p.player(2), 1);
            p.give(ctlp, p.game.pool(), 2);
            Corporation ftp = p.start("FTP", 3, 5, p.player(2));
            p.give(ftp, p.player(1), 1);
            p.cash(ctlp, 150);
            p.cash(ftp, 90);
            p.station(ctlp, "H10", 0);
            p.station(ftp, "H10", 0);
        });
        pos.endOfTurn();
        assertEquals(pos.corp("CTLP"), pos.game.round().currentEntity());
        pos.merge("CTLP", "FTP");
        pos.apply(new Action("accept_merge", "FTP", "corporation", null));
        pos.merge("CTLP", "ICSF");
        Corporation icsf = pos.corp("ICSF");
        assertEquals(95, icsf.sharePrice().price());
        assertEquals(7, icsf.sharePrice().row());
        assertEquals(9, icsf.sharePrice().column());
        assertSame(pos.player(1), icsf.president());
        assertEquals(30, pos.player(1).percentOf(icsf));
        assertEquals(30, pos.player(2).percentOf(icsf));
        assertEquals(10, pos.game.pool().percentOf(icsf));
        assertEquals(30, icsf.ipo().percentOf(icsf));
        assertEquals(240, icsf.cash());
        assertEquals(1, icsf.tokensUsed());
        assertNull(pos.corp("CTLP").sharePrice());
        assertNull(pos.corp("FTP").sharePrice());
    }

    /** RB 4.7.5: the other director may refuse; the merger does not happen, and without another partner the turn ends. */
    @Test
    void theOtherDirectorMayRefuse() {
        MergerPosition pos = new MergerPosition(3, "3", Set.of(), p -> {
            p.tile("H10", "14-0", 0); // Cremona with two places
            p.station(p.start("CTLP", 3, 5, p.player(1)), "H10", 0);
            p.station(p.start("FTP", 3, 5, p.player(2)), "H10", 0);
        });
        pos.endOfTurn();
        pos.merge("CTLP", "FTP");
        pos.apply(new Action("decline_merge", "FTP", "corporation", null));
        assertEquals(pos.corp("FTP"), pos.game.round().currentEntity(), "no other partner: CTLP's turn is over");
        assertEquals(100, pos.corp("CTLP").sharePrice().price());
        assertSame(pos.player(2), pos.corp("FTP").president());
        assertTrue(pos.game.logLines().contains("The director of FTP refuses to merge with CTLP"), pos.game.logLines().toString());
    }

    /**
     * RB 4.7.6, phase 3: SLDV (169, column K; L.300; one station) is A's 40 %, B's and C's 20 % each. It
     * becomes RATF on its cell: A takes the president's certificate, B and C a share each. First offer to
     * the holders at 169: A buys, B declines, C buys; then to every player: A buys, B and C decline. RATF
     * holds L.300 + 3 x 169 = L.807; its one token needs a second for L.50, and it buys one more for L.100:
     * three tokens, L.657. SLDV is free again.
     */
    @Test
    void aMinorBecomesAMajor() {
        MergerPosition pos = new MergerPosition(3, "3", Set.of(), p -> {
            Corporation sldv = p.start("SLDV", 3, 10, p.player(1));
            p.give(sldv, p.player(2), 1);
            p.give(sldv, p.player(3), 2);
            p.cash(sldv, 300);
            p.station(sldv, "K11", 0);
            p.start("CTS", 5, 0, p.player(2)); // operates after SLDV
        });
        pos.endOfTurn();
        Corporation sldv = pos.corp("SLDV");
        Corporation ratf = pos.corp("RATF");
        assertTrue(pos.offered().contains("merge {corporation=RATF}"), pos.offered().toString());
        pos.corpAction("SLDV", "merge", Map.of("corporation", "RATF"));
        assertEquals(169, ratf.sharePrice().price());
        assertSame(pos.player(1), ratf.president());
        assertEquals(ratf, pos.game.round().currentEntity(), "RATF takes SLDV's place in the order");

        assertEquals(pos.player(1), pos.acting());
        pos.choose("yes");
        assertEquals(pos.player(2), pos.acting());
        pos.choose("no");
        assertEquals(pos.player(3), pos.acting());
        pos.choose("yes");
        assertEquals(pos.player(1), pos.acting(), "the second offer, to every player");
        pos.choose("yes");
        pos.choose("no");
        pos.choose("no");

        assertEquals(ratf, pos.acting());
        assertTrue(pos.offered().contains("choose {choice=1}") && pos.offered().contains("choose {choice=4}"),
                pos.offered().toString());
        pos.choose(2);
        assertEquals(40, pos.player(1).percentOf(ratf));
        assertEquals(10, pos.player(2).percentOf(ratf));
        assertEquals(20, pos.player(3).percentOf(ratf));
        assertEquals(30, ratf.ipo().percentOf(ratf));
        assertEquals(300 + 3 * 169 - 150, ratf.cash());
        assertEquals(3, ratf.tokenPrices().size());
        assertEquals(1, ratf.tokensUsed());
        assertEquals(pos.game.board().tokensOf("RATF"), java.util.List.of(pos.game.board().cityRef("K11", 0)));
        assertNull(sldv.sharePrice());
        assertEquals(100, sldv.ipo().percentOf(sldv));
        assertEquals(pos.corp("CTS"), pos.game.round().currentEntity(), "RATF operates from the next round");
        assertEquals(0, ratf.operatedCount());
    }

    /**
     * RB 4.7.6 says nothing of a major that cannot pay its compulsory second token (README's choice): SLDV
     * (169, column K; no money; one station) is A's 40 %, and A has no money either. It becomes RATF; A cannot
     * buy, B and C decline; the token costs L.50 and nobody above RATF can give any, so RATF sells one
     * unsold share to the pool at half price, 169 / 2 rounded down (RB 4.5.1) = L.84, its price falling a
     * row; it pays the L.50 and keeps L.34.
     */
    @Test
    void aMajorShortOfItsCompulsoryTokenSellsAnUnsoldShare() {
        MergerPosition pos = new MergerPosition(3, "3", Set.of(), p -> {
            p.start("SLDV", 3, 10, p.player(1));
            p.station(p.corp("SLDV"), "K11", 0);
            p.game.transfer(p.player(1), p.game.bank(), p.player(1).cash());
            p.start("CTS", 5, 0, p.player(2));
        });
        pos.endOfTurn();
        pos.corpAction("SLDV", "merge", Map.of("corporation", "RATF"));
        Corporation ratf = pos.corp("RATF");
        assertEquals(pos.player(2), pos.acting(), "A, without money, is not offered a share");
        pos.choose("no");
        pos.choose("no");
        assertEquals(ratf, pos.acting());
        assertEquals(java.util.List.of("choose {choice=1}"), pos.offered());
        roundhouse.engine.spi.SharePrice below = pos.game.market().cell(4, 10);
        pos.choose(1);
        assertEquals(2, ratf.tokenPrices().size());
        assertEquals(84 - 50, ratf.cash());
        assertEquals(10, pos.game.pool().percentOf(ratf));
        assertEquals(below.price(), ratf.sharePrice().price());
        assertEquals(0, pos.player(1).cash());
    }

    /** RB 4.7.6: only from column K; 18xx.games from any column ({@link T1841Title#TRANSFORM_ANY_COLUMN}). */
    @Test
    void aMinorTransformsFromColumnKOnly() {
        java.util.function.Consumer<MergerPosition> setup = p -> p.start("SLDV", 3, 9, p.player(1));
        MergerPosition rulebook = new MergerPosition(3, "3", Set.of(), setup);
        rulebook.endOfTurn();
        assertFalse(rulebook.offered().stream().anyMatch(a -> a.startsWith("merge")), rulebook.offered().toString());
        MergerPosition r = new MergerPosition(3, "3", Set.of(T1841Title.TRANSFORM_ANY_COLUMN), setup);
        r.endOfTurn();
        assertTrue(r.offered().contains("merge {corporation=AFI}"), r.offered().toString());
    }

    /**
     * Digest 2.3 and 6.2: a merger that makes control run in a circle is refused. A holds 40 % of AFI (its
     * director); AFI directs CTS (30 %), CTS directs ATFA (60 %). AFI and ATFA form CFCC: CFCC takes AFI's
     * 30 % of CTS and its presidency; A's 40 % give him 20 % of CFCC, CTS's 60 % give it 30 %, so CTS directs
     * CFCC and CFCC directs CTS.
     */
    @Test
    void aMergerThatMakesControlCircularIsRefused() {
        MergerPosition pos = new MergerPosition(3, "5", Set.of(), p -> {
            p.tile("H10", "14-0", 0); // Cremona with two places
            Corporation afi = p.start("AFI", 2, 8, p.player(1), 1, 2);
            Corporation cts = p.start("CTS", 3, 5, afi, 1);
            p.give(cts, p.player(2), 2, 3);
            p.start("ATFA", 3, 5, cts, 1, 2, 3, 4);
            p.station(afi, "H10", 0);
            p.station(p.corp("ATFA"), "H10", 0);
        });
        pos.endOfTurn();
        assertEquals(pos.corp("AFI"), pos.game.round().currentEntity());
        pos.merge("AFI", "ATFA");
        GameRuleException e = assertThrows(GameRuleException.class, () -> pos.merge("AFI", "CFCC"));
        assertTrue(e.getMessage().contains("circle"), e.getMessage());
    }
    /** Every text of mergers and transformations reads in German too (the offer of a share, a refusal). */
    @Test
    void mergerTextsInGerman() throws Exception {
        java.util.Properties en = new java.util.Properties();
        java.util.Properties de = new java.util.Properties();
        String base = "/roundhouse/title/t1841/internal/messages";
        try (var in = getClass().getResourceAsStream(base + ".properties")) {
            en.load(in);
        }
        try (var in = new java.io.InputStreamReader(getClass().getResourceAsStream(base + "_de.properties"),
                java.nio.charset.StandardCharsets.UTF_8)) {
            de.load(in);
        }
        for (String key : en.stringPropertyNames()) {
            if (key.contains("merge") || key.contains("transform")) {
                assertTrue(de.containsKey(key), "no German for " + key);
            }
        }
        EngineText.use(Locale.GERMAN);
        MergerPosition pos = new MergerPosition(3, "3", Set.of(), p -> {
            p.start("SLDV", 3, 10, p.player(1));
            p.cash(p.corp("SLDV"), 100);
        });
        pos.endOfTurn();
        pos.corpAction("SLDV", "merge", Map.of("corporation", "RATF"));
        assertEquals("Kauft Player 1 eine Aktie der RATF?", pos.game.round().activeStep().description());
        GameRuleException e = assertThrows(GameRuleException.class,
                () -> pos.apply(new Action("choose", "p1", "player", Map.of("choice", "vielleicht"))));
        assertTrue(e.getMessage().contains("Kauft Player 1 eine Aktie der RATF?"), e.getMessage());
    }

    /**
     * A corporation frozen with nobody named its president (its president's certificate in the pool, as
     * the Tuscan merge's SFLi, digest 6.5) has no chain of control at all: it is frozen by the pool, not
     * by a circle of presidents. Found by the expert bot's look ahead, where the empty chain threw.
     */
    @Test
    void aCorporationFrozenWithoutPresidentIsNoCircleOfControl() {
        MergerPosition pos = new MergerPosition(3, "3", Set.of(), p -> {
            Corporation sftc = p.start("SFTC", 2, 8, p.player(1), 1);
            p.give(sftc, p.game.pool(), 0);
            sftc.setPresident(null);
            p.start("SFTG", 2, 8, p.player(2), 1);
        });
        assertTrue(pos.game.shareRules().frozen(pos.corp("SFTC")), "frozen by the pool");
        assertEquals(Set.of(), MergeRules.circular(pos.game));
    }
}
