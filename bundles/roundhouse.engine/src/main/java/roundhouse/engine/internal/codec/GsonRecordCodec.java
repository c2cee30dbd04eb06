package roundhouse.engine.internal.codec;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;

import org.osgi.service.component.annotations.Component;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.google.gson.stream.MalformedJsonException;

import roundhouse.api.Action;
import roundhouse.api.GameFileException;
import roundhouse.api.GameRecord;
import roundhouse.api.GameRecordCodec;
import roundhouse.api.GameSetup;
import roundhouse.api.PlayerRef;
import roundhouse.engine.internal.load.Json;
import roundhouse.engine.internal.session.ActionLog;

/**
 * The 18xx.games JSON game format (1830 §10.1): players, settings (seed, optional_rules), the raw
 * action log with undo/redo and auto_actions, result and game_end_reason. Player ids stay numbers
 * when they were numbers, so an exported game can go back to 18xx.games.
 */
@Component(service = GameRecordCodec.class)
public class GsonRecordCodec implements GameRecordCodec {
    /** Top-level key of what Roundhouse adds to the format: the exact rules of its games. */
    static final String ROUNDHOUSE = "roundhouse";
    /** The reason 18xx.games writes for a game the players ended by agreement ({@code end_game}). */
    public static final String MANUALLY_ENDED = roundhouse.engine.spi.GameEnd.MANUALLY_ENDED;
    /** What Roundhouse wrote for it before; read as {@link #MANUALLY_ENDED}. */
    static final String OLD_MANUALLY_ENDED = "manually";
    private static final java.util.regex.Pattern DIGITS = java.util.regex.Pattern.compile("\\d+");

    private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().setPrettyPrinting().create();

    /** System property: the largest game file read, in MB (a long real game is a few MB). */
    public static final String MAX_FILE_MB = "roundhouse.maxFileMB";
    static final long DEFAULT_MAX_FILE_MB = 64;

    static long maxFileBytes() {
        long mb = Long.getLong(MAX_FILE_MB, DEFAULT_MAX_FILE_MB);
        return mb <= 0 ? DEFAULT_MAX_FILE_MB << 20 : mb << 20;
    }

    /**
     * Reads a game file as a stream of strict UTF-8: only a regular file (a named pipe or device would
     * block or never end), at most {@link #maxFileBytes()}, and never the whole text in memory.
     */
    @Override
    public GameRecord read(Path file) throws GameFileException {
        if (!Files.exists(file)) {
            throw new GameFileException(file + ": no such file");
        }
        if (!Files.isRegularFile(file)) {
            throw new GameFileException(file + ": not a regular file (a directory, named pipe or device); give a game's .json file");
        }
        long size;
        try {
            size = Files.size(file);
        } catch (IOException e) {
            throw new GameFileException(file + ": cannot read: " + e.getMessage());
        }
        long limit = maxFileBytes();
        if (size > limit) {
            long mb = (size + (1 << 20) - 1) >> 20;
            throw new GameFileException(file + ": " + mb + " MB is over the " + (limit >> 20)
                    + " MB limit for a game file; raise it with java -D" + MAX_FILE_MB + "=" + Math.max(mb, 1) * 2
                    + " -jar roundhouse.jar ...");
        }
        java.nio.charset.CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
                .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT);
        JsonElement root;
        try (java.io.Reader in = new java.io.BufferedReader(new java.io.InputStreamReader(
                new LimitedInputStream(Files.newInputStream(file), limit), utf8), 1 << 16)) {
            root = JsonParser.parseReader(in);
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new GameFileException(file + ": not a UTF-8 JSON file");
        } catch (JsonParseException e) {
            if (e.getCause() instanceof java.nio.charset.CharacterCodingException) {
                throw new GameFileException(file + ": not a UTF-8 JSON file");
            }
            if (e.getCause() instanceof LimitedInputStream.TooLarge) {
                throw new GameFileException(file + ": grew beyond the " + (limit >> 20) + " MB limit while read; raise it with java -D"
                        + MAX_FILE_MB + "=N -jar roundhouse.jar ...");
            }
            throw new GameFileException(file + ": " + whyNotJson(e));
        } catch (LimitedInputStream.TooLarge e) {
            throw new GameFileException(file + ": grew beyond the " + (limit >> 20) + " MB limit while read");
        } catch (IOException e) {
            throw new GameFileException(file + ": cannot read: " + e.getMessage());
        }
        return parse(root, file.toString());
    }

    private static String whyNotJson(JsonParseException e) {
        Throwable c = e.getCause() == null ? e : e.getCause();
        String msg = String.valueOf(c.getMessage()).lines().findFirst().orElse("");
        boolean atEnd = c instanceof java.io.EOFException || msg.contains("End of input") || msg.startsWith("Unterminated");
        return atEnd ? "truncated JSON (" + msg + ")"
                : c instanceof MalformedJsonException ? "malformed JSON: " + msg : "not JSON: " + msg;
    }

    @Override
    public GameRecord parse(String json, String source) throws GameFileException {
        JsonElement root;
        try {
            root = JsonParser.parseString(json);
        } catch (JsonParseException e) {
            throw new GameFileException(source + ": " + whyNotJson(e));
        }
        return parse(root, source);
    }

    private GameRecord parse(JsonElement root, String source) throws GameFileException {
        if (root == null || !root.isJsonObject()) {
            throw new GameFileException(source + ": not a game file (expected a JSON object)");
        }
        JsonObject o = root.getAsJsonObject();
        String title = string(o, "title", source);
        JsonArray playersJson = array(o, "players", source);
        List<PlayerRef> players = new ArrayList<>();
        for (int i = 0; i < playersJson.size(); i++) {
            if (!playersJson.get(i).isJsonObject()) {
                throw new GameFileException(source + ": players[" + i + "] is not an object");
            }
            JsonObject p = playersJson.get(i).getAsJsonObject();
            boolean hasName = p.has("name") && p.get("name").isJsonPrimitive();
            boolean hasId = p.has("id") && p.get("id").isJsonPrimitive();
            if (!hasId && !hasName) {
                throw new GameFileException(source + ": players[" + i + "] has no id");
            }
            // Older hotseat exports carry only names, and their actions name players by name.
            String id = hasId ? idString(p.get("id")) : p.get("name").getAsString();
            String name = hasName ? p.get("name").getAsString() : id;
            players.add(new PlayerRef(id, name));
        }
        Set<String> optional = new LinkedHashSet<>();
        JsonElement seedJson = null;
        if (o.has("settings") && o.get("settings").isJsonObject()) {
            JsonObject s = o.getAsJsonObject("settings");
            if (s.has("optional_rules") && s.get("optional_rules").isJsonArray()) {
                for (JsonElement e : s.getAsJsonArray("optional_rules")) {
                    optional.add(e.getAsString());
                }
            }
            seedJson = s.get("seed");
        }
        JsonArray actionsJson = array(o, "actions", source);
        List<Action> actions = new ArrayList<>(actionsJson.size());
        for (int i = 0; i < actionsJson.size(); i++) {
            JsonElement e = actionsJson.get(i);
            if (!e.isJsonObject() || !e.getAsJsonObject().has("type")) {
                throw new GameFileException(source + ": actions[" + i + "] is not an action (no type)");
            }
            @SuppressWarnings("unchecked")
            Map<String, Object> m = (Map<String, Object>) Json.plain(e);
            actions.add(ActionLog.fromMap(m));
        }
        Map<String, Integer> result = new LinkedHashMap<>();
        if (o.has("result") && o.get("result").isJsonObject()) {
            for (Map.Entry<String, JsonElement> en : o.getAsJsonObject("result").entrySet()) {
                result.put(en.getKey(), en.getValue().getAsInt());
            }
            result = resultByPlayerId(result, players);
        }
        String reason = o.has("game_end_reason") && !o.get("game_end_reason").isJsonNull()
                ? o.get("game_end_reason").getAsString() : null;
        if (OLD_MANUALLY_ENDED.equals(reason)) {
            reason = MANUALLY_ENDED;
        }
        String id = o.has("id") && !o.get("id").isJsonNull() ? idString(o.get("id")) : null;
        boolean blankSeed = seedJson != null && seedJson.isJsonPrimitive() && seedJson.getAsJsonPrimitive().isString()
                && seedJson.getAsString().isBlank();
        long seed = seed(seedJson, id);
        String description = o.has("description") && !o.get("description").isJsonNull()
                ? o.get("description").getAsString() : "";
        // A file written by Roundhouse names the exact rules of its game (1830 §11: a game started here
        // may follow the rulebook, which 18xx.games' optional_rules cannot express).
        String origin = GameRecord.FROM_18XX_GAMES;
        if (o.has(ROUNDHOUSE) && o.get(ROUNDHOUSE).isJsonObject()
                && o.getAsJsonObject(ROUNDHOUSE).has("rules") && o.getAsJsonObject(ROUNDHOUSE).get("rules").isJsonArray()) {
            optional = new LinkedHashSet<>();
            for (JsonElement e : o.getAsJsonObject(ROUNDHOUSE).getAsJsonArray("rules")) {
                optional.add(e.getAsString());
            }
            origin = GameRecord.FROM_ROUNDHOUSE;
        }
        String extendsTitle = null;
        if (o.has(ROUNDHOUSE) && o.get(ROUNDHOUSE).isJsonObject() && o.getAsJsonObject(ROUNDHOUSE).has("extends")
                && o.getAsJsonObject(ROUNDHOUSE).get("extends").isJsonPrimitive()) {
            extendsTitle = o.getAsJsonObject(ROUNDHOUSE).get("extends").getAsString();
        }
        return new GameRecord(title, id, description, new GameSetup(players, optional, seed), actions, result, reason,
                origin, blankSeed, extendsTitle);
    }

    /**
     * The game's seed as 18xx.games takes it: the file's number; without one (absent or {@code ""},
     * as hotseat games write it) the first run of digits in the game id, 0 if it has none.
     */
    static long seed(JsonElement seed, String gameId) {
        if (seed != null && seed.isJsonPrimitive()) {
            String text = seed.getAsString().trim();
            if (!text.isEmpty()) {
                try {
                    return Long.parseLong(text);
                } catch (NumberFormatException e) {
                    return 0;
                }
            }
        }
        Matcher digits = DIGITS.matcher(gameId == null ? "" : gameId);
        if (!digits.find()) {
            return 0;
        }
        try {
            return Long.parseLong(digits.group());
        } catch (NumberFormatException tooLong) {
            return new java.math.BigInteger(digits.group()).longValue();
        }
    }

    /**
     * Exports from early 2021 key the result by player name; later ones by player id. Names are
     * mapped to ids only when every key is a name and none is an id.
     */
    private static Map<String, Integer> resultByPlayerId(Map<String, Integer> result, List<PlayerRef> players) {
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

    private static String idString(JsonElement e) {
        if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isNumber()) {
            Object v = Json.plain(e);
            return String.valueOf(v);
        }
        return e.getAsString();
    }

    private static String string(JsonObject o, String key, String source) throws GameFileException {
        if (!o.has(key) || o.get(key).isJsonNull() || !o.get(key).isJsonPrimitive()) {
            throw new GameFileException(source + ": missing \"" + key + "\"");
        }
        return o.get(key).getAsString();
    }

    private static JsonArray array(JsonObject o, String key, String source) throws GameFileException {
        if (!o.has(key) || !o.get(key).isJsonArray()) {
            throw new GameFileException(source + ": missing \"" + key + "\" list");
        }
        return o.getAsJsonArray(key);
    }

    @Override
    public String format(GameRecord record) {
        JsonObject o = new JsonObject();
        if (record.gameId() != null) {
            o.add("id", number(record.gameId()));
        }
        o.addProperty("description", record.description() == null ? "" : record.description());
        JsonArray players = new JsonArray();
        for (PlayerRef p : record.setup().players()) {
            JsonObject po = new JsonObject();
            po.add("id", number(p.id()));
            po.addProperty("name", p.name());
            players.add(po);
        }
        o.add("players", players);
        o.addProperty("title", record.titleId());
        JsonObject settings = new JsonObject();
        if (record.blankSeed()) {
            settings.addProperty("seed", "");
        } else {
            settings.addProperty("seed", record.setup().seed());
        }
        JsonArray opts = new JsonArray();
        record.setup().optionalRules().stream().sorted().forEach(opts::add);
        settings.add("optional_rules", opts);
        o.add("settings", settings);
        if (GameRecord.FROM_ROUNDHOUSE.equals(record.origin())) {
            JsonObject own = new JsonObject();
            JsonArray rules = new JsonArray();
            record.setup().optionalRules().stream().sorted().forEach(rules::add);
            own.add("rules", rules);
            if (record.extendsTitle() != null) {
                // a variant's id is no 18xx.games title: the file says which title the variant extends
                own.addProperty("extends", record.extendsTitle());
            }
            o.add(ROUNDHOUSE, own);
        }
        boolean finished = !record.result().isEmpty();
        o.addProperty("status", finished ? "finished" : "active");
        if (finished) {
            JsonObject result = new JsonObject();
            // highest worth first, ties in seat order: the same game always writes the same file
            List<String> seats = record.setup().players().stream().map(PlayerRef::id).toList();
            record.result().entrySet().stream()
                    .sorted(java.util.Comparator.comparing((Map.Entry<String, Integer> e) -> -e.getValue())
                            .thenComparing(e -> seats.indexOf(e.getKey())))
                    .forEach(e -> result.addProperty(e.getKey(), e.getValue()));
            o.add("result", result);
        }
        if (record.gameEndReason() != null) {
            o.addProperty("game_end_reason", record.gameEndReason());
        }
        JsonArray actions = new JsonArray();
        for (Action a : record.actions()) {
            actions.add(actionJson(a));
        }
        o.add("actions", actions);
        return GSON.toJson(o);
    }

    static JsonObject actionJson(Action a) {
        JsonObject j = new JsonObject();
        j.addProperty("type", a.type());
        if (a.entity() != null) {
            j.add("entity", "player".equals(a.entityType()) ? number(a.entity()) : new JsonPrimitive(a.entity()));
        }
        if (a.entityType() != null) {
            j.addProperty("entity_type", a.entityType());
        }
        for (Map.Entry<String, Object> e : a.args().entrySet()) {
            j.add(e.getKey(), Json.tree(e.getValue()));
        }
        return j;
    }

    /** Numeric ids go back as numbers (18xx.games player ids are integers). */
    private static JsonPrimitive number(String s) {
        try {
            return new JsonPrimitive(Long.parseLong(s));
        } catch (NumberFormatException e) {
            return new JsonPrimitive(s);
        }
    }

    @Override
    public void write(GameRecord record, Path file) throws GameFileException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try {
            Files.writeString(tmp, format(record), StandardCharsets.UTF_8);
            try {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new GameFileException(file + ": cannot write: " + e.getMessage(), e);
        }
    }
}
