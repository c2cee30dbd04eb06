package roundhouse.workbench.uitest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The product opens a game of every title on a 1366x768 screen of its own, in English and in German,
 * and pictures its map at fit size, spreadsheet, companies, trains and charts views, saved as
 * target/screenshots/views-LANG-GAME-VIEW.png to be looked at (one run of the product per game and
 * language, {@code -Droundhouse.screenshot.views}).
 */
class ViewScreenshotsTest {
    private static final Path SHOTS = Path.of("target", "screenshots");
    private static final Path FIXTURES = Path.of("src", "test", "resources", "fixtures");
    private static final List<String> VIEWS = List.of("map", "spreadsheet", "companies", "trains", "charts");

    @ParameterizedTest(name = "{0} in {1}")
    @CsvSource({ "26855, en", "26855, de", "1844-sbb-formation, en", "1844-sbb-formation, de", "1854-random-seed-5, en",
            "1854-random-seed-5, de", "18mag-or-5.2-minor-5, en", "18mag-or-5.2-minor-5, de",
            "1841-greedy-seed-5-action-700, en", "1841-greedy-seed-5-action-700, de" })
    void everyViewOfEveryTitle(String game, String language) throws Exception {
        assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: run under xvfb-run");
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/xvfb-run")), "xvfb-run not installed");
        Path jar = Path.of(System.getProperty("roundhouse.product.jar", "product/target/roundhouse.jar")).toAbsolutePath();
        assumeTrue(Files.isRegularFile(jar), "build the product first: " + jar);
        Path png = SHOTS.resolve("views-" + language + "-" + game + ".png").toAbsolutePath();
        Files.createDirectories(png.getParent());
        for (String view : VIEWS) {
            Files.deleteIfExists(png.resolveSibling("views-" + language + "-" + game + "-" + view + ".png"));
        }
        List<String> cmd = List.of("xvfb-run", "-a", "-s", "-screen 0 1366x768x24",
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Droundhouse.screenshot=" + png,
                "-Droundhouse.screenshot.views=" + String.join(",", VIEWS), "-Droundhouse.screenshot.delay=2500",
                "-Droundhouse.exitAfterScreenshot=true", "-Droundhouse.locale=" + language,
                "-Droundhouse.recovery.dir=" + Path.of("target", "recovery-views").toAbsolutePath(),
                "-Droundhouse.home=" + Path.of("target", "home-views").toAbsolutePath(), "-jar", jar.toString(),
                FIXTURES.resolve(game + ".json").toAbsolutePath().toString());
        Path log = Files.createTempFile("workbench", ".log");
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        boolean done = p.waitFor(120, TimeUnit.SECONDS);
        if (!done) {
            p.destroyForcibly();
        }
        String output = Files.readString(log, StandardCharsets.UTF_8);
        assertTrue(done, "the workbench did not exit after its screenshots:\n" + output);
        assertEquals(0, p.exitValue(), output);
        assertTrue(output.contains("Opened "), output);
        java.util.Set<String> pictures = new java.util.HashSet<>();
        for (String view : VIEWS) {
            Path shot = png.resolveSibling("views-" + language + "-" + game + "-" + view + ".png");
            WorkbenchSmokeTest.assertLooksLikeAWindow(shot);
            pictures.add(java.util.Arrays.toString(java.security.MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(shot))));
        }
        assertEquals(VIEWS.size(), pictures.size(), "each view pictured, not the same window again");
    }
}
