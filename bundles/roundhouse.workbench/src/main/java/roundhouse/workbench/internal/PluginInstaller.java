package roundhouse.workbench.internal;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;

import roundhouse.api.plugin.PluginChange;
import roundhouse.api.plugin.PluginStore;

/**
 * Installs a bundle jar or a feature zip and starts what it installed: for good through the
 * user's {@link PluginStore} (kept in the user's Roundhouse directory, an installed bundle of the
 * same name updated), or, in an assembly without it, into this run only. Failures are recorded and
 * logged per bundle; nothing here touches the UI.
 */
final class PluginInstaller {
    private final BundleContext context;
    private final PluginProblems problems;
    private final PluginStore store;

    PluginInstaller(BundleContext context, PluginProblems problems, PluginStore store) {
        this.context = context;
        this.problems = problems;
        this.store = store;
    }

    List<PluginChange> install(Path file) throws IOException {
        String name = file.getFileName().toString();
        List<PluginChange> result;
        try {
            result = store != null ? store.install(file) : installForThisRun(file);
        } catch (IOException e) {
            problems.log(name, e.getMessage());
            throw e;
        }
        for (PluginChange c : result) {
            Bundle b = bundle(c.symbolicName());
            if (b == null) {
                continue;
            }
            if (c.problem() == null) {
                problems.clear(b.getBundleId());
            } else {
                problems.record(b.getBundleId(), c.problem());
                problems.log(c.symbolicName(), c.problem());
            }
        }
        return result;
    }

    private Bundle bundle(String symbolicName) {
        Bundle found = null;
        for (Bundle b : context.getBundles()) {
            if (symbolicName.equals(b.getSymbolicName())) {
                found = b; // the last installed, which is the plugin's
            }
        }
        return found;
    }

    private List<PluginChange> installForThisRun(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IOException(file + " is not a file");
        }
        List<Bundle> installed = new ArrayList<>();
        String name = file.getFileName().toString();
        try {
            if (name.endsWith(".zip")) {
                installFeature(file, installed);
            } else {
                try (InputStream in = Files.newInputStream(file)) {
                    installed.add(installOne(file.toUri().toString(), in));
                }
            }
        } catch (BundleException e) {
            throw new IOException(name + ": " + PluginProblems.oneLine(e), e);
        }
        if (installed.isEmpty()) {
            throw new IOException(name + " contains no bundles");
        }
        // Start only after everything is installed: bundles of a feature may need each other.
        List<PluginChange> result = new ArrayList<>();
        for (Bundle b : installed) {
            String problem = null;
            try {
                if (b.getHeaders().get("Fragment-Host") == null) {
                    b.start();
                }
            } catch (BundleException | RuntimeException e) {
                problem = PluginProblems.oneLine(e);
            }
            result.add(new PluginChange(b.getSymbolicName(), null, b.getVersion().toString(),
                    BundleStatus.stateName(b.getState()), problem));
        }
        return result;
    }

    private void installFeature(Path zip, List<Bundle> installed) throws IOException, BundleException {
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(zip))) {
            for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                if (!e.isDirectory() && e.getName().endsWith(".jar")) {
                    // A location that is no URL: Felix would try to read a file: location itself.
                    installed.add(installOne("feature:" + zip.toAbsolutePath() + "!/" + e.getName(), nonClosing(in)));
                }
            }
        }
    }

    /** Installs a bundle, or returns the one already installed from that location. */
    private Bundle installOne(String location, InputStream in) throws BundleException {
        Bundle existing = context.getBundle(location);
        return existing != null ? existing : context.installBundle(location, in);
    }

    /** installBundle closes its stream; a zip entry's stream must stay open for the next entry. */
    private static InputStream nonClosing(InputStream in) {
        return new FilterInputStream(in) {
            @Override
            public void close() {
                // keep the zip open
            }
        };
    }
}
