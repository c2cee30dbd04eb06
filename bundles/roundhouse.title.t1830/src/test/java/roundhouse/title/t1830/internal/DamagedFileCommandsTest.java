package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import roundhouse.api.Action;
import roundhouse.api.GameRecord;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.command.Replay;
import roundhouse.engine.internal.route.Routes;

/**
 * A recorded 1830 game edited by hand, each kind of damage once: {@code replay} and
 * {@code routes --audit} exit 2 with one line naming the file, the action and the field, and a bad
 * file among good ones never stops the others.
 */
class DamagedFileCommandsTest {
    private static final T1830Title TITLE = new T1830Title();
    private static final String GAME = "src/test/resources/fixtures/1830/26855.json";
    private static final String PRICE = "\" must be a whole number from 0 to 2147483647, not ";

    @TempDir
    Path tmp;

    record Result(int code, List<String> out, List<String> err) {
    }

    private static Result run(boolean routes, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
        GsonRecordCodec codec = new GsonRecordCodec();
        int code = routes ? new Routes(codec, id -> id.equals("1830") ? TITLE : null).run(List.of(args), o, e)
                : new Replay(codec, id -> id.equals("1830") ? TITLE : null).run(List.of(args), o, e);
        return new Result(code, out.toString(StandardCharsets.UTF_8).lines().toList(),
                err.toString(StandardCharsets.UTF_8).lines().toList());
    }

    private static Result replay(String... args) {
        return run(false, args);
    }

    /** The game with its first {@code from} replaced by {@code to}. */
    private Path edited(String name, String from, String to) throws Exception {
        String text = Files.readString(Path.of(GAME));
        int at = text.indexOf(from);
        assertTrue(at >= 0, from);
        Path f = tmp.resolve(name);
        Files.writeString(f, text.substring(0, at) + to + text.substring(at + from.length()));
        return f;
    }

    /** Exit 2, nothing on stdout, exactly this one line on stderr. */
    private static void unusable(String line, Result r) {
        assertEquals(2, r.code(), r.toString());
        assertEquals(List.of(), r.out());
        assertEquals(List.of(line), r.err());
    }

    @Test
    void aFieldOfTheWrongTypeIsUnusableInputNotARuleRefusal() throws Exception {
        for (String price : List.of("\"165\"", "null", "true", "[165]")) {
            Path f = edited("bid.json", "\"company\":\"CA\",\"price\":165}", "\"company\":\"CA\",\"price\":" + price + "}");
            unusable("replay: " + f + ": action 0 (id 1, bid by 1627): \"price" + PRICE + price, replay(f.toString()));
        }
        Path rotation = edited("rotation.json", "\"rotation\":", "\"rotation\":\"two\",\"was\":");
        unusable("replay: " + rotation + ": action 51 (id 52, lay_tile by NYC): \"rotation\" must be a whole number from 0 "
                + "to 5, not \"two\"", replay(rotation.toString()));
    }

    @Test
    void aHugeNumberIsOutOfRangeNotWrapped() throws Exception {
        Path bid = edited("bid.json", "\"company\":\"CA\",\"price\":165}", "\"company\":\"CA\",\"price\":1e30}");
        unusable("replay: " + bid + ": action 0 (id 1, bid by 1627): \"price" + PRICE + "1E+30", replay(bid.toString()));
        Path revenue = edited("revenue.json", "\"revenue\":", "\"revenue\":1000000000000000000000000000000,\"was\":");
        unusable("replay: " + revenue + ": action 91 (id 92, run_routes by NYNH): \"routes[0].revenue" + PRICE + "1E+30",
                replay(revenue.toString()));
    }

    @Test
    void anObjectWhereAStringBelongsNamesTheField() throws Exception {
        Path description = edited("description.json", "\"description\":\"\"", "\"description\":{}");
        unusable("replay: " + description + ": \"description\" must be a string, not {}", replay(description.toString()));
        Path rules = edited("rules.json", "\"optional_rules\":[\"multiple_brown_from_ipo\"]", "\"optional_rules\":[null]");
        unusable("replay: " + rules + ": \"settings.optional_rules[0]\" must be a string, not null", replay(rules.toString()));
        Path result = edited("result.json", "\"330\":2212", "\"330\":null");
        unusable("replay: " + result + ": \"result.330\" must be a whole number from -2147483647 to 2147483647, not null",
                replay(result.toString()));
    }

    @Test
    void deepArraysAreRefusedInOneShortLine() throws Exception {
        Path closed = edited("deep.json", "\"company\":\"CA\",", "\"company\":\"CA\",\"note\":" + "[".repeat(100_000)
                + "]".repeat(100_000) + ",");
        Result r = replay(closed.toString());
        assertEquals(2, r.code());
        assertEquals(1, r.err().size(), r.toString());
        assertTrue(r.err().get(0).matches("replay: .*deep\\.json: nested deeper than 64 levels at line 1 column \\d+ "
                + "\\(a game file nests about 10\\)"), r.err().get(0));
        Path open = tmp.resolve("open.json");
        Files.writeString(open, "{\"title\":\"1830\",\"actions\":" + "[".repeat(100_000));
        r = replay(open.toString());
        assertEquals(List.of("replay: " + open + ": nested deeper than 64 levels at line 1 column 91 (a game file nests about 10)"),
                r.err());
    }

    @Test
    void lenientJsonIsNotAGameFile() throws Exception {
        String strict = " (comments, single quotes, unquoted words, NaN, Infinity and trailing commas are not JSON)";
        Path comment = tmp.resolve("comment.json");
        Files.writeString(comment, "// edited\n" + Files.readString(Path.of(GAME)));
        unusable("replay: " + comment + ": not strict JSON at line 1 column 2" + strict, replay(comment.toString()));
        Path quotes = edited("quotes.json", "\"title\":\"1830\"", "'title':'1830'");
        assertTrue(replay(quotes.toString()).err().get(0).startsWith("replay: " + quotes + ": not strict JSON at line 1 column "));
        Path nan = edited("nan.json", "\"price\":165", "\"price\":NaN");
        Result r = replay(nan.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().size() == 1 && r.err().get(0).endsWith(strict), r.toString());
    }

    @Test
    void aBadFileAmongGoodOnesStopsNoneOfThem() throws Exception {
        Path bad = edited("bad.json", "\"description\":\"\"", "\"description\":{}");
        Result r = replay(GAME, bad.toString(), GAME);
        assertEquals(2, r.code(), "the worst of the files");
        assertEquals(2, r.out().size(), r.toString());
        assertTrue(r.out().stream().allMatch(l -> l.startsWith("OK " + GAME)), r.toString());
        assertEquals(List.of("replay: " + bad + ": \"description\" must be a string, not {}"), r.err());
    }

    @Test
    void routesAuditGoesOnAfterABadFile() throws Exception {
        Path deep = tmp.resolve("deep.json");
        Files.writeString(deep, "{\"title\":\"1830\",\"actions\":" + "[".repeat(100_000) + "]".repeat(100_000) + "}");
        Result r = run(true, "--audit", "--warmup", "0", deep.toString(), GAME);
        assertEquals(2, r.code(), r.toString());
        assertEquals(List.of("routes: " + deep + ": nested deeper than 64 levels at line 1 column 91 (a game file nests about 10)"),
                r.err());
        String last = r.out().get(r.out().size() - 1);
        assertTrue(last.startsWith("audited=") && !last.startsWith("audited=0 "), "the good file after it is audited: " + last);
    }

    @Test
    void repeatedPlayerIdsAndAPlayerCountTheTitleDoesNotSeatAreUnusableInput() throws Exception {
        Path twice = edited("twice.json", "{\"id\":82,\"name\":\"Player 2\"}", "{\"id\":1627,\"name\":\"Player 2\"}");
        unusable("replay: " + twice + ": players[1] has the id 1627 of players[0]; player ids must be unique",
                replay(twice.toString()));
        Path alone = edited("alone.json", "{\"id\":1627,\"name\":\"Player 1\"},{\"id\":82,\"name\":\"Player 2\"},"
                + "{\"id\":117,\"name\":\"Player 3\"},{\"id\":330,\"name\":\"Player 4\"}", "{\"id\":1627,\"name\":\"Player 1\"}");
        unusable("replay: " + alone + ": 1830 is for 2-6 players, not 1", replay(alone.toString()));
    }

    /** A record built without the codec (a title's own field, a workbench action): the rules' accessors are strict too. */
    @Test
    void anActionBuiltInCodeWithAFieldOfTheWrongTypeIsUnusableInput() throws Exception {
        GameRecord record = new GsonRecordCodec().read(Path.of(GAME));
        List<Action> actions = new ArrayList<>(record.actions());
        Map<String, Object> args = new LinkedHashMap<>(actions.get(0).args());
        args.put("price", "165");
        actions.set(0, new Action("bid", "1627", "player", args));
        Replay.Outcome o = Replay.check("x.json", record.withActions(actions), TITLE);
        assertTrue(o.unusable(), o.line());
        assertEquals("replay: x.json: action 0 (id 1, bid by 1627): \"price\" must be a whole number from -2147483648 to "
                + "2147483647, not \"165\"", o.line());
    }

    @Test
    void anActionTakenInPlayWithAFieldOfTheWrongTypeIsRefusedNamingTheField() {
        roundhouse.api.GameSession game = TITLE.newGame(new roundhouse.api.GameSetup(List.of(
                new roundhouse.api.PlayerRef("1", "A"), new roundhouse.api.PlayerRef("2", "B")), java.util.Set.of(), 1));
        Action bid = new Action("bid", "1", "player", Map.of("company", "SV", "price", List.of(25L)));
        roundhouse.api.IllegalActionException e = org.junit.jupiter.api.Assertions.assertThrows(
                roundhouse.api.IllegalActionException.class, () -> game.apply(bid));
        assertEquals("\"price\" must be a whole number from -2147483648 to 2147483647, not [25]", e.getMessage());
        assertEquals(0, game.actions().size(), "the game is unchanged");
    }
}
