package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundhouse.title.t1854.internal.AuctionPlay.acting;
import static roundhouse.title.t1854.internal.AuctionPlay.auction;
import static roundhouse.title.t1854.internal.AuctionPlay.bid;
import static roundhouse.title.t1854.internal.AuctionPlay.newGame;
import static roundhouse.title.t1854.internal.AuctionPlay.pass;
import static roundhouse.title.t1854.internal.AuctionPlay.withdraw;

import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.api.view.AuctionView;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.RoundKind;

/**
 * "Die Auktionsrunde" (digest 3): buying the top private, bids and bound money, taking a bid back,
 * the sale cascade, the Außerfernbahn's price drops. Starting cash ("Spielaufbau"): 860 G with 3
 * players, 650 G with 4. Faces: Außerfernbahn 20, Murtalbahn 50, Graz-Köflacher Bahn 70, the locals
 * 150, Arlbergbahn 170, Semmeringbahn 190.
 */
class AuctionRulesTest {

    /** "kaufen ... die oberste Privatgesellschaft zum aufgedruckten Nennwert": 860 - 20 = 840. */
    @Test
    void theTopPrivateIsBoughtAtFaceAndNotBidOn() throws Exception {
        EngineSession s = newGame(3);
        assertEquals("p1", acting(s.game()), "the start player acts first");
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> s.apply(bid("p1", "P1", 25)));
        assertEquals("Außerfernbahn is on top and is bought for 20 G, not bid on"
                + " (1854 Die Auktionsrunde: die oberste Privatgesellschaft wird zum Nennwert gekauft)", e.getMessage());
        s.apply(bid("p1", "P1", 20));
        Game g = s.game();
        assertEquals(840, g.player("p1").cash());
        assertEquals(g.player("p1"), g.company("P1").owner());
        assertEquals(10_000 - 3 * 860 + 20, g.bank().cash());
        assertEquals("P2", auction(g).top().id(), "the Murtalbahn is on top now");
        assertEquals("p2", acting(g));
    }

    /**
     * "Das erste Gebot ... mindestens 5 G höher als der aufgedruckte Preis", "Das gebotene Geld ist
     * vorerst gebunden": 650 - 600 bound on the Semmeringbahn leaves 50 free, enough for the
     * Außerfernbahn (20) but not for a bid of 175 on the Arlbergbahn; a new bid replaces the old.
     */
    @Test
    void bidsBindTheirMoneyAndANewBidReplacesTheOld() throws Exception {
        EngineSession s = newGame(4);
        IllegalActionException low = assertThrows(IllegalActionException.class, () -> s.apply(bid("p1", "P5", 194)));
        assertEquals("a bid on Semmeringbahn must be at least 195 G (1854 Die Auktionsrunde: das erste Gebot mindestens 5 G"
                + " über dem aufgedruckten Preis)", low.getMessage());
        s.apply(bid("p1", "P5", 600));
        s.apply(bid("p2", "P4", 175));
        IllegalActionException raise = assertThrows(IllegalActionException.class, () -> s.apply(bid("p3", "P5", 604)));
        assertTrue(raise.getMessage().startsWith("a bid on Semmeringbahn must be at least 605 G"), raise.getMessage());
        s.apply(pass("p3"));
        s.apply(pass("p4"));
        IllegalActionException bound = assertThrows(IllegalActionException.class, () -> s.apply(bid("p1", "P4", 180)));
        assertEquals("Player 1 has 50 G free to bid or buy (600 G is bound in bids), not 180 G"
                + " (1854 Die Auktionsrunde: das gebotene Geld ist vorerst gebunden)", bound.getMessage());
        LegalAction onP5 = offered(s, "P5");
        assertEquals(605, onP5.amount().min(), "his own bid counts as the high bid");
        assertEquals(650, onP5.amount().max(), "his own bid on it is replaced, so all his cash is free for it");
        s.apply(bid("p1", "P5", 610));
        AustrianAuction a = auction(s.game());
        assertEquals(1, a.bids().get(s.game().company("P5")).size(), "the new bid replaced his old one");
        assertEquals(610, a.committed(s.game().player("p1"), null));
        assertEquals(650, s.game().player("p1").cash(), "bound, not paid");
    }

    /**
     * "Wird ein Spieler überboten, kann er ... sein Gebot zurückzunehmen. Er erhält sein eingesetztes
     * Geld sofort wieder ... ist dann an der Versteigerung dieser Privatgesellschaft nicht mehr
     * beteiligt": outside his turn, without using one; only an outbid bid.
     */
    @Test
    void anOutbidPlayerTakesBackHisBidOutsideHisTurn() throws Exception {
        EngineSession s = newGame(3);
        s.apply(bid("p1", "P3", 75));
        IllegalActionException notYet = assertThrows(IllegalActionException.class, () -> s.apply(withdraw("p1", "P3")));
        assertEquals("Player 1 has no outbid bid on Graz-Köflacher Bahn to withdraw (1854 Die Auktionsrunde: nur wer"
                + " überboten wurde, kann sein Gebot zurücknehmen)", notYet.getMessage());
        s.apply(bid("p2", "P3", 80));
        assertEquals("p3", acting(s.game()));
        assertTrue(s.legalActions().stream().anyMatch(a -> a.action().type().equals(AuctionBidding.WITHDRAW)
                && a.action().entity().equals("p1")), "offered to p1 although p3 is on turn");
        s.apply(withdraw("p1", "P3"));
        Game g = s.game();
        assertEquals("p3", acting(g), "taking a bid back is not a turn");
        assertEquals(0, auction(g).committed(g.player("p1"), null), "his 75 G are free again");
        assertThrows(IllegalActionException.class, () -> s.apply(withdraw("p2", "P3")), "the high bid stands");
        s.apply(pass("p3"));
        IllegalActionException out = assertThrows(IllegalActionException.class, () -> s.apply(bid("p1", "P3", 90)));
        assertTrue(out.getMessage().startsWith("Player 1 withdrew his bid on Graz-Köflacher Bahn and is out of its auction"),
                out.getMessage());
        assertFalse(offeredOpt(s, "P3"), "no bid on it is offered to him");
    }

    /**
     * "Hat nur ein einziger Spieler darauf geboten, erhält er die Gesellschaft zum gebotenen Preis":
     * p2 buys the Außerfernbahn (20), the Murtalbahn goes to p1's lone bid of 60 and then the
     * Graz-Köflacher Bahn to p3's of 80; the turn goes on after p2.
     */
    @Test
    void aLoneBidWinsWhenItsPrivateComesOnTop() throws Exception {
        EngineSession s = newGame(3);
        s.apply(bid("p1", "P2", 60));
        s.apply(bid("p2", "P1", 20));
        Game g = s.game();
        assertEquals(g.player("p1"), g.company("P2").owner());
        assertEquals(800, g.player("p1").cash());
        assertEquals(840, g.player("p2").cash());
        assertEquals("P3", auction(g).top().id());
        assertEquals("p3", acting(g));
        s.apply(pass("p3"));
        s.apply(bid("p1", "L1", 155));
        s.apply(bid("p2", "P3", 70));
        g = s.game();
        assertEquals(g.player("p1"), g.corporation("1").president(), "the cascade goes on: Lokalbahn 1 to p1's bid");
        assertEquals(800 - 155, g.player("p1").cash());
        assertEquals("L2", auction(g).top().id());
        assertEquals("p3", acting(g), "after the cascade the player after p2 acts");
    }

    /**
     * "Haben mehrere Spieler darauf geboten ... Der Spieler mit dem niedrigsten Gebot kann nun das
     * Höchstgebot um mindestens 5G erhöhen oder aus der Versteigerung aussteigen": bids 55, 60, 70 on
     * the Murtalbahn; p1 (55) raises to 75, p2 (60) drops out, p3 (70) raises to 80, p1 (75) drops
     * out: p3 pays 80. Then p2, after p1 who bought the Außerfernbahn, is on turn.
     */
    @Test
    void severalBidsAreFoughtOutLowestBidderFirst() throws Exception {
        EngineSession s = newGame(3);
        s.apply(bid("p1", "P2", 55));
        s.apply(bid("p2", "P2", 60));
        s.apply(bid("p3", "P2", 70));
        s.apply(bid("p1", "P1", 20));
        Game g = s.game();
        assertEquals("P2", auction(g).war().id());
        assertEquals("p1", acting(g), "the lowest bidder acts first");
        assertThrows(IllegalActionException.class, () -> s.apply(pass("p2")), "not p2's decision");
        assertThrows(IllegalActionException.class, () -> s.apply(bid("p1", "P2", 74)), "at least 70 + 5");
        assertThrows(IllegalActionException.class, () -> s.apply(bid("p1", "P3", 75)), "the war comes first");
        s.apply(bid("p1", "P2", 75));
        assertEquals("p2", acting(s.game()));
        s.apply(pass("p2"));
        assertEquals("p3", acting(s.game()));
        s.apply(bid("p3", "P2", 80));
        assertEquals("p1", acting(s.game()));
        s.apply(pass("p1"));
        g = s.game();
        assertEquals(g.player("p3"), g.company("P2").owner());
        assertEquals(860 - 80, g.player("p3").cash());
        assertEquals(860 - 20, g.player("p1").cash(), "p1 paid only the Außerfernbahn");
        assertEquals(860, g.player("p2").cash());
        assertNull(auction(g).war());
        assertEquals("p2", acting(g));
    }

    /** An outbid bidder of a war may also take his bid back outside his turn; the last one left wins. */
    @Test
    void aWithdrawalCanEndABiddingWar() throws Exception {
        EngineSession s = newGame(3);
        s.apply(bid("p1", "P2", 55));
        s.apply(bid("p2", "P2", 60));
        s.apply(bid("p3", "P1", 20));
        assertEquals("p1", acting(s.game()));
        s.apply(withdraw("p1", "P2"));
        Game g = s.game();
        assertEquals(g.player("p2"), g.company("P2").owner());
        assertEquals(800, g.player("p2").cash());
        assertEquals("p1", acting(g), "after the cascade the player after p3");
    }

    /**
     * "Haben alle Spieler reihum gepasst, ohne dass die erste Privatgesellschaft ... verkauft wurde,
     * wird der Preis ... um 5 G reduziert ... bis der Preis bei 0 G ist. Dann muss der Spieler mit
     * dem Erstkaufrecht diese Privatgesellschaft nehmen". p2's bid resets the count of passes;
     * four all-pass cycles bring 20 to 15, 10, 5, 0; p1 (priority) takes it for nothing; the cascade
     * then gives p2 the Murtalbahn for his 55; the player after the last passer acts.
     */
    @Test
    void theAusserfernbahnGetsCheaperUntilThePriorityHolderMustTakeIt() throws Exception {
        EngineSession s = newGame(3);
        s.apply(pass("p1"));
        s.apply(bid("p2", "P2", 55));
        s.apply(pass("p3"));
        s.apply(pass("p1"));
        s.apply(pass("p2"));
        assertEquals(15, auction(s.game()).topPrice());
        assertEquals("p3", acting(s.game()));
        int[] prices = { 10, 5 };
        for (int price : prices) {
            s.apply(pass("p3"));
            s.apply(pass("p1"));
            s.apply(pass("p2"));
            assertEquals(price, auction(s.game()).topPrice());
        }
        assertEquals(RoundKind.AUCTION, s.game().round().roundKind(), "nothing sold: still the same auction round");
        assertEquals("Auction 1.1", s.game().round().name());
        s.apply(bid("p3", "P1", 5));
        assertEquals(855, s.game().player("p3").cash(), "bought at the reduced price");

        EngineSession t = newGame(3);
        for (int cycle = 0; cycle < 4; cycle++) {
            t.apply(pass("p1"));
            t.apply(pass("p2"));
            t.apply(pass("p3"));
        }
        Game g = t.game();
        assertEquals(g.player("p1"), g.company("P1").owner(), "at 0 G the priority holder must take it");
        assertEquals(860, g.player("p1").cash());
        assertEquals("P2", auction(g).top().id());
        assertEquals("p1", acting(g), "the player after the last passer");
    }

    /** The forced take runs the cascade: p2's lone bid on the Murtalbahn wins at once. */
    @Test
    void theForcedTakeSetsOffTheCascade() throws Exception {
        EngineSession s = newGame(3);
        s.apply(pass("p1"));
        s.apply(bid("p2", "P2", 55));
        for (int i = 0; i < 4 * 3; i++) {
            s.apply(pass(acting(s.game())));
        }
        Game g = s.game();
        assertEquals(g.player("p1"), g.company("P1").owner());
        assertEquals(g.player("p2"), g.company("P2").owner());
        assertEquals(805, g.player("p2").cash());
        assertEquals("p3", acting(g), "the player after p2, the last passer");
    }

    /** The session's auction view (the workbench's auction panel) reads the bid book of this round. */
    @Test
    void theAuctionViewShowsTheBidBook() throws Exception {
        EngineSession s = newGame(3);
        s.apply(pass("p1"));
        s.apply(bid("p2", "P2", 55));
        s.apply(bid("p3", "P2", 65));
        s.apply(pass("p1"));
        s.apply(pass("p2"));
        s.apply(pass("p3"));
        AuctionView v = s.auction();
        assertNotNull(v);
        assertEquals(11, v.lots().size());
        AuctionView.Lot top = v.lots().get(0);
        assertEquals("P1", top.company());
        assertTrue(top.buyNow());
        assertEquals(15, top.price(), "one all-pass cycle: 20 - 5");
        AuctionView.Lot p2 = v.lots().get(1);
        assertEquals(List.of(new AuctionView.Bid("p3", 65), new AuctionView.Bid("p2", 55)), p2.bids());
        assertEquals(70, p2.price(), "the least bid now");
        assertEquals(55, v.bidders().get(1).committed());
        assertNull(v.biddingWar());
        s.apply(bid("p1", "P1", 15));
        assertEquals("P2", s.auction().biddingWar());
    }

    private static LegalAction offered(EngineSession s, String company) {
        return s.legalActions().stream().filter(a -> a.action().type().equals("bid")
                && company.equals(a.action().args().get("company"))).findFirst().orElseThrow();
    }

    private static boolean offeredOpt(EngineSession s, String company) {
        return s.legalActions().stream().anyMatch(a -> a.action().type().equals("bid")
                && company.equals(a.action().args().get("company")));
    }

    static Corporation local(Game g, String number) {
        Corporation c = g.corporation(number);
        assertNotNull(c);
        return c;
    }

    static List<String> ids(List<? extends roundhouse.engine.spi.Entity> es) {
        return es.stream().map(roundhouse.engine.spi.Entity::id).toList();
    }
}
