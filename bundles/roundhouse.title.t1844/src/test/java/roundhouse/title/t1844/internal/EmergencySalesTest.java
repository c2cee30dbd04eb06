package roundhouse.title.t1844.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.IllegalActionException;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.session.EngineSession;

/**
 * RB XXII: one sale of a company's shares moves its price one row, "unabhängig davon ob ein Spieler einen
 * oder mehrere Anteile verkauft", and each of a player's turns is a sale of its own; so in an emergency
 * purchase the director sells each company at most once (seeded game 47003: he sold RhB twice and
 * 18xx.games, which sells in blocks too, refused the second).
 */
class EmergencySalesTest {
    private static EngineSession afterOneSaleOfRhB() throws Exception {
        return (EngineSession) new T1844Title().load(new GsonRecordCodec().read(
                Path.of("src/test/resources/positions/emergency-sale-once.json")));
    }

    private static Action sell(String share) {
        return new Action("sell_shares", "2", "player", Map.of("shares", List.of(share), "percent", 10L));
    }

    @Test
    void aCompanySoldInTheEmergencyIsNotSoldAgain() throws Exception {
        EngineSession s = afterOneSaleOfRhB();
        List<Action> sales = s.legalActions().stream().map(a -> a.action()).filter(a -> a.type().equals("sell_shares")).toList();
        assertFalse(sales.isEmpty(), "he may still sell other companies: " + sales);
        assertFalse(sales.stream().anyMatch(a -> String.valueOf(a.args().get("shares")).contains("RhB")), sales.toString());
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> s.apply(sell("RhB_5")));
        assertTrue(e.getMessage().contains("already sold RhB"), e.getMessage());
        s.apply(sell("BLS_1"));
    }

    /**
     * The bankruptcy's sales belong to the emergency: a company its director already sold in it stays with him
     * (seeded game 600171: Random 2 sold 20% of JN, then JN declared bankruptcy and he sold JN again; 18xx.games
     * sells nothing more and counts him 360, not 330).
     */
    @Test
    void theBankruptcySellsNoCompanySoldInTheEmergencyAgain() throws Exception {
        EngineSession s = (EngineSession) new T1844Title().load(new GsonRecordCodec().read(
                Path.of("src/test/resources/positions/bankrupt-after-sale.json")));
        assertEquals(80, jnHeldBy2(s));
        s.apply(new Action("bankrupt", "JN", "corporation", null));
        assertEquals(80, jnHeldBy2(s), "JN kept");
        assertEquals(Map.of("1", 269, "2", 360, "3", 309), s.state().result());
    }

    private static int jnHeldBy2(EngineSession s) {
        return s.state().companies().stream().filter(c -> c.id().equals("JN")).findFirst().orElseThrow().shares().get("2");
    }

    /**
     * RB XXII: no change of director through an emergency sale, in any company: a director's certificate is
     * not sold in part (seed 48022: half of BLS's was offered to VZ's director, and 18xx.games refused it).
     */
    @Test
    void noDirectorsCertificateGoesInAnEmergency() throws Exception {
        EngineSession s = (EngineSession) new T1844Title().load(new GsonRecordCodec().read(
                Path.of("src/test/resources/positions/emergency-director-certificate.json")));
        assertFalse(s.legalActions().stream().anyMatch(a -> a.action().type().equals("sell_shares")
                && String.valueOf(a.action().args().get("shares")).contains("BLS_0")), s.legalActions().toString());
        IllegalActionException e = assertThrows(IllegalActionException.class,
                () -> s.apply(new Action("sell_shares", "3", "player", Map.of("shares", List.of("BLS_0"), "percent", 10L))));
        assertTrue(e.getMessage().contains("Random 3"), e.getMessage());
    }
}
