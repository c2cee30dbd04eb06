package roundhouse.workbench.uitest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

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
        assumeTrue(Files.isRegularFile(Path.of(System.getProperty("roundhouse.product.jar", "product/target/roundhouse.jar"))),
                "build the product first");
        Path png = SHOTS.resolve("views-" + language + "-" + game + ".png").toAbsolutePath();
        Files.createDirectories(png.getParent());
        for (String view : VIEWS) {
            Files.deleteIfExists(png.resolveSibling("views-" + language + "-" + game + "-" + view + ".png"));
        }
        String output = WorkbenchSmokeTest.runOnScreen("1366x768", png, List.of("-Droundhouse.screenshot.views=" + String.join(",", VIEWS),
                "-Droundhouse.screenshot.delay=2500", "-Droundhouse.locale=" + language), "views",
                FIXTURES.resolve(game + ".json").toAbsolutePath().toString());
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
