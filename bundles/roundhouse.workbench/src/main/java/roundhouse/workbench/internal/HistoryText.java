package roundhouse.workbench.internal;

import java.util.List;

import roundhouse.api.Action;
import roundhouse.api.view.LogEntry;

/** The words of "undo to here" (no SWT): how many actions go, and the question that names them. */
final class HistoryText {
    private HistoryText() {
    }

    /**
     * How many actions after the first {@code count} an undo to there takes back: chat messages
     * stay in the log (18xx.games keeps them), so they do not count.
     */
    static int undoneCount(List<Action> actions, int count) {
        int taken = 0;
        for (int i = Math.max(0, count); i < actions.size(); i++) {
            if (!actions.get(i).type().equals("message")) {
                taken++;
            }
        }
        return taken;
    }

    /**
     * "Take back the last 3 actions of the game? Action 12 stays the last: Ann bids $50 for ...".
     * The kept action is named by its first log line, so that the player sees where the game
     * will stand.
     */
    static String undoQuestion(int taken, int count, List<LogEntry> log) {
        String kept = lastKept(log, count);
        String question = Messages.get("confirm.undoTo", taken);
        String where = count == 0 ? Messages.get("confirm.undoToStart")
                : kept == null ? Messages.get("confirm.undoToAction", count)
                : Messages.get("confirm.undoToLine", count, kept);
        return question + "\n\n" + where + "\n\n" + Messages.get("confirm.undoToRedo");
    }

    /** The first log line of effective action {@code count} (1-based), or {@code null} if it logged nothing. */
    static String lastKept(List<LogEntry> log, int count) {
        for (LogEntry e : log) {
            if (e.actionIndex() == count - 1) {
                return e.text();
            }
        }
        return null;
    }
}
