package roundhouse.workbench.uitest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.junit.jupiter.api.Test;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;

import roundhouse.api.ui.Workbench;

/**
 * The spreadsheet view of a finished 1830 game and of an 18Mag game in its fifth operating round:
 * one row per player above the bank's and companies' rows, sorting by a heading click, and the
 * revenue table; screenshots checked by eye.
 */
class SpreadsheetUiIT {
    private static final BundleContext CONTEXT = FrameworkUtil.getBundle(SpreadsheetUiIT.class).getBundleContext();

    @Test
    void a1830GameSortedByWorth() throws Exception {
        try (Opened o = open("26855", "Game over")) {
            Table shares = o.ui.onUi(() -> o.table("spreadsheet.shares"));
            List<String> headers = o.ui.onUi(() -> Arrays.stream(shares.getColumns()).map(TableColumn::getText).toList());
            assertTrue(headers.containsAll(List.of("PRR", "NYC", "B&&O", "Worth")), "companies and totals: " + headers);
            int worth = headers.indexOf("Worth");
            o.ui.onUi(() -> {
                shares.getColumn(worth).notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
                return null;
            });
            List<Integer> worths = o.ui.onUi(() -> Arrays.stream(shares.getItems()).map(i -> i.getText(worth))
                    .filter(t -> t.startsWith("$")).map(t -> Integer.parseInt(t.substring(1))).toList());
            assertTrue(worths.size() >= 3, "the players' worths: " + worths);
            List<Integer> descending = new ArrayList<>(worths);
            descending.sort((a, b) -> b - a);
            assertEquals(descending, worths, "largest worth first after one click");
            assertEquals("IPO", o.ui.onUi(() -> shares.getItem(worths.size()).getText(0)), "the summary rows stay below the players");
            // the names stay at the left in a table of their own, in the sheet's order, as the sheet scrolls sideways
            Table names = o.ui.onUi(() -> o.table("spreadsheet.shares.names"));
            assertEquals(o.ui.onUi(() -> Arrays.stream(shares.getItems()).map(i -> i.getText(0)).toList()),
                    o.ui.onUi(() -> Arrays.stream(names.getItems()).map(i -> i.getText(0)).toList()), "the frozen names, row by row");
            assertEquals(0, (int) o.ui.onUi(() -> shares.getColumn(0).getWidth()), "the names are not shown twice");
            assertTrue(o.ui.onUi(() -> names.getColumn(0).getWidth()) > 20, "the names are readable");
            assertTrue(o.ui.onUi(() -> o.table("spreadsheet.revenues").getItemCount()) >= 6, "the corporations' revenues");
            o.ui.screenshot(o.main, "spreadsheet-1830-26855");
        }
    }

    @Test
    void an18MagGameInForints() throws Exception {
        try (Opened o = open("18mag-or-5.2-minor-5", "Operating")) {
            Table shares = o.ui.onUi(() -> o.table("spreadsheet.shares"));
            List<String> headers = o.ui.onUi(() -> Arrays.stream(shares.getColumns()).map(TableColumn::getText).toList());
            assertTrue(headers.containsAll(List.of("Minor 1", "Minor 5", "G&&C")), "minors as players say them, and corporations: " + headers);
            int cash = headers.indexOf("Cash");
            assertTrue(o.ui.onUi(() -> shares.getItem(0).getText(cash)).endsWith(" Ft"), "forints");
            int minor5 = headers.indexOf("Minor 5");
            assertTrue(o.ui.onUi(() -> Arrays.stream(shares.getItems()).anyMatch(i -> i.getText(minor5).equals("100%*"))),
                    "minor 5's owner holds its one certificate");
            o.ui.screenshot(o.main, "spreadsheet-18mag-or-5.2");
        }
    }

    /** A fixture opened in the workbench with the spreadsheet tab selected. */
    private record Opened(UiDriver ui, Shell main) implements AutoCloseable {
        /** UI thread only. */
        Table table(String id) {
            return (Table) UiDriver.find(main, id);
        }

        @Override
        public void close() throws Exception {
            try {
                ui.close();
            } finally {
                System.clearProperty("roundhouse.recovery.dir");
            }
        }
    }

    private static Opened open(String fixture, String infoContains) throws Exception {
        assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: run under xvfb-run");
        Path file = UiDriver.scratchDir("sheet").resolve(fixture + ".json");
        try (InputStream in = SpreadsheetUiIT.class.getResourceAsStream("/fixtures/" + fixture + ".json")) {
            Files.copy(in, file);
        }
        System.setProperty("roundhouse.recovery.dir", UiDriver.scratchDir("recovery-sheet").toString());
        Workbench wb = CONTEXT.getService(CONTEXT.getServiceReference(Workbench.class));
        UiDriver ui = UiDriver.start(wb, List.of(file));
        Shell main = ui.waitForShell("main");
        ui.waitUntil("the game is open", () -> ((Label) UiDriver.find(main, "gameInfo")).getText().contains(infoContains));
        // a game opens on its map, wherever the views' tabs stand
        org.junit.jupiter.api.Assertions.assertEquals("Map",
                ui.onUi(() -> ((CTabFolder) UiDriver.find(main, "views")).getSelection().getText()));
        ui.onUi(() -> {
            CTabFolder folder = (CTabFolder) UiDriver.find(main, "views");
            for (CTabItem item : folder.getItems()) {
                if (item.getText().equals("Spreadsheet")) {
                    folder.setSelection(item);
                    org.eclipse.swt.widgets.Event e = new org.eclipse.swt.widgets.Event();
                    e.item = item;
                    folder.notifyListeners(SWT.Selection, e);
                    return null;
                }
            }
            throw new AssertionError("no Spreadsheet tab");
        });
        return new Opened(ui, main);
    }
}
