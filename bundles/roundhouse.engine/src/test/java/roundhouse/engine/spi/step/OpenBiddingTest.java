package roundhouse.engine.spi.step;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;

/**
 * {@link OpenBidding} on its own: the three openings (a lot put up with a bid as 1841 nominates a
 * concession, a lot nobody has bid on as 1844 auctions its privates, a tie as 1841 version 1 breaks
 * one), the cycle of turns, passes that are for good, and the winner and his price.
 */
class OpenBiddingTest {
    private static final PrivateCompany LOT = new PrivateCompany("SV", "Schuylkill Valley", 20, 5, List.of(), Map.of());

    private final Player ann = player("1", "Ann", 0, 400);
    private final Player bob = player("2", "Bob", 1, 400);
    private final Player cid = player("3", "Cid", 2, 400);
    private final Player dee = player("4", "Dee", 3, 400);

    private static Player player(String id, String name, int seat, int cash) {
        Player p = new Player(id, name, seat);
        p.adjustCash(cash);
        return p;
    }

    /** 1841 RB 3.1: Bob nominates at 20; the others bid from Cid on, cycling, Bob among them once outbid. */
    @Test
    void raisesCycleFromThePlayerAfterTheOpener() {
        OpenBidding b = OpenBidding.opened(LOT, bob, 20, List.of(cid, dee, ann), 5);
        assertEquals(cid, b.turn(), "the player after the nominator acts first");
        assertEquals(bob, b.highBidder());
        assertEquals(25, b.minBid(), "a raise is at least 5");
        b.bid(cid, 25);
        assertEquals(dee, b.turn());
        b.pass(dee);
        assertEquals(ann, b.turn());
        b.bid(ann, 40); // any amount above the least raise
        assertEquals(bob, b.turn(), "the nominator, outbid, acts in his seat");
        assertEquals(45, b.minBid());
        b.bid(bob, 45);
        assertEquals(cid, b.turn(), "Dee passed for good: round again from Cid");
        assertEquals(List.of(cid, ann, bob), b.bidders());
        b.pass(cid);
        assertFalse(b.settled());
        b.pass(ann);
        assertTrue(b.settled());
        assertNull(b.turn());
        assertEquals(bob, b.winner());
        assertEquals(45, b.price(), "the last bidder pays his bid");
    }

    /** The turn never comes to the high bidder while anyone else is in; when all others pass, he has won. */
    @Test
    void theHighBidderIsSkippedAndWinsWhenTheOthersPass() {
        OpenBidding b = OpenBidding.opened(LOT, bob, 20, List.of(cid, ann), 5);
        b.bid(cid, 25);
        assertEquals(ann, b.turn());
        b.pass(ann);
        assertEquals(bob, b.turn(), "Ann is out: Bob answers Cid's raise");
        b.pass(bob);
        assertEquals(cid, b.winner());
        assertEquals(25, b.price());

        OpenBidding alone = OpenBidding.opened(LOT, bob, 20, List.of(), 5);
        assertTrue(alone.settled(), "nobody else may take part: the nominator has it at once");
        assertEquals(bob, alone.winner());
        assertEquals(20, alone.price());
    }

    /** 1841 RB 2.4: the tied bidders start at the tie; if all others pass, the last one pays the tied amount. */
    @Test
    void aTieStartsAtTheTiedAmountAndTheLastOneLeftPaysIt() {
        OpenBidding b = OpenBidding.tied(LOT, List.of(bob, dee), 26, 5);
        assertEquals(bob, b.turn(), "the earlier player in the order acts first");
        assertNull(b.highBidder());
        assertEquals(31, b.minBid(), "a raise over the tie");
        b.pass(bob);
        assertTrue(b.settled(), "Dee is left and does not have to act");
        assertEquals(dee, b.winner());
        assertEquals(26, b.price(), "RB example: B passes, E pays L.26");
    }

    /**
     * "The lowest current bidder acts next, ties to the earlier player": with three tied at 30, Ann
     * raises; Bob and Cid still stand at 30 and Bob is earlier; then Cid is lowest; then Ann.
     */
    @Test
    void inATieTheLowestCurrentBidderActsNext() {
        OpenBidding b = OpenBidding.tied(LOT, List.of(ann, bob, cid), 30, 5);
        b.bid(ann, 35);
        assertEquals(bob, b.turn());
        b.bid(bob, 40);
        assertEquals(cid, b.turn());
        b.pass(cid);
        assertEquals(ann, b.turn(), "Ann at 35 is below Bob at 40");
        b.bid(ann, 50);
        b.pass(bob);
        assertEquals(ann, b.winner());
        assertEquals(50, b.price());
    }

    /** 1844 RB II: a lot nobody has bid on opens at its least bid; all passing leaves it unsold; one left still decides. */
    @Test
    void anUnopenedLotStaysUnsoldWhenAllPass() {
        OpenBidding b = OpenBidding.unopened(LOT, List.of(cid, ann, bob), 20, 5);
        assertTrue(b.firstBid());
        assertEquals(20, b.minBid(), "the first bid is at least the least bid, not a raise over it");
        b.pass(cid);
        b.pass(ann);
        assertFalse(b.settled(), "Bob is the last one in but has not bid: he bids or passes");
        assertEquals(bob, b.turn());
        b.pass(bob);
        assertTrue(b.settled());
        assertNull(b.winner(), "nobody bid");

        OpenBidding one = OpenBidding.unopened(LOT, List.of(cid, ann), 20, 5);
        one.pass(cid);
        one.bid(ann, 20);
        assertEquals(ann, one.winner(), "the last one in bids the least bid and has it");
        assertEquals(20, one.price());
    }

    /** 1844 RB II: after a bid, whoever cannot pay the next raise is out (the caller asks for it). */
    @Test
    void droppingTheShortPassesTheTurnOn() {
        Player poor = player("5", "Eve", 4, 24);
        OpenBidding b = OpenBidding.unopened(LOT, List.of(ann, poor, bob), 20, 5);
        b.bid(ann, 20);
        assertEquals(poor, b.turn());
        assertEquals(List.of(poor), b.dropShort(), "Eve cannot pay 25");
        assertEquals(bob, b.turn());
        assertEquals(List.of(), b.dropShort(), "the high bidder stays in whatever his cash");
    }

    /** Out of turn, under the least bid or over the bidder's cash is the caller's mistake (the step refuses first). */
    @Test
    void aBidOutOfTurnOrOutOfRangeIsAnError() {
        OpenBidding b = OpenBidding.opened(LOT, bob, 20, List.of(cid, ann), 5);
        assertThrows(IllegalStateException.class, () -> b.bid(ann, 30), "Cid's turn");
        assertThrows(IllegalStateException.class, () -> b.pass(bob), "the high bidder has no turn");
        assertThrows(IllegalArgumentException.class, () -> b.bid(cid, 24));
        assertThrows(IllegalArgumentException.class, () -> b.bid(cid, 401));
        assertThrows(IllegalArgumentException.class, () -> OpenBidding.opened(LOT, bob, 20, List.of(bob), 5),
                "the nominator is not among the others");
        assertFalse(b.settled());
        assertFalse(b.canBid(player("6", "Fay", 5, 24)));
    }
}
