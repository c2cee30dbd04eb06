package roundhouse.title.t18mag.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;

/**
 * RB VI.3.7 (a minor splits its revenue), VI.4.3 (a corporation's dividend from its treasury) and
 * VIII.2 Table 8 (the price moves by the amount paid).
 */
class DividendRulesTest {
    /** A 3-player draft: p1..p3 take minors 1-12 in turn, then one share each of RABA, G&C, SNW, SIK, SKEV, LdStEG. */
    static EngineSession draftedThreePlayers() throws Exception {
        EngineSession s = DraftRulesTest.newGame(3, Set.of(), 1);
        Game g = s.game();
        int minor = 1;
        List<String> corps = new ArrayList<>(List.of("RABA", "G&C", "SNW", "SIK", "SKEV", "LdStEG"));
        while (g.round().roundKind().equals(T18MagTitle.DRAFT)) {
            String p = g.round().actingEntities().get(0).id();
            s.apply(minor <= 12 ? DraftRulesTest.pick(p, "minor", String.valueOf(minor++))
                    : DraftRulesTest.pick(p, "corporation", corps.remove(0)));
        }
        return s;
    }

    /**
     * Passes every minor's turn (no track, no token, no scrapping) and every corporation's token step,
     * up to the first corporation that decides its dividend (or the end of the operating round).
     */
    static void passMinors(EngineSession s) throws Exception {
        Game g = s.game();
        while (g.round().roundKind().equals(roundhouse.engine.spi.RoundKind.OPERATING)) {
            Entity e = g.round().actingEntities().get(0);
            boolean corporation = e instanceof Corporation c && c.priced();
            if (corporation && s.legalActions().stream().anyMatch(l -> l.action().type().equals("dividend"))) {
                return;
            }
            s.apply(new Action("pass", e.id(), corporation ? "corporation" : "minor", null));
        }
    }

    private static Action dividend(String corp, int amount) {
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("kind", "variable");
        args.put("amount", amount);
        return new Action("dividend", corp, "corporation", args);
    }

    @Test
    void tableEightMovesByTheAmountPaid() {
        assertEquals(-1, MagDividendRules.rightSteps(0));
        assertEquals(0, MagDividendRules.rightSteps(10));
        assertEquals(0, MagDividendRules.rightSteps(20));
        assertEquals(1, MagDividendRules.rightSteps(30));
        assertEquals(1, MagDividendRules.rightSteps(50));
        assertEquals(2, MagDividendRules.rightSteps(60));
        assertEquals(2, MagDividendRules.rightSteps(100));
        assertEquals(3, MagDividendRules.rightSteps(110));
        assertEquals(3, MagDividendRules.rightSteps(200));
        assertEquals(4, MagDividendRules.rightSteps(210));
    }

    /** RB VI.4.3, Table 8: a corporation with an empty treasury pays nothing and drops one cell. */
    @Test
    void anEmptyTreasuryPaysNothingAndThePriceDrops() throws Exception {
        EngineSession s = draftedThreePlayers();
        Game g = s.game();
        assertEquals("Operating 1.1", g.round().name());
        int raba = g.corporation("RABA").sharePrice().price();
        passMinors(s);
        assertEquals(roundhouse.engine.spi.RoundKind.STOCK, g.round().roundKind(), "no corporation decides anything");
        assertEquals(raba - 5, g.corporation("RABA").sharePrice().price());
    }

    /** RB VI.4.3: without a president the whole treasury is paid; the market's part goes to the bank. */
    @Test
    void withoutPresidentTheWholeTreasuryIsPaid() throws Exception {
        EngineSession s = draftedThreePlayers();
        Game g = s.game();
        Corporation skev = g.corporation("SKEV");
        g.transfer(g.bank(), skev, 60);
        String holder = g.players().stream().filter(p -> p.percentOf(skev) == 10).findFirst().orElseThrow().id();
        int bank = g.bank().cash();
        int price = skev.sharePrice().price();
        int cash = g.player(holder).cash();
        passMinors(s);
        assertEquals(0, skev.cash());
        assertEquals(cash + 6, g.player(holder).cash(), "6 Ft per 10% share");
        assertEquals(bank + 54, g.bank().cash(), "the market's 90% pay the bank");
        int[] cells = { 55, 60, 65, 70, 75, 80, 85, 90 };
        int at = java.util.Arrays.binarySearch(cells, price);
        assertEquals(cells[at + 2], skev.sharePrice().price(), "60 Ft: two cells right");
    }

    /** RB VI.4.3: the president chooses a multiple of 10 up to the treasury; minors never decide. */
    @Test
    void thePresidentChoosesTheAmount() throws Exception {
        EngineSession s = DraftRulesTest.newGame(5, Set.of(), 1);
        Game g = s.game();
        s.apply(DraftRulesTest.pick("p1", "corporation", "SKEV"));
        for (String p : List.of("p2", "p3", "p4", "p5")) {
            s.apply(DraftRulesTest.pick(p, "minor", String.valueOf(p.charAt(1))));
        }
        for (String p : List.of("p2", "p3", "p4", "p5")) {
            s.apply(DraftRulesTest.pick(p, "minor", String.valueOf(4 + p.charAt(1) - '0')));
        }
        s.apply(DraftRulesTest.pick("p1", "corporation", "SKEV"));
        int n = 0;
        while (g.round().roundKind().equals(T18MagTitle.DRAFT)) {
            String p = g.round().actingEntities().get(0).id();
            List<String> corps = List.of("RABA", "G&C", "SNW", "SIK", "LdStEG", "MAVAG", "RABA", "G&C", "SNW", "SIK");
            boolean minorsFull = g.corporations().stream().filter(c -> !c.priced() && c.president() != null
                    && c.president().holderId().equals(p)).count() >= 2;
            s.apply(minorsFull ? DraftRulesTest.pick(p, "corporation", corps.get(n++))
                    : DraftRulesTest.pick(p, "minor", firstFreeMinor(g)));
        }
        Corporation skev = g.corporation("SKEV");
        assertEquals("p1", skev.president().holderId());
        g.transfer(g.bank(), skev, 40);
        passMinors(s);
        while (g.round().actingEntities().get(0) != skev) {
            fail("only SKEV has a president and cash: " + g.round().actingEntities());
        }
        LegalAction offered = s.legalActions().get(0);
        assertEquals(new LegalAction.AmountRange("amount", 0, 40, 10), offered.amount(),
                "a multiple of 10 up to the treasury");
        int price = skev.sharePrice().price();
        int cash = g.player("p1").cash();
        s.apply(dividend("SKEV", 30));
        assertEquals(cash + 6, g.player("p1").cash(), "20% of 30");
        assertEquals(10, skev.cash());
        assertTrue(skev.sharePrice().price() > price, "30 Ft: one cell right");
    }

    private static void fail(String message) {
        throw new AssertionError(message);
    }

    private static String firstFreeMinor(Game g) {
        return g.corporations().stream().filter(c -> !c.priced() && c.president() == null).findFirst().orElseThrow().id();
    }

    /** RB VI.3.7: half of a minor's revenue (rounded down) to its treasury, the rest to its owner. */
    @Test
    void aMinorSplitsItsRevenue() throws Exception {
        EngineSession s = draftedThreePlayers();
        Game g = s.game();
        Corporation minor = g.corporation("1");
        assertEquals(List.of(roundhouse.engine.spi.DividendRules.Kind.HALF), g.dividends().kinds(minor));
        int owner = g.player(minor.president().holderId()).cash();
        g.dividends().halfPay(minor, 30);
        assertEquals(65, minor.cash());
        assertEquals(owner + 15, g.player(minor.president().holderId()).cash());
    }
}
