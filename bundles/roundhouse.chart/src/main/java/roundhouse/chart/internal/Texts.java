package roundhouse.chart.internal;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/** The charts' text in English and German ({@code -Droundhouse.locale=de}, else the JVM's locale). */
final class Texts {
    private static final ResourceBundle BUNDLE = ResourceBundle.getBundle("roundhouse.chart.internal.messages",
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

}
