package roundhouse.title.t18mag.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.RoundKind;

/** RB VII (stock rounds) and VIII.3 (price changes in a stock round). */
class StockRoundRulesTest {
    /** A 3-player game after the draft and OR 1.1 (minors pass, corporations pay 0 and drop a cell): SR 2. */
    static EngineSession atStockRoundTwo() throws Exception {
        EngineSession s = DividendRulesTest.draftedThreePlayers();
        DividendRulesTest.passMinors(s);
        assertEquals(RoundKind.STOCK, s.game().round().roundKind());
        return s;
    }

    static Action buy(String player, String cert) {
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("shares", List.of(cert));
        args.put("percent", 10);
        return new Action("buy_shares", player, "player", args);
    }

    static Action sell(String player, List<String> certs, int percent) {
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("shares", certs);
        args.put("percent", percent);
        return new Action("sell_shares", player, "player", args);
    }

    private static String marketCert(Game g, String corp) {
        for (Certificate c : g.pool().certificates()) {
            if (c.corporation().id().equals(corp) && !c.president()) {
                return c.id();
            }
        }
        throw new AssertionError("no " + corp + " share in the market");
    }

    /** RB VII.5: a share comes from the market at the market price, paid to the bank; two make a president. */
    @Test
    void aShareFromTheMarketIsPaidToTheBankAndTwoMakeThePresident() throws Exception {
        EngineSession s = atStockRoundTwo();
        Game g = s.game();
        Player first = (Player) g.round().actingEntities().get(0);
        assertEquals(g.priority(), first, "the SR starts with the priority holder");
        Corporation held = g.corporations().stream().filter(c -> c.priced() && first.percentOf(c) == 10).findFirst()
                .orElseThrow();
        int price = held.sharePrice().price();
        g.transfer(g.bank(), first, 200);
        g.round().touch();
        int bank = g.bank().cash();
        s.apply(buy(first.id(), marketCert(g, held.id())));
        assertEquals(200 - price, first.cash());
        assertEquals(bank + price, g.bank().cash());
        assertEquals(0, held.cash(), "share sales never pay the corporation");
        assertEquals(first, held.president());
        assertTrue(first.certificates().contains(held.presidentsShare()));
        assertEquals(20, first.percentOf(held));
    }

    /** RB VII.4: a sale pays the market price per share from the bank and moves the price one cell left. */
    @Test
    void aSaleMovesThePriceOneCellLeft() throws Exception {
        EngineSession s = atStockRoundTwo();
        Game g = s.game();
        Player first = (Player) g.round().actingEntities().get(0);
        Corporation held = g.corporations().stream().filter(c -> c.priced() && first.percentOf(c) == 10).findFirst()
                .orElseThrow();
        String cert = first.certificates().stream().filter(c -> c.corporation() == held).findFirst().orElseThrow().id();
        int price = held.sharePrice().price();
        s.apply(sell(first.id(), List.of(cert), 10));
        assertEquals(price, first.cash());
        assertEquals(price - 5, held.sharePrice().price());
        assertNull(held.president());
    }

    /** RB VIII.3: a corporation wholly in players' hands at the end of a stock round rises one cell. */
    @Test
    void aSoldOutCorporationRisesAtTheEndOfTheStockRound() throws Exception {
        EngineSession s = atStockRoundTwo();
        Game g = s.game();
        Corporation mavag = g.corporation("MAVAG");
        List<Player> holders = List.of(g.player("p1"), g.player("p1"), g.player("p1"), g.player("p3"), g.player("p3"),
                g.player("p3"), g.player("p2"), g.player("p2"));
        int i = 0;
        for (Certificate c : new java.util.ArrayList<>(g.pool().certificatesOf(mavag))) {
            if (!c.president()) {
                c.moveTo(holders.get(i++));
            }
        }
        mavag.presidentsShare().moveTo(g.player("p2"));
        mavag.setPresident(g.player("p2"));
        g.round().touch();
        int price = mavag.sharePrice().price();
        int others = g.corporation("RABA").sharePrice().price();
        while (g.round().roundKind().equals(RoundKind.STOCK)) {
            s.apply(new Action("pass", g.round().actingEntities().get(0).id(), "player", null));
        }
        assertEquals(price + 5, mavag.sharePrice().price());
        assertEquals(others, g.corporation("RABA").sharePrice().price(), "shares in the market: no move");
    }

    /** RB VII.2: priority goes to the player after the last to buy or sell, who is seated first. */
    @Test
    void thePlayerAfterTheLastBuyerLeadsTheNextStockRound() throws Exception {
        EngineSession s = atStockRoundTwo();
        Game g = s.game();
        Player first = (Player) g.round().actingEntities().get(0);
        Corporation held = g.corporations().stream().filter(c -> c.priced() && first.percentOf(c) == 10).findFirst()
                .orElseThrow();
        g.transfer(g.bank(), first, 200);
        g.round().touch();
        s.apply(buy(first.id(), marketCert(g, held.id())));
        Player next = g.nextPlayer(first);
        while (g.round().roundKind().equals(RoundKind.STOCK)) {
            s.apply(new Action("pass", g.round().actingEntities().get(0).id(), "player", null));
        }
        assertEquals(next, g.priority());
        assertEquals(g.playersFrom(next), g.playerOrder(), "the order of play starts with the priority holder");
        assertTrue(g.playerOrder().get(0) != first);
    }
}
