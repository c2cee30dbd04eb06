package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundhouse.title.t1854.internal.Positions.apply;
import static roundhouse.title.t1854.internal.Positions.buy;
import static roundhouse.title.t1854.internal.Positions.floated;
import static roundhouse.title.t1854.internal.Positions.give;
import static roundhouse.title.t1854.internal.Positions.option;
import static roundhouse.title.t1854.internal.Positions.par;
import static roundhouse.title.t1854.internal.Positions.pass;
import static roundhouse.title.t1854.internal.Positions.sell;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.GameRuleException;

/**
 * The stock round of 1854 by the rulebook's sections ("Die Aktienrunde", "Verkauf von Aktien", "Aktie
 * kaufen", "Inbetriebnahme einer Gesellschaft", "Direktorwechsel", "Aktienlimit", "Optionskäufe", "Ende der
 * Aktienrunde", "Aktiensplit"), each with a hand-built position and numbers worked out from the rules.
 */
class StockRoundRulesTest {

    /** "Inbetriebnahme": 40 % + 20 % in players' hands float a major; 10 x par; the marker goes on the par cell only then. */
    @Test
    void aMajorFloatsAtHalfWithTenTimesParAndOnlyThenHasAMarketPrice() {
        AustrianGame g = Positions.stockRound(3, 1);
        apply(g, par("p1", "KT", "77,3,2"));
        Corporation kt = g.corporation("KT");
        assertEquals(860 - 4 * 77, g.player("p1").cash(), "the director's certificate costs 4 x par");
        assertFalse(kt.floated());
        assertNull(kt.sharePrice(), "no marker on the market before the company floats");
        apply(g, buy("p2", "KT_1"));
        assertEquals(860 - 2 * 77, g.player("p2").cash(), "a 20 % share from the bank costs 2 x par");
        assertTrue(kt.floated());
        assertEquals(770, kt.cash(), "10 x par from the bank");
        assertEquals(77, kt.sharePrice().price());
        assertEquals(3, kt.sharePrice().row());
    }

    /** "Optionskäufe": the option costs 10 % at par, counts 10 %, floats 40 + 10, blocks other buys; redeemed at the recorded price. */
    @Test
    void anOptionCountsTenPercentAndIsRedeemedAtItsRecordedPrice() {
        AustrianGame g = Positions.stockRound(3, 1);
        apply(g, par("p1", "KR", "82,2,2"));
        apply(g, option("p2", "KR_1"));
        Corporation kr = g.corporation("KR");
        assertEquals(860 - 82, g.player("p2").cash());
        assertEquals(10, g.player("p2").percentOf(kr));
        assertTrue(kr.floated(), "director 40 % + option 10 % = 50 %");
        assertEquals(820, kr.cash());
        apply(g, pass("p3"));
        apply(g, pass("p1"));
        List<String> offered = Positions.types(g);
        assertTrue(offered.contains(AustrianShareTurn.REDEEM_OPTION), offered.toString());
        assertFalse(offered.contains("buy_shares") || offered.contains("par") || offered.contains(AustrianShareTurn.TAKE_OPTION),
                "no other purchase while the markers are out: " + offered);
        assertThrows(GameRuleException.class, () -> apply(g, buy("p2", "KR_2")));
        apply(g, Positions.act("p2", AustrianShareTurn.REDEEM_OPTION, java.util.Map.of()));
        assertEquals(860 - 82 - 82, g.player("p2").cash());
        assertEquals(20, g.player("p2").percentOf(kr));
        assertNull(g.optionMarkers().of(g.player("p2")));
    }

    /** "Optionskäufe" (README A-8): in the next stock round the option must be redeemed or its share sold first. */
    @Test
    void anOptionFromTheLastStockRoundMustBeSettledOnTheFirstTurn() {
        AustrianGame g = Positions.stockRound(3, 2, p -> {
            Corporation c = floated(p, "KR", "p1", 2, 2, 2);
            give(p, "KR_2", "p3");
            give(p, "KR_1", "p2");
            p.optionMarkers().take(p.player("p2"), c.share("KR_1"), 82, 1);
        });
        Corporation kr = g.corporation("KR");
        apply(g, pass("p1"));
        assertEquals("p2", Positions.acting(g));
        assertTrue(Set.of("sell_shares", AustrianShareTurn.REDEEM_OPTION).containsAll(Positions.types(g)), Positions.types(g).toString());
        assertThrows(GameRuleException.class, () -> apply(g, pass("p2")));
        apply(g, sell("p2", 10, "KR_1"));
        assertEquals(860 + 82, g.player("p2").cash(), "the optioned share sells as 10 % at the current price (82)");
        assertEquals(20, g.pool().percentOf(kr), "it lies in the pool as the 20 % share it is");
        assertEquals(77, kr.sharePrice().price(), "one certificate sold: one cell down-left");
    }

    /**
     * "Aktie kaufen" (the option "muss ... in der nächsten Aktienrunde mit seinem ersten Kauf noch einmal den
     * Preis für weitere 10% bezahlen oder diese Aktie wieder verkaufen"), "Optionskäufe" (redeeming "zählt als
     * Kauf") and "Die Aktienrunde" (sell any number, then buy one, "in genau dieser Reihenfolge"): on the first
     * turn of the next stock round p2 has 50 G, too little for the recorded 82. He sells his 20 % SD share at
     * 104 per 10 % (+208 = 258, SD 104 down-left to 97) and in the same turn redeems the KR option:
     * 258 - 82 = 176, KR 20 %; the redemption was his purchase, so the turn passes to p3.
     */
    @Test
    void aDueOptionIsRedeemedInTheTurnAnotherShareIsSold() {
        AustrianGame g = Positions.stockRound(3, 2, p -> {
            Corporation c = floated(p, "KR", "p1", 2, 2, 2);
            give(p, "KR_1", "p2");
            p.optionMarkers().take(p.player("p2"), c.share("KR_1"), 82, 1);
            floated(p, "SD", "p3", 2, 1, 6);
            give(p, "SD_1", "p2");
            p.transfer(p.player("p2"), p.bank(), 810);
        });
        Corporation kr = g.corporation("KR");
        Corporation sd = g.corporation("SD");
        apply(g, pass("p1"));
        assertEquals("p2", Positions.acting(g));
        assertEquals(List.of("sell_shares"), Positions.types(g).stream().distinct().toList(), "50 G: he must sell first");
        apply(g, sell("p2", 20, "SD_1"));
        assertEquals(258, g.player("p2").cash());
        assertEquals(97, sd.sharePrice().price());
        assertEquals("p2", Positions.acting(g), "the sale leaves the turn's purchase to come");
        assertTrue(Positions.types(g).contains(AustrianShareTurn.REDEEM_OPTION), Positions.types(g).toString());
        apply(g, Positions.act("p2", AustrianShareTurn.REDEEM_OPTION, java.util.Map.of()));
        assertEquals(176, g.player("p2").cash());
        assertEquals(20, g.player("p2").percentOf(kr));
        assertNull(g.optionMarkers().of(g.player("p2")));
        assertEquals("p3", Positions.acting(g), "the redemption was the turn's purchase");
    }

    /** Rule option options_may_wait (A-8, the lax reading): the option may stay out; he still buys nothing else. */
    @Test
    void withTheLaxReadingAnOptionMayWait() {
        AustrianGame g = Positions.stockRound(3, 2, Set.of(AustrianShareTurn.OPTIONS_MAY_WAIT), p -> {
            Corporation c = floated(p, "KR", "p1", 2, 2, 2);
            give(p, "KR_1", "p2");
            p.optionMarkers().take(p.player("p2"), c.share("KR_1"), 82, 1);
        });
        apply(g, pass("p1"));
        List<String> offered = Positions.types(g);
        assertTrue(offered.contains("pass") && offered.contains(AustrianShareTurn.REDEEM_OPTION), offered.toString());
        assertFalse(offered.contains("buy_shares") || offered.contains("par"), offered.toString());
        apply(g, pass("p2"));
        assertTrue(g.optionMarkers().of(g.player("p2")) != null, "the option stays out");
    }

    /** Rule option pool_unlimited (A-7, the other bullet): the pool may hold more than 50 % of a company. */
    @Test
    void withoutThePoolLimitAThirdShareMaySellIntoAFullPool() {
        java.util.function.Consumer<AustrianGame> position = p -> {
            floated(p, "KT", "p2", 1, 1, 6);
            give(p, "KT_1", "pool");
            give(p, "KT_2", "pool");
            give(p, "KT_3", "p1");
        };
        AustrianGame strict = Positions.stockRound(3, 2, position);
        assertThrows(GameRuleException.class, () -> apply(strict, sell("p1", 20, "KT_3")), "40 % + 20 % over the 50 % limit");
        AustrianGame lax = Positions.stockRound(3, 2, Set.of("pool_unlimited"), position);
        apply(lax, sell("p1", 20, "KT_3"));
        assertEquals(60, lax.pool().percentOf(lax.corporation("KT")));
    }

    /** "Verkauf von Aktien", the rulebook's example: Laura sells two KT shares at 104; the price goes 97, then 91. */
    @Test
    void aSaleMovesDownLeftPerCertificateAtThePriceBefore() {
        AustrianGame g = Positions.stockRound(4, 2, p -> {
            floated(p, "KT", "p2", 2, 1, 6);
            give(p, "KT_1", "p1");
            give(p, "KT_2", "p1");
        });
        Corporation kt = g.corporation("KT");
        apply(g, sell("p1", 40, "KT_1", "KT_2"));
        assertEquals(650 + 4 * 104, g.player("p1").cash(), "40 % at 104 per 10 %");
        assertEquals(91, kt.sharePrice().price());
        assertEquals(40, g.pool().percentOf(kt));
    }

    /** "Verkauf von Aktien": nothing is sold in the first stock round. */
    @Test
    void noSalesInTheFirstStockRound() {
        AustrianGame g = Positions.stockRound(4, 1, p -> {
            floated(p, "KT", "p2", 2, 1, 6);
            give(p, "KT_1", "p1");
        });
        assertFalse(Positions.types(g).contains("sell_shares"));
        assertThrows(GameRuleException.class, () -> apply(g, sell("p1", 20, "KT_1")));
    }

    /**
     * "Aktiensplit", the rulebook's example: VB pays out at 91 and moves to 95, across the red line. Anton
     * (director) receives 2 x 95 = 190, Berta (two 20 % shares) 95 + 95 = 190; five new 10 % shares lie in
     * VB; the certificate limit (4 players) goes from 8 to 9.
     */
    @Test
    void crossingTheRedLineSplitsTheSharesAndPaysHalfTheirValue() {
        AustrianGame g = Positions.stockRound(4, 2);
        Corporation vb = floated(g, "VB", "p1", 1, 1, 3);
        give(g, "VB_1", "p2");
        give(g, "VB_2", "p2");
        assertEquals(8, g.certLimit());
        g.market().moveRight(vb);
        assertEquals(95, vb.sharePrice().price());
        assertTrue(g.hasSplit(vb));
        assertEquals(650 + 190, g.player("p1").cash());
        assertEquals(650 + 190, g.player("p2").cash());
        assertEquals(20, vb.share("VB_0").percent());
        assertEquals(10, vb.share("VB_1").percent());
        assertEquals(50, vb.percentOf(vb), "five new 10 % shares wait in the company");
        assertEquals(9, g.certLimit());
        g.market().moveRight(vb);
        assertEquals(9, g.certLimit(), "once per company");
    }

    /** "Aktiensplit": the new shares are sold at the market price, the money going to the company; after it at most 60 %. */
    @Test
    void splitSharesPayTheCompanyAndSixtyPercentIsTheCap() {
        AustrianGame g = Positions.stockRound(4, 2, p -> {
            Corporation c = floated(p, "VB", "p1", 1, 1, 3);
            give(p, "VB_1", "p1");
            give(p, "VB_2", "p1");
            p.market().moveRight(c); // split at 95: p1 holds 20 + 10 + 10 = 40 %
        });
        Corporation vb = g.corporation("VB");
        int treasury = vb.cash();
        apply(g, buy("p1", "VB_4"));
        assertEquals(treasury + 95, vb.cash(), "the new share's price goes to VB");
        assertEquals(50, g.player("p1").percentOf(vb));
        apply(g, pass("p2"));
        apply(g, pass("p3"));
        apply(g, pass("p4"));
        apply(g, buy("p1", "VB_5"));
        assertEquals(60, g.player("p1").percentOf(vb));
        apply(g, pass("p2"));
        apply(g, pass("p3"));
        apply(g, pass("p4"));
        assertThrows(GameRuleException.class, () -> apply(g, buy("p1", "VB_6")), "61 % and more: refused after the split");
    }

    /**
     * "Direktorwechsel", the rulebook's example after SD's split: Zoe 50 %, Erwin 20 %, the pool 10 %, two
     * new shares unsold. Zoe gives her 20 % director's certificate for Erwin's two 10 % shares and sells four
     * (the pool reaches 50 %), keeping 10 %.
     */
    @Test
    void theDirectorDumpsOnlyOnAPlayerHoldingHisCertificatesSize() {
        AustrianGame g = Positions.stockRound(3, 2, p -> {
            Corporation c = floated(p, "SD", "p1", 0, 0, 2);
            give(p, "SD_1", "p1");
            give(p, "SD_2", "p2");
            give(p, "SD_3", "pool");
            p.market().moveRight(c); // split at 97: Zoe 20 + 10, Erwin 10, the pool 10, five new in SD
            Positions.certificate(p, "SD_4").moveTo(p.player("p1"));
            Positions.certificate(p, "SD_5").moveTo(p.player("p1"));
            Positions.certificate(p, "SD_7").moveTo(p.player("p2"));
        });
        Corporation sd = g.corporation("SD");
        assertEquals(50, g.player("p1").percentOf(sd));
        assertEquals(20, g.player("p2").percentOf(sd));
        assertEquals(10, g.pool().percentOf(sd));
        int price = sd.sharePrice().price();
        int cash = g.player("p1").cash();
        apply(g, sell("p1", 40, "SD_1", "SD_4", "SD_5", "SD_0"));
        assertEquals("p2", sd.president().holderId(), "Erwin directs SD");
        assertEquals(10, g.player("p1").percentOf(sd));
        assertEquals(50, g.pool().percentOf(sd));
        assertEquals(cash + 4 * price, g.player("p1").cash(), "four 10 % at the price before the sale");
        assertEquals(97, price);
        assertEquals(75, sd.sharePrice().price(), "four cells down-left from 97: 91, 85, 80, 75");
    }

    /**
     * "Direktorwechsel" with an option: Erwin holds two 20 % shares and an option, more than Zoe's 40 %;
     * he takes the directorship giving his two paid shares, never the optioned one.
     */
    @Test
    void anOptionedShareIsNeverGivenInTheSwap() {
        AustrianGame g = Positions.stockRound(3, 2, p -> {
            floated(p, "NT", "p1", 1, 1, 2);
            give(p, "NT_1", "p2");
            give(p, "NT_3", "p2");
            give(p, "NT_2", "p3");
        });
        Corporation nt = g.corporation("NT");
        apply(g, pass("p1"));
        apply(g, pass("p2"));
        apply(g, sell("p3", 20, "NT_2"));
        apply(g, pass("p3"));
        apply(g, pass("p1"));
        apply(g, Positions.act("p2", AustrianShareTurn.TAKE_OPTION, java.util.Map.of("shares", List.of("NT_2"))));
        assertEquals("p2", nt.president().holderId(), "50 % counted (20 + 20 + 10) against 40 %");
        assertEquals(java.util.Set.of("NT_1", "NT_3"), g.player("p1").certificatesOf(nt).stream().map(c -> c.id())
                .collect(java.util.stream.Collectors.toSet()), "Zoe receives the two paid 20 % shares");
        assertTrue(g.optionMarkers().on(nt.share("NT_2")) != null && nt.share("NT_2").holder() == g.player("p2"));
    }

    /** "Ende der Aktienrunde": a company wholly in players' hands (an option counting as held) moves up-right. */
    @Test
    void aSoldOutCompanyMovesUpRightAtTheEnd() {
        AustrianGame g = Positions.stockRound(3, 2, p -> {
            Corporation c = floated(p, "KT", "p1", 3, 3, 2);
            give(p, "KT_1", "p2");
            give(p, "KT_2", "p3");
            give(p, "KT_3", "p3");
            p.optionMarkers().take(p.player("p3"), c.share("KT_3"), 77, 2);
        });
        Corporation kt = g.corporation("KT");
        apply(g, pass("p1"));
        apply(g, pass("p2"));
        apply(g, pass("p3"));
        assertEquals(82, kt.sharePrice().price(), "all passed: 77 up-right to 82");
    }

    /** "Aktienlimit": the table by players and splits. */
    @Test
    void theCertificateLimitFollowsTheTable() {
        assertEquals(10, Positions.stockRound(3, 1).certLimit());
        assertEquals(8, Positions.stockRound(4, 1).certLimit());
        assertEquals(6, Positions.stockRound(5, 1).certLimit());
        assertEquals(5, Positions.stockRound(6, 1).certLimit());
    }

    /** Only majors are started by players; the AGs come from mergers. */
    @Test
    void aLokalbahnAgIsNeverParred() {
        AustrianGame g = Positions.stockRound(3, 1);
        Action a = par("p1", "A", "67,5,2");
        assertThrows(GameRuleException.class, () -> apply(g, a));
    }
}
