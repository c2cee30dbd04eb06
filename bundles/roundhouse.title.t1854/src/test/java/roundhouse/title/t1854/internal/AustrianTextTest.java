package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.Properties;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

/** Every 1854 text in English and German, with the same placeholders, none empty. */
class AustrianTextTest {
    private static Properties load(String name) throws Exception {
        Properties p = new Properties();
        try (InputStream in = AustrianText.class.getResourceAsStream(name)) {
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }

    @Test
    void everyTextIsInBothLanguagesWithTheSamePlaceholders() throws Exception {
        Properties en = load("messages.properties");
        Properties de = load("messages_de.properties");
        assertEquals(new TreeSet<>(en.stringPropertyNames()), new TreeSet<>(de.stringPropertyNames()));
        for (String key : en.stringPropertyNames()) {
            assertFalse(de.getProperty(key).isBlank(), key);
            assertEquals(new MessageFormat(en.getProperty(key)).getFormats().length,
                    new MessageFormat(de.getProperty(key)).getFormats().length, key);
        }
    }
}
