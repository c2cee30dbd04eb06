package roundhouse.api;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Which actions of a raw 18xx.games log are in effect (1830 §10.3): undo without {@code action_id}
 * takes back the last active non-message action; undo with {@code action_id: N} takes back every
 * active action after N; redo restores the last undone group; any other action clears the redo
 * stack; messages stay. The engine replays these; views count them.
 */
public final class ActionLogs {
    private ActionLogs() {
    }

    /** The indexes of the raw log's actions in effect, in file order (messages included). */
    public static List<Integer> activeIndexes(List<Action> raw) {
        boolean[] on = new boolean[raw.size()];
        Deque<List<Integer>> redo = new ArrayDeque<>();
        for (int i = 0; i < raw.size(); i++) {
            Action a = raw.get(i);
            switch (a.type()) {
                case "undo" -> redo.push(undo(raw, on, i, a.args().get("action_id")));
                case "redo" -> {
                    if (!redo.isEmpty()) {
                        for (int j : redo.pop()) {
                            on[j] = true;
                        }
                    }
                }
                case "message" -> on[i] = true;
                default -> {
                    on[i] = true;
                    redo.clear();
                }
            }
        }
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < raw.size(); i++) {
            if (on[i]) {
                out.add(i);
            }
        }
        return out;
    }

    /** How many actions of the raw log are in effect, messages, undos and redos left out: the game's length. */
    public static int activeCount(List<Action> raw) {
        int n = 0;
        for (int i : activeIndexes(raw)) {
            if (!raw.get(i).type().equals("message")) {
                n++;
            }
        }
        return n;
    }

    /** Takes back the actions an undo at {@code at} undoes; returns them as the group a redo restores. */
    private static List<Integer> undo(List<Action> raw, boolean[] on, int at, Object target) {
        List<Integer> group = new ArrayList<>();
        long id = target instanceof Number n ? n.longValue() : -1;
        for (int j = at - 1; j >= 0; j--) {
            Action b = raw.get(j);
            if (id > 0 && b.number("id", -1) == id) {
                break;
            }
            if (on[j] && !b.type().equals("message")) {
                on[j] = false;
                group.add(j);
                if (!(target instanceof Number)) {
                    break; // a plain undo takes back one action
                }
            }
        }
        return group;
    }
}
