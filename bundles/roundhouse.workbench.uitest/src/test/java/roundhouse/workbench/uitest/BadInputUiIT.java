package roundhouse.workbench.uitest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.Test;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;

import roundhouse.api.ui.Workbench;

/** Bad input never costs the game in front of the user. */
class BadInputUiIT {
    private static final BundleContext CONTEXT = FrameworkUtil.getBundle(BadInputUiIT.class).getBundleContext();

    @Test
    void corruptGameFileShowsAnErrorAndTheOpenGameStays() throws Exception {
        assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: run under xvfb-run");
        Path dir = UiDriver.scratchDir("bad-input");
        Path good = dir.resolve("good.json");
        try (InputStream in = BadInputUiIT.class.getResourceAsStream("/fixtures/26855.json")) {
            Files.copy(in, good);
        }
        String text = Files.readString(good);
        Path corrupt = dir.resolve("corrupt.json");
        Files.writeString(corrupt, text.substring(0, text.length() / 3));
        System.setProperty("roundhouse.recovery.dir", UiDriver.scratchDir("recovery-bad-input").toString());
        Workbench wb = CONTEXT.getService(CONTEXT.getServiceReference(Workbench.class));
        try (UiDriver ui = UiDriver.start(wb, List.of(good, corrupt))) {
            Shell error = ui.waitForShell("messageDialog");
            String message = ui.onUi(() -> ((Label) UiDriver.find(error, "messageText")).getText());
            ui.screenshot(error, "bad-input-corrupt-file");
            assertTrue(message.contains("corrupt.json"), message);
            ui.onUi(() -> UiDriver.click(UiDriver.find(error, "ok")));
            Shell main = ui.waitForShell("main");
            ui.waitUntil("the error is gone", error::isDisposed);
            List<String> games = ui.onUi(() -> List.of(((Combo) UiDriver.find(main, "games")).getItems()));
            assertEquals(List.of("1830 - good.json"), games, "only the good game is open");
            String info = ui.onUi(() -> ((Label) UiDriver.find(main, "gameInfo")).getText());
            assertTrue(info.contains("Game over"), "the good game is untouched: " + info);
        } finally {
            System.clearProperty("roundhouse.recovery.dir");
        }
    }
}
