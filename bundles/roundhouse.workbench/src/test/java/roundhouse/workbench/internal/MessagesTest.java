package roundhouse.workbench.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import java.util.Properties;

import org.junit.jupiter.api.Test;

class MessagesTest {
    private static Properties load(String name) throws IOException {
        Properties p = new Properties();
        try (InputStream in = MessagesTest.class.getResourceAsStream(name)) {
            p.load(in);
        }
        return p;
    }

    @Test
    void germanTranslatesEveryEnglishKey() throws IOException {
        assertEquals(load("messages.properties").stringPropertyNames(),
                load("messages_de.properties").stringPropertyNames(),
                "messages_de.properties must have exactly the English keys");
    }

    @Test
    void germanLocaleIsPickedUp() {
        assertNotEquals(Messages.bundle(Locale.ROOT).getString("menu.file.open"),
                Messages.bundle(Locale.GERMAN).getString("menu.file.open"));
    }
}
