package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Properties;
import java.util.TreeSet;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The engine's text: every key in English and German, and the language switch. */
class EngineTextTest {
    @AfterEach
    void backToTheDefaultLanguage() {
        EngineText.use(null);
    }

    private static Properties load(String name) throws Exception {
        Properties p = new Properties();
        try (InputStream in = EngineText.class.getResourceAsStream(name)) {
            p.load(new InputStreamReader(in, StandardCharsets.ISO_8859_1));
        }
        return p;
    }

    @Test
    void everyKeyHasBothLanguages() throws Exception {
        Properties en = load("messages.properties");
        Properties de = load("messages_de.properties");
        assertEquals(new TreeSet<>(en.stringPropertyNames()), new TreeSet<>(de.stringPropertyNames()));
        for (String key : en.stringPropertyNames()) {
            // "Phase" is German too
            if (!en.getProperty(key).matches("[-{} 0-9]*") && !key.equals("log.phase")) {
                assertNotEquals(en.getProperty(key), de.getProperty(key), key + " is not translated");
            }
        }
    }

    @Test
    void namesFollowTheLanguage() {
        EngineText.use(Locale.ENGLISH);
        assertEquals("an 8-train", Names.aTrain("8"));
        assertEquals("Stock 2.1", EngineText.get("round.stock", "2.1"));
        assertEquals("NYC''s".replace("''", "'") + " home token goes to Albany", EngineText.get("log.homeToken", "NYC", "Albany"));
        EngineText.use(Locale.GERMAN);
        assertEquals("ein 8-Zug", Names.aTrain("8"));
        assertEquals("Aktienrunde 2.1", EngineText.get("round.stock", "2.1"));
        assertEquals("1234", EngineText.get("name.nobody").isEmpty() ? "" : EngineText.get("log.roundHeader", 1234).replace("-- ", "").replace(" --", ""),
                "numbers are shown as they are, without grouping");
    }
}
