package roundhouse.views.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

import org.junit.jupiter.api.Test;

class TextsTest {
    private static Properties load(String name) throws IOException {
        Properties p = new Properties();
        try (InputStream in = TextsTest.class.getResourceAsStream(name)) {
            p.load(in);
        }
        return p;
    }

    @Test
    void germanHasEveryKeyAndTheSameNumberOfColumns() throws IOException {
        Properties en = load("messages.properties");
        Properties de = load("messages_de.properties");
        assertEquals(en.stringPropertyNames(), de.stringPropertyNames());
        for (String key : en.stringPropertyNames()) {
            if (key.startsWith("columns.")) {
                assertEquals(en.getProperty(key).split(",").length, de.getProperty(key).split(",").length, key);
            }
        }
    }
}
