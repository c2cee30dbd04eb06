package roundhouse.plugins.internal;

import roundhouse.api.text.Localizer;

/** This bundle's text in the player's language ({@code messages.properties}, {@code messages_de.properties}). */
final class Text {
    private final Localizer localizer;

    private Text(Localizer localizer) {
        this.localizer = localizer;
    }

    static Text current() {
        return new Text(Localizer.of("roundhouse.plugins.internal.messages", Text.class.getClassLoader()));
    }

    static Text of(java.util.Locale locale) {
        return new Text(Localizer.of("roundhouse.plugins.internal.messages", Text.class.getClassLoader(), locale));
    }

    String get(String key, Object... args) {
        return localizer.get(key, args);
    }

    java.util.ResourceBundle resources() {
        return localizer.resources();
    }
}
