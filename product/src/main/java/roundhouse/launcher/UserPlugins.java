package roundhouse.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;

/**
 * The user's plugins at a start: every bundle jar in {@code <user directory>/plugins} (where the
 * workbench's Tools > Plugins and the {@code plugins} command keep what they install) and, for this
 * run only, every jar in the directories named with {@code --plugins DIR}. The framework cache
 * keeps them between starts, so a start installs only what is new, updates a bundle whose jar
 * changed since it was installed and uninstalls what is gone; with no plugins it costs one
 * directory check.
 * <p>
 * The locations are shared with roundhouse.plugins (PluginStoreImpl), which installs the same files
 * into a running framework: {@value #KEPT} + file name, {@value #RUN} + absolute path.
 */
final class UserPlugins {
    /** Location prefix of a kept plugin: its file name in the plugins directory follows. */
    static final String KEPT = "plugin:";
    /** Location prefix of a plugin of this run only ({@code --plugins DIR}): its absolute path follows. */
    static final String RUN = "plugin-run:";
    /** The user's Roundhouse directory, as a system property for the bundles (roundhouse.plugins, the workbench). */
    static final String HOME_PROPERTY = "roundhouse.home";
    /** The product's nested bundle jars ({@code jar/<bsn>-<version>.jar}, comma-separated), for roundhouse.plugins. */
    static final String PRODUCT_PROPERTY = "roundhouse.product.bundles";

    private UserPlugins() {
    }

    static boolean isPlugin(String location) {
        return location.startsWith(KEPT) || location.startsWith(RUN);
    }

    /**
     * {@code -Droundhouse.home}, else {@code $ROUNDHOUSE_HOME}, else {@code ~/.roundhouse} (where the
     * workbench also keeps its recovery files). Tests point it at a temporary directory.
     */
    static Path userDirectory() {
        String explicit = System.getProperty(HOME_PROPERTY);
        if (explicit == null || explicit.isBlank()) {
            explicit = System.getenv("ROUNDHOUSE_HOME");
        }
        if (explicit != null && !explicit.isBlank()) {
            return Path.of(explicit).toAbsolutePath();
        }
        return Path.of(System.getProperty("user.home"), ".roundhouse");
    }

    /** The plugin jars to install, by location: the kept ones, then those of {@code runDirs}. */
    static Map<String, Path> wanted(Path keptDir, List<Path> runDirs) throws IOException {
        Map<String, Path> out = new LinkedHashMap<>();
        for (Path jar : jars(keptDir)) {
            out.put(KEPT + jar.getFileName(), jar);
        }
        for (Path dir : runDirs) {
            for (Path jar : jars(dir)) {
                out.put(RUN + jar.toAbsolutePath().normalize(), jar);
            }
        }
        return out;
    }

    /** The {@code *.jar} files of a directory, sorted by name; none if it does not exist. */
    static List<Path> jars(Path dir) throws IOException {
        List<Path> out = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return out;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "*.jar")) {
            for (Path f : files) {
                if (Files.isRegularFile(f)) {
                    out.add(f);
                }
            }
        }
        Collections.sort(out);
        return out;
    }

    /** A jar's bundle identity from its manifest: symbolic name (without directives) and version. */
    record Identity(String symbolicName, org.osgi.framework.Version version) {
        @Override
        public String toString() {
            return symbolicName + " " + version;
        }
    }

    /** The bundle identity of a jar, or {@code null} for one that is no bundle or cannot be read (installing it reports why). */
    static Identity identity(Path jar) {
        try (java.util.jar.JarFile f = new java.util.jar.JarFile(jar.toFile())) {
            java.util.jar.Manifest m = f.getManifest();
            String bsn = m == null ? null : m.getMainAttributes().getValue("Bundle-SymbolicName");
            if (bsn == null || bsn.isBlank()) {
                return null;
            }
            int semi = bsn.indexOf(';');
            String version = m.getMainAttributes().getValue("Bundle-Version");
            return new Identity((semi < 0 ? bsn : bsn.substring(0, semi)).strip(),
                    org.osgi.framework.Version.parseVersion(version == null ? "0.0.0" : version.strip()));
        } catch (IOException | IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * One jar per bundle: of jars with one symbolic name (a plugin kept and the same plugin in a
     * {@code --plugins} directory, or an old and a new build side by side in {@code target/}), a jar of
     * this run wins over a kept one, then the higher version, then the later location. Each jar left
     * out is reported in one line to {@code report}; the framework could install only one of two
     * with the same name and version, and two versions of one title would both register.
     */
    static Map<String, Path> oneJarPerBundle(Map<String, Path> wanted, java.util.function.Function<Path, Identity> identities,
            java.util.function.Consumer<String> report) {
        Map<String, String> chosenBy = new LinkedHashMap<>();
        Map<String, Identity> ids = new HashMap<>();
        Map<String, Path> out = new LinkedHashMap<>();
        for (Map.Entry<String, Path> w : wanted.entrySet()) {
            Identity id = identities.apply(w.getValue());
            if (id == null) {
                out.put(w.getKey(), w.getValue());
                continue;
            }
            ids.put(w.getKey(), id);
            String rival = chosenBy.get(id.symbolicName());
            if (rival == null) {
                chosenBy.put(id.symbolicName(), w.getKey());
                out.put(w.getKey(), w.getValue());
                continue;
            }
            Identity rivalId = ids.get(rival);
            boolean better = rank(w.getKey()) > rank(rival) || rank(w.getKey()) == rank(rival) && id.version().compareTo(rivalId.version()) >= 0;
            String loser = better ? rival : w.getKey();
            String winner = better ? w.getKey() : rival;
            if (better) {
                out.remove(rival);
                out.put(w.getKey(), w.getValue());
                chosenBy.put(id.symbolicName(), w.getKey());
            }
            report.accept("roundhouse: plugin " + id.symbolicName() + ": using " + ids.get(winner).version() + " from "
                    + wanted.get(winner).toAbsolutePath().normalize() + ", not " + ids.get(loser).version() + " from "
                    + wanted.get(loser).toAbsolutePath().normalize());
        }
        return out;
    }

    /** A plugin of this run ({@code --plugins}) ranks above a kept one. */
    private static int rank(String location) {
        return location.startsWith(RUN) ? 1 : 0;
    }

    /**
     * Makes the framework's plugin bundles equal {@code wanted}, one jar per bundle
     * ({@link #oneJarPerBundle}). What is gone is uninstalled first, so that a plugin moving from one
     * location to another (a {@code --plugins} directory after another) is never installed twice. A
     * jar that cannot be installed is reported in one line and left out; the rest of the product
     * starts anyway.
     */
    static void sync(BundleContext context, Map<String, Path> wanted) {
        Map<String, Path> chosen = oneJarPerBundle(wanted, UserPlugins::identity, System.err::println);
        Map<String, Bundle> installed = new HashMap<>();
        for (Bundle b : context.getBundles()) {
            if (isPlugin(b.getLocation())) {
                installed.put(b.getLocation(), b);
            }
        }
        for (Map.Entry<String, Bundle> i : new ArrayList<>(installed.entrySet())) {
            if (!chosen.containsKey(i.getKey())) {
                installed.remove(i.getKey());
                try {
                    i.getValue().uninstall();
                } catch (BundleException | RuntimeException e) {
                    System.err.println("roundhouse: plugin " + Main.name(i.getValue()) + " not uninstalled: " + Main.describe(e));
                }
            }
        }
        for (Map.Entry<String, Path> w : chosen.entrySet()) {
            Bundle b = installed.get(w.getKey());
            Path jar = w.getValue();
            try {
                if (b == null) {
                    try (InputStream in = Files.newInputStream(jar)) {
                        context.installBundle(w.getKey(), in);
                    }
                } else if (Files.getLastModifiedTime(jar).toMillis() > b.getLastModified()) {
                    // the jar was replaced since the cache installed it (by another process, or by hand)
                    try (InputStream in = Files.newInputStream(jar)) {
                        b.update(in);
                    }
                }
            } catch (BundleException | IOException | RuntimeException e) {
                System.err.println("roundhouse: plugin " + jar + " not installed: " + Main.describe(e));
            }
        }
    }
}
