package roundhouse.views.internal;

import java.text.MessageFormat;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/** The views' UI text in English and German ({@code -Droundhouse.locale=de}, else the JVM's locale). */
final class Texts {
    private static final ResourceBundle BUNDLE = ResourceBundle.getBundle("roundhouse.views.internal.messages",
            locale(), Texts.class.getClassLoader());

    private Texts() {
    }

    static Locale locale() {
        String tag = System.getProperty("roundhouse.locale");
        return tag == null || tag.isBlank() ? Locale.getDefault() : Locale.forLanguageTag(tag);
    }

    static String get(String key, Object... args) {
        try {
            String text = BUNDLE.getString(key);
            return args.length == 0 ? text : MessageFormat.format(text, args);
        } catch (MissingResourceException e) {
            return "!" + key + "!";
        }
    }

    /** Column headings from a comma-separated message. */
    static List<String> columns(String key) {
        return List.of(get(key).split("\\s*,\\s*"));
    }
}
