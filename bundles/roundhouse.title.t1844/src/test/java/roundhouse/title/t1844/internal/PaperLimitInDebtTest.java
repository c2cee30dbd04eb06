package roundhouse.title.t1844.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.internal.session.EngineSession;

/**
 * RB (Papierlimit): "Sollte ein Spieler durch den Verlust des Direktorpapiers das Papierlimit
 * überschritten haben, so muss er sobald er in der Aktienrunde an der Reihe ist entsprechend Anteile
 * verkaufen." Greedy 7 of seeded game 834002 (1844 offers sweep) holds 12 papers against a limit of
 * 11 since ChA's presidency passed to Random 6, and owes the bank a loan: in his turn he sells before he
 * may pass. 18xx.games offers him the sale and the repayment of his debt, no pass; Roundhouse offered
 * the pass too, the debt's repayment putting it back.
 */
class PaperLimitInDebtTest {
    private static Set<String> types(EngineSession s) {
        Set<String> out = new TreeSet<>();
        for (LegalAction a : s.legalActions()) {
            out.add(a.action().type());
        }
        return out;
    }

    @Test
    void aPlayerOverThePaperLimitSellsBeforeHePasses() throws Exception {
        EngineSession s = PositionFiles.load("over-paper-limit-in-debt.json", rules -> { });
        assertEquals("7", s.state().acting().get(0));
        SwissGame g = (SwissGame) s.game();
        var p7 = g.player("7");
        assertTrue(g.debt(p7) > 0 && p7.cash() > 0, "in debt, with cash to pay some back");
        assertTrue(g.certificateCount(p7) > g.certLimit(), g.certificateCount(p7) + " papers, limit " + g.certLimit());
        assertEquals(Set.of("payoff_player_debt", "sell_shares"), types(s));

        s.apply(new Action("sell_shares", "7", "player", Map.of("shares", List.of("FNM_7"), "percent", 10L)));
        assertTrue(types(s).contains("pass"), "within the limit again, he may end his turn: " + types(s));
    }
}
