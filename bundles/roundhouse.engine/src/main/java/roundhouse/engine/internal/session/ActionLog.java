package roundhouse.engine.internal.session;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.ActionLogs;

/**
 * The effective actions of a raw 18xx.games log (which are in effect: {@link ActionLogs}), with their
 * {@code auto_actions} flattened after their action.
 */
public final class ActionLog {
    private ActionLog() {
    }

    /** Effective actions in file order, each paired with its index in the raw list. */
    public record Entry(Action action, int rawIndex) {
    }

    public static boolean isUndoRedo(Action a) {
        return a.type().equals("undo") || a.type().equals("redo");
    }

    /** The active actions of a raw log, before flattening ({@link ActionLogs#activeIndexes}). */
    public static List<Entry> active(List<Action> raw) {
        List<Entry> out = new ArrayList<>();
        for (int i : ActionLogs.activeIndexes(raw)) {
            out.add(new Entry(raw.get(i), i));
        }
        return out;
    }

    /** Whether a redo would restore something (the redo stack after the whole raw log is not empty). */
    public static boolean canRedo(List<Action> raw) {
        int depth = 0;
        for (Action a : raw) {
            switch (a.type()) {
                case "undo" -> depth++;
                case "redo" -> depth = Math.max(0, depth - 1);
                case "message" -> {
                }
                default -> depth = 0;
            }
        }
        return depth > 0;
    }

    /** The auto actions carried by an action (18xx.games {@code auto_actions}), as actions. */
    @SuppressWarnings("unchecked")
    public static List<Action> autoActions(Action a) {
        Object v = a.args().get("auto_actions");
        if (!(v instanceof List<?> list) || list.isEmpty()) {
            return List.of();
        }
        List<Action> out = new ArrayList<>();
        for (Object o : list) {
            if (o instanceof Map<?, ?> m) {
                out.add(fromMap((Map<String, Object>) m));
            }
        }
        return out;
    }

    /** An action from its JSON object. */
    public static Action fromMap(Map<String, Object> m) {
        Object type = m.get("type");
        Object entity = m.get("entity");
        Object entityType = m.get("entity_type");
        Map<String, Object> args = new java.util.LinkedHashMap<>(m);
        args.remove("type");
        args.remove("entity");
        args.remove("entity_type");
        return new Action(type == null ? "" : type.toString(), entity == null ? null : entityString(entity),
                entityType == null ? null : entityType.toString(), args);
    }

    private static String entityString(Object e) {
        if (e instanceof Double d && d == Math.rint(d)) {
            return Long.toString(d.longValue());
        }
        return e.toString();
    }
}
