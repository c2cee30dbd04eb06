package roundhouse.workbench.uitest;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The product opens 1844 (Swiss francs, an SBB formation among its rounds) and 18Mag (numbered minors)
 * on its chart, trains, companies and spreadsheet views, in English and in German, and saves each as
 * target/screenshots/views-LANG-VIEW-GAME.png to be looked at. Run on a 1366x768 Xvfb screen.
 */
class ViewScreenshotsTest {
    private static final Path SHOTS = Path.of("target", "screenshots");
    private static final Path FIXTURES = Path.of("src", "test", "resources", "fixtures");

    @Test
    void everyViewInBothLanguages() throws Exception {
        assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: run under xvfb-run");
        Path jar = Path.of(System.getProperty("roundhouse.product.jar", "product/target/roundhouse.jar"));
        assumeTrue(Files.isRegularFile(jar), "build the product first: " + jar);
        for (String language : List.of("en", "de")) {
            for (String game : List.of("1844-sbb-formation", "18mag-or-5.2-minor-5")) {
                for (String view : List.of("charts", "trains", "companies", "spreadsheet")) {
                    Path png = SHOTS.resolve("views-" + language + "-" + view + "-" + game + ".png");
                    String output = WorkbenchSmokeTest.runWorkbench(png,
                            List.of("-Droundhouse.locale=" + language, "-Droundhouse.view=" + view),
                            FIXTURES.resolve(game + ".json").toAbsolutePath().toString());
                    assertTrue(output.contains("Opened "), output);
                    WorkbenchSmokeTest.assertLooksLikeAWindow(png);
                }
            }
        }
    }
}
