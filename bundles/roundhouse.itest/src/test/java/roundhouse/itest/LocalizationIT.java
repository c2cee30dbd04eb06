package roundhouse.itest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.wiring.BundleWire;
import org.osgi.framework.wiring.BundleWiring;
import org.osgi.framework.wiring.BundleRevision;

import roundhouse.api.text.Localizer;

/**
 * Every bundle of the assembled platform that carries player-facing text (a {@code messages.properties})
 * reads it through the one {@link Localizer} of {@code roundhouse.api.text}, with its rule: German
 * has exactly the English keys, a language without its own file reads English (never the JVM's
 * locale), a regional German reads German, a missing key reads {@code !key!}. Found from the
 * bundles themselves, so a UI bundle added later is checked too.
 */
class LocalizationIT {
    private static final String TEXT_PACKAGE = "roundhouse.api.text";
    private final BundleContext context = FrameworkUtil.getBundle(LocalizationIT.class).getBundleContext();

    /** The text files of the running bundles: bundle and base name (e.g. roundhouse.views.internal.messages). */
    private record Texts(Bundle bundle, String baseName, String path) {
    }

    private List<Texts> texts() {
        List<Texts> found = new ArrayList<>();
        for (Bundle b : context.getBundles()) {
            String name = b.getSymbolicName();
            // ours only: wrapped third-party jars (Batik) keep their own message files
            if (name == null || !name.startsWith("roundhouse.") || name.startsWith("roundhouse.tp.") || name.endsWith("-tests")) {
                continue;
            }
            // every messages.properties (German must follow) and every other text file with a German
            // sibling (e.g. 1854's auction texts, kept apart from its messages)
            java.util.Set<String> paths = new java.util.TreeSet<>();
            for (String pattern : List.of("messages.properties", "*_de.properties")) {
                for (URL url : Collections.list(java.util.Objects.requireNonNullElse(
                        b.findEntries("/", pattern, true), Collections.<URL>emptyEnumeration()))) {
                    paths.add(url.getPath().replace("_de.properties", ".properties"));
                }
            }
            for (String path : paths) {
                if (path.contains("/test-classes/") || path.startsWith("/OSGI-OPT/")) {
                    continue;
                }
                String base = path.substring(1, path.length() - ".properties".length()).replace('/', '.');
                found.add(new Texts(b, base, path));
            }
        }
        return found;
    }

    private static String german(Texts t) {
        return t.path().replace(".properties", "_de.properties");
    }

    private static Properties load(Bundle b, String path) throws IOException {
        URL url = b.getEntry(path);
        assertTrue(url != null, b.getSymbolicName() + " has no " + path);
        Properties p = new Properties();
        // as the Localizer's bundles read them (Java 9+): UTF-8, so raw umlauts and escapes both count
        try (InputStream in = url.openStream()) {
            p.load(new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8));
        }
        return p;
    }

    @Test
    void everyBundleWithTextsHasGermanForEveryEnglishKey() throws IOException {
        List<Texts> all = texts();
        List<String> bundles = all.stream().map(t -> t.bundle().getSymbolicName()).toList();
        assertTrue(bundles.containsAll(List.of("roundhouse.workbench", "roundhouse.views", "roundhouse.map.svg",
                "roundhouse.chart", "roundhouse.engine")), "the UI bundles' texts are found: " + bundles);
        for (Texts t : all) {
            Properties en = load(t.bundle(), t.path());
            Properties de = load(t.bundle(), german(t));
            assertEquals(new TreeSet<>(en.stringPropertyNames()), new TreeSet<>(de.stringPropertyNames()),
                    t.bundle().getSymbolicName() + " " + t.path() + ": German must have exactly the English keys");
        }
    }

    @Test
    void everyBundleWithTextsReadsThemThroughTheOneLocalizer() {
        for (Texts t : texts()) {
            BundleWiring wiring = t.bundle().adapt(BundleWiring.class);
            boolean wired = false;
            for (BundleWire w : wiring.getRequiredWires(BundleRevision.PACKAGE_NAMESPACE)) {
                wired |= TEXT_PACKAGE.equals(w.getCapability().getAttributes().get(BundleRevision.PACKAGE_NAMESPACE));
            }
            assertTrue(wired, t.bundle().getSymbolicName() + " has texts but does not import " + TEXT_PACKAGE
                    + ": it must read them through its Localizer, not a copy with another fallback rule");
        }
    }

    @Test
    void everyBundlesTextsFallBackTheSameWay() throws IOException {
        Locale before = Locale.getDefault();
        try {
            // a JVM in French: a language without its own file must still read English, not this
            Locale.setDefault(Locale.FRENCH);
            for (Texts t : texts()) {
                ClassLoader loader = t.bundle().adapt(BundleWiring.class).getClassLoader();
                Properties en = load(t.bundle(), t.path());
                Properties de = load(t.bundle(), german(t));
                String where = t.bundle().getSymbolicName() + " " + t.baseName();
                for (String key : en.stringPropertyNames()) {
                    assertEquals(en.getProperty(key), Localizer.of(t.baseName(), loader, Locale.ITALIAN).resources().getString(key),
                            where + ": Italian reads English for " + key);
                    assertEquals(de.getProperty(key), Localizer.of(t.baseName(), loader, Locale.forLanguageTag("de-CH"))
                            .resources().getString(key), where + ": Swiss German reads German for " + key);
                }
                assertEquals("!no.such.key!", Localizer.of(t.baseName(), loader, Locale.GERMAN).get("no.such.key"), where);
            }
        } finally {
            Locale.setDefault(before);
        }
    }
}
