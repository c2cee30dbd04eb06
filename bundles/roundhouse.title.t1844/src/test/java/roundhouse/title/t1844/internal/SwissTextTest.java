package roundhouse.title.t1844.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.InputStream;
import java.util.Properties;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

/** Every text of the title is in English and in German. */
class SwissTextTest {
    private static TreeSet<String> keys(String file) throws Exception {
        Properties p = new Properties();
        try (InputStream in = SwissText.class.getResourceAsStream(file)) {
            p.load(in);
        }
        return new TreeSet<>(p.stringPropertyNames());
    }

    @Test
    void germanHasEveryKeyOfEnglish() throws Exception {
        assertEquals(keys("messages.properties"), keys("messages_de.properties"));
    }
}
