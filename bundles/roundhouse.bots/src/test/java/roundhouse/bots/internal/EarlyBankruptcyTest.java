package roundhouse.bots.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;

/** Bots declare a company's bankruptcy only when its train is due, not while its track or run is still to come. */
class EarlyBankruptcyTest {
    private static LegalAction of(String type) {
        return new LegalAction(new Action(type, "ATFA", "corporation", Map.of()), type, null);
    }

    @Test
    void bankruptcyBesideTrackIsEarly() {
        assertTrue(Choices.earlyBankruptcy(List.of(of("lay_tile"), of("pass"), of("bankrupt"))));
        assertTrue(Choices.earlyBankruptcy(List.of(of("run_routes"), of("bankrupt"))));
        assertTrue(Choices.earlyBankruptcy(List.of(of("pass"), of("bankrupt"))), "a token place not bought: the run is still to come");
    }

    @Test
    void bankruptcyBesideTheTrainIsDue() {
        assertFalse(Choices.earlyBankruptcy(List.of(of("buy_train"), of("sell_shares"), of("bankrupt"))));
        assertFalse(Choices.earlyBankruptcy(List.of(of("sell_shares"), of("bankrupt"))));
        assertFalse(Choices.earlyBankruptcy(List.of(of("lay_tile"), of("pass"))));
    }

    @Test
    void theRandomBotLeavesAnEarlyBankruptcyOut() {
        List<LegalAction> legal = List.of(of("lay_tile"), of("pass"), of("bankrupt"));
        List<LegalAction> kept = RandomBot.sensible(legal, null);
        assertEquals(List.of("lay_tile", "pass"), kept.stream().map(l -> l.action().type()).toList());
    }
}
