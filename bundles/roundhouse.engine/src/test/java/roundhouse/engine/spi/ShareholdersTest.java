package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** Ownership by any shareholder ({@link ShareRules}), on hand-built holdings of the owners test title. */
class ShareholdersTest {
    private static List<Certificate> certs(Corporation c, int... indexes) {
        List<Certificate> out = new ArrayList<>();
        for (int i : indexes) {
            out.add(c.shares().get(i));
        }
        return out;
    }

    /** Pars a corporation for a holder: marker on the market, president's certificate to the holder. */
    private static void par(Game g, Corporation c, ShareHolder president, int price) {
        SharePrice cell = g.market().parPrices().stream().filter(p -> p.price() == price).findFirst().orElseThrow();
        g.setPar(c, cell);
        g.transferShares(certs(c, 0), president, 20, true);
    }

    @Test
    void aCorporationBecomesPresidentOfAnotherByHoldingMore() {
        Game g = new OwnersTitle().game(2);
        Player p1 = g.player("p1");
        Corporation a = g.corporation("A");
        Corporation b = g.corporation("B");
        par(g, a, p1, 67);
        assertSame(p1, a.president());
        g.transferShares(certs(a, 1, 2, 3), b, 30, true);
        assertSame(b, a.president(), "30% held by B beats the president's 20%");
        assertSame(b, a.presidentsShare().holder());
        assertEquals(30, b.percentOf(a));
        assertEquals(20, p1.percentOf(a), "the old president got two ordinary certificates for his 20%");
        assertFalse(p1.certificatesOf(a).stream().anyMatch(Certificate::president));
    }

    @Test
    void theControllingPlayerIsFoundThroughTwoLevels() {
        Game g = new OwnersTitle().game(2);
        Player p2 = g.player("p2");
        Corporation a = g.corporation("A");
        Corporation b = g.corporation("B");
        Corporation d = g.corporation("D");
        par(g, b, p2, 66);
        par(g, d, b, 67);
        par(g, a, d, 67);
        assertSame(d, a.president());
        assertSame(b, d.president());
        assertSame(p2, a.controller(), "A <- D <- B <- P2");
        assertSame(p2, ((Entity) a).controller());
        g.transferShares(certs(b, 1, 2, 3), g.player("p1"), 30, true);
        assertSame(g.player("p1"), a.controller(), "B's new president now controls A through D");
        assertEquals(List.of(g.player("p1"), a, b, d), g.shareRules().controlGroup(g.player("p1")));
    }

    @Test
    void aPoolPresidencyHasNoControllingPlayer() {
        Game g = new OwnersTitle().game(2);
        Corporation a = g.corporation("A");
        g.transferShares(certs(a, 0), g.pool(), 20, true);
        assertNull(a.president(), "the pool never becomes president by holding");
        a.setPresident(g.pool());
        assertNull(a.controller());
    }

    @Test
    void aTitleCertificateLimitCountsWhatControlledCorporationsHold() {
        OwnersTitle title = new OwnersTitle();
        Game plain = title.game(2);
        title.shareRules = game -> new ShareRules(game) {
            @Override
            protected List<ShareHolder> certificateGroup(ShareHolder holder) {
                return controlGroup(holder);
            }

            @Override
            protected List<ShareHolder> holdingGroup(ShareHolder holder) {
                return controlGroup(holder);
            }
        };
        Game controlled = title.game(2);
        for (Game g : List.of(plain, controlled)) {
            Player p1 = g.player("p1");
            Corporation a = g.corporation("A");
            Corporation b = g.corporation("B");
            par(g, b, p1, 66);
            par(g, a, b, 67);
            g.transferShares(certs(a, 1, 2, 3, 4), b, 40, true);
        }
        assertEquals(1, plain.certificateCount(plain.player("p1")), "B_0 only");
        assertEquals(6, controlled.certificateCount(controlled.player("p1")), "B_0 and the five A certificates B holds");
        assertTrue(plain.holdingOk(plain.player("p1"), plain.corporation("A"), 10));
        assertFalse(controlled.holdingOk(controlled.player("p1"), controlled.corporation("A"), 10),
                "60% of A under P1's control already");
        assertEquals(Integer.MAX_VALUE, controlled.shareRules().certificateLimit(controlled.corporation("B")));
    }

    /** P1 (president, 30%) sells 10%: P2 and P3 hold 30% each, one more than P1 now. */
    private static Game tiedAfterSale(OwnersTitle title) {
        Game g = title.game(3);
        Corporation a = g.corporation("A");
        par(g, a, g.player("p1"), 67);
        g.transferShares(certs(a, 1), g.player("p1"), 10, true);
        g.transferShares(certs(a, 2, 3, 4), g.player("p2"), 30, true);
        g.transferShares(certs(a, 5, 6, 7), g.player("p3"), 30, true);
        assertSame(g.player("p1"), a.president(), "a tie keeps the president");
        g.transfer(g.bank(), g.player("p3"), 100);
        g.transferShares(certs(a, 1), g.pool(), 10, true);
        return g;
    }

    @Test
    void aTieGoesToTheNextInTheOrderOfPlayByDefault() {
        Game g = tiedAfterSale(new OwnersTitle());
        assertSame(g.player("p2"), g.corporation("A").president());
    }

    @Test
    void aTitleBreaksATieByCash() {
        OwnersTitle title = new OwnersTitle();
        title.shareRules = game -> new ShareRules(game) {
            @Override
            protected ShareHolder breakPresidencyTie(Corporation corporation, ShareHolder previous,
                    List<ShareHolder> tied) {
                return tied.stream().max(java.util.Comparator.comparingInt(h -> ((CashHolder) h).cash())).orElseThrow();
            }
        };
        Game g = tiedAfterSale(title);
        assertSame(g.player("p3"), g.corporation("A").president());
        assertSame(g.player("p3"), g.corporation("A").presidentsShare().holder());
        assertEquals(20, g.player("p1").percentOf(g.corporation("A")), "the old president got two 10% certificates");
    }

    @Test
    void aCorporationSellsWhatItHoldsAndMayHandOverThePresidency() {
        Game g = new OwnersTitle().game(2);
        Corporation a = g.corporation("A");
        Corporation b = g.corporation("B");
        par(g, a, b, 67);
        g.transferShares(certs(a, 1, 2), g.player("p1"), 20, true);
        List<Integer> percents = new ArrayList<>();
        List<List<Certificate>> bundles = g.saleBundles(b, a, percents);
        assertEquals(List.of(10, 20), percents, "the president's certificate may go: P1 holds 20%");
        int before = b.cash();
        g.sellShares(b, bundles.get(1), 20);
        assertSame(g.player("p1"), a.president());
        assertEquals(before + 67 * 2, b.cash(), "the bank pays the selling corporation");
    }
    /**
     * Certificates of mixed sizes (1844's SBB: 5 % singles beside 10 % doubles) are sold in every amount they
     * add up to, the smaller ones first: a holder of a 20 % and then a 10 % certificate may sell 10, 20 or
     * 30 %, the 10 % one alone first (the first certificates in the order held gave only 20 and 30; 1844 seed
     * 44099, where the SBB's president could sell no single share).
     */
    @Test
    void certificatesOfMixedSizesAreSoldInEveryAmountTheyMake() {
        Game g = new OwnersTitle().game(2);
        Player p2 = g.player("p2");
        Corporation a = g.corporation("A");
        par(g, a, g.player("p1"), 67);
        Certificate dbl = new Certificate("A_double", a, 98, 20, false);
        dbl.moveTo(p2);
        g.transferShares(certs(a, 1), p2, 10, false);
        List<Integer> percents = new ArrayList<>();
        List<List<Certificate>> bundles = g.saleBundles(p2, a, percents);
        assertEquals(List.of(10, 20, 30), percents);
        assertEquals(certs(a, 1), bundles.get(0));
        assertEquals(List.of(dbl), bundles.get(1), "20 % is the double alone");
        assertEquals(List.of(certs(a, 1).get(0), dbl), bundles.get(2));
    }

    /**
     * A president's certificate moved without the presidency (1841's secession hands a corporation's holdings
     * to a new company): the presidency is decided anew from the old president, and a holder with more takes
     * it, giving his certificates to the company that holds the president's certificate, not to the pool.
     */
    @Test
    void aNewPresidentSwapsWithTheHolderOfThePresidentsCertificate() {
        Game g = new OwnersTitle().game(2);
        Player p1 = g.player("p1");
        Player p2 = g.player("p2");
        Corporation a = g.corporation("A");
        Corporation b = g.corporation("B");
        par(g, a, p1, 67);
        g.transferShares(certs(a, 1, 2, 3), p2, 30, false);
        certs(a, 0).get(0).moveTo(b); // the certificate moves; p1 stays named president, holding nothing
        g.settlePresidency(a, p1);
        assertSame(p2, a.president(), "30 % beat the 20 % the certificate stands for");
        assertSame(p2, a.presidentsShare().holder());
        assertEquals(20, b.percentOf(a), "B got two of p2's shares for the certificate");
        assertEquals(0, g.pool().percentOf(a));
    }
}
