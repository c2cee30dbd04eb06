package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Logs and refusals name a holder of shares as players do, in their language, as the subject that begins
 * a line: never by the engine's ids ("pool", "ipo", an 18Mag minor's number).
 */
class HolderNamesTest {
    private final Corporation minor = new Corporation("5", "Minor Five Railway", "minor", List.of(0), null, 0, 100,
            Map.of("label", "Minor 5", "label_de", "Kleinbahn 5"));
    private final Corporation prr = new Corporation("PRR", "Pennsylvania", "major", List.of(0, 40), null, 0, 60, Map.of());

    @AfterEach
    void languageBack() {
        EngineText.use(null);
    }

    @Test
    void inEnglish() {
        EngineText.use(Locale.ENGLISH);
        assertEquals("The bank pool", new SharePool().holderName());
        assertEquals("The IPO of PRR", prr.ipo().holderName());
        assertEquals("PRR", prr.holderName());
        assertEquals("Minor 5", minor.holderName());
        assertEquals("Alice", new Player("1", "Alice", 0).holderName());
    }

    @Test
    void inGerman() {
        EngineText.use(Locale.GERMAN);
        assertEquals("Der Bankpool", new SharePool().holderName());
        assertEquals("Die Erstausgabe der Kleinbahn 5", minor.ipo().holderName());
        assertEquals("Kleinbahn 5", minor.holderName());
    }
}
