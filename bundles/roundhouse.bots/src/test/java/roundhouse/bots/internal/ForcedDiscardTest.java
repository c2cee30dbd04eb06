package roundhouse.bots.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;

/** Bots give up a train only when they must (over the train limit), never one they may keep and run (18Mag's scrapping). */
class ForcedDiscardTest {
    private static LegalAction of(String type, String train) {
        Map<String, Object> args = train == null ? Map.of() : Map.of("train", train);
        return new LegalAction(new Action(type, "1", "minor", args), type, null);
    }

    @Test
    void overTheLimitTheFirstTrainOfferedGoes() {
        Action discard = Choices.forcedDiscard(List.of(of("discard_train", "2-0"), of("discard_train", "3-1")));
        assertEquals("2-0", discard.string("train"));
    }

    @Test
    void aTrainThatMayBeKeptIsKept() {
        assertNull(Choices.forcedDiscard(List.of(of("discard_train", "2-0"), of("pass", null))), "scrapping at will: pass");
        assertNull(Choices.forcedDiscard(List.of(of("lay_tile", null), of("pass", null))), "no discard offered");
    }
}
