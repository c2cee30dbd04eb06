package roundhouse.workbench.internal;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * Externalised UI text ({@code messages.properties}, {@code messages_de.properties}). The locale is
 * the JVM default unless {@code -Droundhouse.locale=de} says otherwise.
 */
final class Messages {
    private static final ResourceBundle BUNDLE = load();

    private Messages() {
    }

    private static ResourceBundle load() {
        return ResourceBundle.getBundle("roundhouse.workbench.internal.messages", locale(),
                Messages.class.getClassLoader());
    }

    /** {@code -Droundhouse.locale}, else the JVM's default locale. */
    static Locale locale() {
        String tag = System.getProperty("roundhouse.locale");
        return tag == null || tag.isBlank() ? Locale.getDefault() : Locale.forLanguageTag(tag);
    }

    static String get(String key, Object... args) {
        String text;
        try {
            text = BUNDLE.getString(key);
        } catch (MissingResourceException e) {
            return "!" + key + "!";
        }
        return args.length == 0 ? text : MessageFormat.format(text, args);
    }

    static ResourceBundle bundle(Locale locale) {
        return ResourceBundle.getBundle("roundhouse.workbench.internal.messages", locale,
                Messages.class.getClassLoader());
    }
}
