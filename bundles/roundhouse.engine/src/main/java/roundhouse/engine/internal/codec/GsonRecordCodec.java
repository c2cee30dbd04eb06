package roundhouse.engine.internal.codec;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;

import org.osgi.service.component.annotations.Component;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

import roundhouse.api.Action;
import roundhouse.api.GameFileException;
import roundhouse.api.GameRecord;
import roundhouse.api.GameRecordCodec;
import roundhouse.api.PlayerRef;
import roundhouse.engine.internal.load.Json;

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

    /** A record's result, highest worth first, ties in seat order: the same game always writes the same text. */
    public static Map<String, Integer> resultInOrder(GameRecord record) {
        List<String> seats = record.setup().players().stream().map(PlayerRef::id).toList();
        Map<String, Integer> out = new java.util.LinkedHashMap<>();
        record.result().entrySet().stream()
                .sorted(java.util.Comparator.comparing((Map.Entry<String, Integer> e) -> -e.getValue())
                        .thenComparing(e -> seats.indexOf(e.getKey())))
                .forEach(e -> out.put(e.getKey(), e.getValue()));
        return out;
    }

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
            throw new GameFileException(file + ": cannot read: " + why(e));
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
        Object root;
        try (java.io.Reader in = new java.io.BufferedReader(new java.io.InputStreamReader(
                new LimitedInputStream(Files.newInputStream(file), limit), utf8), 1 << 16)) {
            root = StrictJson.read(in);
        } catch (StrictJson.NotJson e) {
            throw new GameFileException(file + ": " + e.getMessage());
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new GameFileException(file + ": not a UTF-8 JSON file");
        } catch (LimitedInputStream.TooLarge e) {
            throw new GameFileException(file + ": grew beyond the " + (limit >> 20) + " MB limit while read; raise it with java -D"
                    + MAX_FILE_MB + "=N -jar roundhouse.jar ...");
        } catch (IOException e) {
            throw new GameFileException(file + ": cannot read: " + why(e));
        }
        return RecordFields.record(root, file.toString());
    }

    @Override
    public GameRecord parse(String json, String source) throws GameFileException {
        Object root;
        try {
            root = StrictJson.read(new java.io.StringReader(json));
        } catch (StrictJson.NotJson e) {
            throw new GameFileException(source + ": " + e.getMessage());
        } catch (IOException e) {
            throw new GameFileException(source + ": cannot read: " + e.getMessage());
        }
        return RecordFields.record(root, source);
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
        // what 18xx.games plays the game by; Roundhouse reads its own files by their exact rules below
        record.optionsForFile().stream().sorted().forEach(opts::add);
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
            resultInOrder(record).forEach(result::addProperty);
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
            throw new GameFileException(file + ": cannot write: " + why(e), e);
        }
    }

    /** Why a file could not be read or written, in words (the JDK's exceptions often say no more than the path). */
    public static String why(IOException e) {
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or directory (or no file can be made there)";
        }
        if (e instanceof java.nio.file.FileAlreadyExistsException) {
            return e.getMessage() + " is in the way (a file where a directory should be)";
        }
        if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
            return f.getReason().toLowerCase(java.util.Locale.ROOT);
        }
        return String.valueOf(e.getMessage());
    }
}
