package roundhouse.workbench.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.view.LogEntry;

class HistoryTextTest {
    private static Action action(String type) {
        return new Action(type, "1", "player", Map.of());
    }

    private static final List<LogEntry> LOG = List.of(new LogEntry(-1, "Order of play: Ann, Ben"),
            new LogEntry(0, "Ann bids $50 for Champlain & St.Lawrence"), new LogEntry(1, "Ben passes"),
            new LogEntry(1, "-- Stock 1 --"));

    @Test
    void chatMessagesStayAndDoNotCount() {
        List<Action> actions = List.of(action("bid"), action("pass"), action("message"), action("bid"));
        assertEquals(1, HistoryText.undoneCount(actions, 2), "the message stays, the last bid goes");
        assertEquals(0, HistoryText.undoneCount(actions, 4));
        assertEquals(3, HistoryText.undoneCount(actions, 0));
    }

    @Test
    void theQuestionNamesHowManyGoAndTheActionThatStaysLast() {
        String question = HistoryText.undoQuestion(3, 1, LOG);
        assertTrue(question.contains(Messages.get("confirm.undoTo", 3)), question);
        assertTrue(question.contains("3"), question);
        assertTrue(question.contains("Ann bids $50 for Champlain & St.Lawrence"), "the kept action's first line: " + question);
        assertTrue(HistoryText.undoQuestion(1, 0, LOG).contains(Messages.get("confirm.undoToStart")));
        assertEquals("Ben passes", HistoryText.lastKept(LOG, 2), "an action's first line");
        assertNull(HistoryText.lastKept(LOG, 3), "an action that logged nothing");
    }

    @Test
    void oneActionReadsInTheSingular() {
        assertEquals(-1, Messages.get("confirm.undoTo", 1).indexOf('1'), Messages.get("confirm.undoTo", 1));
    }
}
