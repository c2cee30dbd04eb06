package roundhouse.engine.map;

import java.util.Locale;

import roundhouse.api.text.Localizer;

/**
 * The board's player-facing text (its refusals of routes) in English ({@code messages.properties}
 * beside this class) and German ({@code messages_de.properties}). The map package stands below the
 * engine's rules, so it keeps its own texts; the engine switches both languages together
 * ({@code EngineText.use}).
 */
public final class MapText {
    private static final String BASE = "roundhouse.engine.map.messages";
    private static volatile Localizer text = Localizer.of(BASE, MapText.class.getClassLoader());

    private MapText() {
    }

    /** The text of {@code key} with {@link java.text.MessageFormat} arguments, or {@code !key!}. */
    public static String get(String key, Object... args) {
        return text.get(key, args);
    }

    /** Switches the language; {@code null} goes back to {@link Localizer#locale()}. */
    public static void use(Locale locale) {
        text = Localizer.of(BASE, MapText.class.getClassLoader(), locale == null ? Localizer.locale() : locale);
    }

    /** A train as players read it ("2-train"), from its copy id ({@code 2-0}) or its name. */
    static String train(String id) {
        int dash = id == null ? -1 : id.lastIndexOf('-');
        return get("train", dash > 0 ? id.substring(0, dash) : String.valueOf(id));
    }
}
