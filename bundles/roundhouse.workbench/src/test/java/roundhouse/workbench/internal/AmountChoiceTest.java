package roundhouse.workbench.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.api.view.GameState;
import roundhouse.api.view.TrainView;

class AmountChoiceTest {
    private static final GameState STATE = new GameState("1830", 60, null, null, List.of(), 0, List.of(), List.of(), null,
            null, List.of(new TrainView("3-2", "3", 3, 180, "depot", "6")), List.of(), false, null, Map.of());

    private static LegalAction buyTrain(String train, int min, int max) {
        return new LegalAction(new Action("buy_train", "NYC", "corporation", Map.of("train", train, "price", (long) min)),
                "Buy a 3-train from PRR", new LegalAction.AmountRange("price", min, max, 1));
    }

    @Test
    void aTrainFromAnotherCompanyStartsAtItsPrintedPriceAndAsksFirst() {
        LegalAction fromPrr = buyTrain("3-0", 1, 400);
        assertEquals(180, AmountChoice.initial(fromPrr, STATE), "not $1");
        assertEquals(150, AmountChoice.initial(buyTrain("3-0", 1, 150), STATE), "at most the buyer's cash");
        assertEquals(1, AmountChoice.initial(buyTrain("2-0", 1, 150), STATE), "no printed price known");
        assertTrue(AmountChoice.needsConfirmation(fromPrr));
    }

    @Test
    void bidsAndDividendsStartAtTheirMinimumWithoutAQuestion() {
        LegalAction bid = new LegalAction(new Action("bid", "1", "player", Map.of("company", "CA", "price", 165L)),
                "Bid on Camden & Amboy", new LegalAction.AmountRange("price", 165, 600, 1));
        assertEquals(165, AmountChoice.initial(bid, STATE));
        assertFalse(AmountChoice.needsConfirmation(bid));
        LegalAction pass = new LegalAction(new Action("pass", "1", "player", null), "Pass", null);
        assertFalse(AmountChoice.needsConfirmation(pass));
    }
}
