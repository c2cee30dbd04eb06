package roundhouse.map.svg.internal.view;

import java.util.Locale;
import java.util.ResourceBundle;

import roundhouse.api.text.Localizer;

/**
 * Externalised text of the map view ({@code messages.properties}, {@code messages_de.properties} in
 * this package), through the one {@link Localizer} of all UI bundles.
 */
final class Messages {
    static final String BASE = "roundhouse.map.svg.internal.view.messages";
    private static final Localizer TEXT = Localizer.of(BASE, Messages.class.getClassLoader());

    private Messages() {
    }

    static Locale locale() {
        return Localizer.locale();
    }

    static String get(String key, Object... args) {
        return TEXT.get(key, args);
    }

    static String format(ResourceBundle bundle, String key, Object... args) {
        return Localizer.of(BASE, Messages.class.getClassLoader(), bundle.getLocale()).get(key, args);
    }

    static ResourceBundle bundle(Locale locale) {
        return Localizer.of(BASE, Messages.class.getClassLoader(), locale).resources();
    }
}
