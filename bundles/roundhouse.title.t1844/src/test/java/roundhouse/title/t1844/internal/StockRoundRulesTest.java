package roundhouse.title.t1844.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.IllegalActionException;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Game;

/** RB VII-IX, XIX, XX and IV, V: the rest of the first stock round after the auction. */
class StockRoundRulesTest {
    /** Three players; every private goes to its opener at face value; FNM par 100. Order: p3, p1, p2. */
    static EngineSession afterAuction(Set<String> options) throws Exception {
        EngineSession s = AuctionRulesTest.newGame(3, options);
        String[][] script = { { "P1", "20" }, { "P2", "50" }, { "P3", "80" }, { "P4", "110" }, { "P5", "140" },
                { "P6", "160" }, { "P7", "100" } };
        for (String[] lot : script) {
            String opener = AuctionRulesTest.acting(s.game());
            s.apply(AuctionRulesTest.bid(opener, lot[0], Integer.parseInt(lot[1])));
            while (s.game().company(lot[0]).owner() == null) {
                s.apply(AuctionRulesTest.pass(AuctionRulesTest.acting(s.game())));
            }
            if (lot[0].equals("P6")) {
                s.apply(new Action("par", opener, "player", Map.of("corporation", "FNM", "share_price", "100,1,4")));
            }
        }
        return s;
    }

    static Action par(String player, String corporation, String cell) {
        return new Action("par", player, "player", Map.of("corporation", corporation, "share_price", cell));
    }

    static Action buy(String player, String share, int percent) {
        return new Action("buy_shares", player, "player", Map.of("shares", List.of(share), "percent", (long) percent));
    }

    static Action buyCompany(String player, String company, int price) {
        return new Action("buy_company", player, "player", Map.of("company", company, "price", (long) price));
    }

    /** RB IX, XX: a pre-state railway's director's certificate (50 %) costs 2x par and floats it with 2x par. */
    @Test
    void aPreStateRailwayFloatsWithTwiceItsPar() throws Exception {
        EngineSession s = afterAuction(Set.of(T1844Title.FNM_FLOATS_AT_PAR));
        int cash = s.game().player("p3").cash();
        s.apply(par("p3", "NOB", "70,4,4"));
        Game g = s.game();
        assertEquals(cash - 140, g.player("p3").cash());
        assertTrue(g.corporation("NOB").floated());
        assertEquals(140, g.corporation("NOB").cash(), "capital 2 x par; the price paid went to the bank");
    }

    /** RB VIII, XX: a regional floats with 3 of 5 units sold and gets 5x par. */
    @Test
    void aRegionalFloatsAtThreeUnitsWithFiveTimesPar() throws Exception {
        EngineSession s = afterAuction(Set.of(T1844Title.FNM_FLOATS_AT_PAR));
        s.apply(par("p3", "JN", "60,5,4"));
        assertEquals(0, s.game().corporation("JN").cash(), "40 % sold: not yet floated");
        s.apply(buy("p1", "JN_1", 20));
        assertTrue(s.game().corporation("JN").floated());
        assertEquals(300, s.game().corporation("JN").cash());
    }

    /** RB V: a tunnel share costs 50 from the bank; a second in the same stock round is refused, citing V. */
    @Test
    void oneTunnelSharePerPlayerAndStockRound() throws Exception {
        EngineSession s = afterAuction(Set.of(T1844Title.FNM_FLOATS_AT_PAR));
        s.apply(buyCompany("p3", "T2", 50));
        assertEquals("p3", s.game().company("T2").owner().id());
        s.apply(AuctionRulesTest.pass("p1"));
        s.apply(AuctionRulesTest.pass("p2"));
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> s.apply(buyCompany("p3", "T3", 50)));
        assertTrue(e.getMessage().contains("1844 V"), e.getMessage());
        assertThrows(IllegalActionException.class, () -> s.apply(buyCompany("p3", "P1", 20)), "privates are not for sale here");
    }

    /**
     * RB XIX: at the end of the stock round a company with shares in the pool moves left (FNM 100 to
     * 90), one wholly with players moves up (NOB 70 to 80); the next order of play is most cash first.
     */
    @Test
    void theRoundEndMovesPricesAndReordersByCash() throws Exception {
        for (Set<String> options : List.of(Set.<String>of(), Set.of(T1844Title.MOVES_IN_OPERATING_ORDER))) {
            EngineSession s = afterAuction(options);
            s.apply(par("p3", "NOB", "70,4,4"));
            s.apply(buy("p1", "NOB_1", 25));
            s.apply(buy("p2", "NOB_2", 25));
            for (int i = 0; i < 3; i++) {
                s.apply(AuctionRulesTest.pass(AuctionRulesTest.acting(s.game())));
            }
            Game g = s.game();
            assertEquals(80, g.corporation("NOB").sharePrice().price(), options.toString());
            assertEquals(90, g.corporation("FNM").sharePrice().price(), options.toString());
            List<String> byCash = g.players().stream().sorted((a, b) -> b.cash() - a.cash()).map(p -> p.id()).toList();
            assertEquals(byCash, g.playerOrder().stream().map(p -> p.id()).toList());
        }
    }
}
