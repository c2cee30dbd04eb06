package roundhouse.chart.internal;

import java.util.Locale;

import roundhouse.api.text.Localizer;

/** The charts' text in English and German, through the one {@link Localizer} of all UI bundles. */
final class Texts {
    private static final Localizer TEXT = Localizer.of("roundhouse.chart.internal.messages", Texts.class.getClassLoader());

    private Texts() {
    }

    static Locale locale() {
        return Localizer.locale();
    }

    static String get(String key, Object... args) {
        return TEXT.get(key, args);
    }
}
