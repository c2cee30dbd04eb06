package roundhouse.api.text;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * The text of one bundle in the player's language: {@code BASE.properties} (English) and
 * {@code BASE_de.properties} (German) beside the classes, loaded with the bundle's own class loader.
 *
 * <p>The language is {@code -Droundhouse.locale=de}, else the JVM's default locale. A language
 * without its own file reads the English base file, never the JVM's locale: {@code
 * -Droundhouse.locale=en} on a German desktop means English. A missing key reads {@code !key!}, so
 * that it shows up in a screenshot and in the tests that compare the two languages' keys.
 */
public final class Localizer {
    /** The system property that chooses the language, e.g. {@code de}. */
    public static final String LOCALE_PROPERTY = "roundhouse.locale";

    private final ResourceBundle bundle;

    private Localizer(ResourceBundle bundle) {
        this.bundle = bundle;
    }

    /** The bundle {@code baseName} (e.g. {@code "roundhouse.views.internal.messages"}) in {@link #locale()}. */
    public static Localizer of(String baseName, ClassLoader loader) {
        return of(baseName, loader, locale());
    }

    /** The bundle {@code baseName} in {@code locale}, falling back to the base file only. */
    public static Localizer of(String baseName, ClassLoader loader, Locale locale) {
        return new Localizer(ResourceBundle.getBundle(baseName, locale, loader,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)));
    }

    /** {@code -Droundhouse.locale}, else the JVM's default locale. */
    public static Locale locale() {
        String tag = System.getProperty(LOCALE_PROPERTY);
        return tag == null || tag.isBlank() ? Locale.getDefault() : Locale.forLanguageTag(tag);
    }

    /** The text of {@code key} with {@link MessageFormat} arguments, or {@code !key!}. */
    public String get(String key, Object... args) {
        String text;
        try {
            text = bundle.getString(key);
        } catch (MissingResourceException e) {
            return "!" + key + "!";
        }
        return args.length == 0 ? text : new MessageFormat(text, bundle.getLocale()).format(args);
    }

    /** Whether the bundle has {@code key} (in its language or the English base). */
    public boolean has(String key) {
        return bundle.containsKey(key);
    }

    /** The underlying bundle (its keys, its locale). */
    public ResourceBundle resources() {
        return bundle;
    }

    /**
     * Text for an SWT label, button, menu item, tab or group, which read {@code &} as a mnemonic
     * marker and drop it: {@code "B&O"} would show as {@code "BO"}. Doubling it shows it as written.
     */
    public static String swt(String text) {
        return text == null ? "" : text.replace("&", "&&");
    }
}
