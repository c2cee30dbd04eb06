package roundhouse.plugins.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * Which plugin brought which title, kept beside the plugins ({@code plugin-titles.properties}) and
 * kept after the plugin is uninstalled: a game of that title can then say what it needs and where
 * it came from. One entry per title id: the title's name, the plugin's symbolic name and version,
 * the file it was installed from, and whether it was uninstalled since.
 */
final class TitleNotes {
    /** What is known of a title that came with a plugin. */
    record Note(String titleId, String titleName, String plugin, String version, String source, boolean removed) {
    }

    private final Path file;

    TitleNotes(Path file) {
        this.file = file;
    }

    /** The note on a title id, or {@code null}. */
    synchronized Note get(String titleId) {
        Properties p = load();
        String plugin = p.getProperty("plugin." + titleId);
        if (plugin == null) {
            return null;
        }
        return new Note(titleId, p.getProperty("name." + titleId, titleId), plugin, p.getProperty("version." + titleId, ""),
                p.getProperty("source." + titleId, ""), Boolean.parseBoolean(p.getProperty("removed." + titleId)));
    }

    synchronized void installed(String titleId, String titleName, String plugin, String version, String source)
            throws IOException {
        Properties p = load();
        Properties before = (Properties) p.clone();
        p.setProperty("plugin." + titleId, plugin);
        p.setProperty("name." + titleId, titleName);
        p.setProperty("version." + titleId, version);
        p.setProperty("source." + titleId, source);
        p.remove("removed." + titleId);
        if (!p.equals(before)) {
            // noted again at every look-up of a missing title: write only what is new
            save(p);
        }
    }

    /** Marks every title of that plugin as uninstalled; returns their ids. */
    synchronized List<String> removed(String plugin) throws IOException {
        Properties p = load();
        List<String> ids = new ArrayList<>();
        for (String key : p.stringPropertyNames()) {
            if (key.startsWith("plugin.") && plugin.equals(p.getProperty(key))) {
                String id = key.substring("plugin.".length());
                p.setProperty("removed." + id, "true");
                ids.add(id);
            }
        }
        if (!ids.isEmpty()) {
            save(p);
        }
        return ids;
    }

    private Properties load() {
        Properties p = new Properties();
        if (Files.isRegularFile(file)) {
            try (InputStream in = Files.newInputStream(file)) {
                p.load(in);
            } catch (IOException | IllegalArgumentException e) {
                // an unreadable note costs only the detail of a message
            }
        }
        return p;
    }

    /** Whole or not at all: another Roundhouse process may read it at the same time. */
    private void save(Properties p) throws IOException {
        Files.createDirectories(file.getParent());
        Path tmp = Files.createTempFile(file.getParent(), "plugin-titles", ".tmp");
        try (OutputStream out = Files.newOutputStream(tmp)) {
            p.store(out, "Titles that came with plugins (written by Roundhouse)");
        }
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
