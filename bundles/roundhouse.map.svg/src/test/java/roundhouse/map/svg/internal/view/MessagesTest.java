package roundhouse.map.svg.internal.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.InputStream;
import java.util.Locale;
import java.util.Properties;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

class MessagesTest {
    private static TreeSet<String> keys(String file) throws Exception {
        Properties p = new Properties();
        try (InputStream in = Messages.class.getResourceAsStream(file)) {
            p.load(in);
        }
        return new TreeSet<>(p.stringPropertyNames());
    }

    @Test
    void germanHasEveryKeyOfEnglish() throws Exception {
        assertEquals(keys("messages.properties"), keys("messages_de.properties"));
    }

    @Test
    void textsAreFormattedInTheChosenLanguage() {
        assertEquals("Tile 57", Messages.format(Messages.bundle(Locale.ENGLISH), "chooser.tile", "57"));
        assertEquals("Pl\u00e4ttchen 57", Messages.format(Messages.bundle(Locale.GERMAN), "chooser.tile", "57"));
        assertEquals("3 choices here", Messages.format(Messages.bundle(Locale.ENGLISH), "hex.choices", 3));
        assertEquals("1 choice here", Messages.format(Messages.bundle(Locale.ENGLISH), "hex.choices", 1));
        assertEquals("Kein Spiel ge\u00f6ffnet.", Messages.format(Messages.bundle(Locale.forLanguageTag("de-CH")), "map.noGame"));
        assertEquals("!no.such.key!", Messages.format(Messages.bundle(Locale.ENGLISH), "no.such.key"));
    }
}
