package roundhouse.engine.internal.command;

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
}
