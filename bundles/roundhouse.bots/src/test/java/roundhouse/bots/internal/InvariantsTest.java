package roundhouse.bots.internal;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.api.view.CertificateView;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;
import roundhouse.api.view.MapView;
import roundhouse.api.view.MarketView;
import roundhouse.api.view.PhaseView;
import roundhouse.api.view.PlayerView;
import roundhouse.api.view.RoundView;

/** Each invariant on hand-built snapshots: a good state passes, each break is named. */
class InvariantsTest {
    private static PlayerView player(String id, int cash, List<CertificateView> certs, int count) {
        return new PlayerView(id, id, cash, cash, false, certs, List.of(), count, 2, false);
    }

    private static CompanyView corp(String president, int cash, Map<String, Integer> shares, int trains) {
        return new CompanyView("X", "X", CompanyView.Kind.CORPORATION, null, null, president, cash, 0, 0, 100, 100, true,
                false, java.util.Collections.nCopies(trains, "2"), 3, 1, shares, 0);
    }

    private static final RoundView STOCK = new RoundView("stock", "SR 1", 1, 0);
    private static final RoundView OPERATING = new RoundView("operating", "OR 1.1", 1, 1);

    private static GameState state(int bank, List<PlayerView> players, CompanyView c, List<String> acting) {
        return state(STOCK, bank, acting, players, List.of(c));
    }

    private static GameState state(RoundView round, int bank, List<String> acting, List<PlayerView> players, List<CompanyView> companies) {
        return new GameState("t", 1, round, new PhaseView("2", List.of("yellow"), 1, 2), acting, bank, players, companies,
                new MarketView(MarketView.Layout.GRID, List.of(), List.of()), new MapView("pointy", List.of()), List.of(), List.of(),
                false, null, Map.of());
    }

    private static final CertificateView PRES = new CertificateView("X_0", "X", 20, true, "a");
    private static final CertificateView TEN = new CertificateView("X_1", "X", 10, false, "b");

    private static GameState good() {
        return state(800, List.of(player("a", 100, List.of(PRES), 1), player("b", 100, List.of(TEN), 1)),
                corp("a", 0, Map.of("a", 20, "b", 10, "ipo", 70), 1), List.of("a"));
    }

    @Test
    void aSoundStatePasses() {
        assertNull(new Invariants(good()).check(good(), List.of()));
    }

    @Test
    void eachBreakIsNamed() {
        Invariants inv = new Invariants(good());
        List<PlayerView> ok = good().players();
        CompanyView corp = good().companies().get(0);
        assertBreak(inv.check(state(801, ok, corp, List.of("a")), List.of()), "money not conserved");
        assertBreak(inv.check(state(1000, List.of(player("a", 100, List.of(PRES), 1), player("b", 0, List.of(TEN), 1)),
                corp("a", -100, corp.shares(), 1), List.of("a")), List.of()), "X has -100");
        assertBreak(inv.check(state(800, List.of(player("a", 100, List.of(PRES), 1), player("b", 100, List.of(PRES), 1)),
                corp, List.of("a")), List.of()), "held twice");
        assertBreak(inv.check(state(800, ok, corp("a", 0, Map.of("a", 20, "b", 10, "ipo", 60), 1), List.of("a")),
                List.of()), "add up to 90%");
        CertificateView b30 = new CertificateView("X_1", "X", 30, false, "b");
        assertBreak(inv.check(state(800, List.of(player("a", 100, List.of(PRES), 1), player("b", 100, List.of(b30), 1)),
                corp("a", 0, Map.of("a", 20, "b", 30, "ipo", 50), 1), List.of("a")), List.of()), "more than president");
        // 1841: a concession of the same name still in the game (the bank's) ties the presidency to it
        CompanyView concession = new CompanyView("X", "X", CompanyView.Kind.PRIVATE, null, null, null, 0, 20, 0, 0, 0, false,
                false, List.of(), 0, 0, Map.of(), 0);
        GameState locked = state(STOCK, 800, List.of("a"), List.of(player("a", 100, List.of(PRES), 1), player("b", 100, List.of(b30), 1)),
                List.of(corp("a", 0, Map.of("a", 20, "b", 30, "ipo", 50), 1), concession));
        assertNull(inv.check(locked, List.of()), "a presidency tied to a concession still in the game");
        LegalAction choose = new LegalAction(new Action("choose", "b", "player", Map.of("choice", "no")), "No", null);
        assertNull(inv.check(state(800, List.of(player("a", 100, List.of(PRES), 1), player("b", 100, List.of(b30), 1)),
                corp("a", 0, Map.of("a", 20, "b", 30, "ipo", 50), 1), List.of("b")), List.of(choose)),
                "while a question is open (a merger's exchange) certificates are in transit");
        // 1841: the major a merger formed (priced, no president yet) discards before the exchange: the old
        // corporation's certificates are in transit too (seed 63108: its president's certificate already taken in)
        CompanyView formed = new CompanyView("N", "N", CompanyView.Kind.CORPORATION, null, null, null, 0, 0, 0, 100, 100, true,
                false, List.of(), 3, 1, Map.of("ipo", 100), 0);
        GameState exchanging = state(OPERATING, 800, List.of("N"), List.of(player("a", 100, List.of(PRES), 1), player("b", 100, List.of(b30), 1)),
                List.of(corp("a", 0, Map.of("a", 20, "b", 30, "ipo", 50), 1), formed));
        assertNull(inv.check(exchanging, List.of()), "certificates in transit while a formed major has no president");
        assertBreak(inv.check(state(800, ok, corp("a", 0, corp.shares(), 3), List.of("a")), List.of()), "train limit");
        assertNull(inv.check(state(800, ok, corp("a", 0, corp.shares(), 3), List.of("X")), List.of()),
                "a company over the limit may be the one discarding");
        // 18xx.games (discard_at_next_operating_round): a surplus from a phase change between operating rounds
        // (1844's export at a set's end) waits for the next operating round; inside one it must be discarding
        Invariants waits = new Invariants(good(), java.util.Set.of(Invariants.DISCARD_AT_NEXT_OPERATING_ROUND));
        assertNull(waits.check(state(800, ok, corp("a", 0, corp.shares(), 3), List.of("a")), List.of()),
                "a stock round while the surplus waits for the next operating round");
        assertBreak(waits.check(state(OPERATING, 800, List.of("a"), ok, List.of(corp("a", 0, corp.shares(), 3))), List.of()),
                "train limit");
        List<PlayerView> none = List.of(player("a", 100, List.of(), 0), player("b", 100, List.of(), 0));
        assertNull(inv.check(state(800, none, corp(null, 0, Map.of("ipo", 100), 3), List.of("a")), List.of()),
                "a company nobody presides (a merger's new major before its exchange) waits for its president");
        // 1841: X presided over by the corporation S; S presided over by a, or by nobody yet (the secession's)
        CompanyView xUnderS = corp("S", 0, Map.of("S", 20, "b", 10, "ipo", 70), 3);
        List<PlayerView> bOnly = List.of(player("a", 100, List.of(), 0), player("b", 100, List.of(TEN), 1));
        assertBreak(inv.check(chain(bOnly, xUnderS, company("S", "a")), List.of()), "train limit");
        assertNull(inv.check(chain(bOnly, xUnderS, company("S", null)), List.of()),
                "a company whose chain of presidents ends at nobody waits for a player to control it");
        // 1841 (frozen_corporations_discard): the frozen S, over its limit too, discards first, its decider acting
        CompanyView frozenCrowded = new CompanyView("S", "S", CompanyView.Kind.CORPORATION, null, null, "pool", 0, 0, 0, 100, 100,
                true, false, java.util.Collections.nCopies(3, "2"), 3, 1, Map.of("ipo", 100), 0, 2, "S", true);
        GameState sDiscards = state(OPERATING, 800, List.of("S"), ok, List.of(corp("a", 0, Map.of("a", 20, "b", 10, "ipo", 70), 3), frozenCrowded));
        assertNull(inv.check(sDiscards, List.of()), "a frozen company over its limit may be the one discarding");
        LegalAction buy = new LegalAction(new Action("buy_shares", "a", "player", Map.of()), "Buy", null);
        GameState over = state(800, List.of(player("a", 100, List.of(PRES), 3), player("b", 100, List.of(TEN), 1)),
                corp, List.of("a"));
        LegalAction sell = new LegalAction(new Action("sell_shares", "a", "player", Map.of()), "Sell", null);
        assertBreak(inv.check(over, List.of(sell, buy)), "before selling");
        assertNull(inv.check(over, List.of()));
        assertNull(inv.check(over, List.of(buy)), "nothing to sell: a purchase that does not count may be offered");
    }

    private static CompanyView company(String id, String president) {
        return new CompanyView(id, id, CompanyView.Kind.CORPORATION, null, null, president, 0, 0, 0, 100, 100, true,
                false, List.of(), 3, 1, Map.of("ipo", 100), 0);
    }

    /** X and the corporation S presiding over it, a acting. */
    private static GameState chain(List<PlayerView> players, CompanyView x, CompanyView s) {
        return state(STOCK, 800, List.of("a"), players, List.of(x, s));
    }

    private static void assertBreak(String message, String expected) {
        assertTrue(message != null && message.contains(expected), message);
    }
}
