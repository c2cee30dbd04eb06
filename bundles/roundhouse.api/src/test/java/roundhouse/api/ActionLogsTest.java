package roundhouse.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/** Which actions of a raw log are in effect: plain undo, undo to an action, redo, messages. */
class ActionLogsTest {
    private static Action a(String type, long id, Map<String, Object> more) {
        Map<String, Object> args = new java.util.LinkedHashMap<>(more);
        args.put("id", id);
        return new Action(type, "p1", "player", args);
    }

    @Test
    void undoRedoAndMessages() {
        List<Action> raw = new ArrayList<>();
        raw.add(a("pass", 1, Map.of()));                       // 0 on
        raw.add(a("bid", 2, Map.of()));                        // 1 undone, redone, undone again by undo to 1
        raw.add(a("message", 3, Map.of()));                    // 2 messages stay
        raw.add(a("undo", 4, Map.of()));                       // takes back 1
        raw.add(a("redo", 5, Map.of()));                       // restores 1
        raw.add(a("par", 6, Map.of()));                        // 5 on, clears the redo stack
        raw.add(a("undo", 7, Map.of("action_id", 1L)));        // takes back 5 and 1
        raw.add(a("redo", 8, Map.of()));                       // restores 5 and 1
        raw.add(a("pass", 9, Map.of()));                       // 8 on
        assertEquals(List.of(0, 1, 2, 5, 8), ActionLogs.activeIndexes(raw));
        assertEquals(4, ActionLogs.activeCount(raw), "messages, undos and redos are not counted");
        raw.add(a("undo", 10, Map.of()));
        raw.add(a("undo", 11, Map.of()));
        assertEquals(List.of(0, 1, 2), ActionLogs.activeIndexes(raw));
    }
}
