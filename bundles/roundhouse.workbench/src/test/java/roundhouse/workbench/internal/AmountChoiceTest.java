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

    private static final GameState FORINTS = new GameState("18Mag", 60, null, null, List.of(), 0, List.of(), List.of(), null,
            null, List.of(), List.of(), false, null, Map.of(), "%s G");

    private static LegalAction bidOnLocal(int min, int max, int step) {
        return new LegalAction(new Action("bid", "1", "player", Map.of("company", "L2", "price", (long) min)),
                "Bid on Local 2", new LegalAction.AmountRange("price", min, max, step));
    }

    /** A bid of 10 is no bid of 155, 99999 none of 650: refused with the reason and the range. */
    @Test
    void anAmountOutsideTheRangeIsRefusedWithTheRangeNeverMovedIntoIt() {
        LegalAction bid = bidOnLocal(155, 650, 1);
        assertEquals(new AmountChoice.Checked(null, Messages.get("amount.outside", "10 G",
                Messages.get("amount.range", "155 G", "650 G"))), AmountChoice.check("10", bid, FORINTS));
        assertEquals(new AmountChoice.Checked(null, Messages.get("amount.outside", "99999 G",
                Messages.get("amount.range", "155 G", "650 G"))), AmountChoice.check("99999", bid, FORINTS));
        assertEquals(new AmountChoice.Checked(null, Messages.get("amount.notNumber", "ten",
                Messages.get("amount.range", "155 G", "650 G"))), AmountChoice.check("ten", bid, FORINTS));
        assertEquals(new AmountChoice.Checked(null, Messages.get("amount.empty", Messages.get("amount.range", "155 G", "650 G"))),
                AmountChoice.check("  ", bid, FORINTS));
        assertTrue(AmountChoice.check("99999999999999999999", bid, FORINTS).refusal() != null, "too long for any number");
    }

    @Test
    void anAmountInTheRangeIsTakenAsTypedWithOrWithoutTheCurrency() {
        LegalAction bid = bidOnLocal(155, 650, 1);
        assertEquals(new AmountChoice.Checked(155, null), AmountChoice.check("155", bid, FORINTS));
        assertEquals(new AmountChoice.Checked(650, null), AmountChoice.check(" 650 G ", bid, FORINTS));
        assertEquals(new AmountChoice.Checked(200, null), AmountChoice.check("$200", bid, STATE));
    }

    @Test
    void anAmountOffTheStepsIsRefusedWithTheSteps() {
        LegalAction dividend = new LegalAction(new Action("dividend", "SIK", "corporation", Map.of("kind", "variable")),
                "Pay a dividend", new LegalAction.AmountRange("amount", 0, 40, 10));
        assertEquals(new AmountChoice.Checked(null, Messages.get("amount.offStep", "15 G",
                Messages.get("amount.rangeStep", "0 G", "40 G", "10 G"))), AmountChoice.check("15", dividend, FORINTS));
        assertEquals(new AmountChoice.Checked(30, null), AmountChoice.check("30", dividend, FORINTS));
        assertEquals(20, AmountChoice.stepped("10", dividend, FORINTS, 1));
        assertEquals(40, AmountChoice.stepped("40", dividend, FORINTS, 1), "kept in the range");
        assertEquals(0, AmountChoice.stepped("x", dividend, FORINTS, -1), "nothing usable typed: the start value");
    }

    /** 1841's sheet of bids: a bid per concession, each 0 or at least L.20; an empty field is 0; a refusal names the concession. */
    @Test
    void aSheetOfBidsIsCheckedBidByBid() {
        GameState lire = new GameState("1841", 0, null, null, List.of(), 0, List.of(), List.of(), null, null, List.of(),
                List.of(), false, null, Map.of(), "L.%s");
        LegalAction sheet = new LegalAction(new Action("blind_bid", "1", "player", Map.of("bids", List.of(20L, 0L, 0L))),
                "Write a sheet of bids", null, null, null, new LegalAction.AmountList("bids", List.of("SFTG", "SFTN", "SFTC"), 20, 400, 1));
        AmountChoice.CheckedList good = AmountChoice.checkList(List.of("0", "L.45", ""), sheet, lire);
        assertEquals(List.of(0, 45, 0), good.values());
        assertEquals(Map.of("bids", List.of(0L, 45L, 0L)), sheet.withAmounts(good.values()).args());
        AmountChoice.CheckedList low = AmountChoice.checkList(List.of("0", "19", "0"), sheet, lire);
        assertEquals(null, low.values());
        assertEquals(Messages.get("amounts.refused", "SFTN", "L.19", Messages.get("amounts.rule", Messages.get("amount.range", "L.20", "L.400"))),
                low.refusal());
        assertTrue(AmountChoice.checkList(List.of("x", "0", "0"), sheet, lire).refusal().contains("SFTG"));
        assertTrue(AmountChoice.checkList(List.of("0", "0", "401"), sheet, lire).refusal().contains("SFTC"));
    }
}
