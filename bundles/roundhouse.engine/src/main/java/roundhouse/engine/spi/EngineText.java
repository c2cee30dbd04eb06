package roundhouse.engine.spi;

import java.util.Locale;

import roundhouse.api.text.Localizer;

/**
 * The engine's player-facing text (log lines, decision labels, round names, the names of
 * {@link Names}) by message key, in English ({@code messages.properties} beside this class) and
 * German ({@code messages_de.properties}). The language is the workbench's ({@link Localizer#locale()}).
 * Keys are generic; a title's own texts use its own bundle through {@link #of(String, ClassLoader)}.
 */
public final class EngineText {
    private static final String BASE = "roundhouse.engine.spi.messages";
    private static volatile Locale locale = Localizer.locale();
    private static volatile Localizer text = Localizer.of(BASE, EngineText.class.getClassLoader(), locale);

    private EngineText() {
    }

    /** The text of {@code key}; arguments are shown as they are ({@code String.valueOf}, no number grouping). */
    public static String get(String key, Object... args) {
        return text.get(key, plain(args));
    }

    /** Whether the engine's text has {@code key}. */
    public static boolean has(String key) {
        return text.has(key);
    }

    /** Switches the engine's language (tests, tools); {@code null} goes back to {@link Localizer#locale()}. */
    public static void use(Locale locale) {
        EngineText.locale = locale == null ? Localizer.locale() : locale;
        text = Localizer.of(BASE, EngineText.class.getClassLoader(), EngineText.locale);
    }

    /** The language in use. */
    public static Locale locale() {
        return locale;
    }

    /** A title's own bundle in the engine's language, for its log lines and labels. */
    public static Localizer of(String baseName, ClassLoader loader) {
        return Localizer.of(baseName, loader, locale);
    }

    static Object[] plain(Object[] args) {
        Object[] out = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            out[i] = args[i] instanceof Entity e ? Names.of(e) : String.valueOf(args[i]);
        }
        return out;
    }
}
