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

import roundhouse.api.ui.PluginStatus;

/**
 * Installs a bundle jar or a feature zip and starts what it installed. Failures are recorded
 * and logged per bundle; nothing here touches the UI.
 */
final class PluginInstaller {
    private final BundleContext context;
    private final PluginProblems problems;

    PluginInstaller(BundleContext context, PluginProblems problems) {
        this.context = context;
        this.problems = problems;
    }

    List<PluginStatus> install(Path file) throws IOException {
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
            String message = PluginProblems.oneLine(e);
            problems.log(name, message);
            throw new IOException(name + ": " + message, e);
        }
        if (installed.isEmpty()) {
            throw new IOException(name + " contains no bundles");
        }
        // Start only after everything is installed: bundles of a feature may need each other.
        List<PluginStatus> result = new ArrayList<>();
        for (Bundle b : installed) {
            String problem = null;
            try {
                if (b.getHeaders().get("Fragment-Host") == null) {
                    b.start();
                }
                problems.clear(b.getBundleId());
            } catch (BundleException | RuntimeException e) {
                problem = PluginProblems.oneLine(e);
                problems.record(b.getBundleId(), problem);
                problems.log(b.getSymbolicName(), problem);
            }
            result.add(new PluginStatus(b.getSymbolicName(), BundleStatus.stateName(b.getState()), problem));
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
