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
 * An 1844 game in the workbench: the recorded game right after the SBB has formed (RB X), which must
 * give up two of its six trains. The decision offers the discards by train name (never its own 5H),
 * the Swiss map shows the Furka-Oberalp line and the tunnels, the market the SBB at 100
 * (screenshots checked by eye).
 */
class SwitzerlandUiIT {
    private static final BundleContext CONTEXT = FrameworkUtil.getBundle(SwitzerlandUiIT.class).getBundleContext();

    /** 1844's New Game dialog, with its many rule options, keeps OK and Cancel on a 1366x768 screen. */
    private static void newGameDialogFits(UiDriver ui, Shell main) throws Exception {
        Shell dialog = PlayOpeningUiIT.openNewGameDialog(ui, main, "1844");
        PlayOpeningUiIT.assertFitsTheScreen(ui, dialog, "ok");
        PlayOpeningUiIT.assertFitsTheScreen(ui, dialog, "cancel");
        ui.onUi(() -> ((org.eclipse.swt.widgets.Text) UiDriver.find(dialog, "players")).setText("Ann, Ben, Cat"));
        assertTrue(ui.onUi(() -> {
            try {
                UiDriver.find(dialog, "seat.4");
                return false;
            } catch (AssertionError none) {
                return UiDriver.find(dialog, "seat.3") != null;
            }
        }), "one seat row per player named");
        ui.screenshot(dialog, "1844-new-game-dialog");
        PlayOpeningUiIT.cancel(ui, dialog);
    }

    @Test
    void theSbbFormationTheSwissMapAndTheMarket() throws Exception {
        assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: run under xvfb-run");
        Path file = UiDriver.scratchDir("swiss").resolve("1844-sbb-formation.json");
        try (InputStream in = SwitzerlandUiIT.class.getResourceAsStream("/fixtures/1844-sbb-formation.json")) {
            Files.copy(in, file);
        }
        System.setProperty("roundhouse.recovery.dir", UiDriver.scratchDir("recovery-swiss").toString());
        Workbench wb = CONTEXT.getService(CONTEXT.getServiceReference(Workbench.class));
        try (UiDriver ui = UiDriver.start(wb, List.of(file))) {
            Shell main = ui.waitForShell("main");
            String[] info = {""};
            try {
                ui.waitUntil("the game is open", () -> (info[0] = ((Label) UiDriver.find(main, "gameInfo")).getText()).contains("SBB"));
            } catch (AssertionError | RuntimeException e) {
                ui.screenshot(main, "1844-not-open");
                throw new AssertionError("the game info reads '" + info[0] + "'", e);
            }
            String selected = ui.onUi(() -> {
                var titles = (org.eclipse.swt.widgets.List) UiDriver.find(main, "titles");
                return titles.getSelectionIndex() < 0 ? "" : titles.getItem(titles.getSelectionIndex());
            });
            assertTrue(selected.startsWith("1844"), "the titles list shows the open game's title: " + selected);
            List<String> choices = ui.onUi(() -> PlayOpeningUiIT.choiceLabels((Tree) UiDriver.find(main, "actions")));
            assertTrue(choices.stream().anyMatch(c -> c.contains("3H")), "the V trains offered for discarding: " + choices);
            assertTrue(choices.stream().noneMatch(c -> c.contains("5H")), "never the SBB's own 5H: " + choices);
            assertTrue(choices.stream().noneMatch(c -> c.matches(".*\\b\\d-\\d+\\b.*")), "no train ids in the labels: " + choices);
            RecordedGamesUiIT.selectTab(ui, main, "Map");
            ui.waitUntil("the map is drawn", () -> UiDriver.find(main, "map.canvas").getData("rasters") != null);
            ui.screenshot(main, "1844-map-sbb-formation");
            RecordedGamesUiIT.selectTab(ui, main, "Stock market");
            ui.screenshot(main, "1844-market");
            RecordedGamesUiIT.selectTab(ui, main, "Companies");
            ui.screenshot(main, "1844-companies");
            newGameDialogFits(ui, main);
        } finally {
            System.clearProperty("roundhouse.recovery.dir");
        }
    }
}
