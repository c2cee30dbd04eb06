package roundhouse.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.Hashtable;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.ServiceLoader;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.osgi.framework.FrameworkEvent;
import org.osgi.framework.ServiceReference;
import org.osgi.framework.launch.Framework;
import org.osgi.framework.launch.FrameworkFactory;

/**
 * The product's own launcher over the OSGi launch API ({@link FrameworkFactory}), in place of
 * bnd's: bnd 7.1's launcher sets a system-wide security {@code Policy}, which Java 24+ refuses, so
 * the product could not start on Java 25. Owning the launcher also lets a headless command start
 * without the UI bundles and reuse a persistent framework cache instead of copying every bundle
 * into /tmp at each start.
 * <p>
 * What it keeps of bnd's contract: the bundle list and framework properties come from the
 * {@code launcher.properties} that bnd's export writes from the bndrun; the command line is
 * published as a service with the property {@code launcher.arguments}; a {@code Runnable} service
 * with {@code main.thread=true} runs on this (the JVM's main) thread.
 */
public final class Main {
    static final String UI_BUNDLES = "roundhouse.ui.bundles";
    static final String UI_COMMANDS = "roundhouse.ui.commands";
    /** Felix's switch for its JVM-wide URL handlers. */
    static final String URL_HANDLERS = "felix.service.urlhandlers";
    private static final String MAIN_THREAD_FILTER = "(&(objectClass=java.lang.Runnable)(main.thread=true))";
    private static final long MAIN_WAIT_SECONDS = 60;

    private Main() {
    }

    public static void main(String[] args) {
        boolean debug = false;
        for (String a : args) {
            debug |= a.equals("--debug");
        }
        try {
            System.exit(run(args));
        } catch (StartFailure e) {
            System.err.println("roundhouse: cannot start: " + e.getMessage());
            if (debug && e.getCause() != null) {
                e.getCause().printStackTrace();
            }
            System.exit(2);
        } catch (Throwable e) {
            // One line, as the commands report; the trace only on request.
            PrintStream err = System.err;
            err.println("roundhouse: cannot start: " + describe(e) + (debug ? "" : " (run with --debug for details)"));
            if (debug) {
                e.printStackTrace();
            }
            System.exit(2);
        }
    }

    static String describe(Throwable e) {
        if (e instanceof OutOfMemoryError) {
            return "out of memory; give Java more with -Xmx (e.g. java -Xmx2g -jar roundhouse.jar ...)";
        }
        String msg = e.getMessage();
        return e.getClass().getSimpleName() + (msg == null ? "" : ": " + msg);
    }

    /** -Droundhouse.launcher.trace=true prints how long each launch stage took (for start-time work). */
    private static final boolean TRACE = Boolean.getBoolean("roundhouse.launcher.trace");
    private static final long T0 = System.nanoTime();

    static void trace(String stage) {
        if (TRACE) {
            // no printf: a Formatter's first use would weigh in the figures it prints
            StringBuilder line = new StringBuilder("launcher: ").append(stage);
            while (line.length() < 40) {
                line.append(' ');
            }
            System.err.println(line.append((System.nanoTime() - T0) / 1_000_000).append(" ms"));
        }
    }

    static int run(String[] args) throws Exception {
        Properties launch = new Properties();
        try (InputStream in = Main.class.getResourceAsStream("/launcher.properties")) {
            if (in == null) {
                throw new IllegalStateException("launcher.properties missing from the product jar");
            }
            launch.load(in);
        }
        LaunchArgs launchArgs;
        try {
            launchArgs = LaunchArgs.of(args);
        } catch (IllegalArgumentException e) {
            System.err.println("roundhouse: " + e.getMessage());
            return 2;
        }
        args = launchArgs.rest();
        Profile profile = Profile.of(args, launch);
        Path home = UserPlugins.userDirectory();
        // the bundles (roundhouse.plugins, the workbench's recovery files) read the same directory
        System.setProperty(UserPlugins.HOME_PROPERTY, home.toString());
        Map<String, String> fwProps = frameworkProperties(launch);
        if (profile.ui()) {
            // Batik reads its stylesheet through the text of a bundle: URL: it needs the JVM-wide handlers
            fwProps.put(URL_HANDLERS, "true");
        }
        Path jar = ownJar();
        String stamp = productStamp(launch);
        FrameworkCache cache = FrameworkCache.open(cacheRoot(), stamp, profile.name(),
                jar == null ? "" : jar.toAbsolutePath().toString());
        fwProps.put(Constants.FRAMEWORK_STORAGE, cache.dir().toString());
        trace("cache locked");
        Start start = new Start(launch, stamp, cache, fwProps, profile, args,
                UserPlugins.wanted(home.resolve("plugins"), launchArgs.pluginDirs()));
        try {
            Framework framework;
            try {
                framework = start.attempt(false);
            } catch (StartFailure e) {
                if (!e.cacheUnusable()) {
                    throw e;
                }
                // A slot a killed process left half-written, or one written while the jar was being
                // rebuilt: rebuild it, once; a second failure is reported at once, in one line.
                trace("cache slot rebuilt: " + e.getMessage());
                start.checkJarUnchanged();
                cache.wipe();
                framework = start.attempt(true);
            }
            return runMain(framework);
        } finally {
            cache.release();
        }
    }

    /** One start's work up to the application: run once, and once more from an emptied cache slot. */
    private record Start(Properties launch, String stamp, FrameworkCache cache, Map<String, String> fwProps, Profile profile,
            String[] args, Map<String, Path> plugins) {

        /**
         * The framework started with every bundle of the profile; the application's main component not
         * yet awaited.
         *
         * @param rebuilt whether the slot was just emptied: every problem is then reported as it is
         * @throws StartFailure what stops the start; on the first attempt, anything wrong that a slot
         *         rebuilt from the jar might not have is a {@link StartFailure#cacheUnusable} one
         */
        Framework attempt(boolean rebuilt) throws Exception {
            StartLog log = new StartLog(rebuilt);
            Map<String, Object> props = new java.util.HashMap<>(fwProps);
            props.put("felix.log.logger", log);
            Framework framework = null;
            try {
                // The slot belongs to this build of the jar, so the jar's bundle list, once read, stays true.
                List<String> all = cache.bundleEntries();
                if (all == null || all.isEmpty()) {
                    all = allBundles(launch);
                    checkJarUnchanged(); // a list of a jar half rewritten would stay with the slot
                    cache.saveBundleEntries(all);
                }
                // every bundle of the product, also those this profile leaves out: a plugin may not replace one
                System.setProperty(UserPlugins.PRODUCT_PROPERTY, String.join(",", all));
                framework = initialised(factory(), props);
                BundleSync.sync(framework.getBundleContext(), profile.bundles(all, launch));
                trace("framework initialised");
                if (log.firstError() != null && !rebuilt) {
                    // what Felix could not read of the slot (it goes on without it)
                    throw StartFailure.cache(log.firstError(), null);
                }
                UserPlugins.sync(framework.getBundleContext(), plugins);
                trace("plugins synced");
                if (!cache.isPrimed()) {
                    framework = prime(framework, props, rebuilt);
                    cache.markPrimed();
                    trace("cache primed");
                }
                BundleContext context = framework.getBundleContext();
                Hashtable<String, Object> argProps = new Hashtable<>();
                argProps.put("launcher.arguments", args.clone());
                context.registerService(Object.class, new Object(), argProps);
                framework.start();
                trace("framework started");
                // a headless command starts without SWT: a plugin that draws (a view) cannot resolve there, and need not
                String problem = BundleSync.startAll(context, !profile.ui());
                if (problem != null) {
                    throw StartFailure.of(problem, rebuilt);
                }
                trace("bundles started");
                return framework;
            } catch (StartFailure e) {
                stop(framework);
                throw e;
            } catch (BundleException | IOException | RuntimeException e) {
                stop(framework);
                if (rebuilt) {
                    throw e;
                }
                throw StartFailure.cache(describe(e), e);
            }
        }

        /** Fails at once if the product jar is not the one this start began with (it is being rebuilt). */
        void checkJarUnchanged() throws IOException, StartFailure {
            if (!productStamp(launch).equals(stamp)) {
                throw StartFailure.fatal("the product jar " + ownJar() + " changed while starting (is it being rebuilt?);"
                        + " start again once it is written");
            }
        }

        private static void stop(Framework framework) {
            if (framework != null) {
                try {
                    framework.stop();
                } catch (BundleException e) {
                    // stopping a framework that failed to start: nothing more to do
                }
                waitStopped(framework);
            }
        }
    }

    /** Framework properties: every bndrun run property, bnd's own launch.* settings left out. */
    static Map<String, String> frameworkProperties(Properties launch) {
        Map<String, String> props = new java.util.HashMap<>();
        for (String key : launch.stringPropertyNames()) {
            if (key.startsWith("launch.")) {
                continue;
            }
            props.put(key, launch.getProperty(key));
            // AWT and SWT read these as system properties; a -D on the command line wins.
            if (System.getProperty(key) == null) {
                System.setProperty(key, launch.getProperty(key));
            }
        }
        // The cache is kept between starts: never wiped on init.
        props.remove(Constants.FRAMEWORK_STORAGE_CLEAN);
        SystemPackages.addTo(props);
        return props;
    }

    /**
     * Felix writes its Java version qualifier ({@code 0.0.0.JavaSE_017}) with {@code String.format}
     * in the default format locale, once as it is created and once as it initialises; in any locale
     * but en_US the JDK's Formatter then loads that locale's number data (~70 classes, ~5 ms) just
     * for the three digits. So both run with en_US as the format locale, which also keeps the digits
     * ASCII in every locale, and the user's locale comes back at once.
     */
    private static Locale usFormat() {
        Locale previous = Locale.getDefault(Locale.Category.FORMAT);
        Locale.setDefault(Locale.Category.FORMAT, Locale.US);
        return previous;
    }

    // The launch API types the properties as strings; Felix also takes objects, as its logger (StartLog).
    @SuppressWarnings("unchecked")
    private static Framework created(FrameworkFactory factory, Map<String, ?> props) {
        Locale format = usFormat();
        try {
            return factory.newFramework((Map<String, String>) props);
        } finally {
            Locale.setDefault(Locale.Category.FORMAT, format);
        }
    }

    private static void init(Framework framework) throws BundleException {
        Locale format = usFormat();
        try {
            framework.init();
        } finally {
            Locale.setDefault(Locale.Category.FORMAT, format);
        }
    }

    private static Framework initialised(FrameworkFactory factory, Map<String, ?> props) throws BundleException {
        Framework framework = created(factory, props);
        init(framework);
        return framework;
    }

    /**
     * The first start from a cache slot starts every bundle once without running the application and
     * stops the framework again, so that what the bundles keep in the cache at a stop is there for
     * every later start; above all Felix SCR's component descriptions ({@code ds.cache.metadata}),
     * which a start otherwise parses from each bundle's XML (the XML parser alone is ~150 classes).
     * The application's own exit never stops the framework, so without this the cache would never
     * be written. Returns a framework initialised anew from the primed cache.
     */
    /** Set while the cache is primed: a start that runs no application and tells nothing. */
    static final String PRIMING_PROPERTY = "roundhouse.priming";

    private static Framework prime(Framework framework, Map<String, ?> props, boolean rebuilt)
            throws BundleException, StartFailure {
        // bundles that report problems of their own keep them for the start that runs the application
        System.setProperty(PRIMING_PROPERTY, "true");
        try {
            framework.start();
            String problem = BundleSync.startAll(framework.getBundleContext(), true);
            if (problem != null) {
                throw StartFailure.of(problem, rebuilt);
            }
            framework.stop();
        } finally {
            System.clearProperty(PRIMING_PROPERTY);
        }
        if (!waitStopped(framework)) {
            // a second framework must not work in the cache while the first still writes to it
            throw new IllegalStateException("the OSGi framework did not stop within 10 s after its first start");
        }
        return initialised(factory(), props);
    }

    private static FrameworkFactory factory() {
        Iterator<FrameworkFactory> it = ServiceLoader.load(FrameworkFactory.class, Main.class.getClassLoader()).iterator();
        if (!it.hasNext()) {
            throw new IllegalStateException("no OSGi framework in the product jar");
        }
        return it.next();
    }

    private static int runMain(Framework framework) throws Exception {
        Runnable main = awaitMainRunnable(framework.getBundleContext());
        trace("main component ready");
        if (main == null) {
            System.err.println("roundhouse: the application did not start within " + MAIN_WAIT_SECONDS
                    + " s (no main component); run with --debug for details");
            framework.stop();
            return 2;
        }
        main.run();
        // The main component normally exits the JVM itself with the command's code.
        framework.stop();
        waitStopped(framework);
        return 0;
    }

    private static Runnable awaitMainRunnable(BundleContext context) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(MAIN_WAIT_SECONDS);
        while (System.nanoTime() < deadline) {
            ServiceReference<?>[] refs = context.getServiceReferences((String) null, MAIN_THREAD_FILTER);
            if (refs != null && refs.length > 0) {
                return (Runnable) context.getService(refs[0]);
            }
            Thread.sleep(5);
        }
        return null;
    }

    /** Whether the framework stopped within 10 s. */
    private static boolean waitStopped(Framework framework) {
        try {
            return framework.waitForStop(10_000).getType() != FrameworkEvent.WAIT_TIMEDOUT;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** {@code roundhouse.cache}, else $XDG_CACHE_HOME/roundhouse, else ~/.cache/roundhouse. */
    static Path cacheRoot() {
        String explicit = System.getProperty("roundhouse.cache");
        if (explicit != null) {
            return Path.of(explicit);
        }
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("roundhouse");
    }

    /** Identifies this build of the product: its jar's size and time, so a rebuilt jar gets a fresh cache. */
    static String productStamp(Properties launch) throws IOException {
        long h = launch.hashCode();
        Path jar = ownJar();
        if (jar != null) {
            h = 31 * h + Files.size(jar);
            h = 31 * h + Files.getLastModifiedTime(jar).toMillis();
            h = 31 * h + jar.toAbsolutePath().toString().hashCode();
        }
        return Long.toHexString(h & 0xffffffffffffL);
    }

    /** The nested bundles: every {@code jar/*.jar} entry of the product jar, sorted by name. */
    static List<String> allBundles(Properties launch) throws IOException {
        Path jar = ownJar();
        if (jar == null) {
            throw new IllegalStateException("the launcher runs only from the product jar");
        }
        List<String> out = new ArrayList<>();
        try (java.util.zip.ZipFile zip = new java.util.zip.ZipFile(jar.toFile())) {
            for (Enumeration<? extends ZipEntry> e = zip.entries(); e.hasMoreElements();) {
                String n = e.nextElement().getName();
                if (n.startsWith("jar/") && n.endsWith(".jar") && n.indexOf('/', 4) < 0) {
                    out.add(n);
                }
            }
        }
        Collections.sort(out);
        return out;
    }

    /** The jar this class was loaded from, or null when it runs from a directory. */
    static Path ownJar() {
        try {
            Path p = Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return Files.isRegularFile(p) ? p : null;
        } catch (URISyntaxException | SecurityException | IllegalArgumentException e) {
            return null;
        }
    }

    /** Calls {@link Bundle#getSymbolicName()} safely for messages. */
    static String name(Bundle b) {
        return b.getSymbolicName() == null ? b.getLocation() : b.getSymbolicName();
    }
}
