package roundhouse.views.internal;

import java.util.List;
import java.util.Locale;

import roundhouse.api.text.Localizer;

/** The views' UI text in English and German, through the one {@link Localizer} of all UI bundles. */
final class Texts {
    private static final Localizer TEXT = Localizer.of("roundhouse.views.internal.messages", Texts.class.getClassLoader());

    private Texts() {
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

    /** Column headings from a comma-separated message. */
    static List<String> columns(String key) {
        return List.of(get(key).split("\\s*,\\s*"));
    }
}
