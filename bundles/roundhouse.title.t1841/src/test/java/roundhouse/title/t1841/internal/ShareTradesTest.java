package roundhouse.title.t1841.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Corporation;

/** RB 3.2: shares bought from another player at an agreed price of at least L.1 a share; the market stays. */
class ShareTradesTest {
    static Action buyFrom(String buyer, String share, int total) {
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("shares", List.of(share));
        args.put("percent", 10L);
        args.put(ShareTrades.TOTAL_PRICE, (long) total);
        return new Action("buy_shares", buyer, "player", args);
    }

    static Action buy(String buyer, String share) {
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("shares", List.of(share));
        args.put("percent", 10L);
        return new Action("buy_shares", buyer, "player", args);
    }

    static Action choose(String player, String choice) {
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("choice", choice);
        return new Action("choose", player, "player", args);
    }

    /** A starts SFTN at L.100 with 40 % (RB 3.4); in the second stock round the next player offers A L.150 for one share. */
    private static EngineSession sftnWithFortyPercent(Set<String> options) throws Exception {
        EngineSession s = ConcessionRoundTest.newGame(List.of("A", "B", "C"), options);
        s.apply(ConcessionRoundTest.sheet("A", 0, 0, 0, 0, 30, 0, 0, 0));
        s.apply(ConcessionRoundTest.sheet("B", 0, 0, 0, 0, 0, 0, 30, 0));
        s.apply(ConcessionRoundTest.sheet("C", 0, 0, 0, 0, 0, 0, 0, 30));
        s.apply(ConcessionTradesTest.par("A", "SFTN", "100,3,5"));
        s.apply(buy("A", "SFTN_1"));
        s.apply(buy("A", "SFTN_2"));
        ConcessionTradesTest.passUntilStockRound(s, 2);
        if (s.game().round().actingEntities().get(0).id().equals("A")) {
            s.apply(new Action("pass", "A", "player", null));
        }
        return s;
    }

    @Test
    void theSellerAgreesAndIsPaidTheMarketStays() throws Exception {
        EngineSession s = sftnWithFortyPercent(Set.of());
        String buyer = s.game().round().actingEntities().get(0).id();
        Corporation sftn = s.game().corporation("SFTN");
        int price = sftn.sharePrice().price();
        int aCash = s.game().player("A").cash();
        int bCash = s.game().player(buyer).cash();
        assertThrows(Exception.class, () -> s.apply(buyFrom(buyer, "SFTN_0", 150)), "never the president's certificate");
        s.apply(buyFrom(buyer, "SFTN_1", 150));
        assertEquals("A", s.game().round().actingEntities().get(0).id(), "the seller is asked");
        s.apply(choose("A", "yes"));
        assertEquals(10, s.game().player(buyer).percentOf(s.game().corporation("SFTN")));
        assertEquals(aCash + 150, s.game().player("A").cash());
        assertEquals(bCash - 150, s.game().player(buyer).cash());
        assertEquals(price, s.game().corporation("SFTN").sharePrice().price());
        assertThrows(Exception.class, () -> s.apply(buy(buyer, "SFTN_3")), "the trade was his purchase");
    }

    @Test
    void aDeclinedOfferLeavesTheBuyerHisPurchase() throws Exception {
        EngineSession s = sftnWithFortyPercent(Set.of());
        String buyer = s.game().round().actingEntities().get(0).id();
        s.apply(buyFrom(buyer, "SFTN_1", 5));
        s.apply(choose("A", "no"));
        assertEquals(0, s.game().player(buyer).percentOf(s.game().corporation("SFTN")));
        s.apply(buy(buyer, "SFTN_3"));
        assertEquals(10, s.game().player(buyer).percentOf(s.game().corporation("SFTN")));
    }

    @Test
    void eighteenXxGamesTradesWithoutConsent() throws Exception {
        EngineSession s = sftnWithFortyPercent(Set.of(T1841Title.TRADES_WITHOUT_CONSENT));
        String buyer = s.game().round().actingEntities().get(0).id();
        s.apply(buyFrom(buyer, "SFTN_1", 1));
        assertEquals(10, s.game().player(buyer).percentOf(s.game().corporation("SFTN")));
    }
}
