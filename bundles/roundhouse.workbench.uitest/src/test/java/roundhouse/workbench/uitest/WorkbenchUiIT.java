package roundhouse.workbench.uitest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;

import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;

import roundhouse.api.ui.Workbench;

/** The workbench's window and Plugins dialog, driven through their widgets inside Felix. */
class WorkbenchUiIT {
    private static final BundleContext CONTEXT = FrameworkUtil.getBundle(WorkbenchUiIT.class).getBundleContext();
    private static UiDriver ui;
    /** What the workbench logs (System.Logger goes to java.util.logging). */
    private static final List<String> LOGGED = new java.util.concurrent.CopyOnWriteArrayList<>();

    @BeforeAll
    static void openWorkbench() throws Exception {
        assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: run under xvfb-run");
        java.util.logging.Logger.getLogger("roundhouse.workbench").addHandler(new java.util.logging.Handler() {
            @Override
            public void publish(java.util.logging.LogRecord r) {
                LOGGED.add(r.getLevel() + " " + r.getMessage());
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        });
        // an empty recovery folder: no game of another test is offered at start
        System.setProperty("roundhouse.recovery.dir",
                UiDriver.scratchDir("recovery-main").toString());
        Workbench wb = CONTEXT.getService(CONTEXT.getServiceReference(Workbench.class));
        ui = UiDriver.start(wb, List.of());
    }

    @AfterAll
    static void closeWorkbench() throws Exception {
        if (ui != null) {
            ui.close();
        }
        System.clearProperty("roundhouse.recovery.dir");
    }

    private static Shell main() throws InterruptedException {
        return ui.waitForShell("main");
    }

    @Test
    void mainWindowShowsTheContributedViewsAsTabs() throws Exception {
        Shell shell = main();
        List<String> tabs = ui.onUi(() -> Arrays.stream(((CTabFolder) UiDriver.find(shell, "views")).getItems())
                .map(CTabItem::getText).sorted().toList());
        assertTrue(tabs.containsAll(List.of("Charts", "Companies", "Game log", "Map", "Players", "Spreadsheet",
                "Stock market", "Trains")), tabs.toString());
        assertTrue(Files.size(ui.screenshot(shell, "workbench-main")) > 0);
    }

    @Test
    void viewTabsFollowTheirBundle() throws Exception {
        Shell shell = main();
        Bundle views = Arrays.stream(CONTEXT.getBundles()).filter(b -> "roundhouse.views".equals(b.getSymbolicName()))
                .findFirst().orElseThrow();
        java.util.function.Supplier<List<String>> tabs = () -> Arrays
                .stream(((CTabFolder) UiDriver.find(shell, "views")).getItems()).map(CTabItem::getText).toList();
        int before = ui.onUi(tabs).size();
        views.stop();
        try {
            ui.waitUntil("the bundle's view tabs are gone", () -> !tabs.get().contains("Players"));
            assertEquals(before - 6, ui.onUi(tabs).size(), "exactly the six views of roundhouse.views left");
        } finally {
            views.start();
        }
        ui.waitUntil("the view tabs are back", () -> tabs.get().size() == before);
    }

    @Test
    void pluginsDialogReportsABrokenPluginAndTheWorkbenchCarriesOn() throws Exception {
        Shell shell = main();
        ui.later(() -> UiDriver.click(UiDriver.find(shell, "plugins")));
        Shell dialog = ui.waitForShell("pluginsDialog");
        String brokenRow = ui.onUi(() -> {
            Table table = (Table) UiDriver.find(dialog, "bundles");
            for (TableItem item : table.getItems()) {
                if ("roundhouse.itest.broken".equals(item.getText(1))) {
                    return String.join(" | ", item.getText(1), item.getText(3), item.getText(4));
                }
            }
            return null;
        });
        ui.screenshot(dialog, "plugins-dialog");
        ui.onUi(dialog::close);
        assertNotNull(brokenRow, "the broken plugin is listed");
        assertTrue(brokenRow.contains("ACTIVE") && brokenRow.contains("failed")
                && brokenRow.contains("deliberately broken test plugin"), brokenRow);
        assertTrue(ui.onUi(() -> !shell.isDisposed() && shell.isVisible()), "the workbench keeps running");
        assertTrue(LOGGED.stream().anyMatch(l -> l.startsWith("SEVERE") && l.contains("roundhouse.itest.broken")
                && l.contains("deliberately broken test plugin")), LOGGED.toString());
    }
}
