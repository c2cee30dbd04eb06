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

import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Slider;
import org.eclipse.swt.widgets.Tree;
import org.junit.jupiter.api.Test;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;

import roundhouse.api.ui.Workbench;

/**
 * A title's plugin stopped while one of its games is open: the game is marked (its entry says the
 * title is missing, no choices, the stepper off) and one message names the plugin; started again,
 * the game can be played and stepped through again.
 */
class TitleMissingUiIT {
    private static final BundleContext CONTEXT = FrameworkUtil.getBundle(TitleMissingUiIT.class).getBundleContext();

    @Test
    void aGameWhoseTitleGoesIsMarkedAndComesBackWithIt() throws Exception {
        assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: run under xvfb-run");
        Path file = UiDriver.scratchDir("missing").resolve("18mag-game.json");
        try (InputStream in = TitleMissingUiIT.class.getResourceAsStream("/fixtures/18mag-or-5.2-minor-5.json")) {
            Files.copy(in, file);
        }
        Bundle title = Arrays.stream(CONTEXT.getBundles()).filter(b -> "roundhouse.title.t18mag".equals(b.getSymbolicName()))
                .findFirst().orElseThrow();
        System.setProperty("roundhouse.recovery.dir", UiDriver.scratchDir("recovery-missing").toString());
        Workbench wb = CONTEXT.getService(CONTEXT.getServiceReference(Workbench.class));
        try (UiDriver ui = UiDriver.start(wb, List.of(file))) {
            Shell main = ui.waitForShell("main");
            ui.waitUntil("the game is open", () -> ((Label) UiDriver.find(main, "gameInfo")).getText().contains("Operating"));
            assertTrue(ui.onUi(() -> choices(main)) > 0, "choices while the title is installed");

            title.stop();
            Shell message = ui.waitForShell("messageDialog");
            String text = ui.onUi(() -> ((Label) UiDriver.find(message, "messageText")).getText());
            assertTrue(text.contains("18Magyarország plugin was stopped or removed") && text.contains("18mag-game.json"), text);
            ui.screenshot(main, "title-missing");
            ui.onUi(message::close);

            assertEquals("18Mag - 18mag-game.json (title missing)", ui.onUi(() -> gameEntry(main)));
            assertEquals(0, (int) ui.onUi(() -> choices(main)), "no choices without the title");
            assertFalse(ui.onUi(() -> ((Button) UiDriver.find(main, "apply")).isEnabled()));
            assertFalse(ui.onUi(() -> ((Slider) UiDriver.find(main, "stepper")).isEnabled()), "the stepper is off");
            assertFalse(ui.onUi(() -> ((Button) UiDriver.find(main, "stepBack")).isEnabled()));
            assertTrue(ui.onUi(() -> ((Label) UiDriver.find(main, "gameInfo")).getText())
                    .contains("The 18Magyarország plugin is not installed any more"));
            // the History menu's steps say why nothing happens
            ui.onUi(() -> UiDriver.click(UiDriver.find(main, "historyFirst")));
            assertTrue(ui.onUi(() -> ((Label) UiDriver.find(main, "status")).getText())
                    .contains("The 18Magyarország plugin is not installed"));
            assertTrue(ui.onUi(() -> ((Label) UiDriver.find(main, "gameInfo")).getText()).contains("not installed any more"),
                    "the view stayed at the live game");

            title.start();
            ui.waitUntil("the game is playable again", () -> !gameEntry(main).contains("title missing") && choices(main) > 0);
            assertTrue(ui.onUi(() -> ((Slider) UiDriver.find(main, "stepper")).isEnabled()));
            ui.onUi(() -> UiDriver.click(UiDriver.find(main, "stepBack")));
            ui.waitUntil("stepping works again", () -> ((Label) UiDriver.find(main, "gameInfo")).getText().startsWith("Viewing"));
        } finally {
            if (title.getState() != Bundle.ACTIVE) {
                title.start();
            }
            System.clearProperty("roundhouse.recovery.dir");
        }
    }

    private static String gameEntry(Shell main) {
        Combo games = (Combo) UiDriver.find(main, "games");
        return games.getItem(games.getSelectionIndex());
    }

    private static int choices(Shell main) {
        return ((Tree) UiDriver.find(main, "actions")).getItemCount();
    }
}
