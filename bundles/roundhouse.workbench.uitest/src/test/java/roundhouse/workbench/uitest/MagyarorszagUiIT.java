package roundhouse.workbench.uitest;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Tree;
import org.junit.jupiter.api.Test;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;

import roundhouse.api.ui.Workbench;

/**
 * An 18Magyarország game in the workbench: the recorded 3-player game at OR 5.2, minor 5 about to
 * run in the brown phase. Its decision offers the run and the rail cars; the Hungary map and the
 * one-row market show (screenshots checked by eye).
 */
class MagyarorszagUiIT {
    private static final BundleContext CONTEXT = FrameworkUtil.getBundle(MagyarorszagUiIT.class).getBundleContext();

    @Test
    void aMinorsDecisionTheMapAndTheMarket() throws Exception {
        assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: run under xvfb-run");
        Path file = UiDriver.scratchDir("mag").resolve("18mag-or-5.2-minor-5.json");
        try (InputStream in = MagyarorszagUiIT.class.getResourceAsStream("/fixtures/18mag-or-5.2-minor-5.json")) {
            Files.copy(in, file);
        }
        System.setProperty("roundhouse.recovery.dir", UiDriver.scratchDir("recovery-mag").toString());
        Workbench wb = CONTEXT.getService(CONTEXT.getServiceReference(Workbench.class));
        try (UiDriver ui = UiDriver.start(wb, List.of(file))) {
            Shell main = ui.waitForShell("main");
            ui.waitUntil("the game is open", () -> ((Label) UiDriver.find(main, "gameInfo")).getText().contains("Operating"));
            List<String> choices = ui.onUi(() -> PlayOpeningUiIT.choiceLabels((Tree) UiDriver.find(main, "actions")));
            assertTrue(choices.stream().anyMatch(c -> c.contains("rail car") && c.contains("G&C")), "rail cars offered: " + choices);
            assertTrue(choices.stream().anyMatch(c -> c.toLowerCase().contains("run")), "the run offered: " + choices);
            assertTrue(choices.stream().noneMatch(c -> c.matches(".*\\b2-\\d+\\b.*")), "no train ids in the labels: " + choices);
            RecordedGamesUiIT.selectTab(ui, main, "Map");
            ui.waitUntil("the map is drawn", () -> UiDriver.find(main, "map.canvas").getData("rasters") != null);
            ui.screenshot(main, "18mag-map-minor-decision");
            RecordedGamesUiIT.selectTab(ui, main, "Stock market");
            ui.screenshot(main, "18mag-market");
            RecordedGamesUiIT.selectTab(ui, main, "Companies");
            ui.screenshot(main, "18mag-companies");
        } finally {
            System.clearProperty("roundhouse.recovery.dir");
        }
    }
}
