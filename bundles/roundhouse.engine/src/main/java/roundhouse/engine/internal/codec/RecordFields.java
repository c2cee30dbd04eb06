package roundhouse.engine.internal.codec;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import roundhouse.api.Action;
import roundhouse.api.GameFileException;
import roundhouse.api.GameRecord;
import roundhouse.api.GameSetup;
import roundhouse.api.PlayerRef;
import roundhouse.engine.internal.codec.Values.Wrong;
import roundhouse.engine.internal.session.ActionLog;

/**
 * A game file's plain values (as {@link StrictJson} reads them) to a {@link GameRecord}, every field
 * read checked: a field of the wrong type makes the file unusable, named by its field, rather than
 * being converted into something the file does not say.
 */
final class RecordFields {
    private static final Pattern DIGITS = Pattern.compile("\\d+");

    private RecordFields() {
    }

    static GameRecord record(Object root, String source) throws GameFileException {
        try {
            return record(root);
        } catch (Wrong e) {
            throw new GameFileException(source + ": " + e.getMessage());
        }
    }

    private static GameRecord record(Object root) throws Wrong {
        if (!(root instanceof Map<?, ?>)) {
            throw new Wrong("not a game file (expected a JSON object)");
        }
        Map<String, Object> o = Values.object("", root);
        String title = Values.name("title", required(o, "title"));
        List<PlayerRef> players = players(Values.list("players", required(o, "players")));
        Set<String> optional = new LinkedHashSet<>();
        Object seedJson = null;
        Object settingsJson = o.get("settings");
        if (settingsJson != null) {
            Map<String, Object> settings = Values.object("settings", settingsJson);
            Object rules = settings.get("optional_rules");
            if (rules != null) {
                optional = names("settings.optional_rules", rules);
            }
            seedJson = settings.get("seed");
        }
        List<?> actionsJson = Values.list("actions", required(o, "actions"));
        List<Action> actions = new ArrayList<>(actionsJson.size());
        for (int i = 0; i < actionsJson.size(); i++) {
            ActionFields.check(i, actionsJson.get(i));
            @SuppressWarnings("unchecked")
            Map<String, Object> m = (Map<String, Object>) actionsJson.get(i);
            actions.add(ActionLog.fromMap(m));
        }
        Map<String, Integer> result = result(o.get("result"), players);
        String reason = o.get("game_end_reason") == null ? null : Values.name("game_end_reason", o.get("game_end_reason"));
        if (GsonRecordCodec.OLD_MANUALLY_ENDED.equals(reason)) {
            reason = GsonRecordCodec.MANUALLY_ENDED;
        }
        String id = o.get("id") == null ? null : Values.nameOrWhole("id", o.get("id"));
        boolean blankSeed = seedJson instanceof String s && s.isBlank();
        long seed = seed(seedJson, id);
        String description = o.get("description") == null ? "" : Values.text("description", o.get("description"));
        // A file written by Roundhouse names the exact rules of its game (1830 §11: a game started here
        // may follow the rulebook, which 18xx.games' optional_rules cannot express).
        String origin = GameRecord.FROM_18XX_GAMES;
        String extendsTitle = null;
        Set<String> fileOptions = null;
        Object own = o.get(GsonRecordCodec.ROUNDHOUSE);
        if (own != null) {
            String at = GsonRecordCodec.ROUNDHOUSE;
            Map<String, Object> ours = Values.object(at, own);
            if (ours.get("rules") != null) {
                fileOptions = optional; // kept as 18xx.games reads them, for a file written back
                optional = names(at + ".rules", ours.get("rules"));
                origin = GameRecord.FROM_ROUNDHOUSE;
            }
            if (ours.get("extends") != null) {
                extendsTitle = Values.name(at + ".extends", ours.get("extends"));
            }
        }
        return new GameRecord(title, id, description, new GameSetup(players, optional, seed), actions, result, reason,
                origin, blankSeed, extendsTitle, fileOptions);
    }

    private static Object required(Map<String, Object> o, String key) throws Wrong {
        Object v = o.get(key);
        if (v == null) {
            throw new Wrong("missing \"" + key + "\"");
        }
        return v;
    }

    private static Set<String> names(String field, Object v) throws Wrong {
        Values.names(field, v);
        Set<String> out = new LinkedHashSet<>();
        for (Object name : (List<?>) v) {
            out.add((String) name);
        }
        return out;
    }

    /** Players in seat order; ids unique. Older hotseat exports carry only names, and their actions name players by name. */
    private static List<PlayerRef> players(List<?> list) throws Wrong {
        List<PlayerRef> players = new ArrayList<>();
        Map<String, Integer> seatOfId = new HashMap<>();
        for (int i = 0; i < list.size(); i++) {
            String at = "players[" + i + "]";
            Map<String, Object> p = Values.object(at, list.get(i));
            String name = p.get("name") == null ? null : Values.name(at + ".name", p.get("name"));
            String id = p.get("id") == null ? name : Values.nameOrWhole(at + ".id", p.get("id"));
            if (id == null) {
                throw new Wrong(at + " has no id");
            }
            Integer earlier = seatOfId.putIfAbsent(id, i);
            if (earlier != null) {
                throw new Wrong(at + " has the id " + id + " of players[" + earlier + "]; player ids must be unique");
            }
            players.add(new PlayerRef(id, name == null ? id : name));
        }
        return players;
    }

    /**
     * The final worth per player id: a table of whole numbers. Hotseat exports write a text instead
     * ({@code "$521"}): no result. Exports from early 2021 key it by player name (mapped to ids only
     * when every key is a name and none is an id).
     */
    private static Map<String, Integer> result(Object v, List<PlayerRef> players) throws Wrong {
        if (v == null || v instanceof String) {
            return new LinkedHashMap<>();
        }
        Map<String, Object> table = Values.object("result", v);
        Map<String, Integer> result = new LinkedHashMap<>();
        for (Map.Entry<String, Object> e : table.entrySet()) {
            result.put(e.getKey(), Values.whole("result." + Values.preview(e.getKey()).replace("\"", ""), e.getValue(),
                    -Integer.MAX_VALUE, Integer.MAX_VALUE));
        }
        Map<String, String> idByName = new LinkedHashMap<>();
        Set<String> ids = new LinkedHashSet<>();
        for (PlayerRef p : players) {
            idByName.putIfAbsent(p.name(), p.id());
            ids.add(p.id());
        }
        boolean byName = !result.isEmpty() && idByName.size() == players.size()
                && result.keySet().stream().allMatch(idByName::containsKey)
                && result.keySet().stream().noneMatch(ids::contains);
        if (!byName) {
            return result;
        }
        Map<String, Integer> out = new LinkedHashMap<>();
        result.forEach((name, score) -> out.put(idByName.get(name), score));
        return out;
    }

    /**
     * The game's seed as 18xx.games takes it: the file's number; without one (absent or {@code ""},
     * as hotseat games write it) the first run of digits in the game id, 0 if it has none.
     */
    static long seed(Object seed, String gameId) throws Wrong {
        String text = seed instanceof String s ? s.trim() : null;
        if (seed != null && !(seed instanceof String) && !(seed instanceof Long)) {
            throw new Wrong("settings.seed", "a whole number", seed);
        }
        if (seed instanceof Long n) {
            return n;
        }
        if (text != null && !text.isEmpty()) {
            try {
                return Long.parseLong(text);
            } catch (NumberFormatException e) {
                throw new Wrong("settings.seed", "a whole number", seed);
            }
        }
        Matcher digits = DIGITS.matcher(gameId == null ? "" : gameId);
        if (!digits.find()) {
            return 0;
        }
        try {
            return Long.parseLong(digits.group());
        } catch (NumberFormatException tooLong) {
            return new BigInteger(digits.group()).longValue();
        }
    }
}
