package roundhouse.workbench.uitest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.Test;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;

import roundhouse.api.ui.Workbench;

/**
 * A saved game opened at the start while the recovery directory holds games left behind whose
 * title is not installed: the game opens, and the status line says which games wait for which
 * title, with no error on the way.
 */
class RecoveryAtStartUiIT {
    private static final BundleContext CONTEXT = FrameworkUtil.getBundle(RecoveryAtStartUiIT.class).getBundleContext();

    /**
     * A game of an installed title left behind as well: the recovery offer opens before the saved
     * game; the workbench closed while the offer is open ends cleanly, without opening the saved
     * game into a disposed window ("Widget is disposed" in DecisionPanel.refreshGames).
     */
    @Test
    void closedWhileTheRecoveryOfferIsOpenTheWorkbenchEndsCleanly() throws Exception {
        assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: run under xvfb-run");
        Path file = UiDriver.scratchDir("recovery-close").resolve("1830-game.json");
        try (InputStream in = RecoveryAtStartUiIT.class.getResourceAsStream("/fixtures/26855.json")) {
            Files.copy(in, file);
        }
        Path recovery = UiDriver.scratchDir("recovery-offered");
        String game = Files.readString(file, StandardCharsets.UTF_8);
        Files.writeString(recovery.resolve("game-999998-1.json"),
                game.replaceFirst("\"title\"\\s*:\\s*\"1830\"", "\"title\":\"1899\""), StandardCharsets.UTF_8);
        Files.writeString(recovery.resolve("game-999998-2.json"), game, StandardCharsets.UTF_8);
        String before = System.setProperty("roundhouse.recovery.dir", recovery.toString());
        Workbench wb = CONTEXT.getService(CONTEXT.getServiceReference(Workbench.class));
        try {
            UiDriver ui = UiDriver.start(wb, List.of(file));
            Shell offer = ui.waitForShell("recoveryDialog");
            ui.screenshot(offer, "recovery-offer-at-start");
            ui.close();
            assertEquals(Integer.valueOf(0), ui.exitCode(), "the workbench returned normally");
            assertTrue(Files.exists(recovery.resolve("game-999998-2.json")), "the offered game stays for the next start");
        } finally {
            if (before == null) {
                System.clearProperty("roundhouse.recovery.dir");
            } else {
                System.setProperty("roundhouse.recovery.dir", before);
            }
        }
    }

    @Test
    void aSavedGameOpensBesideGamesWaitingForTheirTitle() throws Exception {
        assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: run under xvfb-run");
        Path file = UiDriver.scratchDir("recovery-start").resolve("1830-game.json");
        try (InputStream in = RecoveryAtStartUiIT.class.getResourceAsStream("/fixtures/26855.json")) {
            Files.copy(in, file);
        }
        Path recovery = UiDriver.scratchDir("recovery-waiting");
        String game = Files.readString(file, StandardCharsets.UTF_8);
        // two games of a workbench that died (no owner lock), of a title no plugin provides
        for (int i = 1; i <= 2; i++) {
            Files.writeString(recovery.resolve("game-999999-" + i + ".json"),
                    game.replaceFirst("\"title\"\\s*:\\s*\"1830\"", "\"title\":\"1899\""), StandardCharsets.UTF_8);
        }
        String before = System.setProperty("roundhouse.recovery.dir", recovery.toString());
        Workbench wb = CONTEXT.getService(CONTEXT.getServiceReference(Workbench.class));
        try (UiDriver ui = UiDriver.start(wb, List.of(file))) {
            Shell main = ui.waitForShell("main");
            // the recorded game is finished: its info line says why it ended, in words
            ui.waitUntil("the game is open", () -> ((Label) UiDriver.find(main, "gameInfo")).getText().startsWith("Game over ("));
            String info = ui.onUi(() -> ((Label) UiDriver.find(main, "gameInfo")).getText());
            assertTrue(!info.matches("Game over \\([a-z_]+\\).*"), "the reason in words, not its code: " + info);
            String status = ui.onUi(() -> ((Label) UiDriver.find(main, "status")).getText());
            assertTrue(status.contains("2 unsaved game(s) kept until their title is installed again"), status);
            ui.screenshot(main, "recovery-waiting-at-start");
            assertTrue(Files.exists(recovery.resolve("game-999999-1.json")), "the waiting games are kept");
        } finally {
            if (before == null) {
                System.clearProperty("roundhouse.recovery.dir");
            } else {
                System.setProperty("roundhouse.recovery.dir", before);
            }
        }
    }
}
