package roundhouse.engine.spi;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

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
    /** Patterns by key in the language in use, looked up once. */
    private static volatile Map<String, String> patterns = new ConcurrentHashMap<>();
    /** Titles' bundles ({@link #of}) by base name and class loader, in the language in use. */
    private static volatile Map<Object, Localizer> bundles = new ConcurrentHashMap<>();

    private EngineText() {
    }

    /** The text of {@code key}; arguments are shown as they are ({@code String.valueOf}, no number grouping). */
    public static String get(String key, Object... args) {
        return fill(pattern(key), args);
    }

    /** The pattern of {@code key} in the language in use ("!key!" where there is none). */
    static String pattern(String key) {
        Map<String, String> known = patterns;
        String pattern = known.get(key);
        if (pattern == null) {
            // a resource bundle lookup walks its parents each time; replay logs every action
            Localizer t = text;
            pattern = t.has(key) ? t.resources().getString(key) : "!" + key + "!";
            known.put(key, pattern);
        }
        return pattern;
    }

    /**
     * The pattern with {@code {0}}..{@code {9}} replaced and {@code ''} read as {@code '}: the subset
     * of MessageFormat the engine's texts use, without parsing a MessageFormat per line (bots list
     * every decision's label after every action).
     */
    static String fill(String pattern, Object[] args) {
        StringBuilder out = new StringBuilder(pattern.length() + 16 * args.length);
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c == '{' && i + 2 < pattern.length() && pattern.charAt(i + 2) == '}' && Character.isDigit(pattern.charAt(i + 1))) {
                int n = pattern.charAt(i + 1) - '0';
                out.append(n < args.length ? plain(args[n]) : "{" + n + "}");
                i += 2;
            } else if (c == '\'' && i + 1 < pattern.length() && pattern.charAt(i + 1) == '\'') {
                out.append('\'');
                i++;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /**
     * A label that starts with a phrase made for the middle of a sentence, capitalised: German puts
     * the train first ("einen 2-Zug für 100 G kaufen" reads "Einen 2-Zug für 100 G kaufen").
     */
    public static String sentence(String text) {
        return text.isEmpty() || !Character.isLowerCase(text.charAt(0)) ? text
                : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    /** Whether the engine's text has {@code key}. */
    public static boolean has(String key) {
        return text.has(key);
    }

    /** Switches the engine's language (tests, tools); {@code null} goes back to {@link Localizer#locale()}. */
    public static void use(Locale locale) {
        EngineText.locale = locale == null ? Localizer.locale() : locale;
        text = Localizer.of(BASE, EngineText.class.getClassLoader(), EngineText.locale);
        roundhouse.engine.map.MapText.use(EngineText.locale);
        patterns = new ConcurrentHashMap<>();
        bundles = new ConcurrentHashMap<>();
    }

    /** The language in use. */
    public static Locale locale() {
        return locale;
    }

    /** A title's own bundle in the engine's language, for its log lines and labels. */
    public static Localizer of(String baseName, ClassLoader loader) {
        // found once per language: a resource bundle lookup per label was a good part of a replay's text
        if (loader == null) {
            return Localizer.of(baseName, loader, locale);
        }
        Map<Object, Localizer> known = bundles;
        Object key = java.util.List.of(baseName, loader);
        Localizer l = known.get(key);
        if (l == null) {
            l = Localizer.of(baseName, loader, locale);
            known.put(key, l);
        }
        return l;
    }

    /** An argument as a text shows it: an entity by the name players use. */
    static String plainText(Object arg) {
        return plain(arg);
    }

    private static String plain(Object arg) {
        return arg instanceof Entity e ? Names.of(e) : String.valueOf(arg);
    }
}
