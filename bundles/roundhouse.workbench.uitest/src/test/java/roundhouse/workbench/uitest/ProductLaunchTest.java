package roundhouse.workbench.uitest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The product jar's own launcher, started as a user would, headless: it runs on this Java and on
 * Java 25, a headless command installs no UI bundle, the framework cache is reused between starts,
 * and a killed process leaves nothing in the temporary directory.
 */
class ProductLaunchTest {
    private static final Path JAR = Path.of(System.getProperty("roundhouse.product.jar", "product/target/roundhouse.jar"));
    private static final Path SAMPLE = Path.of(System.getProperty("roundhouse.samples", "product/samples"), "1830-26855.json");
    /** Where Debian's Temurin 25 package installs; CI images here have it beside Java 17. */
    static final Path JAVA25 = Path.of(System.getProperty("roundhouse.java25",
            "/usr/lib/jvm/temurin-25-jdk-amd64")).resolve("bin/java");

    record Run(int code, String output) {
    }

    static Run run(Path java, Path cache, Path tmp, String... args) throws IOException, InterruptedException {
        return run(JAR, java, cache, tmp, args);
    }

    static Run run(Path jar, Path java, Path cache, Path tmp, String... args) throws IOException, InterruptedException {
        // the user directory beside the cache: never the real ~/.roundhouse (its plugins would start too)
        List<String> cmd = new ArrayList<>(List.of(java.toString(), "-Droundhouse.cache=" + cache.toAbsolutePath(),
                "-Droundhouse.home=" + cache.resolveSibling("home").toAbsolutePath(),
                "-Djava.io.tmpdir=" + tmp.toAbsolutePath(), "-jar", jar.toString()));
        cmd.addAll(List.of(args));
        Files.createDirectories(tmp);
        // stdout only: on Java 24+ the JVM warns on stderr that Felix uses sun.misc.Unsafe (JEP 498)
        Path err = tmp.resolveSibling("stderr.txt");
        Process p = new ProcessBuilder(cmd).redirectError(err.toFile()).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), out);
        return new Run(p.exitValue(), out + Files.readString(err).lines().filter(l -> !l.startsWith("WARNING:"))
                .collect(Collectors.joining("\n")));
    }

    private static Path thisJava() {
        return Path.of(System.getProperty("java.home"), "bin", "java");
    }

    private static Path fresh(String name) throws IOException {
        Path dir = Path.of("target", "launch", name);
        if (Files.exists(dir)) {
            try (Stream<Path> s = Files.walk(dir)) {
                s.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
        return Files.createDirectories(dir);
    }

    private static void titlesAndReplayWork(Path java, String name) throws Exception {
        assertTrue(Files.isRegularFile(JAR), "build the product first: " + JAR);
        Path dir = fresh(name);
        Run titles = run(java, dir.resolve("cache"), dir.resolve("tmp"), "titles");
        assertEquals(0, titles.code(), titles.output());
        assertTrue(titles.output().startsWith("1830\t"), titles.output());
        Run replay = run(java, dir.resolve("cache"), dir.resolve("tmp"), "replay", SAMPLE.toString());
        assertEquals(0, replay.code(), replay.output());
        assertTrue(replay.output().startsWith("OK "), replay.output());
    }

    @Test
    void titlesAndReplayRunOnThisJava() throws Exception {
        titlesAndReplayWork(thisJava(), "this-java");
    }

    @Test
    void titlesAndReplayRunOnJava25() throws Exception {
        assumeTrue(Files.isExecutable(JAVA25), "Java 25 not installed at " + JAVA25);
        titlesAndReplayWork(JAVA25, "java25");
    }

    /**
     * The drawing commands draw through Batik inside the product (its stylesheet is read through a
     * bundle: URL: the launcher turns on Felix's URL handlers for them; without, "Invalid CSS document").
     */
    @Test
    void mapAndChartDrawPicturesInTheProduct() throws Exception {
        Path dir = fresh("draw");
        Path png = dir.resolve("map.png").toAbsolutePath();
        Run map = run(thisJava(), dir.resolve("cache"), dir.resolve("tmp"), "map", SAMPLE.toString(), "--out", png.toString());
        assertEquals(0, map.code(), map.output());
        byte[] head = java.util.Arrays.copyOf(Files.readAllBytes(png), 4);
        assertEquals("\u0089PNG", new String(head, StandardCharsets.ISO_8859_1), "a PNG file");
        assertTrue(Files.size(png) > 10_000, "a drawn map, not an empty picture: " + Files.size(png));
        Path chart = dir.resolve("prices.png").toAbsolutePath();
        Run prices = run(thisJava(), dir.resolve("cache"), dir.resolve("tmp"), "chart", SAMPLE.toString(), "--kind", "prices",
                "--out", chart.toString());
        assertEquals(0, prices.code(), prices.output());
        assertTrue(Files.size(chart) > 5_000, prices.output());
    }

    /** The bundle locations Felix recorded in a cache (each bundleN/bundle.info names its location). */
    private static Set<String> cachedBundles(Path cache) throws IOException {
        try (Stream<Path> s = Files.walk(cache)) {
            return s.filter(p -> p.getFileName().toString().equals("bundle.info")).map(p -> {
                try {
                    return p.getParent().getFileName() + " " + Files.readAllLines(p).get(1);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).collect(Collectors.toCollection(TreeSet::new));
        }
    }

    @Test
    void headlessCommandInstallsNoUiBundleAndReusesItsCache() throws Exception {
        Path dir = fresh("headless");
        Path cache = dir.resolve("cache");
        assertEquals(0, run(thisJava(), cache, dir.resolve("tmp"), "titles").code());
        Set<String> first = cachedBundles(cache);
        assertTrue(first.stream().anyMatch(b -> b.contains("roundhouse.engine")), first.toString());
        for (String ui : List.of("swt", "batik", "jfreechart", "roundhouse.workbench", "roundhouse.chart")) {
            assertTrue(first.stream().noneMatch(b -> b.contains(ui)), ui + " installed for titles: " + first);
        }
        assertEquals(0, run(thisJava(), cache, dir.resolve("tmp"), "titles").code());
        assertEquals(first, cachedBundles(cache), "the second start installed its bundles anew");
        try (Stream<Path> tmp = Files.list(dir.resolve("tmp"))) {
            assertEquals(List.of(), tmp.toList(), "a start left files in java.io.tmpdir");
        }
    }

    @Test
    void aKilledProcessLeavesNothingBehindAndTheNextStartWorks() throws Exception {
        Path dir = fresh("kill");
        Path tmp = Files.createDirectories(dir.resolve("tmp"));
        Process p = new ProcessBuilder(thisJava().toString(), "-Droundhouse.cache=" + dir.resolve("cache").toAbsolutePath(),
                "-Droundhouse.home=" + dir.resolve("home").toAbsolutePath(), "-Djava.io.tmpdir=" + tmp.toAbsolutePath(), "-jar", JAR.toString(), "replay", "--bench", "--runs", "1000",
                SAMPLE.toString()).redirectErrorStream(true).redirectOutput(dir.resolve("out.txt").toFile()).start();
        Thread.sleep(1500);
        p.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        try (Stream<Path> s = Files.list(tmp)) {
            assertEquals(List.of(), s.toList(), "the killed process left files in java.io.tmpdir");
        }
        Run next = run(thisJava(), dir.resolve("cache"), tmp, "titles");
        assertEquals(0, next.code(), next.output());
        assertFalse(next.output().isBlank());
    }

    @Test
    void aRebuiltJarDropsTheCacheOfItsEarlierBuild() throws Exception {
        Path dir = fresh("rebuild");
        Path jar = Files.copy(JAR, dir.resolve("roundhouse.jar"));
        Path cache = dir.resolve("cache");
        assertEquals(0, run(jar, thisJava(), cache, dir.resolve("tmp"), "titles").code());
        Files.setLastModifiedTime(jar, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() + 60_000));
        assertEquals(0, run(jar, thisJava(), cache, dir.resolve("tmp"), "titles").code());
        try (Stream<Path> slots = Files.list(cache)) {
            assertEquals(1, slots.count(), "the earlier build's cache slot is still there");
        }
    }
}
