package roundhouse.workbench.uitest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.zip.ZipEntry;

import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.Test;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;

import roundhouse.api.plugin.PluginStore;
import roundhouse.api.ui.Workbench;

/**
 * Games of a title whose plugin was uninstalled: opening one says which title and plugin it needs
 * and where it came from; games of it left behind for recovery are kept and named in one status
 * line, with no dialog for them.
 */
class MissingPluginUiIT {
    private static final BundleContext CONTEXT = FrameworkUtil.getBundle(MissingPluginUiIT.class).getBundleContext();
    private static final String PLUGIN = "roundhouse.uitest.variant";

    /** A plugin with a title's data (GAME-INF/title.json) and no code: enough for the plugins to note its title. */
    private static Path variantJar() throws Exception {
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        m.getMainAttributes().putValue("Bundle-ManifestVersion", "2");
        m.getMainAttributes().putValue("Bundle-SymbolicName", PLUGIN);
        m.getMainAttributes().putValue("Bundle-Version", "1.0.0");
        Path jar = UiDriver.scratchDir("variant").resolve("coalfields.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), m)) {
            out.putNextEntry(new ZipEntry("GAME-INF/title.json"));
            out.write("{ \"id\": \"uitest-variant\", \"name\": \"1830 Coalfields (test)\" }".getBytes(StandardCharsets.UTF_8));
        }
        return jar;
    }

    /** A game file of the variant (a game of the test title, renamed). */
    private static String variantGame() throws Exception {
        try (InputStream in = MissingPluginUiIT.class.getResourceAsStream("/fixtures/plugins/itest-game.json")) {
            String json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(json.contains("\"title\": \"itest\""), "the fixture names its title");
            return json.replace("\"title\": \"itest\"", "\"title\": \"uitest-variant\"");
        }
    }

    @Test
    void gamesOfAnUninstalledPluginSayWhatTheyNeedAndRecoveryKeepsThemWithoutDialogs() throws Exception {
        assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: run under xvfb-run");
        Workbench wb = CONTEXT.getService(CONTEXT.getServiceReference(Workbench.class));
        PluginStore store = CONTEXT.getService(CONTEXT.getServiceReference(PluginStore.class));
        Path jar = variantJar();
        wb.install(jar);
        store.uninstall(PLUGIN);

        Path dir = UiDriver.scratchDir("missing-plugin");
        Path game = Files.writeString(dir.resolve("coalfields.json"), variantGame());
        Path recovery = UiDriver.scratchDir("recovery-missing-plugin");
        Path left1 = Files.writeString(recovery.resolve("game-1-1.json"), variantGame());
        Path left2 = Files.writeString(recovery.resolve("game-1-2.json"), variantGame());
        System.setProperty("roundhouse.recovery.dir", recovery.toString());
        try (UiDriver ui = UiDriver.start(wb, List.of(game))) {
            Shell error = ui.waitForShell("messageDialog");
            String message = ui.onUi(() -> ((Label) UiDriver.find(error, "messageText")).getText());
            ui.screenshot(error, "missing-plugin-open");
            assertEquals("Cannot open coalfields.json: it is a game of 1830 Coalfields (test), whose plugin " + PLUGIN
                    + " 1.0.0 was uninstalled: install it again from " + jar.toAbsolutePath()
                    + " in the workbench (Tools > Plugins), or for one command with --plugins DIR.", message);
            ui.onUi(() -> UiDriver.click(UiDriver.find(error, "ok")));
            Shell main = ui.waitForShell("main");
            ui.waitUntil("the error is gone", error::isDisposed);
            String status = ui.onUi(() -> ((Label) UiDriver.find(main, "status")).getText());
            assertTrue(status.startsWith("2 unsaved game(s) kept until their title is installed again: it is a game of "
                    + "1830 Coalfields (test), whose plugin " + PLUGIN + " 1.0.0 was uninstalled"), status);
            List<String> shells = ui.onUi(() -> Arrays.stream(main.getDisplay().getShells()).filter(s -> !s.isDisposed())
                    .map(s -> String.valueOf(s.getData("id"))).toList());
            assertEquals(List.of("main"), shells, "no recovery or error dialog for the games left behind");
            assertTrue(Files.isRegularFile(left1) && Files.isRegularFile(left2), "the games left behind are kept");
            ui.screenshot(main, "missing-plugin-recovery");
        } finally {
            System.clearProperty("roundhouse.recovery.dir");
        }
    }
}
