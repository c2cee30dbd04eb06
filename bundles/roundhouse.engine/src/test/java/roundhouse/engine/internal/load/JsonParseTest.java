package roundhouse.engine.internal.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * {@link Json#parse} reads text to the same plain values as gson's tree converted by
 * {@link Json#plain}, and fails where gson fails, with gson's message.
 */
class JsonParseTest {
    private static final List<String> DOCUMENTS = List.of(
            "{\"a\": 1, \"b\": [1, 2.5, -3, 1e3, 12345678901234567890, 0.1E-2], \"c\": {\"d\": null, \"e\": true}}",
            "[]", "{}", "[[], {}, [[1]]]", "\"text\"", "42", "-0", "3.0", "false", "null",
            "{\"same\": 1, \"other\": 2, \"same\": 3}",
            "{\"s\": \"\\u00e9t\\u00e9 \\\"quoted\\\" \\n tab\\t\", \"n\": \"7\"}",
            // lenient forms gson's JsonParser accepts
            "{unquoted: value, 'single': 'quotes', // comment\n \"x\": NaN, \"y\": -Infinity}",
            "[1, 2,]", "{\"a\" = 1; \"b\" => 2}", "  \n ", "");

    private static final List<String> BROKEN = List.of("{\"a\": 1", "[1, 2", "{\"a\": 1} trailing", "{\"a\" 1}",
            "[1] [2]", "{\"a\": }", "\"unterminated");

    @Test
    void readsWhatGsonsTreeReads() {
        for (String doc : DOCUMENTS) {
            assertEquals(Json.plain(JsonParser.parseString(doc)), Json.parse(doc), doc);
        }
    }

    @Test
    void failsWhereGsonFailsWithItsMessage() {
        for (String doc : BROKEN) {
            JsonParseException gson = assertThrows(JsonParseException.class, () -> JsonParser.parseString(doc), doc);
            JsonParseException ours = assertThrows(JsonParseException.class, () -> Json.parse(doc), doc);
            assertEquals(gson.getClass(), ours.getClass(), doc);
            assertEquals(gson.getMessage(), ours.getMessage(), doc);
        }
    }

    @Test
    void anEmptyTextIsNull() {
        assertNull(Json.parse(""));
        assertNull(Json.parse(" \t\n"));
    }

    @Test
    void numbersAreLongsOrDoubles() {
        @SuppressWarnings("unchecked")
        Map<String, Object> m = (Map<String, Object>) Json.parse("{\"i\": 3, \"d\": 3.0, \"e\": 3e2, \"big\": 99999999999999999999}");
        assertEquals(3L, m.get("i"));
        assertEquals(3.0, m.get("d"));
        assertEquals(300.0, m.get("e"));
        assertEquals(1e20, m.get("big"));
    }

    /** Every title data file in this repository, read both ways. */
    @Test
    void readsEveryTitlesDataAsGsonsTreeDoes() throws IOException {
        List<Path> files = new ArrayList<>();
        for (String root : List.of("src/test/resources/titles", "../roundhouse.title.t1830/src/main/resources/GAME-INF",
                "../roundhouse.title.t18mag/src/main/resources/GAME-INF")) {
            Path dir = Path.of(root);
            if (Files.isDirectory(dir)) {
                try (Stream<Path> s = Files.walk(dir)) {
                    s.filter(p -> p.toString().endsWith(".json")).forEach(files::add);
                }
            }
        }
        assertFalse(files.isEmpty(), "no title data found from " + Path.of("").toAbsolutePath());
        for (Path f : files) {
            String text = Files.readString(f);
            Object expected;
            try {
                expected = Json.plain(JsonParser.parseString(text));
            } catch (JsonParseException e) {
                JsonParseException ours = assertThrows(JsonParseException.class, () -> Json.parse(text), f.toString());
                assertEquals(e.getMessage(), ours.getMessage(), f.toString());
                continue;
            }
            assertEquals(expected, Json.parse(text), f.toString());
        }
    }
}
