package roundhouse.workbench.uitest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;

import roundhouse.api.plugin.PluginStore;
import roundhouse.api.ui.PluginStatus;
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
                    return String.join(" | ", item.getText(1), item.getText(3), item.getText(5));
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

    /** A bundle jar with nothing but its manifest: enough to install, update and uninstall. */
    private static Path pluginJar(String version) throws Exception {
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        m.getMainAttributes().putValue("Bundle-ManifestVersion", "2");
        m.getMainAttributes().putValue("Bundle-SymbolicName", "roundhouse.uitest.plugin");
        m.getMainAttributes().putValue("Bundle-Version", version);
        Path jar = UiDriver.scratchDir("plugin-" + version).resolve("plugin.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), m)) {
            out.flush();
        }
        return jar;
    }

    /** The Plugins dialog's row of a bundle: "name | version | state | source", or null. */
    private static String row(Shell dialog, String name) throws Exception {
        return ui.onUi(() -> {
            for (TableItem item : ((Table) UiDriver.find(dialog, "bundles")).getItems()) {
                if (name.equals(item.getText(1))) {
                    return String.join(" | ", item.getText(1), item.getText(2), item.getText(3), item.getText(4));
                }
            }
            return null;
        });
    }

    /**
     * A plugin installed through the workbench is kept in the user directory, a newer jar updates it,
     * and the dialog's Uninstall removes it for good; the dialog opens wholly on the screen.
     */
    @Test
    void pluginsDialogUpdatesAndUninstallsAKeptPluginForGood() throws Exception {
        Workbench wb = CONTEXT.getService(CONTEXT.getServiceReference(Workbench.class));
        // where the plugins are kept (the user directory: this framework's roundhouse.home when the store started)
        Path kept = CONTEXT.getService(CONTEXT.getServiceReference(PluginStore.class)).directory().resolve("roundhouse.uitest.plugin.jar");
        assertEquals(List.of(new PluginStatus("roundhouse.uitest.plugin", "ACTIVE", null)), wb.install(pluginJar("1.0.0")));
        assertTrue(Files.isRegularFile(kept), "kept in the user directory");
        wb.install(pluginJar("1.1.0"));

        Shell shell = main();
        ui.later(() -> UiDriver.click(UiDriver.find(shell, "plugins")));
        Shell dialog = ui.waitForShell("pluginsDialog");
        try {
            Rectangle screen = ui.onUi(() -> dialog.getMonitor().getClientArea());
            Rectangle bounds = ui.onUi(dialog::getBounds);
            assertTrue(screen.contains(bounds.x, bounds.y) && bounds.x + bounds.width <= screen.x + screen.width
                    && bounds.y + bounds.height <= screen.y + screen.height, bounds + " not within " + screen);
            assertEquals("roundhouse.uitest.plugin | 1.1.0 | ACTIVE | your plugins", row(dialog, "roundhouse.uitest.plugin"),
                    "updated in place");
            assertEquals("roundhouse.workbench | 0.1.0.SNAPSHOT | ACTIVE | Roundhouse", row(dialog, "roundhouse.workbench"));
            ui.onUi(() -> {
                Table table = (Table) UiDriver.find(dialog, "bundles");
                for (int i = 0; i < table.getItemCount(); i++) {
                    if ("roundhouse.uitest.plugin".equals(table.getItem(i).getText(1))) {
                        table.setSelection(i);
                    }
                }
                UiDriver.click(UiDriver.find(dialog, "uninstall"));
                return null;
            });
            String status = ui.onUi(() -> ((Label) UiDriver.find(dialog, "pluginStatus")).getText());
            assertTrue(status.startsWith("Uninstalled roundhouse.uitest.plugin 1.1.0 for good"), status);
            assertNull(row(dialog, "roundhouse.uitest.plugin"), "still listed");
            assertFalse(Files.exists(kept), "the jar is still kept");
        } finally {
            ui.onUi(() -> {
                dialog.close();
                return null;
            });
        }
    }
}
