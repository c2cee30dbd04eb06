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

    static void check(Game game, List<Action> raw) throws GameLoadException {
        Map<Long, Integer> seen = new HashMap<>();
        for (int i = 0; i < raw.size(); i++) {
            Action a = raw.get(i);
            long id = a.number("id", -1);
            if (id >= 0) {
                Integer earlier = seen.putIfAbsent(id, i);
                if (earlier != null) {
                    throw new GameLoadException(where(i, a) + ": id " + id + " is also the id of action " + earlier
                            + "; action ids must be unique", i);
                }
            }
            if (Replayer.NO_EFFECT.contains(a.type()) || a.type().equals("end_game")) {
                continue;
            }
            if (game.entity(a.entityType(), a.entity()) == null) {
                throw new GameLoadException(where(i, a) + ": no " + (a.entityType() == null ? "entity" : a.entityType())
                        + " " + a.entity() + " in this game", i);
            }
        }
    }

    private static String where(int index, Action a) {
        return "action " + index + " (id " + a.number("id", -1) + ", " + a.type() + " by " + a.entity() + ")";
    }
}
