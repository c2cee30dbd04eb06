package roundhouse.engine.internal.command;

import static roundhouse.engine.internal.command.HelpChecks.assertHelp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import roundhouse.engine.internal.codec.GsonRecordCodec;

/** {@code replay --bench --runs N} is bounded: a huge or bad N is one line and exit 2, before any file is read. */
class ReplayArgumentsTest {
    @ParameterizedTest
    @ValueSource(strings = { "1000000000", "0", "-3", "many" })
    void runsOutsideOneToTenThousandIsRefused(String runs) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new Replay(new GsonRecordCodec(), id -> null).run(List.of("--bench", "--runs", runs, "game.json"),
                new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, code);
        assertEquals(List.of("replay: --runs takes a whole number from 1 to 10000, not " + runs),
                err.toString(StandardCharsets.UTF_8).lines().toList());
    }

    private record Result(int code, List<String> out, List<String> err) {
    }

    private static Result replay(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        java.net.URL root = ReplayArgumentsTest.class.getClassLoader().getResource("titles/mini/");
        roundhouse.engine.spi.EngineTitle mini = new roundhouse.engine.spi.EngineTitle(
                new java.net.URLClassLoader(new java.net.URL[] { root }, null)) {
        };
        int code = new Replay(new GsonRecordCodec(), id -> id.equals("mini") ? mini : null).run(List.of(args),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(code, out.toString(StandardCharsets.UTF_8).lines().toList(),
                err.toString(StandardCharsets.UTF_8).lines().toList());
    }

    @org.junit.jupiter.api.Test
    void undecodableBytesAreUnusableInputExitTwo(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path noise = dir.resolve("noise.json");
        java.nio.file.Files.write(noise, new byte[] { '{', (byte) 0xC3, (byte) 0x28, '}' });
        Result r = replay(noise.toString());
        assertEquals(2, r.code());
        assertEquals(List.of("replay: " + noise + ": not a UTF-8 JSON file"), r.err());
    }

    @org.junit.jupiter.api.Test
    void aNamedPipeIsUnusableInputExitTwoAtOnce(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path fifo = dir.resolve("pipe.json");
        org.junit.jupiter.api.Assumptions.assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0);
        Result r = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(5),
                () -> replay(fifo.toString()));
        assertEquals(2, r.code());
        assertEquals(List.of("replay: " + fifo + ": not a regular file (a directory, named pipe or device); give a game's .json file"),
                r.err());
    }

    @org.junit.jupiter.api.Test
    void anActionOfCompanyXyzIsUnusableInputExitTwo(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path game = dir.resolve("xyz.json");
        java.nio.file.Files.writeString(game, """
                {"id":"1","title":"mini","players":[{"id":1,"name":"A"},{"id":2,"name":"B"}],"settings":{"seed":"1"},
                 "actions":[{"type":"lay_tile","entity":"XYZ","entity_type":"corporation","id":1,"hex":"A1","tile":"57-0","rotation":0},
                            {"type":"undo","entity":1,"entity_type":"player","id":2}],
                 "result":{"1":0,"2":0}}""");
        Result r = replay(game.toString());
        assertEquals(2, r.code());
        assertEquals(List.of(), r.out());
        assertEquals(List.of("replay: " + game + ": action 0 (id 1, lay_tile by XYZ): no corporation XYZ in this game"), r.err());
    }

    @org.junit.jupiter.api.Test
    void helpPrintsTheUsageGeneratedFromTheDeclarationOfReplayAndRoutes() {
        assertHelp("replay", new Replay(new GsonRecordCodec(), id -> null));
        assertHelp("routes", new roundhouse.engine.internal.route.Routes(new GsonRecordCodec(), id -> null));
    }

    @org.junit.jupiter.api.Test
    void routesRefusesAnActionWithAuditAndAnActionNumberOutOfRangeInOneLine() {
        String usage = "; usage: " + roundhouse.api.command.CommandLines.synopsis(new roundhouse.engine.internal.route.Routes.Options());
        for (String[] args : List.of(new String[] { "--audit", "--action", "3", "g.json" }, new String[] { "--action", "-1", "g.json" },
                new String[] { "--warmup", "x", "--audit", "g.json" })) {
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int code = new roundhouse.engine.internal.route.Routes(new GsonRecordCodec(), id -> null).run(List.of(args),
                    new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8));
            assertEquals(2, code);
            String line = err.toString(StandardCharsets.UTF_8).strip();
            assertEquals(switch (args[1]) {
                case "--action" -> "routes: --audit takes no --action (it audits every run)" + usage;
                case "-1" -> "routes: --action takes a whole number from 0 to 2147483647, not -1";
                default -> "routes: --warmup takes a whole number from 0 to 2147483647, not x";
            }, line);
        }
    }
}
