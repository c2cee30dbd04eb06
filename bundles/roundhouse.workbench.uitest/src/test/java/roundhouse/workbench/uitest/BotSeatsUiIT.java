package roundhouse.workbench.uitest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.junit.jupiter.api.Test;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;

import roundhouse.api.ui.Workbench;

/**
 * A hotseat game of 1830 with three greedy bots and one scripted human (Ann) through the private
 * auction and the first stock round: the bots move by themselves, pausing stops them, undo goes
 * back past their moves to Ann's last decision, and a human takes a bot's seat over.
 */
class BotSeatsUiIT {
    private static final BundleContext CONTEXT = FrameworkUtil.getBundle(BotSeatsUiIT.class).getBundleContext();
    private static final Pattern STEP = Pattern.compile("(\\d+)\\D+(\\d+)");

    @Test
    void threeBotsAndAHumanPlayThroughAStockRound() throws Exception {
        assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: run under xvfb-run");
        System.setProperty("roundhouse.botDelay", "30");
        Workbench wb = CONTEXT.getService(CONTEXT.getServiceReference(Workbench.class));
        try (UiDriver ui = UiDriver.start(wb, List.of())) {
            Shell main = ui.waitForShell("main");
            newGameWithBots(ui, main);
            int humanMoves = 0;
            boolean checkedPause = false;
            boolean checkedUndo = false;
            while (!info(ui, main).contains("Operating")) {
                ui.waitUntil("Ann acts or the stock round ends", () -> {
                    String i = ((Label) UiDriver.find(main, "gameInfo")).getText();
                    return i.contains("Acting: Ann") || i.contains("Operating");
                });
                if (info(ui, main).contains("Operating")) {
                    break;
                }
                if (humanMoves == 2 && !checkedUndo) {
                    checkedUndo = true;
                    undoPastTheBots(ui, main);
                    continue;
                }
                applyHumanChoice(ui, main);
                humanMoves++;
                if (!checkedPause) {
                    checkedPause = true;
                    pausedBotsWait(ui, main);
                }
            }
            assertTrue(humanMoves >= 3, "Ann decided " + humanMoves + " times");
            assertTrue(checkedUndo, "undo was tried");
            ui.screenshot(main, "bots-1-operating");
            takeOverTheActingBot(ui, main);
        } finally {
            System.clearProperty("roundhouse.botDelay");
        }
    }

    private static void newGameWithBots(UiDriver ui, Shell main) throws Exception {
        Shell dialog = PlayOpeningUiIT.openNewGameDialog(ui, main, "1830");
        ui.onUi(() -> {
            ((Text) UiDriver.find(dialog, "players")).setText("Ann, Bert, Cleo, Dora");
            for (int seat = 2; seat <= 4; seat++) {
                Combo c = (Combo) UiDriver.find(dialog, "seat." + seat);
                c.select(c.indexOf("Greedy"));
                assertTrue(c.getSelectionIndex() > 0, "the greedy bot is offered");
            }
            return null;
        });
        ui.screenshot(dialog, "bots-0-new-game");
        ui.onUi(() -> UiDriver.click(UiDriver.find(dialog, "ok")));
        ui.waitUntil("the dialog closed", dialog::isDisposed);
    }

    private static String info(UiDriver ui, Shell main) {
        return ui.onUi(() -> ((Label) UiDriver.find(main, "gameInfo")).getText());
    }

    /** Effective actions of the live game, from the stepper's label ("Action n of n"). */
    private static int actions(UiDriver ui, Shell main) {
        Matcher m = STEP.matcher(ui.onUi(() -> ((Label) UiDriver.find(main, "stepLabel")).getText()));
        assertTrue(m.find());
        return Integer.parseInt(m.group(2));
    }

    /** Ann's script: buy the private offered at face value, par once, else pass. */
    private static void applyHumanChoice(UiDriver ui, Shell main) {
        ui.onUi(() -> {
            Tree tree = (Tree) UiDriver.find(main, "actions");
            List<TreeItem> choices = new ArrayList<>();
            for (TreeItem item : tree.getItems()) {
                if (item.getData() instanceof Integer) {
                    choices.add(item);
                }
                for (TreeItem child : item.getItems()) {
                    choices.add(child);
                }
            }
            TreeItem pick = null;
            for (TreeItem c : choices) {
                String t = c.getText();
                if (pick == null && (t.startsWith("Buy ") && t.contains(" for ") || t.startsWith("Par ") && t.endsWith("$67"))) {
                    pick = c;
                }
            }
            for (TreeItem c : choices) {
                if (pick == null && (c.getText().equals("Pass") || c.getText().equals("Done"))) {
                    pick = c;
                }
            }
            assertTrue(pick != null, "Ann can always pass");
            if (pick.getParentItem() != null) {
                pick.getParentItem().setExpanded(true);
            }
            tree.setSelection(pick);
            tree.notifyListeners(org.eclipse.swt.SWT.Selection, new org.eclipse.swt.widgets.Event());
            UiDriver.click(UiDriver.find(main, "apply"));
            return null;
        });
    }

    /** With the bots paused nothing moves; resumed, they play on. */
    private static void pausedBotsWait(UiDriver ui, Shell main) throws Exception {
        ui.onUi(() -> {
            Button pause = (Button) UiDriver.find(main, "pauseBots");
            pause.setSelection(true);
            UiDriver.click(pause);
            return null;
        });
        int before = actions(ui, main);
        Thread.sleep(400);
        assertEquals(before, actions(ui, main), "paused bots do not move");
        ui.onUi(() -> {
            Button pause = (Button) UiDriver.find(main, "pauseBots");
            pause.setSelection(false);
            UiDriver.click(pause);
            return null;
        });
    }

    /** Undo at Ann's turn takes back the bots' moves and Ann's own: Ann decides again, earlier. */
    private static void undoPastTheBots(UiDriver ui, Shell main) throws Exception {
        int before = actions(ui, main);
        ui.onUi(() -> UiDriver.click(UiDriver.find(main, "undo")));
        ui.waitUntil("the undo arrived", () -> {
            java.util.regex.Matcher m = STEP.matcher(((Label) UiDriver.find(main, "stepLabel")).getText());
            return m.find() && Integer.parseInt(m.group(2)) < before;
        });
        int after = actions(ui, main);
        assertTrue(after < before - 1, "undo went past the bots' moves: " + before + " -> " + after);
        assertTrue(info(ui, main).contains("Acting: Ann"), info(ui, main));
    }

    /** Pause, take the acting bot's seat: its decisions are listed and wait for a human. */
    private static void takeOverTheActingBot(UiDriver ui, Shell main) throws Exception {
        ui.onUi(() -> {
            Button pause = (Button) UiDriver.find(main, "pauseBots");
            pause.setSelection(true);
            UiDriver.click(pause);
            UiDriver.click(UiDriver.find(main, "takeSeat"));
            return null;
        });
        int before = actions(ui, main);
        ui.onUi(() -> {
            Button pause = (Button) UiDriver.find(main, "pauseBots");
            pause.setSelection(false);
            UiDriver.click(pause);
            return null;
        });
        Thread.sleep(400);
        String status = ui.onUi(() -> ((Label) UiDriver.find(main, "status")).getText());
        assertTrue(actions(ui, main) == before || status.contains("human"), status);
    }
}
