package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every lay, token and route of the recorded 1830 games is legal on our board and pays what was logged. */
class FixtureMapReplayTest {

    static Stream<Path> fixtures() throws Exception {
        return Files.list(Maps1830.FIXTURES).filter(p -> p.toString().endsWith(".json")).sorted();
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void recordedMapActionsReplayAndRoutesPayTheLoggedRevenue(Path file) {
        FixtureMapReplay replay = new FixtureMapReplay();
        replay.replay(file);
        assertEquals("", String.join("\n", replay.problems));
        assertTrue(replay.runs > 40, "run_routes checked: " + replay.runs);
        assertTrue(replay.lays > 40, "lays: " + replay.lays);
    }
}
