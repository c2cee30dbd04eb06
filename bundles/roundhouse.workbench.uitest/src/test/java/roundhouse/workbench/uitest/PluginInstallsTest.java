package roundhouse.workbench.uitest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarInputStream;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * Plugins that last, through the product jar started as a user would: a title bundle installed
 * for good (the {@code plugins} command, which the workbench's Tools > Plugins shares through the
 * same PluginStore) is seen by every later start ({@code titles}, {@code replay} of a game of that
 * title); a newer jar of it updates it to the new code; uninstalling removes it for good and a game
 * of it then says which plugin it needs; {@code --plugins DIR} installs for one run only. Every
 * process gets a user directory and a framework cache under target/, never the real home.
 */
class PluginInstallsTest {
    private static final Path JAR = Path.of(System.getProperty("roundhouse.product.jar", "product/target/roundhouse.jar"));
    /** The test-only title bundle (bundles/roundhouse.itest.title): id "itest". */
    private static final Path TITLE_JAR = Path.of(System.getProperty("roundhouse.itest.title.jar",
            "bundles/roundhouse.itest.title/target/roundhouse.itest.title-0.1.0-SNAPSHOT.jar"));
    private static final String BSN = "roundhouse.itest.title";
    private static final String NAME_1_0 = "Integration-test title (test only)";
    private static final String NAME_1_1 = "Integration-test title 1.1 (test only)";

    private record Run(int code, String out, String err) {
        String all() {
            return out + err;
        }
    }

    /** One start of the product with this test's user directory and cache. */
    private static Run run(Path java, Path dir, String locale, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(java.toString(), "-Droundhouse.cache=" + dir.resolve("cache").toAbsolutePath(),
                "-Droundhouse.home=" + dir.resolve("home").toAbsolutePath(), "-Droundhouse.locale=" + locale,
                "-Djava.io.tmpdir=" + Files.createDirectories(dir.resolve("tmp")).toAbsolutePath(), "-jar", JAR.toString()));
        cmd.addAll(List.of(args));
        Path err = dir.resolve("stderr.txt");
        Process p = new ProcessBuilder(cmd).redirectError(err.toFile()).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), out);
        // on Java 24+ the JVM warns on stderr that Felix uses sun.misc.Unsafe (JEP 498)
        String errText = Files.readString(err).lines().filter(l -> !l.startsWith("WARNING:")).collect(Collectors.joining("\n"));
        return new Run(p.exitValue(), out, errText);
    }

    private static Run run(Path dir, String... args) throws IOException, InterruptedException {
        return run(thisJava(), dir, "en", args);
    }

    private static Path thisJava() {
        return Path.of(System.getProperty("java.home"), "bin", "java");
    }

    private static Path fresh(String name) throws IOException {
        Path dir = Path.of("target", "plugin-installs", name);
        if (Files.exists(dir)) {
            try (Stream<Path> s = Files.walk(dir)) {
                s.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
        return Files.createDirectories(dir);
    }

    /**
     * The test title's jar as version {@code version} with the title named {@code titleName}: new
     * data in the jar, so that the name `titles` prints shows which jar's code runs.
     */
    static Path titleJar(Path dir, String version, String titleName) throws IOException {
        assertTrue(Files.isRegularFile(TITLE_JAR), "build roundhouse.itest.title first: " + TITLE_JAR);
        Path out = dir.resolve(BSN + "-" + version + ".jar");
        try (JarInputStream in = new JarInputStream(Files.newInputStream(TITLE_JAR));
                ByteArrayOutputStream bytes = new ByteArrayOutputStream()) {
            Manifest manifest = new Manifest(in.getManifest());
            manifest.getMainAttributes().putValue("Bundle-Version", version);
            try (JarOutputStream jar = new JarOutputStream(bytes, manifest)) {
                for (JarEntry e = in.getNextJarEntry(); e != null; e = in.getNextJarEntry()) {
                    byte[] data = in.readAllBytes();
                    if (e.getName().equals("GAME-INF/title.json")) {
                        String json = new String(data, StandardCharsets.UTF_8);
                        assertTrue(json.contains(NAME_1_0), json);
                        data = json.replace(NAME_1_0, titleName).getBytes(StandardCharsets.UTF_8);
                    }
                    jar.putNextEntry(new JarEntry(e.getName()));
                    jar.write(data);
                    jar.closeEntry();
                }
            }
            Files.write(out, bytes.toByteArray());
        }
        return out;
    }

    /** A game of the test title (its first 30 actions of a seeded bot game), copied where the product can read it. */
    private static Path game(Path dir) throws IOException {
        Path game = dir.resolve("itest-game.json");
        try (InputStream in = PluginInstallsTest.class.getResourceAsStream("/fixtures/plugins/itest-game.json")) {
            Files.copy(in, game);
        }
        return game;
    }

    /** The jars kept in a plugins directory (none if it does not exist). */
    private static final class UserPlugins {
        static List<Path> jars(Path dir) throws IOException {
            if (!Files.isDirectory(dir)) {
                return List.of();
            }
            try (Stream<Path> s = Files.list(dir)) {
                return s.filter(p -> p.toString().endsWith(".jar")).toList();
            }
        }
    }

    private static List<String> titleIds(Run titles) {
        return titles.out().lines().map(l -> l.split("\t")[0]).toList();
    }

    @Test
    void aPluginInstalledForGoodLastsUntilItIsUninstalledAndItsGamesSayWhatTheyNeed() throws Exception {
        assumeTrue(Files.isRegularFile(JAR), "build the product first: " + JAR);
        Path dir = fresh("kept");
        Path v10 = titleJar(dir, "1.0.0", NAME_1_0);
        Path v11 = titleJar(dir, "1.1.0", NAME_1_1);
        Path game = game(dir);
        Path kept = dir.resolve("home/plugins/" + BSN + ".jar");

        Run before = run(dir, "replay", game.toString());
        assertEquals(2, before.code(), before.all());
        assertTrue(before.err().contains("\"itest\"") && before.err().contains("--plugins DIR"), before.err());

        Run install = run(dir, "plugins", "install", v10.toString());
        assertEquals(0, install.code(), install.all());
        assertTrue(install.out().startsWith("Installed " + BSN + " 1.0.0;"), install.out());
        assertTrue(Files.isRegularFile(kept), "the plugin is kept in the user directory");

        // later starts, each a new process, see it
        Run titles = run(dir, "titles");
        assertTrue(titles.out().contains("itest\t" + NAME_1_0 + "\t2-3"), titles.all());
        Run replay = run(dir, "replay", game.toString());
        assertEquals(0, replay.code(), replay.all());
        assertTrue(replay.out().startsWith("OK "), replay.out());

        // a newer jar of the same bundle updates it: the version change is shown and the new code runs
        Run update = run(dir, "plugins", "install", v11.toString());
        assertEquals(0, update.code(), update.all());
        assertEquals("Updated " + BSN + " 1.0.0 -> 1.1.0.", update.out().strip());
        assertTrue(run(dir, "titles").out().contains("itest\t" + NAME_1_1 + "\t2-3"), "the new jar's data");
        assertEquals(BSN + "\t1.1.0\tACTIVE", run(dir, "plugins").out().strip());
        assertEquals(0, run(dir, "replay", game.toString()).code());

        // uninstalled for good: gone from the directory and from every later start
        Run uninstall = run(dir, "plugins", "uninstall", BSN);
        assertEquals(0, uninstall.code(), uninstall.all());
        assertTrue(uninstall.out().startsWith("Uninstalled " + BSN + " 1.1.0 for good"), uninstall.out());
        assertFalse(Files.exists(kept), "the jar is still in the user directory");
        assertFalse(titleIds(run(dir, "titles")).contains("itest"));
        assertEquals("", run(dir, "plugins").out());

        // a game of it says, in one line, which title and plugin it needs and where it came from
        Run missing = run(dir, "replay", game.toString());
        assertEquals(2, missing.code(), missing.all());
        assertEquals(1, missing.err().lines().count(), missing.err());
        assertTrue(missing.err().contains(NAME_1_1) && missing.err().contains(BSN + " 1.1.0 was uninstalled")
                && missing.err().contains(v11.toAbsolutePath().toString()), missing.err());
        Run german = run(thisJava(), dir, "de", "replay", game.toString());
        assertTrue(german.err().contains("deinstalliert") && german.err().contains("Werkzeuge > Plugins"), german.err());
    }

    /**
     * A start notices a kept jar another process replaced or removed since its framework cache
     * installed it (the workbench and the commands keep separate caches).
     */
    @Test
    void aStartFollowsTheKeptJarsAnotherProcessChanged() throws Exception {
        assumeTrue(Files.isRegularFile(JAR), "build the product first: " + JAR);
        Path dir = fresh("changed");
        Path plugins = Files.createDirectories(dir.resolve("home/plugins"));
        Files.copy(titleJar(dir, "1.0.0", NAME_1_0), plugins.resolve("by-hand.jar"));
        assertTrue(run(dir, "titles").out().contains("itest\t" + NAME_1_0), "a jar copied into the directory by hand");
        Thread.sleep(20); // the replaced jar must be younger than the cached bundle, as any later write is
        Files.copy(titleJar(dir, "1.1.0", NAME_1_1), plugins.resolve("by-hand.jar"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        assertTrue(run(dir, "titles").out().contains("itest\t" + NAME_1_1), "the replaced jar's data");
        Files.delete(plugins.resolve("by-hand.jar"));
        assertFalse(titleIds(run(dir, "titles")).contains("itest"));
    }

    /** The name `titles` gives the test title, or null when it is not there. */
    private static String itestName(Run titles) {
        return titles.out().lines().filter(l -> l.startsWith("itest\t")).map(l -> l.split("\t")[1]).findFirst().orElse(null);
    }

    /** A bundle jar that imports an internal package of Roundhouse, as a plugin built against engine internals does. */
    private static Path internalImport(Path dir) throws IOException {
        Manifest m = new Manifest();
        m.getMainAttributes().putValue("Manifest-Version", "1.0");
        m.getMainAttributes().putValue("Bundle-ManifestVersion", "2");
        m.getMainAttributes().putValue("Bundle-SymbolicName", "itest.internal.import");
        m.getMainAttributes().putValue("Bundle-Version", "1.0.0");
        m.getMainAttributes().putValue("Import-Package", "roundhouse.engine.internal.session");
        Path jar = dir.resolve("internal-import.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), m)) {
            out.flush();
        }
        return jar;
    }

    @Test
    void aPluginThatImportsAnInternalPackageIsRefusedAtInstallAndNamedInTheList() throws Exception {
        assumeTrue(Files.isRegularFile(JAR), "build the product first: " + JAR);
        Path dir = fresh("internal-import");
        Path jar = internalImport(dir);
        Run install = run(dir, "plugins", "install", jar.toString());
        assertEquals(2, install.code(), install.all());
        assertEquals("", install.out());
        String why = "it needs the package roundhouse.engine.internal.session, which is internal to Roundhouse and never exported: "
                + "build the plugin against Roundhouse's exported packages only (roundhouse.api, roundhouse.engine.spi and those the "
                + "plugin guide names)";
        assertEquals("plugins: internal-import.jar: not installed: itest.internal.import 1.0.0 cannot start: " + why
                + ". Nothing was kept.", install.err().strip());
        assertEquals(List.of(), UserPlugins.jars(dir.resolve("home/plugins")), "nothing kept");
        assertEquals("", run(dir, "plugins").out(), "nothing listed");
        // copied by hand: the product still works, and the list says what is wrong
        Files.createDirectories(dir.resolve("home/plugins"));
        Files.copy(jar, dir.resolve("home/plugins/internal-import.jar"));
        Run titles = run(dir, "titles");
        assertEquals(0, titles.code(), titles.all());
        assertTrue(titleIds(titles).contains("1830"), titles.all());
        assertEquals("itest.internal.import\t1.0.0\tINSTALLED\t" + why, run(dir, "plugins").out().strip());
    }

    @Test
    void aVariantWithTheIdOfTheTitleItExtendsIsOneLineAndTheRestWorks() throws Exception {
        String err = titlesWithBrokenTitle("self-extension",
                json -> json.replaceFirst("\"id\": \"itest\",", "\"id\": \"itest\", \"extends\": \"itest\","));
        assertEquals("roundhouse: plugin " + BSN + " 1.0.0: its title is not offered: GAME-INF/title.json gives it the id itest of"
                + " the title it extends; a variant needs an id of its own (e.g. itest-myvariant)", err.strip());
    }

    @Test
    void aTitleWhoseTitleJsonCannotBeReadIsOneLineAndTheRestWorks() throws Exception {
        String err = titlesWithBrokenTitle("unreadable-title",
                json -> json.replaceFirst("\"max_players\": 3", "\"max_players\": \"three\""));
        assertEquals(1, err.lines().count(), err);
        assertTrue(err.startsWith("roundhouse: plugin " + BSN + " 1.0.0: its title is not offered: ") && err.contains("max_players"), err);
    }

    /**
     * Runs {@code titles} with the test title, its title.json changed, from a {@code --plugins}
     * directory: the product works without that title. Returns what it said on stderr.
     */
    private static String titlesWithBrokenTitle(String name, java.util.function.UnaryOperator<String> change) throws Exception {
        assumeTrue(Files.isRegularFile(JAR), "build the product first: " + JAR);
        Path dir = fresh(name);
        Path plugins = Files.createDirectories(dir.resolve("run"));
        rewriteTitleJson(titleJar(plugins, "1.0.0", NAME_1_0), change);
        Run titles = run(dir, "--plugins", plugins.toString(), "titles");
        assertEquals(0, titles.code(), titles.all());
        assertFalse(titleIds(titles).contains("itest"), titles.all());
        assertTrue(titleIds(titles).contains("1830"), titles.all());
        // a command that needs the broken title cannot go on: exit 2, the plugin's line as every start
        // tells it, then the command's own
        Run play = run(dir, "--plugins", plugins.toString(), "play", "itest", "--players", "2", "--seed", "1",
                "--out", dir.resolve("game.json").toString());
        assertEquals(2, play.code(), play.all());
        assertEquals("", play.out(), play.all());
        assertEquals(List.of(titles.err().strip(), "play: unknown title 'itest' (installed: 1830, 1841, 1844, 1854, 18Mag)"),
                play.err().strip().lines().toList(), play.all());
        assertFalse(Files.exists(dir.resolve("game.json")), "no game written");
        return titles.err();
    }

    /** Rewrites a jar's GAME-INF/title.json in place. */
    private static void rewriteTitleJson(Path jar, java.util.function.UnaryOperator<String> change) throws IOException {
        byte[] rewritten;
        try (JarInputStream in = new JarInputStream(Files.newInputStream(jar));
                ByteArrayOutputStream bytes = new ByteArrayOutputStream()) {
            try (JarOutputStream out = new JarOutputStream(bytes, in.getManifest())) {
                for (JarEntry e = in.getNextJarEntry(); e != null; e = in.getNextJarEntry()) {
                    byte[] data = in.readAllBytes();
                    if (e.getName().equals("GAME-INF/title.json")) {
                        String json = new String(data, StandardCharsets.UTF_8);
                        String changed = change.apply(json);
                        assertFalse(changed.equals(json), "the title.json changed");
                        data = changed.getBytes(StandardCharsets.UTF_8);
                    }
                    out.putNextEntry(new JarEntry(e.getName()));
                    out.write(data);
                    out.closeEntry();
                }
            }
            rewritten = bytes.toByteArray();
        }
        Files.write(jar, rewritten);
    }

    @Test
    void oneCopyOfAPluginRunsAndTheUserIsToldWhich() throws Exception {
        assumeTrue(Files.isRegularFile(JAR), "build the product first: " + JAR);
        Path dir = fresh("one-copy");
        // the same jar from one --plugins directory, then from another: it stays (it was dropped, and
        // every later command said "Unknown command")
        Path d1 = Files.createDirectories(dir.resolve("d1"));
        Path d2 = Files.createDirectories(dir.resolve("d2"));
        Files.copy(titleJar(d1, "1.0.0", NAME_1_0), d2.resolve(BSN + "-1.0.0.jar"));
        for (Path d : List.of(d1, d2, d1)) {
            Run titles = run(dir, "--plugins", d.toString(), "titles");
            assertEquals(0, titles.code(), titles.all());
            assertEquals(NAME_1_0, itestName(titles), titles.all());
            assertEquals("", titles.err(), "one copy, nothing to tell");
        }
        // an old and a new build side by side: the new one runs, and the old one is named
        Path both = Files.createDirectories(dir.resolve("target"));
        Path old = titleJar(both, "1.0.0", NAME_1_0);
        Path neu = titleJar(both, "1.1.0", NAME_1_1);
        Run twoBuilds = run(dir, "--plugins", both.toString(), "titles");
        assertEquals(NAME_1_1, itestName(twoBuilds), twoBuilds.all());
        assertEquals("roundhouse: plugin " + BSN + ": using 1.1.0 from " + neu.toAbsolutePath().normalize() + ", not 1.0.0 from "
                + old.toAbsolutePath().normalize(), twoBuilds.err().strip());
        // a plugin kept for good and a build of it for this run: the build runs, and the kept one comes back after
        Files.delete(neu);
        Run install = run(dir, "plugins", "install", titleJar(dir, "1.1.0", NAME_1_1).toString());
        assertEquals(0, install.code(), install.all());
        Run over = run(dir, "--plugins", both.toString(), "titles");
        assertEquals(NAME_1_0, itestName(over), over.all());
        assertTrue(over.err().strip().startsWith("roundhouse: plugin " + BSN + ": using 1.0.0 from " + old.toAbsolutePath().normalize()
                + ", not 1.1.0 from "), over.all());
        Run after = run(dir, "titles");
        assertEquals(NAME_1_1, itestName(after), after.all());
    }

    @Test
    void pluginsFromADirectoryLastForOneRunOnThisJava() throws Exception {
        pluginsForOneRun(thisJava(), "run-this-java");
    }

    @Test
    void pluginsFromADirectoryLastForOneRunOnJava25() throws Exception {
        assumeTrue(Files.isExecutable(ProductLaunchTest.JAVA25), "Java 25 not installed at " + ProductLaunchTest.JAVA25);
        pluginsForOneRun(ProductLaunchTest.JAVA25, "run-java25");
    }

    private static void pluginsForOneRun(Path java, String name) throws Exception {
        assumeTrue(Files.isRegularFile(JAR), "build the product first: " + JAR);
        Path dir = fresh(name);
        Path runDir = Files.createDirectories(dir.resolve("run-plugins"));
        titleJar(runDir, "1.0.0", NAME_1_0);
        Path game = game(dir);
        Run titles = run(java, dir, "en", "--plugins", runDir.toString(), "titles");
        assertEquals(0, titles.code(), titles.all());
        assertTrue(titleIds(titles).contains("itest"), titles.all());
        Run replay = run(java, dir, "en", "replay", game.toString(), "--plugins", runDir.toString());
        assertEquals(0, replay.code(), replay.all());
        assertEquals(List.of(), UserPlugins.jars(dir.resolve("home/plugins")), "--plugins kept something");
        assertFalse(titleIds(run(java, dir, "en", "titles")).contains("itest"), "the plugin outlived its run");
        Run bad = run(java, dir, "en", "--plugins", dir.resolve("nowhere").toString(), "titles");
        assertEquals(2, bad.code());
        assertEquals("roundhouse: --plugins " + dir.resolve("nowhere") + ": no such directory", bad.err().strip());
    }
}
