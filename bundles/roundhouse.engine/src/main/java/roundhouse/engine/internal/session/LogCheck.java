package roundhouse.engine.internal.session;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.GameLoadException;
import roundhouse.engine.spi.Game;

/**
 * Checks a whole raw log before it is replayed, undone actions included (replay never looks at
 * those): every action's id is unique, and every acting entity is one of the game's players,
 * companies or corporations.
 */
final class LogCheck {
    private LogCheck() {
    }

    /**
     * Checks the log; returns the largest action id (0 if none). On the replay path, so no boxing:
     * ids go to a sorted array, and only actions replay skips ({@code replayed[i]} false: undone) have
     * their entity looked up here; the replayer checks the others as it applies them.
     */
    static long check(Game game, List<Action> raw, boolean[] replayed) throws GameLoadException {
        int n = raw.size();
        long[] ids = new long[n];
        long max = 0;
        String lastEntity = null;
        String lastType = null;
        for (int i = 0; i < n; i++) {
            Action a = raw.get(i);
            long id = a.number("id", -1);
            ids[i] = id;
            max = Math.max(max, id);
            if (replayed[i] || Replayer.NO_EFFECT.contains(a.type()) || a.type().equals("end_game")) {
                continue;
            }
            String entity = a.entity();
            String type = a.entityType();
            if (entity != null && entity.equals(lastEntity) && java.util.Objects.equals(type, lastType)) {
                continue;
            }
            if (game.entity(type, entity) == null) {
                throw new GameLoadException(where(i, a) + ": no " + (type == null ? "entity" : type)
                        + " " + entity + " in this game", i, true);
            }
            lastEntity = entity;
            lastType = type;
        }
        if (!strictlyIncreasing(ids)) {
            // rare (hand-edited or merged logs): sort to find a repeated id
            long[] sorted = ids.clone();
            java.util.Arrays.sort(sorted);
            for (int k = 1; k < n; k++) {
                if (sorted[k] >= 0 && sorted[k] == sorted[k - 1]) {
                    firstRepeatedId(raw, ids);
                }
            }
        }
        return max;
    }

    /** Whether the ids present (absent ones are -1) rise from action to action, as recorded logs' do. */
    private static boolean strictlyIncreasing(long[] ids) {
        long last = -1;
        for (long id : ids) {
            if (id >= 0) {
                if (id <= last) {
                    return false;
                }
                last = id;
            }
        }
        return true;
    }

    /** Throws for the first action (in log order) whose id an earlier action already has. */
    private static void firstRepeatedId(List<Action> raw, long[] ids) throws GameLoadException {
        Map<Long, Integer> seen = new HashMap<>();
        for (int i = 0; i < ids.length; i++) {
            if (ids[i] >= 0) {
                Integer earlier = seen.putIfAbsent(ids[i], i);
                if (earlier != null) {
                    throw new GameLoadException(where(i, raw.get(i)) + ": id " + ids[i] + " is also the id of action "
                            + earlier + "; action ids must be unique", i, true);
                }
            }
        }
    }

    private static String where(int index, Action a) {
        return "action " + index + " (id " + a.number("id", -1) + ", " + a.type() + " by " + a.entity() + ")";
    }
}
