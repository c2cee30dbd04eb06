package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import roundhouse.api.GameRecord;
import roundhouse.api.view.GameState;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.session.EngineSession;

/**
 * Golden replays (STYLE §7): every 1830 game in {@code src/test/resources/fixtures/1830} replays to
 * its exact {@code result} and {@code game_end_reason}, with the money in the game constant after
 * every action.
 */
class FixtureReplayTest {
    private static final T1830Title TITLE = new T1830Title();

    @TestFactory
    Stream<DynamicTest> everyFixtureReplaysExactly() throws Exception {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> s = Files.list(Path.of("src/test/resources/fixtures/1830"))) {
            s.filter(p -> p.toString().endsWith(".json")).sorted().forEach(files::add);
        }
        assertTrue(files.size() >= 2, "fixtures present");
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> replay(f)));
    }

    private void replay(Path file) throws Exception {
        GameRecord record = new GsonRecordCodec().read(file);
        List<String> cashProblems = new ArrayList<>();
        EngineSession session = EngineSession.load(TITLE, record, (action, game) -> {
            if (game.totalCash() != game.startingBank() && cashProblems.isEmpty()) {
                cashProblems.add("cash not conserved after action id " + action.number("id", -1) + ": "
                        + game.totalCash() + " != " + game.startingBank());
            }
        });
        assertEquals(List.of(), cashProblems);
        GameState state = session.state();
        assertTrue(state.finished(), "game over");
        assertEquals(record.gameEndReason(), state.gameEndReason());
        assertEquals(List.copyOf(record.result().entrySet()), List.copyOf(orderedResult(record, state).entrySet()));
    }

    private static Map<String, Integer> orderedResult(GameRecord record, GameState state) {
        // the record's map has no order (Map.copyOf); compare as a sorted view
        java.util.TreeMap<String, Integer> got = new java.util.TreeMap<>(state.result());
        java.util.TreeMap<String, Integer> want = new java.util.TreeMap<>(record.result());
        assertEquals(want, got);
        return record.result();
    }
}
