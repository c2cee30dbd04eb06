package roundhouse.workbench.uitest;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.Test;

import roundhouse.api.ui.Workbench;

/**
 * The history's keys, pressed as a player presses them (events posted to the display, so that
 * GTK's accelerators and the log's key handling see real key strokes): Alt+Left, Alt+Right,
 * Alt+Home and Alt+End step through recorded game 26855 from anywhere in the window, Home and End
 * do it in the focused log; the History menu names the shortcuts.
 */
class HistoryKeysUiIT {
    @Test
    void stepShortcutsMoveThroughTheGame() throws Exception {
        assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: run under xvfb-run");
        Path file = UiDriver.targetDir().resolve("history-keys-26855.json");
        try (InputStream in = HistoryKeysUiIT.class.getResourceAsStream("/fixtures/26855.json")) {
            Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
        }
        Workbench wb = PlayOpeningUiIT.service(Workbench.class, null);
        // a recovery folder of its own: games other tests left unsaved would be offered first
        String recoveryBefore = System.setProperty("roundhouse.recovery.dir", UiDriver.scratchDir("recovery-keys").toString());
        try (UiDriver ui = UiDriver.start(wb, List.of(file))) {
            Shell main = ui.waitForShell("main");
            ui.waitUntil("the game is open", () -> stepLabel(main).matches("Action [1-9]\\d* of \\d+"));
            String total = ui.onUi(() -> stepLabel(main)).replaceAll(".* of ", "");
            ui.onUi(() -> {
                main.forceActive();
                ((Control) UiDriver.find(main, "actions")).forceFocus();
            });
            press(ui, SWT.ALT, SWT.ARROW_LEFT);
            waitFor(ui, main, (Integer.parseInt(total) - 1) + " of " + total);
            press(ui, SWT.ALT, SWT.HOME);
            waitFor(ui, main, "0 of " + total);
            press(ui, SWT.ALT, SWT.ARROW_RIGHT);
            waitFor(ui, main, "1 of " + total);
            press(ui, SWT.ALT, SWT.END);
            waitFor(ui, main, total + " of " + total);

            // the log: Home is the start of the game, End the live game
            ui.onUi(() -> {
                CTabFolder views = (CTabFolder) UiDriver.find(main, "views");
                for (CTabItem item : views.getItems()) {
                    if ("view.log".equals(item.getData("id"))) {
                        views.setSelection(item);
                        Event e = new Event();
                        e.item = item;
                        views.notifyListeners(SWT.Selection, e);
                    }
                }
            });
            ui.waitUntil("the log has the focus", () -> {
                org.eclipse.swt.widgets.Table log = (org.eclipse.swt.widgets.Table) UiDriver.find(main, "log");
                return log.isVisible() && log.getItemCount() > 0 && (log.isFocusControl() || log.forceFocus() && false);
            });
            press(ui, 0, SWT.HOME);
            waitFor(ui, main, "0 of " + total);
            press(ui, 0, SWT.END);
            waitFor(ui, main, total + " of " + total);

            // the History menu names every step's shortcut
            List<String> items = ui.onUi(() -> {
                MenuItem history = (MenuItem) UiDriver.find(main, "historyBack");
                return java.util.Arrays.stream(history.getParent().getItems()).map(MenuItem::getText).toList();
            });
            for (String shortcut : List.of("Alt+Home", "Alt+Left", "Alt+Right", "Alt+End")) {
                assertTrue(items.stream().anyMatch(t -> t.endsWith("\t" + shortcut)), shortcut + " in " + items);
            }
            press(ui, SWT.ALT, 's');
            Thread.sleep(500);
            screen(ui, "history-menu");
            ui.onUi(() -> ((MenuItem) UiDriver.find(main, "historyBack")).getParent().setVisible(false));
        } finally {
            // back to the folder the test run set (clearing it would send later tests to the user's own)
            if (recoveryBefore == null) {
                System.clearProperty("roundhouse.recovery.dir");
            } else {
                System.setProperty("roundhouse.recovery.dir", recoveryBefore);
            }
        }
    }

    private static String stepLabel(Shell main) {
        return ((Label) UiDriver.find(main, "stepLabel")).getText();
    }

    private static void waitFor(UiDriver ui, Shell main, String position) throws InterruptedException {
        try {
            ui.waitUntil("the stepper shows action " + position, () -> stepLabel(main).equals("Action " + position));
        } catch (AssertionError e) {
            throw new AssertionError(e.getMessage() + "; it shows " + ui.onUi(() -> stepLabel(main)), e);
        }
    }

    /** Presses a key (with a modifier key held, or 0) through the display's event queue. */
    private static void press(UiDriver ui, int modifier, int key) {
        ui.onUi(() -> {
            if (modifier != 0) {
                post(SWT.KeyDown, modifier, 0);
            }
            boolean character = key < 0x10000 && Character.isLetter(key);
            post(SWT.KeyDown, character ? 0 : key, character ? key : 0);
            post(SWT.KeyUp, character ? 0 : key, character ? key : 0);
            if (modifier != 0) {
                post(SWT.KeyUp, modifier, 0);
            }
        });
    }

    private static void post(int type, int keyCode, int character) {
        Event e = new Event();
        e.type = type;
        e.keyCode = keyCode;
        e.character = (char) character;
        Display.getCurrent().post(e);
    }

    /** The whole screen, open menus included (shell.print leaves them out). */
    private static void screen(UiDriver ui, String name) throws Exception {
        Path dir = Path.of(System.getProperty("roundhouse.screenshots", "target/screenshots"));
        Files.createDirectories(dir);
        ui.onUi(() -> {
            Display d = Display.getCurrent();
            Rectangle r = d.getBounds();
            Image image = new Image(d, r.width, r.height);
            GC gc = new GC(d);
            try {
                gc.copyArea(image, 0, 0);
                ImageLoader loader = new ImageLoader();
                loader.data = new ImageData[] { image.getImageData() };
                loader.save(dir.resolve(name + ".png").toString(), SWT.IMAGE_PNG);
            } finally {
                gc.dispose();
                image.dispose();
            }
        });
    }
}
