package roundhouse.workbench.internal;

import java.util.Locale;
import java.util.ResourceBundle;

import roundhouse.api.text.Localizer;

/**
 * Externalised UI text ({@code messages.properties}, {@code messages_de.properties}), through the
 * one {@link Localizer} of all UI bundles.
 */
final class Messages {
    private static final String BASE = "roundhouse.workbench.internal.messages";
    private static final Localizer TEXT = Localizer.of(BASE, Messages.class.getClassLoader());

    private Messages() {
    }

    static Locale locale() {
        return Localizer.locale();
    }

    static String get(String key, Object... args) {
        return TEXT.get(key, args);
    }

    static boolean has(String key) {
        return TEXT.has(key);
    }

    static ResourceBundle bundle(Locale locale) {
        return Localizer.of(BASE, Messages.class.getClassLoader(), locale).resources();
    }
}
