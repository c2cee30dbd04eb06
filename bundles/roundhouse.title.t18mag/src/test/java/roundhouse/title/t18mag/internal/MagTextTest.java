package roundhouse.title.t18mag.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.InputStream;
import java.util.Properties;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

/** Every text of the title is in English and in German. */
class MagTextTest {
    private static TreeSet<String> keys(String file) throws Exception {
        Properties p = new Properties();
        try (InputStream in = MagText.class.getResourceAsStream(file)) {
            p.load(in);
        }
        return new TreeSet<>(p.stringPropertyNames());
    }

    @Test
    void germanHasEveryKeyOfEnglish() throws Exception {
        assertEquals(keys("messages.properties"), keys("messages_de.properties"));
    }

    /** Minors are named as players say them (companies.json label, label_de), corporations by their symbol. */
    @Test
    void minorsAreNamedAsPlayersSayThem() {
        roundhouse.engine.spi.Game g = DraftRulesTest.newGame(3, java.util.Set.of(), 1).game();
        try {
            roundhouse.engine.spi.EngineText.use(java.util.Locale.ENGLISH);
            assertEquals("Minor 5", roundhouse.engine.spi.Names.of(g.corporation("5")));
            assertEquals("SIK", roundhouse.engine.spi.Names.of(g.corporation("SIK")));
            roundhouse.engine.spi.EngineText.use(java.util.Locale.GERMAN);
            assertEquals("Kleinbahn 5", roundhouse.engine.spi.Names.of(g.corporation("5")));
        } finally {
            roundhouse.engine.spi.EngineText.use(null);
        }
    }
}
