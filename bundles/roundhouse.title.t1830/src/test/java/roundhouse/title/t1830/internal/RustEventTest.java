package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import roundhouse.api.GameRecord;
import roundhouse.api.view.LogEntry;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.EngineText;

/** The log says which trains rust (1830 §5.6: the first 4-train rusts the 2-trains), in English and German. */
class RustEventTest {
    @AfterEach
    void backToTheDefaultLanguage() {
        EngineText.use(null);
    }

    private static List<String> rustLines(Locale language) throws Exception {
        EngineText.use(language);
        GameRecord record = new GsonRecordCodec().read(Path.of("src/test/resources/fixtures/1830/26855.json"));
        return EngineSession.load(new T1830Title(), record).state().log().stream().map(LogEntry::text)
                .filter(t -> t.contains("rust") || t.contains("rosten")).toList();
    }

    @Test
    void theRustEventNamesTheTrainsThatRust() throws Exception {
        assertEquals(List.of("-- Event: 2-trains rust --", "-- Event: 3-trains rust --", "-- Event: 4-trains rust --"),
                rustLines(Locale.ENGLISH));
        assertEquals(List.of("-- Ereignis: 2-Z\u00fcge rosten --", "-- Ereignis: 3-Z\u00fcge rosten --",
                "-- Ereignis: 4-Z\u00fcge rosten --"), rustLines(Locale.GERMAN));
    }
}
