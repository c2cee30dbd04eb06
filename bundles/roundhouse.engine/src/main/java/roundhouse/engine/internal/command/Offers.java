package roundhouse.engine.internal.command;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import roundhouse.api.Action;
import roundhouse.api.ActionLogs;
import roundhouse.api.GameLoadException;
import roundhouse.api.GameRecord;
import roundhouse.api.GameSession;
import roundhouse.api.GameTitle;
import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;

/**
 * {@code replay --offers FILE}: what the engine offers at every position of a game, one JSON line per
 * position (0 = before the first action in effect, k = after the k-th), each entity that may act
 * named as 18xx.games names it ({@code player:<id>} for a player, the symbol for a company) and
 * mapped to the sorted action types of its legal actions. Held beside the same listing of the
 * 18xx.games engine it shows a move one engine offers and the other does not, which replaying the
 * games that were played cannot show.
 */
final class Offers {
    private static final Gson GSON = new Gson();

    private Offers() {
    }

    /**
     * Prints the offers of every position of the record's actions in effect.
     *
     * @return 0 when every action was taken, 1 when one was refused (the positions up to it are printed
     *     and the refusal is one line on {@code err})
     */
    static int print(String file, GameRecord record, GameTitle title, PrintStream out, PrintStream err)
            throws GameLoadException {
        List<Action> raw = record.actions();
        List<Action> inEffect = new ArrayList<>();
        for (int i : ActionLogs.activeIndexes(raw)) {
            inEffect.add(raw.get(i));
        }
        GameSession session = title.load(record.withActions(List.of()));
        for (int k = 0; k <= inEffect.size(); k++) {
            Action next = k < inEffect.size() ? inEffect.get(k) : null;
            out.println(line(k, session, next));
            if (next == null) {
                break;
            }
            try {
                session.apply(next);
            } catch (IllegalActionException e) {
                err.println("replay: " + file + ": action " + k + " in effect (id " + next.number("id", -1) + ", "
                        + next.type() + " by " + next.entity() + "): " + e.getMessage());
                return 1;
            }
        }
        return 0;
    }

    private static String line(int position, GameSession session, Action next) {
        JsonObject j = new JsonObject();
        j.addProperty("position", position);
        if (next != null) {
            JsonObject n = new JsonObject();
            n.addProperty("id", next.number("id", -1));
            n.addProperty("type", next.type());
            n.addProperty("entity", next.entity());
            j.add("next", n);
        }
        j.addProperty("round", session.state().round().name());
        JsonObject offers = new JsonObject();
        for (Map.Entry<String, SortedSet<String>> e : offers(session.legalActions()).entrySet()) {
            JsonArray types = new JsonArray();
            e.getValue().forEach(types::add);
            offers.add(e.getKey(), types);
        }
        j.add("offers", offers);
        return GSON.toJson(j);
    }

    /** The legal actions' types by the 18xx.games id of the entity that takes them. */
    static Map<String, SortedSet<String>> offers(List<LegalAction> legal) {
        Map<String, SortedSet<String>> by = new TreeMap<>();
        for (LegalAction a : legal) {
            by.computeIfAbsent(refId(a.action()), k -> new TreeSet<>()).add(a.action().type());
        }
        return by;
    }

    /** How 18xx.games' listing names the entity of an action: players by {@code player:<id>}, the others by symbol. */
    static String refId(Action a) {
        return "player".equals(a.entityType()) ? "player:" + a.entity() : a.entity();
    }
}
