package roundhouse.workbench.uitest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Starts the real product on the display and checks what it shows. */
class WorkbenchSmokeTest {
    private static final Path JAR = Path.of(System.getProperty("roundhouse.product.jar", "product/target/roundhouse.jar"));
    private static final Path SHOTS = Path.of("target", "screenshots");

    @BeforeAll
    static void needsADisplay() {
        assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: run under xvfb-run");
        assertTrue(Files.isRegularFile(JAR), "build the product first: " + JAR);
    }

    /** Runs the workbench until it has saved a screenshot; returns its combined output. */
    static String runWorkbench(Path screenshot, String... args) throws IOException, InterruptedException {
        return runWorkbench(screenshot, List.of("-Droundhouse.locale=en"), args);
    }

    /** As {@link #runWorkbench(Path, String...)}, with system properties of its own (a language, a view). */
    static String runWorkbench(Path screenshot, List<String> properties, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Droundhouse.screenshot=" + screenshot.toAbsolutePath(), "-Droundhouse.exitAfterScreenshot=true"));
        cmd.addAll(properties);
        cmd.addAll(List.of("-Droundhouse.recovery.dir=" + Path.of("target", "recovery-smoke").toAbsolutePath(),
                "-Droundhouse.home=" + Path.of("target", "home-smoke").toAbsolutePath(), "-jar", JAR.toString()));
        cmd.addAll(List.of(args));
        Files.createDirectories(screenshot.getParent());
        Files.deleteIfExists(screenshot);
        return runToItsEnd(cmd, 60, "");
    }

    /**
     * Runs the product on an Xvfb screen of its own of {@code size} ("1366x768") until it has saved its
     * screenshot {@code png} and quit; its recovery and home folders are target's {@code *-folder};
     * returns its combined output, after asserting that it exited by itself with 0.
     */
    static String runOnScreen(String size, Path png, List<String> properties, String folder, String... args)
            throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of("xvfb-run", "-a", "-s", "-screen 0 " + size + "x24",
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Droundhouse.screenshot=" + png,
                "-Droundhouse.exitAfterScreenshot=true",
                "-Droundhouse.recovery.dir=" + Path.of("target", "recovery-" + folder).toAbsolutePath(),
                "-Droundhouse.home=" + Path.of("target", "home-" + folder).toAbsolutePath()));
        cmd.addAll(properties);
        cmd.addAll(List.of("-jar", JAR.toAbsolutePath().toString()));
        cmd.addAll(List.of(args));
        return runToItsEnd(cmd, 120, " at " + size);
    }

    /** Runs the command until it exits by itself within {@code seconds}, with 0; returns its combined output. */
    private static String runToItsEnd(List<String> cmd, int seconds, String where) throws IOException, InterruptedException {
        Path log = Files.createTempFile("workbench", ".log");
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        boolean done = p.waitFor(seconds, TimeUnit.SECONDS);
        if (!done) {
            p.destroyForcibly();
        }
        String output = Files.readString(log, StandardCharsets.UTF_8);
        assertTrue(done, "the workbench did not exit after its screenshot" + where + ":\n" + output);
        assertEquals(0, p.exitValue(), output);
        return output;
    }

    static void assertLooksLikeAWindow(Path png) throws IOException {
        assertTrue(Files.isRegularFile(png), "no screenshot at " + png);
        BufferedImage image = ImageIO.read(png.toFile());
        assertTrue(image.getWidth() >= 800 && image.getHeight() >= 600, image.getWidth() + "x" + image.getHeight());
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 4) {
            for (int x = 0; x < image.getWidth(); x += 4) {
                colours.add(image.getRGB(x, y));
            }
        }
        assertTrue(colours.size() > 8, "screenshot is nearly blank: " + colours.size() + " colours");
    }

    @Test
    void workbenchOpensItsWindowWithTitlesAndViews() throws Exception {
        Path png = SHOTS.resolve("workbench.png");
        String output = runWorkbench(png);
        assertTrue(output.contains("Workbench window visible"), output);
        assertLooksLikeAWindow(png);
    }

    @Test
    void sampleGameOpensFromTheCommandLine() throws Exception {
        Path sample = Path.of(System.getProperty("roundhouse.samples", "product/samples"), "1830-26855.json");
        Path png = SHOTS.resolve("workbench-sample-game.png");
        String output = runWorkbench(png, sample.toString());
        assertTrue(output.contains("Opened " + sample), output);
        assertLooksLikeAWindow(png);
    }

    /**
     * At the common screen sizes the status line lies inside the window with its full height and
     * the whole stock market shows (screenshots under target/screenshots for a look): each size
     * runs on its own Xvfb screen.
     */
    @Test
    void statusLineAndMarketFitCommonScreens() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/xvfb-run")), "xvfb-run not installed");
        Path sample = Path.of(System.getProperty("roundhouse.samples", "product/samples"), "1830-26855.json");
        for (String size : List.of("1366x768", "1920x1080")) {
            Path png = SHOTS.resolve("market-" + size + ".png").toAbsolutePath();
            Files.createDirectories(png.getParent());
            Files.deleteIfExists(png);
            String output = runOnScreen(size, png, List.of("-Droundhouse.locale=en", "-Droundhouse.view=market"),
                    "smoke", sample.toAbsolutePath().toString());
            java.util.regex.Matcher m = java.util.regex.Pattern
                    .compile("window (\\d+)x(\\d+), status line y=(\\d+) height=(\\d+)").matcher(output);
            assertTrue(m.find(), output);
            int windowHeight = Integer.parseInt(m.group(2));
            int y = Integer.parseInt(m.group(3));
            int height = Integer.parseInt(m.group(4));
            assertTrue(height >= 12, size + ": status line " + height + " px tall");
            assertTrue(y + height <= windowHeight, size + ": status line at " + y + "+" + height + " below the window's " + windowHeight);
            assertLooksLikeAWindow(png);
        }
    }
}
