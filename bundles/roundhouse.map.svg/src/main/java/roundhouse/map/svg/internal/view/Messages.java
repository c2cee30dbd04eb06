package roundhouse.map.svg.internal.view;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * Externalised text of the map view ({@code messages.properties}, {@code messages_de.properties} in
 * this package). The locale is the JVM default unless {@code -Droundhouse.locale=de} says otherwise,
 * as in the workbench; the bundle is loaded with this bundle's class loader.
 */
final class Messages {
    static final String BASE = "roundhouse.map.svg.internal.view.messages";
    private static final ResourceBundle BUNDLE = bundle(locale());

    private Messages() {
    }

    /** {@code -Droundhouse.locale}, else the JVM's default locale. */
    static Locale locale() {
        String tag = System.getProperty("roundhouse.locale");
        return tag == null || tag.isBlank() ? Locale.getDefault() : Locale.forLanguageTag(tag);
    }

    static String get(String key, Object... args) {
        return format(BUNDLE, key, args);
    }

    static String format(ResourceBundle bundle, String key, Object... args) {
        String text;
        try {
            text = bundle.getString(key);
        } catch (MissingResourceException e) {
            return "!" + key + "!";
        }
        return args.length == 0 ? text : MessageFormat.format(text, args);
    }

    static ResourceBundle bundle(Locale locale) {
        // no fallback to the JVM's locale: -Droundhouse.locale=en on a German desktop means English
        return ResourceBundle.getBundle(BASE, locale, Messages.class.getClassLoader(),
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }
}
