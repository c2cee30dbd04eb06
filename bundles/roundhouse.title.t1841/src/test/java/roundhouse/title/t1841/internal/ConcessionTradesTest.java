package roundhouse.title.t1841.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.RoundKind;

/**
 * Concessions bought in the stock round (RB 2.3: unsold ones from the bank at L.50 from the second
 * stock round; RB 3.2: from another player at an agreed price, a used one with its president's
 * certificate and the presidency).
 */
class ConcessionTradesTest {
    static Action buyCompany(String player, String company, int price) {
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("company", company);
        args.put("price", (long) price);
        return new Action("buy_company", player, "player", args);
    }

    static Action par(String player, String corporation, String cell) {
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("corporation", corporation);
        args.put("share_price", cell);
        return new Action("par", player, "player", args);
    }

    /** Takes "pass" wherever offered, else the first offer, until the game is in a stock round numbered {@code turn}. */
    static void passUntilStockRound(EngineSession s, int turn) throws Exception {
        for (int guard = 0; guard < 500; guard++) {
            Game g = s.game();
            if (g.round().roundKind() == RoundKind.STOCK && g.turn() == turn) {
                return;
            }
            List<LegalAction> offers = s.legalActions();
            LegalAction pick = offers.stream().filter(a -> a.action().type().equals("pass")).findFirst().orElse(offers.get(0));
            s.apply(pick.action());
        }
        throw new AssertionError("no stock round " + turn);
    }

    /** A: SFTN (5) at L.30; B: SFTG (7) at L.30; C: IRSFF (8) at L.30; nobody bids on SSFL (6). */
    static EngineSession dealt() throws Exception {
        EngineSession s = ConcessionRoundTest.newGame(List.of("A", "B", "C"), Set.of());
        s.apply(ConcessionRoundTest.sheet("A", 0, 0, 0, 0, 30, 0, 0, 0));
        s.apply(ConcessionRoundTest.sheet("B", 0, 0, 0, 0, 0, 0, 30, 0));
        s.apply(ConcessionRoundTest.sheet("C", 0, 0, 0, 0, 0, 0, 0, 30));
        return s;
    }

    @Test
    void theBankSellsAnUnsoldConcessionFromTheSecondStockRound() throws Exception {
        EngineSession s = dealt();
        String first = s.game().round().actingEntities().get(0).id();
        assertThrows(Exception.class, () -> s.apply(buyCompany(first, "SSFL", 50)), "not in the first stock round");
        passUntilStockRound(s, 2);
        String buyer = s.game().round().actingEntities().get(0).id();
        int cash = s.game().player(buyer).cash();
        assertThrows(Exception.class, () -> s.apply(buyCompany(buyer, "SSFL", 40)), "the bank's price is L.50");
        s.apply(buyCompany(buyer, "SSFL", 50));
        assertEquals(buyer, s.game().company("SSFL").owner().id());
        assertEquals(cash - 50, s.game().player(buyer).cash());
    }

    /** RB 3.2: B buys A's used concession SFTN for L.1 and becomes its president with A's president's certificate. */
    @Test
    void aUsedConcessionBringsThePresidency() throws Exception {
        EngineSession s = dealt();
        // the sheets seat A, B, C by their equal totals and bids... whoever acts first starts his corporation
        Game g = s.game();
        assertEquals("A", g.round().actingEntities().get(0).id(), "equal sheets: A's lot");
        s.apply(par("A", "SFTN", "100,3,5"));
        passUntilStockRound(s, 2);
        String buyer = s.game().round().actingEntities().get(0).id();
        if (buyer.equals("A")) {
            s.apply(new Action("pass", "A", "player", null));
            buyer = s.game().round().actingEntities().get(0).id();
        }
        String b = buyer;
        int sellerCash = s.game().player("A").cash();
        s.apply(buyCompany(b, "SFTN", 1));
        Corporation sftn = s.game().corporation("SFTN");
        assertEquals(b, s.game().company("SFTN").owner().id());
        assertEquals(b, sftn.president().holderId());
        assertEquals(20, s.game().player(b).percentOf(sftn));
        assertEquals(sellerCash + 1, s.game().player("A").cash());
        assertTrue(s.game().player("A").percentOf(sftn) < 20);
    }

    @Test
    void eighteenXxGamesHasNoTradesBetweenPlayers() throws Exception {
        EngineSession s = ConcessionRoundTest.newGame(List.of("A", "B", "C"), Set.of(T1841Title.NO_PLAYER_TRADES));
        s.apply(ConcessionRoundTest.sheet("A", 0, 0, 0, 0, 30, 0, 0, 0));
        s.apply(ConcessionRoundTest.sheet("B", 0, 0, 0, 0, 0, 0, 30, 0));
        s.apply(ConcessionRoundTest.sheet("C", 0, 0, 0, 0, 0, 0, 0, 30));
        s.apply(par("A", "SFTN", "100,3,5"));
        passUntilStockRound(s, 2);
        if (s.game().round().actingEntities().get(0).id().equals("A")) {
            s.apply(new Action("pass", "A", "player", null));
        }
        String buyer = s.game().round().actingEntities().get(0).id();
        Exception e = assertThrows(Exception.class, () -> s.apply(buyCompany(buyer, "SFTN", 10)));
        assertTrue(e.getMessage().contains("do not trade"), e.getMessage());
    }
}
