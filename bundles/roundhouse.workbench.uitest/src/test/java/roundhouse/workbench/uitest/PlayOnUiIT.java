package roundhouse.workbench.uitest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Slider;
import org.junit.jupiter.api.Test;

import roundhouse.api.ui.Workbench;

/**
 * "Play on from here" on recorded game 26855 (1830): from a position in its middle, a new game with
 * greedy bots in seats 2 and 3, an expert bot in seat 4 and a human in seat 1; the bots play on by
 * themselves until the human is to move, the expert says why it moved, and the recorded game stays
 * as it was.
 */
class PlayOnUiIT {
    private static final Pattern STEP = Pattern.compile("(\\d+)\\D+(\\d+)");

    @Test
    void aNewGameFromAPositionOfARecordedGameWithBotsAndAHuman() throws Exception {
        assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: run under xvfb-run");
        Path file = UiDriver.targetDir().resolve("play-on-26855.json");
        try (InputStream in = PlayOnUiIT.class.getResourceAsStream("/fixtures/26855.json")) {
            Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
        }
        Workbench wb = PlayOpeningUiIT.service(Workbench.class, null);
        String recoveryBefore = System.setProperty("roundhouse.recovery.dir", UiDriver.scratchDir("recovery-play-on").toString());
        System.setProperty("roundhouse.botDelay", "30");
        try (UiDriver ui = UiDriver.start(wb, List.of(file))) {
            Shell main = ui.waitForShell("main");
            ui.waitUntil("the game is open", () -> label(main, "stepLabel").matches("Action [1-9]\\d* of \\d+"));
            int total = numbers(ui, main)[1];
            int from = 302; // Player 2 (seat 2) is to move there: the bots move first
            ui.onUi(() -> {
                Slider slider = (Slider) UiDriver.find(main, "stepper");
                slider.setSelection(from);
                slider.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
            });
            ui.waitUntil("the stepper shows action " + from, () -> numbers(main)[0] == from);

            ui.later(() -> UiDriver.click(UiDriver.find(main, "historyPlayOn")));
            Shell dialog = ui.waitForShell("playOnDialog");
            ui.onUi(() -> {
                pick(dialog, "seat.2", "Greedy");
                pick(dialog, "seat.3", "Greedy");
                pick(dialog, "seat.4", "Expert");
                assertEquals(0, ((Combo) UiDriver.find(dialog, "seat.1")).getSelectionIndex(), "seat 1 stays human");
            });
            ui.screenshot(dialog, "play-on-0-seats");
            ui.onUi(() -> UiDriver.click(UiDriver.find(dialog, "ok")));
            ui.waitUntil("the dialog closed", dialog::isDisposed);

            ui.waitUntil("the new game is listed beside the recorded one", () -> ((Combo) UiDriver.find(main, "games")).getItemCount() == 2);
            ui.waitUntil("the bots played on to the human's turn", () -> numbers(main)[1] > from
                    && label(main, "gameInfo").contains("Acting: Player 1"));
            String games = ui.onUi(() -> String.join(" | ", ((Combo) UiDriver.find(main, "games")).getItems()));
            assertTrue(games.contains("unsaved"), games);
            ui.screenshot(main, "play-on-1-played-on");

            // the last bot to move before Player 1 is the expert (seat 4): it says why
            ui.onUi(() -> UiDriver.click(UiDriver.find(main, "whyMove")));
            String why = ui.onUi(() -> label(main, "status"));
            assertTrue(why.startsWith("Player 4: ") && !why.contains("!reason"), why);

            // the recorded game is untouched
            ui.onUi(() -> {
                Combo combo = (Combo) UiDriver.find(main, "games");
                combo.select(0);
                combo.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
            });
            ui.waitUntil("the recorded game is active again", () -> numbers(main)[1] == total);
        } finally {
            System.clearProperty("roundhouse.botDelay");
            if (recoveryBefore == null) {
                System.clearProperty("roundhouse.recovery.dir");
            } else {
                System.setProperty("roundhouse.recovery.dir", recoveryBefore);
            }
        }
    }

    private static void pick(Shell dialog, String id, String bot) {
        Combo c = (Combo) UiDriver.find(dialog, id);
        c.select(c.indexOf(bot));
        assertTrue(c.getSelectionIndex() > 0, bot + " is offered in " + id);
    }

    private static String label(Shell main, String id) {
        return ((Label) UiDriver.find(main, id)).getText();
    }

    /** The position shown and the live game's actions, from the stepper's label ("Action n of m"). */
    private static int[] numbers(Shell main) {
        Matcher m = STEP.matcher(label(main, "stepLabel"));
        return m.find() ? new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))} : new int[] {-1, -1};
    }

    private static int[] numbers(UiDriver ui, Shell main) {
        return ui.onUi(() -> numbers(main));
    }
}
