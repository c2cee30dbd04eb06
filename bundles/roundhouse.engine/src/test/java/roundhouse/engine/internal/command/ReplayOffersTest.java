package roundhouse.engine.internal.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import roundhouse.engine.internal.codec.GsonRecordCodec;

/**
 * {@code replay --offers FILE}: one JSON line per position of the actions in effect, each entity that
 * may act named as 18xx.games names it and mapped to its sorted action types.
 */
class ReplayOffersTest {
    private record Result(int code, List<String> out, List<String> err) {
    }

    private static Result replay(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        java.net.URL root = ReplayOffersTest.class.getClassLoader().getResource("titles/mini/");
        roundhouse.engine.spi.EngineTitle mini = new roundhouse.engine.spi.EngineTitle(
                new java.net.URLClassLoader(new java.net.URL[] { root }, null)) {
        };
        int code = new Replay(new GsonRecordCodec(), id -> id.equals("mini") ? mini : null).run(List.of(args),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(code, out.toString(StandardCharsets.UTF_8).lines().toList(),
                err.toString(StandardCharsets.UTF_8).lines().toList());
    }

    private static Path game(Path dir, String actions) throws Exception {
        Path game = dir.resolve("mini.json");
        Files.writeString(game, """
                {"id":"1","title":"mini","players":[{"id":11,"name":"A"},{"id":12,"name":"B"}],"settings":{"seed":"1"},
                 "actions":[%s]}""".formatted(actions));
        return game;
    }

    private static JsonObject line(String json) {
        return JsonParser.parseString(json).getAsJsonObject();
    }

    @Test
    void everyPositionNamesWhoMayActAndTheSortedTypes(@TempDir Path dir) throws Exception {
        // the mini title opens with a stock round: A passes, B passes; an undone par by B is no position
        Path game = game(dir, """
                {"type":"pass","entity":11,"entity_type":"player","id":1},
                {"type":"par","entity":12,"entity_type":"player","id":2,"corporation":"PRR","share_price":"67,0,1"},
                {"type":"undo","entity":12,"entity_type":"player","id":3},
                {"type":"pass","entity":12,"entity_type":"player","id":4}""");
        Result r = replay("--offers", game.toString());
        assertEquals(0, r.code(), r.err().toString());
        assertEquals(3, r.out().size(), "positions 0, 1 and 2 of two actions in effect");
        JsonObject first = line(r.out().get(0));
        assertEquals(0, first.get("position").getAsInt());
        assertEquals(1, first.getAsJsonObject("next").get("id").getAsInt());
        assertEquals("[\"par\",\"pass\"]", first.getAsJsonObject("offers").get("player:11").toString());
        assertEquals(1, first.getAsJsonObject("offers").size(), "only A may act in his turn");
        JsonObject second = line(r.out().get(1));
        assertEquals(4, second.getAsJsonObject("next").get("id").getAsInt(), "the undone bid is skipped");
        assertTrue(second.getAsJsonObject("offers").has("player:12"));
        assertEquals(2, line(r.out().get(2)).get("position").getAsInt());
        assertTrue(!line(r.out().get(2)).has("next"), "after the last action nothing follows");
    }

    @Test
    void aRefusedActionEndsTheListingWithOneLineAndExitOne(@TempDir Path dir) throws Exception {
        Path game = game(dir, """
                {"type":"pass","entity":11,"entity_type":"player","id":1},
                {"type":"pass","entity":11,"entity_type":"player","id":2}""");
        Result r = replay("--offers", game.toString());
        assertEquals(1, r.code());
        assertEquals(2, r.out().size(), "positions 0 and 1, up to the refused action");
        assertEquals(1, r.err().size(), r.err().toString());
        assertTrue(r.err().get(0).startsWith("replay: " + game + ": action 1 in effect (id 2, pass by 11): "), r.err().get(0));
    }

    @Test
    void offersTakeOneFileAndNoOtherOption(@TempDir Path dir) throws Exception {
        Path game = game(dir, "");
        for (String[] args : List.of(new String[] { "--offers", game.toString(), game.toString() },
                new String[] { "--offers", "--json", game.toString() })) {
            Result r = replay(args);
            assertEquals(2, r.code());
            assertEquals(List.of("replay: --offers takes one FILE and no other option; usage: "
                    + roundhouse.api.command.CommandLines.synopsis(new Replay.Options())), r.err());
        }
    }
}
