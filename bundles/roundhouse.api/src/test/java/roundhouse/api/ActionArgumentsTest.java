package roundhouse.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/** An action's arguments are read as they are, never converted: a wrong type is an {@link ActionFieldException}. */
class ActionArgumentsTest {
    private static Action bid(Object price) {
        Map<String, Object> args = new HashMap<>();
        args.put("price", price);
        return new Action("bid", "1", "player", args);
    }

    @Test
    void wholeNumbersReadAsTheyAre() {
        assertEquals(165, bid(165L).number("price", -1));
        assertEquals(165, bid(165.0).number("price", -1));
        assertEquals(-1, bid(null).number("price", -1), "null is absent");
        assertEquals(-1, new Action("bid", "1", "player", Map.of()).number("price", -1));
    }

    @Test
    void aNumberOfTheWrongTypeOrOutOfRangeIsAFieldError() {
        for (Object wrong : List.of("165", true, List.of(165L), 2.7, 1e30, 1_000_000_000_000_000L)) {
            ActionFieldException e = assertThrows(ActionFieldException.class, () -> bid(wrong).number("price", -1),
                    String.valueOf(wrong));
            assertEquals("price", e.field());
        }
        assertEquals("\"price\" must be a whole number from -2147483648 to 2147483647, not \"165\"",
                assertThrows(ActionFieldException.class, () -> bid("165").number("price", -1)).getMessage());
    }

    @Test
    void stringsAcceptNumbersAsTheirTextButNotListsOrObjects() {
        Action a = new Action("choose", "1", "player", Map.of("choice", 2L, "hex", "H10", "train", List.of("2-0"),
                "company", Map.of(), "skip", true));
        assertEquals("2", a.string("choice"));
        assertEquals("H10", a.string("hex"));
        assertNull(a.string("missing"));
        for (String wrong : List.of("train", "company", "skip")) {
            assertEquals(wrong, assertThrows(ActionFieldException.class, () -> a.string(wrong)).field());
        }
    }
}
