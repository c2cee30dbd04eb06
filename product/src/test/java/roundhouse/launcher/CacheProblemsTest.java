package roundhouse.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;

import org.apache.felix.framework.FrameworkFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.Bundle;
import org.osgi.framework.Constants;
import org.osgi.framework.launch.Framework;

/**
 * What the launcher learns of a cache slot it cannot use: Felix's errors reading the slot reach the
 * launcher ({@link StartLog}) instead of stdout, and a bundle of the product that does not start is
 * named ({@link BundleSync#startAll}), so that the start rebuilds the slot or fails in one line.
 */
class CacheProblemsTest {
    @TempDir
    Path dir;

    private static byte[] bundle(String name, String imports) throws IOException {
        Manifest mf = new Manifest();
        mf.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        mf.getMainAttributes().putValue(Constants.BUNDLE_MANIFESTVERSION, "2");
        mf.getMainAttributes().putValue(Constants.BUNDLE_SYMBOLICNAME, name);
        if (imports != null) {
            mf.getMainAttributes().putValue(Constants.IMPORT_PACKAGE, imports);
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new JarOutputStream(bytes, mf).close();
        return bytes.toByteArray();
    }

    private Framework framework(StartLog log) throws Exception {
        Map<String, Object> props = new HashMap<>();
        props.put(Constants.FRAMEWORK_STORAGE, dir.resolve("slot").toString());
        props.put("felix.log.logger", log);
        @SuppressWarnings("unchecked")
        Framework f = new FrameworkFactory().newFramework((Map<String, String>) (Map<String, ?>) props);
        f.init();
        return f;
    }

    /** Runs {@code work} with stdout captured; returns what it printed there. */
    private static String stdout(ThrowingRunnable work) throws Exception {
        PrintStream before = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            work.run();
        } finally {
            System.setOut(before);
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    interface ThrowingRunnable {
        void run() throws Exception;
    }

    @Test
    void anUnreadableBundleInfoIsAnErrorTheLauncherSeesNotALineOnStdout() throws Exception {
        Framework first = framework(new StartLog(false));
        first.getBundleContext().installBundle("roundhouse:jar/a-1.0.0.jar", new ByteArrayInputStream(bundle("a", null)));
        first.stop();
        first.waitForStop(10_000);
        // what a process killed while writing, or a jar rewritten under a start, leaves behind
        Path info;
        try (Stream<Path> s = Files.walk(dir.resolve("slot"))) {
            info = s.filter(p -> p.getFileName().toString().equals("bundle.info")).findFirst().orElseThrow();
        }
        Files.write(info, new byte[0]);

        StartLog log = new StartLog(false);
        Framework[] second = new Framework[1];
        String printed = stdout(() -> second[0] = framework(log));
        try {
            assertEquals("", printed);
            String error = log.firstError();
            assertTrue(error != null && error.contains("Error reloading cached bundle")
                    && error.contains("NumberFormatException"), String.valueOf(error));
        } finally {
            second[0].stop();
            second[0].waitForStop(10_000);
        }
    }

    @Test
    void aProductBundleThatDoesNotStartIsNamedAndAPluginsIsOnlyReported() throws Exception {
        StartLog log = new StartLog(false);
        Framework f = framework(log);
        try {
            var context = f.getBundleContext();
            context.installBundle("roundhouse:jar/needs-1.0.0.jar", new ByteArrayInputStream(bundle("needs", "no.such.pkg")));
            context.installBundle("roundhouse:jar/fine-1.0.0.jar", new ByteArrayInputStream(bundle("fine", null)));
            f.start();
            PrintStream before = System.err;
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            String problem;
            try {
                problem = BundleSync.startAll(context, false);
            } finally {
                System.setErr(before);
            }
            assertTrue(problem != null && problem.startsWith("bundle needs did not start: ") && problem.contains("no.such.pkg"),
                    problem);
            assertEquals("", err.toString(StandardCharsets.UTF_8), "the launcher decides what to print");
            for (Bundle b : context.getBundles()) {
                if (b.getSymbolicName().equals("fine")) {
                    assertEquals(Bundle.ACTIVE, b.getState(), "the others start");
                }
            }
        } finally {
            f.stop();
            f.waitForStop(10_000);
        }
    }
}
