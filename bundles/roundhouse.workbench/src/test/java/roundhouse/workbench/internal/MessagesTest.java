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

    /** The argument numbers a message uses, e.g. [0, 2] for "{0} of {2}". */
    private static java.util.Set<String> arguments(String text) {
        java.util.Set<String> args = new java.util.TreeSet<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\{(\\d+)").matcher(text);
        while (m.find()) {
            args.add(m.group(1));
        }
        return args;
    }

    /** An argument of the kind each placeholder takes: a date, a number, else text. */
    private static Object[] sample(java.text.MessageFormat format) {
        java.text.Format[] kinds = format.getFormatsByArgumentIndex();
        Object[] args = new Object[Math.max(kinds.length, 6)];
        for (int i = 0; i < args.length; i++) {
            java.text.Format kind = i < kinds.length ? kinds[i] : null;
            args[i] = kind instanceof java.text.DateFormat ? new java.util.Date(0)
                    : kind instanceof java.text.NumberFormat ? Integer.valueOf(2) : "text";
        }
        return args;
    }

    @Test
    void everyMessageFormatsInBothLanguagesWithTheSameArguments() throws IOException {
        Properties en = load("messages.properties");
        Properties de = load("messages_de.properties");
        for (String key : en.stringPropertyNames()) {
            assertEquals(arguments(en.getProperty(key)), arguments(de.getProperty(key)), key + ": the same arguments in German");
            if (!arguments(en.getProperty(key)).isEmpty()) {
                // a message with arguments goes through MessageFormat: it must parse (quotes, choices) in both
                java.text.MessageFormat english = new java.text.MessageFormat(en.getProperty(key), Locale.ENGLISH);
                java.text.MessageFormat german = new java.text.MessageFormat(de.getProperty(key), Locale.GERMAN);
                english.format(sample(english));
                german.format(sample(german));
            }
        }
    }

    @Test
    void germanLocaleIsPickedUp() {
        assertNotEquals(Messages.bundle(Locale.ROOT).getString("menu.file.open"),
                Messages.bundle(Locale.GERMAN).getString("menu.file.open"));
    }
}
