package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static roundhouse.title.t1854.internal.AuctionPlay.acting;
import static roundhouse.title.t1854.internal.AuctionPlay.auction;
import static roundhouse.title.t1854.internal.AuctionPlay.bid;
import static roundhouse.title.t1854.internal.AuctionPlay.newGame;
import static roundhouse.title.t1854.internal.AuctionPlay.pass;
import static roundhouse.title.t1854.internal.AuctionPlay.withdraw;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.IllegalActionException;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.RoundKind;

/** The alternatives of the auction's ambiguities as rule options (title.json optional_rules; README). */
class AuctionOptionsTest {

    /** A-4 alternative: at 0 G the Außerfernbahn is free for a round of turns; another all-pass forces it on p1. */
    @Test
    void theAusserfernbahnCanStayFreeForOneMoreRound() throws Exception {
        EngineSession s = newGame(3, Set.of(AustrianAuction.FREE_PASS_ROUND));
        for (int i = 0; i < 4 * 3; i++) {
            s.apply(pass(acting(s.game())));
        }
        assertNull(s.game().company("P1").owner(), "at 0 G nobody is forced yet");
        assertEquals(0, auction(s.game()).topPrice());
        EngineSession taken = s.fork() instanceof EngineSession f ? f : null;
        for (int i = 0; i < 3; i++) {
            s.apply(pass(acting(s.game())));
        }
        assertEquals(s.game().player("p1"), s.game().company("P1").owner(), "after one more all-pass the priority holder");
        assertEquals(860, s.game().player("p1").cash());

        taken.apply(pass("p1"));
        taken.apply(bid("p2", "P1", 0));
        assertEquals(taken.game().player("p2"), taken.game().company("P1").owner(), "anyone may take it for nothing");
        assertEquals(860, taken.game().player("p2").cash());
    }

    /**
     * A-5, both readings. p3's buy of the Arlbergbahn sets off a bidding war for the Semmeringbahn
     * (p3 200, p1 205): p3 raises to 210, p1 drops out. Default: priority left of p3, whose turn it
     * was: p1. Word for word ("links vom zuletzt agierenden Spieler"): left of p1, who acted last: p2.
     */
    @Test
    void priorityAfterTheLastSaleByEitherReading() throws Exception {
        assertEquals("p1", priorityAfterWar(Set.of()));
        assertEquals("p2", priorityAfterWar(Set.of(AustrianAuction.PRIORITY_AFTER_LAST_ACTOR)));
    }

    private static String priorityAfterWar(Set<String> options) throws Exception {
        EngineSession s = newGame(3, options);
        s.apply(bid("p1", "P1", 20));
        s.apply(bid("p2", "P2", 50));
        s.apply(bid("p3", "P5", 200));
        s.apply(bid("p1", "P5", 205));
        for (String lot : List.of("P3", "L1", "L2", "L3", "L4", "L5", "L6", "P4")) {
            s.apply(bid(acting(s.game()), lot, auction(s.game()).topPrice()));
        }
        assertEquals("P5", auction(s.game()).war().id());
        assertEquals("p3", acting(s.game()));
        s.apply(bid("p3", "P5", 210));
        s.apply(pass("p1"));
        Game g = s.game();
        assertEquals(RoundKind.STOCK, g.round().roundKind());
        assertEquals(g.player("p3"), g.company("P5").owner());
        assertEquals(860 - 150 - 150 - 170 - 210, g.player("p3").cash());
        return g.priority().id();
    }

    /** With the option a player who took back his bid may bid on that private again. */
    @Test
    void aPlayerMayBidAgainAfterTakingHisBidBack() throws Exception {
        EngineSession strict = newGame(3);
        EngineSession lax = newGame(3, Set.of(AustrianAuction.REBID_AFTER_WITHDRAWAL));
        for (EngineSession s : List.of(strict, lax)) {
            s.apply(bid("p1", "P3", 75));
            s.apply(bid("p2", "P3", 80));
            s.apply(withdraw("p1", "P3"));
            s.apply(pass("p3"));
        }
        assertThrows(IllegalActionException.class, () -> strict.apply(bid("p1", "P3", 85)));
        lax.apply(bid("p1", "P3", 85));
        assertEquals(85, auction(lax.game()).highBid(lax.game().company("P3")));
    }
}
