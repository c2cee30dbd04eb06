package roundhouse.workbench.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;

class ActionGroupsTest {
    private static LegalAction choice(String type, String label) {
        return new LegalAction(new Action(type, "PRR", "corporation", Map.of()), label, null);
    }

    @Test
    void manyChoicesOfOneKindFoldUnderAHeadingAndOrderIsKept() {
        List<LegalAction> actions = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            actions.add(choice("lay_tile", "Lay " + i));
        }
        actions.add(choice("pass", "Pass"));
        actions.add(choice("place_token", "Token A"));
        actions.add(choice("place_token", "Token B"));
        List<ActionGroups.Group> groups = ActionGroups.groups(actions);
        assertEquals(4, groups.size());
        assertEquals("Lay track (12)", groups.get(0).heading());
        assertEquals(12, groups.get(0).choices().size());
        assertNull(groups.get(1).heading());
        assertEquals(List.of(12), groups.get(1).choices());
        assertEquals(List.of(13), groups.get(2).choices());
        assertEquals(List.of(14), groups.get(3).choices());
    }

    @Test
    void unknownKindsAreNamedByTheirType() {
        assertEquals("convert_corporation", ActionGroups.kindName("convert_corporation"));
        assertEquals("Buy shares", ActionGroups.kindName("buy_shares"));
    }
}
