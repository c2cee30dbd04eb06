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

    /**
     * Makes the framework's plugin bundles equal {@code wanted}. A jar that cannot be installed is
     * reported in one line and left out; the rest of the product starts anyway.
     */
    static void sync(BundleContext context, Map<String, Path> wanted) {
        Map<String, Bundle> installed = new HashMap<>();
        for (Bundle b : context.getBundles()) {
            if (isPlugin(b.getLocation())) {
                installed.put(b.getLocation(), b);
            }
        }
        for (Map.Entry<String, Path> w : wanted.entrySet()) {
            Bundle b = installed.remove(w.getKey());
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
        for (Bundle gone : installed.values()) {
            try {
                gone.uninstall();
            } catch (BundleException | RuntimeException e) {
                System.err.println("roundhouse: plugin " + Main.name(gone) + " not uninstalled: " + Main.describe(e));
            }
        }
    }
}
