package roundhouse.engine.internal.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import roundhouse.api.Action;
import roundhouse.api.GameFileException;
import roundhouse.api.GameRecord;
import roundhouse.api.GameSetup;
import roundhouse.api.PlayerRef;

/**
 * Files a person edited: every kind of damage is refused when the file is read, in one short line
 * naming the file, the action (index, id, type, entity) and the field, never converted into a value
 * the file does not hold.
 */
class DamagedGameFileTest {
    private static final String HEAD = "{\"title\":\"mini\",\"players\":[{\"id\":1,\"name\":\"A\"},{\"id\":2,\"name\":\"B\"}],";
    private final GsonRecordCodec codec = new GsonRecordCodec();
    @TempDir
    Path dir;

    /** A game whose only action is this JSON object. */
    private static String withAction(String action) {
        return HEAD + "\"actions\":[" + action + "]}";
    }

    private String refusal(String json) throws Exception {
        Path file = dir.resolve("g.json");
        Files.writeString(file, json);
        GameFileException e = assertThrows(GameFileException.class, () -> codec.read(file));
        assertEquals(1, e.getMessage().lines().count(), e.getMessage());
        assertTrue(e.getMessage().length() < 300, "a short line: " + e.getMessage().length());
        assertTrue(e.getMessage().startsWith(file + ": "), e.getMessage());
        return e.getMessage().substring(file.toString().length() + 2);
    }

    private static String bid(String price) {
        return withAction("{\"type\":\"bid\",\"entity\":1,\"entity_type\":\"player\",\"id\":7,\"company\":\"SV\",\"price\":"
                + price + "}");
    }

    @Test
    void aBidPriceOfTheWrongTypeNamesTheActionAndTheField() throws Exception {
        String must = "action 0 (id 7, bid by 1): \"price\" must be a whole number from 0 to 2147483647, not ";
        assertEquals(must + "\"165\"", refusal(bid("\"165\"")));
        assertEquals(must + "null", refusal(bid("null")));
        assertEquals(must + "true", refusal(bid("true")));
        assertEquals(must + "[165]", refusal(bid("[165]")));
        assertEquals(must + "165.5", refusal(bid("165.5")));
    }

    @Test
    void aWholeNumberWrittenWithAPointStillReads() throws Exception {
        Path file = dir.resolve("ok.json");
        Files.writeString(file, bid("165.0"));
        assertEquals(165L, codec.read(file).actions().get(0).number("price", -1));
    }

    @Test
    void rotationsAndTrainsOfTheWrongTypeAreRefused() throws Exception {
        String lay = "{\"type\":\"lay_tile\",\"entity\":\"PRR\",\"entity_type\":\"corporation\",\"id\":3,\"hex\":\"H10\","
                + "\"tile\":\"57-0\",\"rotation\":";
        assertEquals("action 0 (id 3, lay_tile by PRR): \"rotation\" must be a whole number from 0 to 5, not \"two\"",
                refusal(withAction(lay + "\"two\"}")));
        assertEquals("action 0 (id 3, lay_tile by PRR): \"rotation\" must be a whole number from 0 to 5, not 2.7",
                refusal(withAction(lay + "2.7}")));
        assertEquals("action 0 (id 3, lay_tile by PRR): \"rotation\" must be a whole number from 0 to 5, not 6",
                refusal(withAction(lay + "6}")));
        assertEquals("action 0 (id 3, lay_tile by PRR): \"rotation\" is missing; a lay_tile needs it",
                refusal(withAction(lay.substring(0, lay.lastIndexOf(',')) + "}")));
        assertEquals("action 0 (id 4, buy_train by PRR): \"train\" must be a string, not null", refusal(withAction(
                "{\"type\":\"buy_train\",\"entity\":\"PRR\",\"entity_type\":\"corporation\",\"id\":4,\"train\":null,\"price\":80}")));
    }

    @Test
    void hugeNumbersAreOutOfRangeNotWrappedOrCapped() throws Exception {
        assertEquals("action 0 (id 7, bid by 1): \"price\" must be a whole number from 0 to 2147483647, not 1E+30",
                refusal(bid("1e30")));
        assertEquals("action 0 (id 9, dividend by PRR): \"amount\" must be a whole number from 0 to 2147483647, not "
                + "1000000000000000", refusal(withAction("{\"type\":\"dividend\",\"entity\":\"PRR\",\"entity_type\":"
                        + "\"corporation\",\"id\":9,\"kind\":\"variable\",\"amount\":1000000000000000}")));
        assertEquals("action 0 (id 8, run_routes by PRR): \"routes[0].revenue\" must be a whole number from 0 to 2147483647,"
                + " not 1E+30", refusal(withAction("{\"type\":\"run_routes\",\"entity\":\"PRR\",\"entity_type\":\"corporation\","
                        + "\"id\":8,\"routes\":[{\"train\":\"2-0\",\"revenue\":1000000000000000000000000000000,"
                        + "\"connections\":[[\"H10\",\"H12\"]],\"hexes\":[\"H10\",\"H12\"]}]}")));
    }

    @Test
    void objectsWhereStringsBelongNameTheirField() throws Exception {
        assertEquals("\"description\" must be a string, not {}", refusal(HEAD + "\"description\":{},\"actions\":[]}"));
        assertEquals("\"settings.optional_rules[0]\" must be a string, not null",
                refusal(HEAD + "\"settings\":{\"optional_rules\":[null]},\"actions\":[]}"));
        assertEquals("\"result.1\" must be a whole number from -2147483647 to 2147483647, not null",
                refusal(HEAD + "\"result\":{\"1\":null,\"2\":5},\"actions\":[]}"));
        assertEquals("\"title\" must be a string, not {\"a\":[1,2]}",
                refusal("{\"title\":{\"a\":[1,2]},\"players\":[],\"actions\":[]}"));
        assertEquals("action 0 (id 5, pass by 1): auto action 0 (pass): \"entity\" must be a string or a whole number, not {}",
                refusal(withAction("{\"type\":\"pass\",\"entity\":1,\"entity_type\":\"player\",\"id\":5,\"auto_actions\":"
                        + "[{\"type\":\"pass\",\"entity\":{}}]}")));
    }

    @Test
    void aLongValueIsShownCut() throws Exception {
        String msg = refusal(bid("\"" + "9".repeat(100_000) + "\""));
        assertTrue(msg.endsWith(" not \"" + "9".repeat(36) + "..."), msg);
    }

    @Test
    void repeatedPlayerIdsAreRefused() throws Exception {
        assertEquals("players[1] has the id 1 of players[0]; player ids must be unique", refusal(
                "{\"title\":\"mini\",\"players\":[{\"id\":1,\"name\":\"A\"},{\"id\":1,\"name\":\"B\"}],\"actions\":[]}"));
    }

    @Test
    void deepArraysAreRefusedWithoutOverflowingTheStack() throws Exception {
        String deep = "[".repeat(100_000) + "]".repeat(100_000);
        assertEquals("nested deeper than 64 levels at line 1 column 143 (a game file nests about 10)",
                refusal(HEAD + "\"actions\":" + deep + "}"));
        String inAction = withAction("{\"type\":\"pass\",\"id\":1,\"note\":" + deep + "}");
        assertTrue(refusal(inAction).startsWith("nested deeper than 64 levels"), "a field nobody reads is bounded too");
        String unclosed = HEAD + "\"actions\":" + "[".repeat(100_000);
        assertTrue(refusal(unclosed).startsWith("nested deeper than 64 levels"));
        assertTrue(refusal(HEAD + "\"actions\":[[[[").startsWith("truncated JSON: the file ends inside a value at line 1"));
    }

    @Test
    void lenientJsonIsRefusedInOurWords() throws Exception {
        String good = bid("165");
        String strict = " (comments, single quotes, unquoted words, NaN, Infinity and trailing commas are not JSON)";
        assertEquals("not strict JSON at line 1 column 2" + strict, refusal("// edited\n" + good));
        assertEquals("not strict JSON at line 1 column 3" + strict, refusal(good.replaceFirst("\"title\"", "'title'")));
        assertTrue(refusal(bid("NaN")).startsWith("not strict JSON at line 1 column "));
        assertTrue(refusal(good.replace("}]}", "},]}")).startsWith("not strict JSON at line 1 column "));
        assertTrue(refusal(good + " {}").startsWith("not strict JSON"), "a second value after the game");
        String msg = refusal(good.replace(",\"id\":7", " \"id\":7"));
        assertEquals("malformed JSON at line 1 column 129: ',' or '}' expected", msg);
        assertTrue(!msg.contains("setStrictness") && !msg.contains("$."), "no parser advice, no path");
    }

    @Test
    void whatWeWriteReadsBackUnchanged() throws Exception {
        Action sell = new Action("sell_shares", "1", "player", Map.of("id", 4L, "shares", List.of("PRR_1", "PRR_2"),
                "percent", 20L, "share_price", 26.5));
        Action run = new Action("run_routes", "PRR", "corporation", Map.of("id", 5L, "routes", List.of(Map.of("train", "2-0",
                "revenue", 40L, "connections", List.of(List.of("H10", "H12")), "hexes", List.of("H10", "H12"))),
                "extra_revenue", 0L, "auto_actions", List.of(Map.of("type", "pass", "entity", "PRR",
                        "entity_type", "corporation"))));
        GameRecord record = new GameRecord("mini", "12", "a game", new GameSetup(List.of(new PlayerRef("1", "A"),
                new PlayerRef("2", "B")), Set.of("opt"), 12), List.of(sell, run), Map.of("1", 10, "2", -3), "bank");
        GameRecord back = codec.parse(codec.format(record), "back.json");
        assertEquals(record.actions(), back.actions());
        assertEquals(record.result(), back.result());
        assertEquals(record.setup(), back.setup());
    }
}
