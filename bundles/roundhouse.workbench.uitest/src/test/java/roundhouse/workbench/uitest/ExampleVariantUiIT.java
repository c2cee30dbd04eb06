package roundhouse.workbench.uitest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.Test;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;

import roundhouse.api.plugin.PluginStore;
import roundhouse.api.ui.Workbench;

/**
 * The plugin author's example (examples/1830-pere-marquette, a variant of 1830 built outside the
 * reactor against the SDK) as a player meets it: installed into the running workbench from Tools >
 * Plugins > Install Bundle... (the file chooser answered with the keyboard, as a player types a
 * path: {@link FileChooserKeys}), listed among the titles, a seven-player game of it started from File > New Game; after the
 * workbench has closed, the product started anew with the same Roundhouse directory lists it
 * ({@code titles}), plays a game of it ({@code play}) and replays it, and a fresh workbench opens
 * that game.
 *
 * <p>The jar comes from {@code sdk/check-example.sh} (which {@code .ci/run} runs before the tests);
 * without it the test is skipped, saying so.
 */
class ExampleVariantUiIT {
    private static final BundleContext CONTEXT = FrameworkUtil.getBundle(ExampleVariantUiIT.class).getBundleContext();
    private static final String BSN = "org.example.peremarquette";
    private static final String TITLE_ID = "1830-pere-marquette";
    private static final String TITLE_NAME = "1830: Pere Marquette";

    @Test
    void theExampleVariantInstalledFromToolsPluginsStartsAGameAndOutlivesARestart() throws Exception {
        assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: run under xvfb-run");
        Path jar = Path.of(System.getProperty("roundhouse.example.jar", "examples/1830-pere-marquette/target/missing.jar"));
        assumeTrue(Files.isRegularFile(jar), "the example variant is not built (" + jar + "): run sdk/check-example.sh first");
        ProductRuns product = new ProductRuns(UiDriver.scratchDir("example-variant"));
        assumeTrue(product.available(), "build the product first: " + product.jar());
        assumeTrue(FileChooserKeys.available(), "no " + FileChooserKeys.XDOTOOL + " to type into the file chooser: .ci/install-packages test installs it");

        Workbench wb = CONTEXT.getService(CONTEXT.getServiceReference(Workbench.class));
        PluginStore store = CONTEXT.getService(CONTEXT.getServiceReference(PluginStore.class));
        Path home = store.directory().getParent();
        System.setProperty("roundhouse.recovery.dir", UiDriver.scratchDir("recovery-example").toString());
        try {
            try (UiDriver ui = UiDriver.start(wb, List.of())) {
                Shell main = ui.waitForShell("main");
                installThroughThePluginsDialog(ui, main, jar.toRealPath());
                startASevenPlayerGame(ui, main);
            }
            assertTrue(Files.isRegularFile(store.directory().resolve(BSN + ".jar")), "kept in the user directory");

            // the workbench has closed: every later start of the product sees the plugin
            ProductRuns.Run titles = product.run(home, "titles");
            assertEquals(0, titles.code(), titles.all());
            assertTrue(titles.out().lines().anyMatch((TITLE_ID + "\t" + TITLE_NAME + "\t2-7")::equals), titles.all());
            Path game = product.dir().resolve("pere-marquette.json");
            ProductRuns.Run play = product.run(home, "play", TITLE_ID, "--players", "7", "--seed", "3", "--out", game.toString());
            assertEquals(0, play.code(), play.all());
            ProductRuns.Run replay = product.run(home, "replay", game.toString());
            assertTrue(replay.code() == 0 && replay.out().startsWith("OK "), replay.all());
            ProductRuns.Run workbench = product.workbench(home, game);
            assertTrue(workbench.all().contains("Opened " + game), "a fresh workbench opens a game of the variant:\n" + workbench.all());
        } finally {
            System.clearProperty("roundhouse.recovery.dir");
            // the UI tests after this one see the titles they expect
            if (store.isKept(BSN)) {
                store.uninstall(BSN);
            }
        }
    }

    /** Tools > Plugins > Install Bundle..., the path typed into the file chooser; the dialog then lists the bundle. */
    private static void installThroughThePluginsDialog(UiDriver ui, Shell main, Path jar) throws Exception {
        ui.later(() -> UiDriver.click(UiDriver.find(main, "plugins")));
        Shell dialog = ui.waitForShell("pluginsDialog");
        try {
            List<String> windows = FileChooserKeys.windows();
            ui.later(() -> UiDriver.click(UiDriver.find(dialog, "installBundle")));
            FileChooserKeys.answer(windows, jar);
            // the status line showed the broken test plugin's problem when the dialog opened
            ui.waitUntil("the install is reported", () -> ((Label) UiDriver.find(dialog, "pluginStatus")).getText().contains(BSN));
            String status = ui.onUi(() -> ((Label) UiDriver.find(dialog, "pluginStatus")).getText());
            ui.screenshot(dialog, "example-variant-installed");
            assertEquals("Installed and started " + BSN + " 1.0.0; it starts with Roundhouse from now on.", status);
            String row = ui.onUi(() -> {
                for (TableItem item : ((Table) UiDriver.find(dialog, "bundles")).getItems()) {
                    if (BSN.equals(item.getText(1))) {
                        return String.join(" | ", item.getText(1), item.getText(2), item.getText(3), item.getText(4), item.getText(5));
                    }
                }
                return null;
            });
            assertEquals(BSN + " | 1.0.0 | ACTIVE | your plugins | ", row);
        } finally {
            ui.onUi(() -> {
                if (!dialog.isDisposed()) {
                    dialog.close();
                }
            });
        }
    }

    /** The title appears in the titles list; File > New Game with seven players starts a game of it. */
    private static void startASevenPlayerGame(UiDriver ui, Shell main) throws Exception {
        String item = TITLE_ID + "  " + TITLE_NAME + "  (2-7)";
        ui.waitUntil("the titles list the variant", () -> Arrays.asList(
                ((org.eclipse.swt.widgets.List) UiDriver.find(main, "titles")).getItems()).contains(item));
        ui.onUi(() -> {
            var titles = (org.eclipse.swt.widgets.List) UiDriver.find(main, "titles");
            titles.select(titles.indexOf(item));
        });
        ui.later(() -> UiDriver.click(UiDriver.find(main, "new")));
        Shell dialog = ui.waitForShell("newGameDialog");
        assertEquals("New game of " + TITLE_NAME, ui.onUi(dialog::getText));
        ui.onUi(() -> ((Text) UiDriver.find(dialog, "players")).setText("Ann, Ben, Cat, Dan, Eve, Fay, Gus"));
        ui.screenshot(dialog, "example-variant-new-game");
        ui.onUi(() -> UiDriver.click(UiDriver.find(dialog, "ok")));
        ui.waitUntil("the dialog closed", dialog::isDisposed);
        String status = ui.onUi(() -> ((Label) UiDriver.find(main, "status")).getText());
        assertEquals("New game of " + TITLE_NAME + " started", status);
        String info = ui.onUi(() -> ((Label) UiDriver.find(main, "gameInfo")).getText());
        assertTrue(info.contains("Ann"), "the game's first player acts: " + info);
        ui.screenshot(main, "example-variant-game");
    }
}
