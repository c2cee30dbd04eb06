package roundhouse.plugins.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.osgi.framework.wiring.FrameworkWiring;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import roundhouse.api.command.Command;
import roundhouse.api.command.DeclaredCommand;
import roundhouse.api.plugin.PluginChange;
import roundhouse.api.plugin.PluginStore;

/**
 * The user's plugins in {@code <user directory>/plugins}, one jar per bundle, installed into the
 * running framework at the locations the product's launcher gives them at every start
 * ({@value #KEPT} + file name; {@value #RUN} + path for {@code --plugins DIR}), so that the
 * framework cache of the next start already holds them. Titles the plugins bring are noted
 * ({@link TitleNotes}) for the message of a game whose plugin is gone.
 */
@Component(service = { PluginStore.class, Command.class }, property = { Command.NAME + "=plugins",
        Command.SUMMARY + "=plugins [install FILE... | uninstall NAME...] lists, installs or uninstalls your plugins"
                + " (kept in ~/.roundhouse/plugins; --plugins DIR on any command line adds the jars of DIR for that run)" })
public class PluginStoreImpl implements PluginStore, DeclaredCommand<PluginsCommand.Options> {
    static final String KEPT = "plugin:";
    static final String RUN = "plugin-run:";
    private static final String TITLE_DATA = "GAME-INF/title.json";
    /** Set by the product's launcher: its nested bundle jars (see {@link #isProductBundle}). */
    static final String PRODUCT_PROPERTY = "roundhouse.product.bundles";
    private static final long REFRESH_SECONDS = 30;

    private final BundleContext context;
    private final Path home;
    private final TitleNotes notes;

    @Activate
    public PluginStoreImpl(BundleContext context) {
        this(context, UserDirectory.get());
    }

    PluginStoreImpl(BundleContext context, Path home) {
        this.context = context;
        this.home = home;
        this.notes = new TitleNotes(home.resolve("plugin-titles.properties"));
    }

    /** The {@code plugins} command (one component with the store: each component costs every start). */
    @Override
    public PluginsCommand.Options declaration() {
        return new PluginsCommand.Options();
    }

    @Override
    public int run(PluginsCommand.Options options, PrintStream out, PrintStream err) {
        return new PluginsCommand(this).run(options.words(), out, err);
    }

    @Override
    public Path directory() {
        return home.resolve("plugins");
    }

    /** A bundle and what it was before this install. */
    /** A jar installed: its bundle, the version it replaced and that version's file (null for a new plugin). */
    private record Done(Bundle bundle, String previousVersion, Path target, byte[] previousFile) {
    }

    @Override
    public synchronized List<PluginChange> install(Path file) throws IOException {
        Text text = Text.current();
        List<PluginJar> jars = PluginJar.read(file, text);
        for (PluginJar j : jars) {
            Bundle existing = bundle(j.symbolicName());
            if (existing != null && !isPlugin(existing) || isProductBundle(j.symbolicName())) {
                throw new IOException(text.get("error.partOfRoundhouse", j.name(), j.symbolicName()));
            }
        }
        Path dir = directory();
        Files.createDirectories(dir);
        List<Done> done = new ArrayList<>();
        List<Bundle> replaced = new ArrayList<>();
        for (PluginJar j : jars) {
            done.add(installOne(j, dir, replaced, text));
        }
        refresh(replaced);
        // start only after everything is installed: the bundles of a feature may need each other
        List<PluginChange> out = new ArrayList<>();
        for (Done d : done) {
            String problem = start(d.bundle());
            out.add(new PluginChange(d.bundle().getSymbolicName(), d.previousVersion(), d.bundle().getVersion().toString(),
                    stateName(d.bundle().getState()), problem));
        }
        // a plugin that can never resolve as things are (a package nobody exports) is not kept
        for (Done d : done) {
            String why = MissingPackages.explain(MissingPackages.of(context, d.bundle()), text);
            if (why != null) {
                String name = d.bundle().getSymbolicName();
                String version = d.bundle().getVersion().toString();
                rollBack(done);
                throw new IOException(text.get("error.unresolved", file.getFileName(), name, version, why));
            }
        }
        for (Done d : done) {
            noteTitle(d.bundle(), file.toAbsolutePath().toString());
        }
        return out;
    }

    /** Takes an install back: new plugins uninstalled and their files removed, updated ones back at their old version. */
    private void rollBack(List<Done> done) throws IOException {
        List<Bundle> changed = new ArrayList<>();
        for (Done d : done) {
            try {
                if (d.previousFile() == null) {
                    d.bundle().uninstall();
                    Files.deleteIfExists(d.target());
                } else {
                    try (InputStream in = new java.io.ByteArrayInputStream(d.previousFile())) {
                        d.bundle().update(in);
                    }
                    Files.write(d.target(), d.previousFile());
                    start(d.bundle());
                }
                changed.add(d.bundle());
            } catch (BundleException | IllegalStateException e) {
                throw new IOException(oneLine(e), e);
            }
        }
        refresh(changed);
    }

    /**
     * Installs one jar into the plugins directory and the framework. An installed plugin of the same
     * symbolic name is updated from the new file (same location, new code); one of this run only is
     * replaced by a kept one. The file takes its place only once the framework has accepted it.
     */
    private Done installOne(PluginJar j, Path dir, List<Bundle> replaced, Text text) throws IOException {
        Bundle existing = bundle(j.symbolicName());
        String previous = existing == null ? null : existing.getVersion().toString();
        boolean kept = existing != null && existing.getLocation().startsWith(KEPT);
        Path target = kept ? dir.resolve(existing.getLocation().substring(KEPT.length()))
                : dir.resolve(fileName(j.symbolicName()));
        byte[] previousFile = kept && Files.isRegularFile(target) ? Files.readAllBytes(target) : null;
        Path tmp = Files.createTempFile(dir, ".installing-", ".tmp"); // not *.jar: the launcher passes it over
        try {
            Files.write(tmp, j.bytes());
            Bundle b;
            if (kept) {
                try (InputStream in = Files.newInputStream(tmp)) {
                    existing.update(in);
                }
                b = existing;
                replaced.add(b);
            } else {
                if (existing != null) {
                    existing.uninstall();
                    replaced.add(existing);
                }
                try (InputStream in = Files.newInputStream(tmp)) {
                    b = context.installBundle(KEPT + target.getFileName(), in);
                }
            }
            // after the update: the launcher's next start sees a file older than the bundle and keeps it
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            return new Done(b, previous, target, previousFile);
        } catch (BundleException | IllegalStateException e) {
            throw new IOException(text.get("error.install", j.name(), oneLine(e)), e);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    @Override
    public synchronized PluginChange uninstall(String symbolicName) throws IOException {
        Text text = Text.current();
        Bundle b = bundle(symbolicName);
        Path file = null;
        if (b != null && b.getLocation().startsWith(KEPT)) {
            file = directory().resolve(b.getLocation().substring(KEPT.length()));
        } else if (b == null) {
            file = keptFileOf(symbolicName); // kept but not installed here (it failed to install at the start)
        }
        if (file == null) {
            throw new IOException(text.get(b == null ? "error.notInstalled" : "error.notKept", symbolicName));
        }
        String version = b == null ? PluginJar.of(Files.readAllBytes(file), file.getFileName().toString(), text).version()
                : b.getVersion().toString();
        if (b != null) {
            noteTitle(b, "");
            try {
                b.uninstall();
            } catch (BundleException | IllegalStateException e) {
                throw new IOException(text.get("error.uninstall", symbolicName, oneLine(e)), e);
            }
            refresh(List.of(b));
        }
        Files.deleteIfExists(file);
        notes.removed(symbolicName);
        return new PluginChange(symbolicName, version, null, "UNINSTALLED", null);
    }

    @Override
    public boolean isKept(String symbolicName) {
        Bundle b = bundle(symbolicName);
        return b != null && b.getLocation().startsWith(KEPT);
    }

    @Override
    public synchronized List<PluginChange> kept() {
        List<PluginChange> out = new ArrayList<>();
        for (Bundle b : context.getBundles()) {
            if (b.getLocation().startsWith(KEPT)) {
                out.add(new PluginChange(b.getSymbolicName(), null, b.getVersion().toString(), stateName(b.getState()),
                        b.getState() == Bundle.INSTALLED ? problemOf(b) : null));
            }
        }
        out.sort(Comparator.comparing(PluginChange::symbolicName));
        return out;
    }

    @Override
    public synchronized String missingTitle(String titleId) {
        Text text = Text.current();
        // a plugin copied into the directory by hand was never installed here: note what is installed now
        for (Bundle b : context.getBundles()) {
            if (b.getLocation().startsWith(KEPT)) {
                noteTitle(b, "");
            }
        }
        TitleNotes.Note note = notes.get(titleId);
        if (note == null) {
            return text.get("missing.unknown", titleId);
        }
        Bundle b = bundle(note.plugin());
        if (b == null) {
            return note.source().isEmpty()
                    ? text.get("missing.uninstalled", note.titleName(), note.plugin(), note.version())
                    : text.get("missing.uninstalledFrom", note.titleName(), note.plugin(), note.version(), note.source());
        }
        if (b.getState() != Bundle.ACTIVE) {
            return text.get("missing.notStarted", note.titleName(), note.plugin(), b.getVersion().toString());
        }
        return text.get("missing.titleFailed", note.titleName(), note.plugin(), b.getVersion().toString());
    }

    /** Notes the title a bundle brings (its GAME-INF/title.json), if any; {@code source} empty keeps the known one. */
    private void noteTitle(Bundle b, String source) {
        URL data = b.getState() == Bundle.UNINSTALLED ? null : b.getEntry(TITLE_DATA);
        if (data == null) {
            return;
        }
        try (InputStream in = data.openStream()) {
            JsonObject title = JsonParser.parseReader(new InputStreamReader(in, StandardCharsets.UTF_8)).getAsJsonObject();
            String id = string(title, "id");
            if (id == null) {
                return;
            }
            String name = string(title, "name");
            String from = source;
            if (from.isEmpty()) {
                TitleNotes.Note known = notes.get(id);
                from = known != null && known.plugin().equals(b.getSymbolicName()) ? known.source() : "";
            }
            notes.installed(id, name == null ? id : name, b.getSymbolicName(), b.getVersion().toString(), from);
        } catch (IOException | RuntimeException e) {
            // a title the engine cannot read either; the note only adds detail to a message
        }
    }

    private static String string(JsonObject o, String key) {
        JsonElement e = o.get(key);
        return e == null || !e.isJsonPrimitive() ? null : e.getAsString();
    }

    /** Why an installed plugin is not resolved: the packages it lacks and what to do, else "not resolved". */
    private String problemOf(Bundle b) {
        String why = MissingPackages.explain(MissingPackages.of(context, b), Text.current());
        return why != null ? why : Text.current().get("problem.notResolved");
    }

    /** A problem starting the bundle in one line, or null. */
    private static String start(Bundle b) {
        try {
            if (b.getHeaders("").get(Constants.FRAGMENT_HOST) == null) {
                b.start();
            }
            return null;
        } catch (BundleException | IllegalStateException e) {
            return oneLine(e);
        }
    }

    /** Drops the replaced revisions; waits, so the caller sees the new code at work. */
    private void refresh(List<Bundle> bundles) {
        if (bundles.isEmpty()) {
            return;
        }
        CountDownLatch done = new CountDownLatch(1);
        context.getBundle(Constants.SYSTEM_BUNDLE_LOCATION).adapt(FrameworkWiring.class)
                .refreshBundles(bundles, event -> done.countDown());
        try {
            done.await(REFRESH_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The kept jar in the plugins directory of that symbolic name, or null. */
    private Path keptFileOf(String symbolicName) throws IOException {
        Path dir = directory();
        if (!Files.isDirectory(dir)) {
            return null;
        }
        try (var files = Files.newDirectoryStream(dir, "*.jar")) {
            for (Path f : files) {
                try {
                    if (PluginJar.of(Files.readAllBytes(f), f.getFileName().toString(), Text.current()).symbolicName()
                            .equals(symbolicName)) {
                        return f;
                    }
                } catch (IOException e) {
                    // not a bundle: not the one asked for
                }
            }
        }
        return null;
    }

    /** The installed bundle of that symbolic name (a user's plugin first), or null. */
    private Bundle bundle(String symbolicName) {
        Bundle found = null;
        for (Bundle b : context.getBundles()) {
            if (symbolicName.equals(b.getSymbolicName()) && (found == null || isPlugin(b))) {
                found = b;
            }
        }
        return found;
    }

    /**
     * Whether the product jar holds a bundle of that name ({@code jar/<bsn>-<version>.jar}, as the
     * launcher lists them), also one this start left out (a headless command starts without the UI
     * bundles): a kept plugin of that name would run beside it at the next start.
     */
    static boolean isProductBundle(String symbolicName) {
        String entries = System.getProperty(PRODUCT_PROPERTY, "");
        for (String entry : entries.split(",")) {
            String file = entry.substring(entry.lastIndexOf('/') + 1);
            if (file.startsWith(symbolicName + "-") && file.length() > symbolicName.length() + 1
                    && Character.isDigit(file.charAt(symbolicName.length() + 1))) {
                return true;
            }
        }
        return false;
    }

    private static boolean isPlugin(Bundle b) {
        return b.getLocation().startsWith(KEPT) || b.getLocation().startsWith(RUN);
    }

    /** {@code <symbolic name>.jar}, with characters a file name should not have replaced. */
    static String fileName(String symbolicName) {
        return symbolicName.replaceAll("[^A-Za-z0-9._-]", "_") + ".jar";
    }

    static String stateName(int state) {
        return switch (state) {
            case Bundle.UNINSTALLED -> "UNINSTALLED";
            case Bundle.INSTALLED -> "INSTALLED";
            case Bundle.RESOLVED -> "RESOLVED";
            case Bundle.STARTING -> "STARTING";
            case Bundle.STOPPING -> "STOPPING";
            case Bundle.ACTIVE -> "ACTIVE";
            default -> "UNKNOWN(" + state + ")";
        };
    }

    /** A throwable as one line: its message, or its cause's. */
    static String oneLine(Throwable t) {
        Throwable cur = t;
        while (cur.getMessage() == null && cur.getCause() != null) {
            cur = cur.getCause();
        }
        String msg = cur.getMessage() == null ? cur.getClass().getSimpleName() : cur.getMessage();
        return msg.replace('\n', ' ').replaceAll("\\s+", " ").trim();
    }
}
