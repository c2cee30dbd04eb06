package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.api.view.CompanyView;
import roundhouse.engine.internal.session.Snapshots;
import roundhouse.engine.spi.step.Bankrupt;
import roundhouse.engine.spi.step.BuySellParShares;
import roundhouse.engine.spi.step.BuyTrain;
import roundhouse.engine.spi.step.OperatingRound;
import roundhouse.engine.spi.step.ShareDeals;

/**
 * The share rules 1841 needs, each switched on by a title's {@link ShareRules} hooks, on the owners test
 * title (market row 0: 60 67p 71 76, row 1: 53 60 66p 70, row 2: 46 50 55; one row down per share unit
 * sold; holding limit 60 %, pool limit 50 %; corporations A, B, D of a 20 % and eight 10 %
 * certificates, C of a 40 % and three 20 %). Without the hooks every number stays 1830's.
 */
class ShareLimitsAndTermsTest {
    /** 1841's rules in miniature: own certificates count, the control group's percent, five of others per corporation. */
    static class Limits1841 extends ShareRules {
        Limits1841(Game game) {
            super(game);
        }

        @Override
        protected List<ShareHolder> holdingGroup(ShareHolder holder) {
            return controlGroup(holder);
        }

        @Override
        protected int corporationCertificateLimit(Corporation corporation) {
            return 5;
        }
    }

    /** Emergency sales at half price rounded up; bankruptcy sales at half price rounded down, no move, no limits. */
    static class Terms1841 extends ShareRules {
        Terms1841(Game game) {
            super(game);
        }

        @Override
        public SaleTerms saleTerms(SaleTerms.Kind kind) {
            return switch (kind) {
                case EMERGENCY -> SaleTerms.halfPrice(true);
                case BANKRUPTCY -> SaleTerms.halfPrice(false).withoutPriceMove().ignoringLimits();
                default -> SaleTerms.MARKET;
            };
        }

        @Override
        public boolean ipoIsTreasury(Corporation corporation) {
            return true;
        }
    }

    private Game g;
    private Player p1;
    private Player p2;
    private Corporation a;
    private Corporation b;
    private Corporation c;
    private Corporation d;

    @BeforeEach
    void english() {
        EngineText.use(Locale.ENGLISH);
    }

    private void game(java.util.function.Function<Game, ShareRules> rules) {
        OwnersTitle title = new OwnersTitle();
        title.shareRules = rules;
        g = title.game(2);
        p1 = g.player("p1");
        p2 = g.player("p2");
        a = g.corporation("A");
        b = g.corporation("B");
        c = g.corporation("C");
        d = g.corporation("D");
    }

    /** Sets the par and hands the president's certificate over, as a par would, without payment. */
    private void par(Corporation corporation, ShareHolder president, int price) {
        SharePrice cell = g.market().parPrices().stream().filter(p -> p.price() == price).findFirst().orElseThrow();
        g.setPar(corporation, cell);
        Certificate pres = corporation.presidentsShare();
        g.transferShares(List.of(pres), president, pres.percent(), true);
    }

    private void give(Corporation corporation, ShareHolder to, int... indexes) {
        for (int i : indexes) {
            Certificate cert = corporation.shares().get(i);
            g.transferShares(List.of(cert), to, cert.percent(), true);
        }
    }

    private OperatingRound dealingRound(OperatingRound r) {
        r.add(new BuySellParShares(g, r, new ShareDeals()));
        r.start();
        return r;
    }

    private static Action act(String type, Entity by, Object... keyValues) {
        Map<String, Object> args = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            args.put((String) keyValues[i], keyValues[i + 1]);
        }
        return new Action(type, by.id(), by.entityType(), args);
    }

    private static List<String> labels(List<LegalAction> legal, String type) {
        List<String> out = new ArrayList<>();
        for (LegalAction l : legal) {
            if (l.action().type().equals(type)) {
                out.add(l.action().entity() + " " + l.label());
            }
        }
        return out;
    }

    /**
     * P1 presides B (20 %); B holds 30 % of A (tied with P2, who keeps A) and 20 % of D: five certificates.
     * P1 holds 30 % of A himself, the last A share lies in the IPO.
     */
    private void holdings() {
        par(b, p1, 66);
        par(a, p2, 67);
        give(a, p2, 1);
        give(a, b, 2, 3, 4);
        give(a, p1, 5, 6, 7);
        par(d, p2, 66);
        give(d, p2, 1, 2);
        give(d, b, 3, 4);
        b.setFloated(true);
        g.transfer(g.bank(), b, 500);
        g.transfer(g.bank(), p1, 500);
        assertSame(p2, a.president(), "30 % each: a tie keeps P2");
        assertSame(p2, d.president());
    }

    @Test
    void limitsCountAPlayersOwnCertificatesHisGroupsPercentAndFiveForACorporation() {
        game(Limits1841::new);
        holdings();
        assertEquals(4, g.certificateCount(p1), "B_0 and A_5..A_7: what B holds is not his");
        assertEquals(20, g.shareRules().certificateLimit(p1));
        assertEquals(5, g.certificateCount(b), "three of A, two of D");
        assertEquals(5, g.shareRules().certificateLimit(b));
        assertFalse(g.overLimits(b), "five is the limit, not over it");

        OperatingRound r = new OperatingRound(g, 1);
        BuySellParShares step = new BuySellParShares(g, r, new ShareDeals());
        assertEquals("B would exceed the certificate limit of 5", step.checkBuy(b, List.of(d.shares().get(5))));
        assertEquals("P1 would hold more than 60% of A", step.checkBuy(p1, List.of(a.shares().get(8))),
                "P1's 30 % and B's 30 % are already 60 % under P1's control");
        assertNull(step.checkBuy(p2, List.of(a.shares().get(8))), "P2 holds 30 % of A: 40 % is allowed");

        give(d, b, 5);
        assertEquals(6, g.certificateCount(b));
        assertTrue(g.overLimits(b), "six certificates of others: B must sell");
        dealingRound(r);
        List<LegalAction> legal = r.legalActions();
        Set<String> types = new TreeSet<>();
        legal.forEach(l -> types.add(l.action().type()));
        assertEquals(Set.of("sell_shares"), types, "over the limit B sells before anything else");
        assertEquals(List.of("B Sell 10% of A", "B Sell 20% of A", "B Sell 30% of A", "B Sell 10% of D", "B Sell 20% of D",
                "B Sell 30% of D"), labels(legal, "sell_shares"));
    }

    /** A private is a certificate toward its holder's limit (1830 R 4.1) unless the title says not (1841's concessions). */
    @Test
    void aPrivateCountsTowardTheLimitUnlessTheTitleSaysNot() {
        game(ShareRules::new);
        give(a, p1, 1);
        g.transferCompany(g.company("P1"), p1);
        assertEquals(2, g.certificateCount(p1), "a share and the private");
        game(game -> new ShareRules(game) {
            @Override
            public boolean countsForCertLimit(PrivateCompany company) {
                return false;
            }
        });
        give(a, p1, 1);
        g.transferCompany(g.company("P1"), p1);
        assertEquals(1, g.certificateCount(p1), "the share alone");
    }

    @Test
    void withoutTheHooksOnlyTheHolderCountsAndACorporationHasNoLimit() {
        game(ShareRules::new);
        holdings();
        OperatingRound r = new OperatingRound(g, 1);
        BuySellParShares step = new BuySellParShares(g, r, new ShareDeals());
        assertEquals(Integer.MAX_VALUE, g.shareRules().certificateLimit(b));
        assertNull(step.checkBuy(b, List.of(d.shares().get(5))), "B may buy a sixth certificate");
        assertNull(step.checkBuy(p1, List.of(a.shares().get(8))), "P1 alone holds 30 % of A: 40 % is allowed");
    }

    /**
     * P1 presides A (A_0, A_1: 30 %) and A presides B (B_0); P2 holds 10 % of A. The president's
     * certificate of A goes to the pool on terms without the presidency rule (P2's 10 % cannot preside):
     * the pool presides A, and A and B, whose chain ends in the pool, are frozen. Their operating turns
     * pass; D, P2's, buys A's president's certificate back from the pool at twice the price.
     */
    @Test
    void thePoolPresidesAndItsCorporationsAreFrozenUntilThePresidentsCertificateIsBought() {
        game(ShareRules::new);
        par(a, p1, 67);
        give(a, p1, 1);
        give(a, p2, 2);
        par(b, a, 66);
        par(d, p2, 66);
        a.setFloated(true);
        b.setFloated(true);
        d.setFloated(true);
        g.transfer(g.bank(), d, 500);
        assertFalse(g.shareRules().frozen(a));
        assertNotNull(g.checkSale(p1, List.of(a.shares().get(0)), 20), "an ordinary sale keeps the president's certificate");

        SaleTerms noPresidencyRule = SaleTerms.MARKET.ignoringLimits();
        assertNull(g.shareRules().checkSale(p1, List.of(a.shares().get(0)), 20, noPresidencyRule, true));
        int cash = p1.cash();
        g.shareRules().sellShares(p1, List.of(a.shares().get(0)), 20, noPresidencyRule);
        assertEquals(cash + 134, p1.cash(), "67 x 2 units");
        assertEquals(50, a.sharePrice().price(), "two units sold: 67 (row 0) down two rows to 50");
        assertSame(g.pool(), a.president());
        assertNull(a.controller());
        assertTrue(g.shareRules().frozen(a));
        assertTrue(g.shareRules().frozen(b), "B's chain of control, A, ends in the pool");
        assertFalse(g.shareRules().frozen(d));
        g.start(); // a snapshot shows the game's round
        Map<String, Boolean> frozen = new LinkedHashMap<>();
        for (CompanyView v : Snapshots.state(g, 0).companies()) {
            frozen.put(v.id(), v.frozen());
        }
        assertEquals(true, frozen.get("A"));
        assertEquals(true, frozen.get("B"));
        assertEquals(false, frozen.get("D"));

        List<String> frozenTurns = new ArrayList<>();
        OperatingRound r = dealingRound(new OperatingRound(g, 1) {
            @Override
            protected void frozenTurn(Corporation corporation) {
                frozenTurns.add(corporation.id());
            }
        });
        assertEquals(List.of("B"), frozenTurns, "B (66) operates before D (66, below it) and A (50); nobody decides for it");
        assertEquals(1, b.operatedCount(), "a frozen turn still counts as operated");
        assertEquals(List.of(d), r.actingEntities());
        assertEquals(List.of("D Buy 10% of A from the IPO for 67 F", "D Buy 20% of A from the market for 100 F",
                "D Buy 10% of B from the IPO for 66 F"), labels(r.legalActions(), "buy_shares"),
                "A's president's certificate from the pool at 50 x 2 units");
        r.process(act("buy_shares", d, "shares", List.of("A_0"), "percent", 20L), d);
        assertEquals(500 - 100, d.cash());
        assertSame(d, a.president(), "D holds 20 %, more than anyone else: it presides A");
        assertSame(p2, a.controller());
        assertFalse(g.shareRules().frozen(a));
        assertFalse(g.shareRules().frozen(b), "B's chain now runs A, D, P2");
        assertTrue(r.finished(), "D's purchase ends its turn; A, no longer frozen, operates and without money has"
                + " nothing to do");
        assertEquals(List.of("B"), frozenTurns);
        assertEquals(1, a.operatedCount());
    }

    /**
     * A closed corporation has left the game: it presides over nothing it may still hold. A (closed)
     * holds 30 % of B against P2's 20 %; when P1 sells his president's certificate, B goes to P2.
     */
    @Test
    void aClosedCorporationPresidesOverNothing() {
        game(ShareRules::new);
        par(b, p1, 66);
        give(b, a, 1, 2, 3);
        give(b, p2, 4, 5);
        assertTrue(g.shareRules().canPreside(a, b));
        a.setClosed(true);
        assertFalse(g.shareRules().canPreside(a, b));
        assertTrue(g.shareRules().canPreside(p2, b));
    }

    /**
     * A title may freeze a corporation that has no president named (1841's SFLi, its president's
     * certificate in the pool from its start): A presides B and B presides C, so both chains end in A
     * and both are frozen with it; D, presided by P2, is not.
     */
    @Test
    void aChainEndingInACorporationTheTitleFreezesIsFrozen() {
        game(g -> new ShareRules(g) {
            @Override
            public boolean frozen(Corporation corporation) {
                return corporation == a || super.frozen(corporation);
            }
        });
        par(b, a, 66);
        par(c, b, 67);
        par(d, p2, 66);
        assertNull(a.president());
        assertTrue(g.shareRules().frozen(b), "B's chain is A");
        assertTrue(g.shareRules().frozen(c), "C's chain is B, A");
        assertFalse(g.shareRules().frozen(d));
    }

    /**
     * Where the IPO is the treasury, B sells its own unsold shares for itself: 10 % at 66 pays B 66, and
     * the price drops a row to 55; the pool's limit still holds (50 %: five bundles).
     */
    @Test
    void aCorporationWhoseIpoIsItsTreasurySellsItsUnsoldSharesForItself() {
        game(Terms1841::new);
        par(b, p1, 66);
        b.setFloated(true);
        g.transfer(g.bank(), b, 500);
        int total = g.totalCash();
        OperatingRound r = dealingRound(new OperatingRound(g, 1));
        assertEquals(List.of("B Sell 10% of B", "B Sell 20% of B", "B Sell 30% of B", "B Sell 40% of B", "B Sell 50% of B"),
                labels(r.legalActions(), "sell_shares"));
        r.process(act("sell_shares", b, "shares", List.of("B_1"), "percent", 10L), b);
        assertEquals(566, b.cash(), "the bank pays 66 to B's treasury");
        assertEquals(55, b.sharePrice().price(), "66 (row 1) one row down to 55");
        assertEquals(10, g.pool().percentOf(b));
        assertEquals(70, b.ipo().percentOf(b));
        assertEquals(total, g.totalCash(), "money is conserved");

        game(ShareRules::new);
        par(b, p1, 66);
        b.setFloated(true);
        g.transfer(g.bank(), b, 500);
        assertEquals(List.of(), labels(dealingRound(new OperatingRound(g, 1)).legalActions(), "sell_shares"),
                "the IPO is the bank's: B has nothing to sell");
    }

    @Test
    void saleTermsPayAFractionRoundedPerBundle() {
        assertEquals(67, SaleTerms.MARKET.value(67, 10, 10));
        assertEquals(34, SaleTerms.halfPrice(true).value(67, 10, 10), "33.5 up");
        assertEquals(33, SaleTerms.halfPrice(false).value(67, 10, 10), "33.5 down");
        assertEquals(205, SaleTerms.halfPrice(false).value(137, 30, 10), "1841 RB 4.5.1: 3 SFTC shares at 137, 205.5 down");
        assertEquals(206, SaleTerms.halfPrice(true).value(137, 30, 10), "18xx.games rounds the bundle up");
        assertEquals(67, SaleTerms.halfPrice(false).value(67, 40, 20), "a 40 % certificate of 20 % units: 2 units x 33.5");
        assertTrue(SaleTerms.MARKET.market());
        assertFalse(SaleTerms.halfPrice(false).market());
    }

    /**
     * B must buy a 2-train (80): B has 30, A 20, P1 10. A holds 10 % of B and 10 % of D (parred at 67);
     * emergency sales pay half, rounded up: B's 66 gives 33, D's 67 gives 34.
     */
    @Test
    void emergencySalesAreOnTheTitlesTerms() {
        game(Terms1841::new);
        par(a, p1, 67);
        par(b, a, 66);
        give(b, a, 1);
        par(d, p2, 67);
        give(d, a, 1);
        b.setFloated(true);
        g.transfer(g.bank(), b, 30);
        g.transfer(g.bank(), a, 20);
        g.transfer(p1, g.bank(), p1.cash() - 10);
        OperatingRound r = new OperatingRound(g, 1);
        BuyTrain step = new BuyTrain(g, r) {
            @Override
            public boolean mustBuy(Corporation corporation) {
                return corporation.trains().isEmpty();
            }
        };
        r.add(step);
        r.start();
        assertEquals(33 + 34, step.liquidationValue(a, b), "half of 66, half of 67 rounded up");
        assertFalse(new Bankrupt(g, r, step).canGoBankrupt(b), "60 in cash and 67 in A's shares pay for 80");
        r.process(act("sell_shares", a, "shares", List.of("D_1"), "percent", 10L), a);
        assertEquals(20 + 34, a.cash());
        assertEquals(60, d.sharePrice().price(), "the price still moves: 67 (row 0) down a row to 60");
        r.process(act("buy_train", b, "train", "2-0", "price", 80L), b);
        assertEquals(0, b.cash());
        assertEquals(54 - 50, a.cash(), "A paid the 50 B lacked");
    }

    /**
     * A must buy a 2-train with nothing: A, P1 and the emergency sales (D's pool is full) give 0. P1, bankrupt,
     * sells on bankruptcy terms: his 30 % of D (president's certificate and one share) at half of 67,
     * rounded down, 100; the pool may go to 80 %, takes the president's certificate and presides D;
     * the price stays. A's presidency is his to keep (A must buy the train).
     */
    @Test
    void bankruptcySalesIgnoreTheLimitsAndLeaveThePrice() {
        game(Terms1841::new);
        par(a, p1, 67);
        par(d, p1, 67);
        give(d, p1, 1);
        give(d, g.pool(), 2, 3, 4, 5, 6);
        a.setFloated(true);
        g.transfer(p1, g.bank(), p1.cash());
        OperatingRound r = new OperatingRound(g, 1);
        BuyTrain buy = new BuyTrain(g, r) {
            @Override
            public boolean mustBuy(Corporation corporation) {
                return corporation == a && corporation.trains().isEmpty();
            }
        };
        Bankrupt bankrupt = new Bankrupt(g, r, buy);
        r.add(bankrupt); // before the purchase, as the titles add it
        r.add(buy);
        r.start();
        assertEquals(0, buy.liquidationValue(p1, a), "the pool holds 50 % of D already; A's presidency stays");
        assertTrue(bankrupt.canGoBankrupt(a));
        int bank = g.bank().cash();
        r.process(act("bankrupt", a), a);
        assertEquals(80, g.pool().percentOf(d), "30 % more into a pool that held 50 %");
        assertSame(g.pool(), d.president());
        assertTrue(g.shareRules().frozen(d));
        assertEquals(67, d.sharePrice().price(), "no price move");
        assertSame(p1, a.president(), "the buyer's presidency is never sold");
        assertEquals(0, p1.cash(), "the 100 he received went to the bank with the rest of his cash");
        assertEquals(bank, g.bank().cash(), "the bank paid 100 and took it back");
        assertTrue(p1.bankrupt());
    }
}
