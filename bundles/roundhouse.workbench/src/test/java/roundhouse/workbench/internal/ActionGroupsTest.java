package roundhouse.workbench.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;

class ActionGroupsTest {
    private static LegalAction choice(String type, String label) {
        return new LegalAction(new Action(type, "PRR", "corporation", Map.of()), label, null);
    }

    private static LegalAction bid(String label, long price, LegalAction.AmountRange amount) {
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("minor", label);
        args.put("price", price);
        return new LegalAction(new Action("bid", "1", "player", args), label, amount);
    }

    /** The texts of the lines, headings with their lines indented. */
    private static List<String> texts(List<ActionGroups.Line> lines, String indent) {
        List<String> out = new ArrayList<>();
        for (ActionGroups.Line l : lines) {
            out.add(indent + l.text());
            out.addAll(texts(l.children(), indent + "  "));
        }
        return out;
    }

    @Test
    void everyKindWithSeveralChoicesHasAHeadingAndALoneChoiceStandsAlone() {
        List<LegalAction> actions = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            actions.add(choice("lay_tile", "Lay #" + i + " on Pest (F13)"));
        }
        actions.add(choice("pass", "Pass"));
        actions.add(choice("place_token", "Token A"));
        actions.add(choice("place_token", "Token B"));
        List<ActionGroups.Line> lines = ActionGroups.lines(actions);
        assertEquals(3, lines.size());
        assertEquals("Lay track (12)", lines.get(0).text());
        assertFalse(lines.get(0).openByDefault(), "twelve lines start closed");
        assertEquals(12, lines.get(0).children().size());
        assertEquals(12, lines.get(1).choice());
        assertEquals("Pass", lines.get(1).text());
        assertTrue(lines.get(2).heading());
        assertTrue(lines.get(2).openByDefault(), "two lines start open");
        assertEquals(List.of(13, 14), lines.get(2).children().stream().map(ActionGroups.Line::choice).toList());
    }

    /** Four lines or two: a heading either way, so the list keeps its shape from one decision to the next. */
    @Test
    void theShapeDoesNotDependOnHowManyChoicesThereAre() {
        for (int n = 2; n <= 20; n++) {
            List<LegalAction> actions = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                actions.add(choice("buy_shares", "Buy 10% of C" + i + " from the IPO for $67"));
            }
            actions.add(choice("pass", "Pass"));
            List<ActionGroups.Line> lines = ActionGroups.lines(actions);
            assertEquals(2, lines.size(), n + " choices");
            assertTrue(lines.get(0).heading(), n + " choices");
        }
    }

    @Test
    void rotationsOnOneHexGoUnderWhatTheyShareSoNoTwoLinesLookAlike() {
        List<LegalAction> actions = new ArrayList<>();
        for (int r = 0; r < 3; r++) {
            actions.add(choice("lay_tile", "Lay #L32 on Szatmárnémeti & Nyíregyháza (D19), rotation " + r));
        }
        actions.add(choice("lay_tile", "Lay #8 on Pest (F13), rotation 2"));
        actions.add(choice("pass", "Pass (no track)"));
        assertEquals(List.of("Lay track (4)",
                "  Lay #L32 on Szatmárnémeti & Nyíregyháza (D19) (3)",
                "    rotation 0", "    rotation 1", "    rotation 2",
                "  Lay #8 on Pest (F13), rotation 2",
                "Pass (no track)"), texts(ActionGroups.lines(actions), ""));
        ActionGroups.Line rotation = ActionGroups.lines(actions).get(0).children().get(0).children().get(1);
        assertEquals(1, rotation.choice());
        assertEquals("Lay #L32 on Szatmárnémeti & Nyíregyháza (D19), rotation 1", rotation.label(), "the whole label stays with the line");
    }

    @Test
    void commasInsideBracketsDoNotSplitALabel() {
        assertEquals("", ActionGroups.stem("Raise on Local 2 (bids: Ann 165 G, Ben 160 G; 650 G free to bid)"));
        assertEquals("Lay #8 on Pest (F13)", ActionGroups.stem("Lay #8 on Pest (F13), rotation 2"));
    }

    @Test
    void identicalLabelsShowOnce() {
        List<LegalAction> actions = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            actions.add(choice("buy_train", "Buy a 2-train from PRR for $1 to $80"));
        }
        actions.add(choice("buy_train", "Buy a 3-train for $180"));
        List<ActionGroups.Line> lines = ActionGroups.lines(actions);
        assertEquals(List.of("Buy a train (2)", "  Buy a 2-train from PRR for $1 to $80", "  Buy a 3-train for $180"),
                texts(lines, ""));
        assertEquals(List.of(0, 4), lines.get(0).children().stream().map(ActionGroups.Line::choice).toList());
    }

    @Test
    void freePicksAndFixedBuysAreNoBids() {
        LegalAction pick = bid("Take Minor 1", 0, null);
        LegalAction buy = bid("Buy Außerfernbahn for 20 G", 20, null);
        LegalAction real = bid("Bid on Local 2", 155, new LegalAction.AmountRange("price", 155, 650, 1));
        assertEquals("bid.free", ActionGroups.kind(pick));
        assertEquals("bid.fixed", ActionGroups.kind(buy));
        assertEquals("bid", ActionGroups.kind(real));
        Set<String> headings = new HashSet<>();
        List<LegalAction> draft = List.of(pick, bid("Take Minor 2", 0, null), real, bid("Bid on Local 3", 155,
                new LegalAction.AmountRange("price", 155, 650, 1)));
        ActionGroups.lines(draft).forEach(l -> headings.add(l.text()));
        assertEquals(Set.of("Take (free) (2)", "Bid (2)"), headings);
    }

    @Test
    void unknownKindsAreNamedByTheirType() {
        assertEquals("convert_corporation", ActionGroups.kindName("convert_corporation"));
        assertEquals("Buy shares", ActionGroups.kindName("buy_shares"));
    }
}
