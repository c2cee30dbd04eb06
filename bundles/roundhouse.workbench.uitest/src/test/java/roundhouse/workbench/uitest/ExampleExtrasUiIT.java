package roundhouse.workbench.uitest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.junit.jupiter.api.Test;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;

import roundhouse.api.GameFiles;
import roundhouse.api.plugin.PluginStore;
import roundhouse.api.ui.Workbench;
import roundhouse.api.view.PlayerView;

/**
 * The plugin guide's second example (examples/table-extras, built outside the reactor by
 * {@code sdk/check-example.sh}) in the running workbench: installed while a recorded game is open,
 * its view appears as the tab "Standings" and lists the game's players by worth, the richest first;
 * uninstalled, the tab goes.
 */
class ExampleExtrasUiIT {
    private static final BundleContext CONTEXT = FrameworkUtil.getBundle(ExampleExtrasUiIT.class).getBundleContext();
    private static final String BSN = "org.example.tableextras";

    @Test
    void theExampleViewAppearsWhenInstalledAndShowsTheStandings() throws Exception {
        assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: run under xvfb-run");
        Path jar = Path.of(System.getProperty("roundhouse.extras.jar", "examples/table-extras/target/missing.jar"));
        assumeTrue(Files.isRegularFile(jar), "the example extras are not built (" + jar + "): run sdk/check-example.sh first");
        Path file = UiDriver.scratchDir("extras").resolve("26855.json");
        try (InputStream in = ExampleExtrasUiIT.class.getResourceAsStream("/fixtures/26855.json")) {
            Files.copy(in, file);
        }
        List<PlayerView> byWorth = new ArrayList<>(CONTEXT.getService(CONTEXT.getServiceReference(GameFiles.class)).open(file)
                .state().players());
        byWorth.sort(Comparator.comparingInt((PlayerView p) -> -p.worth()));
        Workbench wb = CONTEXT.getService(CONTEXT.getServiceReference(Workbench.class));
        PluginStore store = CONTEXT.getService(CONTEXT.getServiceReference(PluginStore.class));
        System.setProperty("roundhouse.recovery.dir", UiDriver.scratchDir("recovery-extras").toString());
        try (UiDriver ui = UiDriver.start(wb, List.of(file))) {
            Shell main = ui.waitForShell("main");
            ui.waitUntil("the game is open", () -> ((org.eclipse.swt.widgets.Combo) UiDriver.find(main, "games")).getItemCount() == 1);
            assertEquals(BSN, store.install(jar.toRealPath()).get(0).symbolicName());
            ui.waitUntil("the Standings tab appears", () -> tab(main, "Standings") != null);
            RecordedGamesUiIT.selectTab(ui, main, "Standings");
            ui.waitUntil("the standings are shown", () -> rows(main).size() == byWorth.size());
            List<List<String>> rows = ui.onUi(() -> rows(main));
            for (int i = 0; i < rows.size(); i++) {
                assertEquals(byWorth.get(i).name(), rows.get(i).get(1), "row " + i + ": " + rows);
                assertEquals("$" + byWorth.get(i).worth(), rows.get(i).get(2), "row " + i + ": " + rows);
            }
            assertEquals("1", rows.get(0).get(0));
            ui.screenshot(main, "example-extras-standings");
            store.uninstall(BSN);
            ui.waitUntil("the tab goes with the plugin", () -> tab(main, "Standings") == null);
        } finally {
            System.clearProperty("roundhouse.recovery.dir");
            if (store.isKept(BSN)) {
                store.uninstall(BSN);
            }
        }
    }

    private static CTabItem tab(Shell main, String label) {
        for (CTabItem item : ((CTabFolder) UiDriver.find(main, "views")).getItems()) {
            if (item.getText().equals(label)) {
                return item;
            }
        }
        return null;
    }

    /** The cells of the table in the Standings tab, row by row (empty while the tab has none). */
    private static List<List<String>> rows(Shell main) {
        CTabItem item = tab(main, "Standings");
        Table table = item == null ? null : table(item.getControl());
        List<List<String>> out = new ArrayList<>();
        if (table != null) {
            for (TableItem row : table.getItems()) {
                List<String> cells = new ArrayList<>();
                for (int c = 0; c < table.getColumnCount(); c++) {
                    cells.add(row.getText(c));
                }
                out.add(cells);
            }
        }
        return out;
    }

    private static Table table(Control c) {
        if (c instanceof Table t) {
            return t;
        }
        if (c instanceof Composite parent) {
            for (Control child : parent.getChildren()) {
                Table t = table(child);
                if (t != null) {
                    return t;
                }
            }
        }
        return null;
    }
}
