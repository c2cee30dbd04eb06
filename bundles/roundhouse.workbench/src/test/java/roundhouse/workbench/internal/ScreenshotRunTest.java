package roundhouse.workbench.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/** Each view of a screenshot run gets a file of its own beside the one asked for. */
class ScreenshotRunTest {
    @Test
    void aViewsPictureIsNamedAfterTheFileAndTheView() {
        assertEquals(Path.of("shots", "1854-de-map.png"), ScreenshotRun.fileOf(Path.of("shots", "1854-de.png"), "map"));
        assertEquals(Path.of("shots", "game-trains"), ScreenshotRun.fileOf(Path.of("shots", "game"), "trains"));
        assertEquals(Path.of("a.b", "c-charts.png"), ScreenshotRun.fileOf(Path.of("a.b", "c.png"), "charts"));
    }
}
