package roundhouse.bots.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;

/** A random bot decides only for its own seat, even when other players may act at the same time. */
class RandomBotOwnSeatTest {
    private static LegalAction of(String type, String entity, String entityType) {
        return new LegalAction(new Action(type, entity, entityType, Map.of()), type + " " + entity, null);
    }

    @Test
    void otherPlayersActionsAreLeftOut() {
        LegalAction pass = of("pass", "p2", "player");
        LegalAction withdraw = of("withdraw_bid", "p1", "player");
        LegalAction run = of("run_routes", "KE", "corporation");
        assertEquals(List.of(pass, run), RandomBot.ownOnly(List.of(pass, withdraw, run), "p2"));
        assertEquals(List.of(withdraw), RandomBot.ownOnly(List.of(withdraw), "p3"), "never nothing to choose from");
    }
}
