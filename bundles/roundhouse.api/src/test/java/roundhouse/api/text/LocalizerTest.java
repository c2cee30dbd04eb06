package roundhouse.api.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;

import org.junit.jupiter.api.Test;

class LocalizerTest {
    private static final String BASE = "roundhouse.api.text.sample";
    private static final ClassLoader LOADER = LocalizerTest.class.getClassLoader();

    @Test
    void aLanguageWithoutItsOwnFileReadsEnglishNotTheJvmLocale() {
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.FRENCH);
            assertEquals("Hello Ann", Localizer.of(BASE, LOADER, Locale.ENGLISH).get("hello", "Ann"));
            assertEquals("Hallo Ann", Localizer.of(BASE, LOADER, Locale.forLanguageTag("de-AT")).get("hello", "Ann"));
            assertEquals("English only", Localizer.of(BASE, LOADER, Locale.GERMAN).get("only.en"));
            assertEquals("!nope!", Localizer.of(BASE, LOADER, Locale.GERMAN).get("nope"));
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void theLocalePropertyWinsOverTheJvm() {
        String before = System.getProperty(Localizer.LOCALE_PROPERTY);
        try {
            System.setProperty(Localizer.LOCALE_PROPERTY, "de");
            assertEquals("Hallo B&O", Localizer.of(BASE, LOADER).get("hello", "B&O"));
        } finally {
            if (before == null) {
                System.clearProperty(Localizer.LOCALE_PROPERTY);
            } else {
                System.setProperty(Localizer.LOCALE_PROPERTY, before);
            }
        }
    }

    @Test
    void swtLabelsKeepTheirAmpersands() {
        assertEquals("Acting: B&&O", Localizer.swt("Acting: B&O"));
        assertEquals("Railways && Robber Barons", Localizer.swt("Railways & Robber Barons"));
        assertEquals("", Localizer.swt(null));
    }
}
