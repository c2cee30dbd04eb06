package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundhouse.title.t1854.internal.AuctionPlay.acting;
import static roundhouse.title.t1854.internal.AuctionPlay.auction;
import static roundhouse.title.t1854.internal.AuctionPlay.bid;
import static roundhouse.title.t1854.internal.AuctionPlay.newGame;
import static roundhouse.title.t1854.internal.AuctionPlay.pass;
import static roundhouse.title.t1854.internal.AuctionPlay.passThroughOperatingRound;

import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.api.LegalAction;
import roundhouse.api.view.GameHistory;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.RoundKind;

/**
 * What comes with a sale and what follows an auction round ("Die Auktionsrunde", "Gebirgsbahnen",
 * "Lokalbahnen 1 bis 6"; digest 2.1, 2.2, 3.4): a local opens with 150 G, the Arlbergbahn brings 20 %
 * of the VB, one operating round between two auction rounds with the mountain railways' income and
 * the bids cancelled, and priority after the last sale.
 */
class AuctionSequenceTest {

    /**
     * "Das Startkapital ist immer 150 G", whatever the buyer paid: p2 wins Lokalbahn 1 for 170,
     * 860 - 170 = 690; the bank pays 150 to the local. Its one certificate counts for the limit and
     * can never be sold ("Die Aktien ... sind unverkäuflich"); the lot itself does not count twice.
     */
    @Test
    void aLocalOpensWithOneHundredFiftyFromTheBank() throws Exception {
        EngineSession s = newGame(3);
        s.apply(bid("p1", "P1", 20));
        s.apply(bid("p2", "L1", 170));
        s.apply(bid("p3", "P2", 50));
        s.apply(bid("p1", "P3", 70));
        Game g = s.game();
        Player p2 = g.player("p2");
        Corporation local = g.corporation("1");
        assertEquals(690, p2.cash());
        assertEquals(150, local.cash());
        assertEquals(p2, local.president());
        assertTrue(local.floated(), "it operates in the next operating round");
        assertEquals(100, p2.percentOf(local));
        assertEquals(1, g.certificateCount(p2), "one certificate: the local's");
        assertTrue(g.company("L1").closed(), "the lot is spent: the local's certificate stands for it");
        assertFalse(p2.companies().contains(g.company("L1")));
        assertNotNull(g.checkSale(p2, List.of(local.presidentsShare()), 100), "a local can never be sold");
        assertEquals(10_000 - 3 * 860 + 20 + 170 + 50 + 70 - 150, g.bank().cash());
        assertTrue(g.logLines().contains("Player 2 gets Local 1 (Mariazellerbahn) for the bid of 170 G"), g.logLines().toString());
        assertTrue(g.logLines().contains("Local 1 opens with 150 G starting capital from the bank"));
        assertEquals(2, g.certificateCount(g.player("p1")), "two mountain railways, one certificate each");
        List<GameHistory.CashFlow> toLocal = s.history().cashFlows().stream().filter(f -> f.to().equals("1")).toList();
        assertEquals(1, toLocal.size(), toLocal.toString());
        assertEquals(150, toLocal.get(0).amount());
        assertEquals("capital", toLocal.get(0).kind(), "the starting capital, not auction money");
    }

    /**
     * "Arlbergbahn ... Kommt mit einem 20%-Anteil der VB": the share is in a player's hands (it
     * counts toward floating the VB) but, with no par yet, cannot be sold.
     */
    @Test
    void theArlbergbahnBringsTwentyPercentOfTheVb() throws Exception {
        EngineSession s = newGame(4);
        s.apply(bid("p1", "P4", 200));
        s.apply(bid("p2", "P1", 20));
        for (String lot : List.of("P2", "P3", "L1", "L2", "L3", "L4", "L5", "L6")) {
            s.apply(bid(acting(s.game()), lot, auction(s.game()).topPrice()));
        }
        Game g = s.game();
        Player p1 = g.player("p1");
        Corporation vb = g.corporation("VB");
        assertEquals(p1, g.company("P4").owner(), "the lone bid won when the Arlbergbahn came on top");
        assertEquals(20, p1.percentOf(vb));
        Certificate share = vb.share("VB_1");
        assertEquals(p1, share.holder());
        assertEquals(20, g.shareRules().playerPercent(vb));
        assertNotNull(g.checkSale(p1, List.of(share), 20));
    }

    /**
     * "Haben reihum alle Spieler gepasst, und es wurde mindestens eine, aber nicht alle elf ...
     * verkauft, endet diese Auktionsrunde ... Der Spieler links vom zuletzt agierenden Spieler erhält
     * das Erstkaufrecht ... In dieser bringen die bereits verkauften Gebirgsbahnen Einkommen, und
     * bereits verkaufte Lokalbahnen agieren"; "Gebote ... aus vorhergehenden Auktionsrunden werden
     * nicht übernommen". Cash: p1 860 - 20 - 70 = 770, +5 +15 income = 790; p2 860 - 50 - 150 =
     * 660, +10 = 670; p3 860 - 160 = 700, his bid of 195 on the Semmeringbahn lapses unpaid. In the
     * operating round Lokalbahn 2 buys a 1+ train: 150 - 100 = 50.
     */
    @Test
    void anOperatingRoundWithIncomeComesBetweenTwoAuctionRounds() throws Exception {
        EngineSession s = newGame(3);
        s.apply(bid("p1", "P1", 20));
        s.apply(bid("p2", "P2", 50));
        s.apply(bid("p3", "L2", 160));
        s.apply(bid("p1", "P3", 70));
        s.apply(bid("p2", "L1", 150));
        Game g = s.game();
        assertEquals(g.player("p3"), g.corporation("2").president(), "Lokalbahn 2 to the lone bid after Lokalbahn 1");
        assertEquals("p3", acting(g));
        s.apply(bid("p3", "P5", 195));
        s.apply(pass("p1"));
        s.apply(pass("p2"));
        s.apply(pass("p3"));
        g = s.game();
        assertEquals(RoundKind.OPERATING, g.round().roundKind(), "one operating round follows");
        assertEquals(p(g, "p1"), g.priority(), "the player left of p3, who acted last");
        assertEquals(790, g.player("p1").cash());
        assertEquals(670, g.player("p2").cash());
        assertEquals(700, g.player("p3").cash());
        assertEquals(List.of("1", "2"), g.operatingOrder().stream().map(Corporation::id).toList(),
                "the locals sold operate, lowest number first");
        // Lokalbahn 2 operates with the ordinary rules: it buys a 1+ train (100 G, A-32) from its 150 G
        LegalAction onePlus = null;
        for (int guard = 0; guard < 100 && onePlus == null; guard++) {
            onePlus = s.legalActions().stream().filter(a -> a.action().type().equals("buy_train")
                    && a.action().entity().equals("2") && "1+".equals(a.action().args().get("variant"))).findFirst().orElse(null);
            if (onePlus == null) {
                s.apply(s.legalActions().stream().filter(a -> a.action().type().equals("pass")).findFirst().orElseThrow().action());
            }
        }
        assertNotNull(onePlus, "Lokalbahn 2 is offered a 1+ train");
        s.apply(onePlus.action());
        assertEquals(50, s.game().corporation("2").cash());
        assertEquals(List.of("1+"), s.game().corporation("2").trains().stream().map(t -> t.name()).toList());
        passThroughOperatingRound(s);
        g = s.game();
        assertEquals(RoundKind.AUCTION, g.round().roundKind(), "then the auction goes on");
        assertEquals("Auction 2.1", g.round().name());
        assertEquals("L3", auction(g).top().id());
        assertEquals("p1", acting(g), "the priority holder starts");
        assertTrue(auction(g).bids().values().stream().allMatch(List::isEmpty), "no bid carries over");
        assertEquals(0, auction(g).committed(g.player("p3"), null));
        assertEquals(150, auction(g).topPrice(), "no price drops in later auction rounds");
    }

    /**
     * after the last sale priority goes to the player left of the one whose turn made it. p3's
     * early bid of 200 on the Semmeringbahn wins in the cascade of p2's buy of the Arlbergbahn, so p3
     * (left of p2) gets priority, not p1 (left of p3, the winner and last bidder). Cash: p1 860 - 20
     * - 70 - 150 - 150 = 470; p2 860 - 50 - 150 - 150 - 170 = 340; p3 860 - 200 - 150 - 150 = 360.
     */
    @Test
    void afterTheLastSaleThePlayerLeftOfTheOneWhoseTurnMadeItHasPriority() throws Exception {
        EngineSession s = newGame(3);
        s.apply(bid("p1", "P1", 20));
        s.apply(bid("p2", "P2", 50));
        s.apply(bid("p3", "P5", 200));
        for (String lot : List.of("P3", "L1", "L2", "L3", "L4", "L5", "L6", "P4")) {
            s.apply(bid(acting(s.game()), lot, auction(s.game()).topPrice()));
        }
        Game g = s.game();
        assertEquals(RoundKind.STOCK, g.round().roundKind(), "all eleven sold: the first stock round");
        assertEquals(g.player("p3"), g.company("P5").owner());
        assertEquals(g.player("p2"), g.company("P4").owner());
        assertEquals(p(g, "p3"), g.priority());
        assertEquals("p3", acting(g));
        assertEquals(470, g.player("p1").cash());
        assertEquals(340, g.player("p2").cash());
        assertEquals(360, g.player("p3").cash());
        assertEquals(20, g.player("p3").percentOf(g.corporation("SD")), "the Semmeringbahn's 20 % of the SD");
        for (String n : List.of("1", "2", "3", "4", "5", "6")) {
            assertEquals(150, g.corporation(n).cash(), "Lokalbahn " + n);
        }
        // p2: Murtalbahn, Arlbergbahn, Lokalbahnen 2 and 5, the VB share
        assertEquals(5, g.certificateCount(g.player("p2")));
        assertEquals(10_000 - 3 * 860 + (20 + 50 + 70 + 6 * 150 + 170 + 200) - 6 * 150, g.bank().cash());
    }

    /**
     * the auction ignores the certificate limit. Six players, limit 5: p1 gets the
     * Außerfernbahn for nothing (four all-pass cycles), then 50 + 70 + 150 + 175 = 445 of his 450
     * buy the Murtalbahn, the Graz-Köflacher Bahn, Lokalbahn 1 and (his lone bid) the Arlbergbahn
     * with its VB share: 6 certificates, and 5 G left.
     */
    @Test
    void theAuctionIgnoresTheCertificateLimit() throws Exception {
        EngineSession s = newGame(6);
        for (int i = 0; i < 4 * 6; i++) {
            s.apply(pass(acting(s.game())));
        }
        assertEquals("p1", acting(s.game()));
        s.apply(bid("p1", "P4", 175));
        for (String lot : List.of("P2", "P3", "L1")) {
            for (int i = 2; i <= 6; i++) {
                s.apply(pass("p" + i));
            }
            s.apply(bid("p1", lot, auction(s.game()).topPrice()));
        }
        for (int i = 2; i <= 6; i++) {
            s.apply(bid("p" + i, "L" + i, 150));
        }
        Game g = s.game();
        Player p1 = g.player("p1");
        assertEquals(p1, g.company("P4").owner());
        assertEquals(5, p1.cash());
        assertEquals(5, g.certLimit());
        assertEquals(6, g.certificateCount(p1));
    }

    private static Player p(Game g, String id) {
        return g.player(id);
    }
}
