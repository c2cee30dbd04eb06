package roundhouse.workbench.uitest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;

import roundhouse.api.ui.Workbench;

/**
 * Each recorded 1830 game opened in the workbench: its final map (screenshot), then stepped back
 * to the start and forward to the end again without the game changing.
 */
class RecordedGamesUiIT {
    private static final BundleContext CONTEXT = FrameworkUtil.getBundle(RecordedGamesUiIT.class).getBundleContext();

    @ParameterizedTest
    @ValueSource(strings = { "1830_game_end_bank", "26855" })
    void recordedGameShowsItsFinalMapAndStepsThroughItsHistory(String name) throws Exception {
        assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: run under xvfb-run");
        Path file = UiDriver.scratchDir("recorded").resolve(name + ".json");
        try (InputStream in = RecordedGamesUiIT.class.getResourceAsStream("/fixtures/" + name + ".json")) {
            Files.copy(in, file);
        }
        System.setProperty("roundhouse.recovery.dir", UiDriver.scratchDir("recovery-recorded").toString());
        Workbench wb = CONTEXT.getService(CONTEXT.getServiceReference(Workbench.class));
        try (UiDriver ui = UiDriver.start(wb, List.of(file))) {
            Shell main = ui.waitForShell("main");
            ui.waitUntil("the game is open", () -> info(main).contains("Game over"));
            selectTab(ui, main, "Map");
            ui.screenshot(main, "final-map-" + name);
            for (String tab : List.of("Stock market", "Game log", "Companies", "Players", "Trains", "Charts")) {
                selectTab(ui, main, tab);
                ui.screenshot(main, "final-" + tab.toLowerCase().replace(' ', '-') + "-" + name);
            }

            ui.onUi(() -> UiDriver.click(UiDriver.find(main, "stepFirst")));
            assertTrue(info(ui, main).startsWith("Viewing the game after action 0"), info(ui, main));
            assertFalse(ui.onUi(() -> ((Button) UiDriver.find(main, "apply")).getEnabled()), "no playing in the past");
            selectTab(ui, main, "Players");
            List<String> cash = ui.onUi(() -> Arrays.stream(((Table) UiDriver.find(main, "players")).getItems())
                    .map(i -> i.getText(1)).distinct().toList());
            assertEquals(1, cash.size(), "at the start every player has the same cash: " + cash);
            selectTab(ui, main, "Map");
            ui.screenshot(main, "start-map-" + name);

            ui.onUi(() -> UiDriver.click(UiDriver.find(main, "stepForward")));
            assertTrue(info(ui, main).startsWith("Viewing the game after action 1 "), info(ui, main));
            ui.onUi(() -> UiDriver.click(UiDriver.find(main, "stepLast")));
            assertTrue(info(ui, main).contains("Game over"), "back at the end: " + info(ui, main));
            String players = ui.onUi(() -> {
                selectTabNow(main, "Players");
                return String.join(";", Arrays.stream(((Table) UiDriver.find(main, "players")).getItems())
                        .map(TableItem::getText).toList());
            });
            assertFalse(players.isEmpty());

            // Tools > Analyse Game: every tool's report on this game
            ui.later(() -> UiDriver.click(UiDriver.find(main, "analyse")));
            Shell analysis = ui.waitForShell("analysisDialog");
            ui.waitUntil("the summary is computed",
                    () -> ((Table) UiDriver.find(analysis, "report.summary")).getItemCount() > 0);
            List<String> worths = ui.onUi(() -> {
                Table t = (Table) UiDriver.find(analysis, "report.summary");
                int kind = -1;
                int worth = -1;
                for (int c = 0; c < t.getColumnCount(); c++) {
                    kind = t.getColumn(c).getText().equals("Kind") ? c : kind;
                    worth = t.getColumn(c).getText().equals("Final worth") ? c : worth;
                }
                int k = kind;
                int w = worth;
                return Arrays.stream(t.getItems()).filter(i -> i.getText(k).equals("player")).map(i -> i.getText(w))
                        .toList();
            });
            // the finished game's standings stand where the choices were, a line per player
            String result = ui.onUi(() -> String.join("\n", Arrays.stream(((org.eclipse.swt.widgets.Tree) UiDriver.find(main,
                    "actions")).getItems()).map(org.eclipse.swt.widgets.TreeItem::getText).toList()));
            for (String worth : worths) {
                assertTrue(result.contains("$" + worth), "final worth " + worth + " is in the standings: " + result);
            }
            ui.screenshot(analysis, "analysis-" + name);
            ui.onUi(analysis::close);
        } finally {
            System.clearProperty("roundhouse.recovery.dir");
        }
    }

    private static String info(Shell main) {
        return ((Label) UiDriver.find(main, "gameInfo")).getText();
    }

    private static String info(UiDriver ui, Shell main) {
        return ui.onUi(() -> info(main));
    }

    static void selectTab(UiDriver ui, Shell main, String label) {
        ui.onUi(() -> selectTabNow(main, label));
    }

    private static void selectTabNow(Shell main, String label) {
        CTabFolder folder = (CTabFolder) UiDriver.find(main, "views");
        for (CTabItem item : folder.getItems()) {
            if (item.getText().equals(label)) {
                // as a user's click does: select, then tell the listeners
                folder.setSelection(item);
                org.eclipse.swt.widgets.Event e = new org.eclipse.swt.widgets.Event();
                e.item = item;
                folder.notifyListeners(org.eclipse.swt.SWT.Selection, e);
                return;
            }
        }
        throw new AssertionError("no tab " + label);
    }
}
