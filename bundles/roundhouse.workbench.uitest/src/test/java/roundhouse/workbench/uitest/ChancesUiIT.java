package roundhouse.workbench.uitest;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Table;
import org.junit.jupiter.api.Test;

import roundhouse.api.ui.Workbench;

/**
 * The Chances view on recorded game 26855 (1830): an estimate with few playouts fills in round by
 * round, lists where a player's chance moved most, and a double click there shows the game at that
 * moment; a second, long estimate is cancelled.
 */
class ChancesUiIT {
    /** The playouts of every round take CPU: a busy machine may need more than the UI's usual wait. */
    private static final long PLAYOUTS_MILLIS = 120_000;

    @Test
    void chancesFillInAndOpenTheirLargestMoveInTheHistory() throws Exception {
        assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: run under xvfb-run");
        Path file = UiDriver.targetDir().resolve("chances-26855.json");
        try (InputStream in = ChancesUiIT.class.getResourceAsStream("/fixtures/26855.json")) {
            Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
        }
        Workbench wb = PlayOpeningUiIT.service(Workbench.class, null);
        String recoveryBefore = System.setProperty("roundhouse.recovery.dir", UiDriver.scratchDir("recovery-chances").toString());
        try (UiDriver ui = UiDriver.start(wb, List.of(file))) {
            Shell main = ui.waitForShell("main");
            ui.waitUntil("the game is open", () -> label(main, "stepLabel").matches("Action [1-9]\\d* of \\d+"));
            ui.onUi(() -> {
                CTabFolder views = (CTabFolder) UiDriver.find(main, "views");
                for (CTabItem item : views.getItems()) {
                    if ("view.chances".equals(item.getData("id"))) {
                        views.setSelection(item);
                        Event e = new Event();
                        e.item = item;
                        views.notifyListeners(SWT.Selection, e);
                    }
                }
                ((Spinner) UiDriver.find(main, "chancesPlayouts")).setSelection(2);
                UiDriver.click(UiDriver.find(main, "chancesStart"));
            });
            ui.waitUntil("every round is estimated", PLAYOUTS_MILLIS, () -> label(main, "chancesProgress").contains("rounds estimated"));
            int swings = ui.onUi(() -> ((Table) UiDriver.find(main, "chancesSwings")).getItemCount());
            assertTrue(swings > 0, "the largest moves are listed");
            String first = ui.onUi(() -> ((Table) UiDriver.find(main, "chancesSwings")).getItem(0).getText());
            assertTrue(first.matches("Player \\d: [+-]\\d+ points up to .+ \\(action \\d+\\)"), first);
            ui.screenshot(main, "chances-1-estimated");
            String action = first.replaceAll(".*\\(action (\\d+)\\)", "$1");
            ui.onUi(() -> {
                Table t = (Table) UiDriver.find(main, "chancesSwings");
                t.setSelection(0);
                t.notifyListeners(SWT.DefaultSelection, new Event());
            });
            ui.waitUntil("the game is shown at the move's end", () -> label(main, "stepLabel").startsWith("Action " + action + " of"));

            ui.onUi(() -> {
                ((Spinner) UiDriver.find(main, "chancesPlayouts")).setSelection(5000);
                UiDriver.click(UiDriver.find(main, "chancesStart"));
                UiDriver.click(UiDriver.find(main, "chancesCancel"));
            });
            ui.waitUntil("the long estimate is cancelled", () -> label(main, "chancesProgress").equals("Cancelled"));
        } finally {
            if (recoveryBefore == null) {
                System.clearProperty("roundhouse.recovery.dir");
            } else {
                System.setProperty("roundhouse.recovery.dir", recoveryBefore);
            }
        }
    }

    private static String label(Shell main, String id) {
        return ((Label) UiDriver.find(main, id)).getText();
    }
}
