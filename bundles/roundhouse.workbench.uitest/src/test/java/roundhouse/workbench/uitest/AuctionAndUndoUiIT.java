package roundhouse.workbench.uitest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Slider;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Tree;
import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameRecord;
import roundhouse.api.GameRecordCodec;
import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.GameTitle;
import roundhouse.api.LegalAction;
import roundhouse.api.PlayerRef;
import roundhouse.api.RuleOption;
import roundhouse.api.ui.Workbench;
import roundhouse.api.view.AuctionView;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;
import roundhouse.api.view.PlayerView;

/**
 * The opening of recorded game 26855 through the widgets, for the auction display and the
 * history: every bid of the private auction shows in the auction display with the bidder's name,
 * and every player's committed and available cash; then a click on a log line shows the game of
 * then without moving the stepper, Ctrl+Z there only returns to the live game, and "undo to here"
 * from the log's menu asks how many actions go and takes the live game back to that line.
 */
class AuctionAndUndoUiIT {
    /** The first actions of 26855 are bids on CA, CS and MH; after five of them four bids stand. */
    private static final int BACK_TO = 5;

    @Test
    void auctionBidsShowAndUndoToHereFromTheLog() throws Exception {
        assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: run under xvfb-run");
        GameRecordCodec codec = PlayOpeningUiIT.service(GameRecordCodec.class, null);
        GameTitle title = PlayOpeningUiIT.service(GameTitle.class, "(" + GameTitle.ID + "=1830)");
        GameRecord recorded;
        try (InputStream in = AuctionAndUndoUiIT.class.getResourceAsStream("/fixtures/26855.json")) {
            recorded = codec.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), "26855.json");
        }
        List<Action> script = title.load(recorded).actions();
        List<String> seatIds = recorded.setup().players().stream().map(PlayerRef::id).toList();
        Set<String> options = new LinkedHashSet<>(recorded.setup().optionalRules());
        for (RuleOption o : title.ruleOptions()) {
            if (o.importDefault()) {
                options.add(o.id());
            }
        }
        List<PlayerRef> players = List.of(new PlayerRef("1", "Ann"), new PlayerRef("2", "Ben"), new PlayerRef("3", "Cat"),
                new PlayerRef("4", "Dan"));
        GameSetup setup = new GameSetup(players, options, 1);
        GameSession shadow = title.newGame(setup);

        Path recovery = UiDriver.scratchDir("recovery-undo");
        String recoveryBefore = System.setProperty("roundhouse.recovery.dir", recovery.toString());
        Workbench wb = PlayOpeningUiIT.service(Workbench.class, null);
        try (UiDriver ui = UiDriver.start(wb, List.of())) {
            Shell main = ui.waitForShell("main");
            PlayOpeningUiIT.newGameThroughTheDialog(ui, main, players, options);

            // the auction and three stock-round actions after it, each decision picked in the action tree
            int played = 0;
            int end = auctionEnd(title, setup, script, seatIds) + 3;
            boolean sawBids = false;
            Rectangle viewsInAuction = null;
            while (played < end) {
                Action want = PlayOpeningUiIT.renumber(script.get(played), seatIds);
                List<LegalAction> legal = shadow.legalActions();
                int choice = PlayOpeningUiIT.find(legal, want);
                assertTrue(choice >= 0, "action " + played + " " + want + " is not among " + PlayOpeningUiIT.labels(legal));
                LegalAction chosen = legal.get(choice);
                Action applied = chosen.amount() == null ? chosen.action()
                        : chosen.withAmount((int) want.number(chosen.amount().key(), 0));
                choose(ui, main, choice, chosen, applied);
                shadow.apply(applied);
                played++;
                ui.waitUntil("the workbench applied action " + played,
                        () -> stepLabel(main).equals("Action " + shadow.actions().size() + " of " + shadow.actions().size()));
                AuctionView auction = shadow.auction();
                Rectangle viewsNow = ui.onUi(() -> onScreen((org.eclipse.swt.widgets.Control) UiDriver.find(main, "views")));
                if (auction != null && viewsInAuction != null) {
                    // a sold private leaves a blank row: the tabs below never move under the mouse
                    if (!viewsInAuction.equals(viewsNow)) {
                        ui.screenshot(main, "auction-views-moved");
                    }
                    assertEquals(viewsInAuction, viewsNow, "the views stay put during the auction (action " + played + ")");
                }
                viewsInAuction = auction != null ? viewsNow : null;
                if (auction != null) {
                    assertAuctionShown(ui, main, auction, shadow.state());
                    sawBids |= auction.lots().stream().filter(l -> !l.bids().isEmpty()).count() >= 3;
                }
                if (played == BACK_TO) {
                    ui.screenshot(main, "auction-1-bids");
                }
            }
            assertTrue(sawBids, "bids stood on three privates at once");
            assertFalse(ui.onUi(() -> ((Group) UiDriver.find(main, "auction")).getVisible()), "no auction display in the stock round");
            int total = played;

            // the log: a click on the line of action 5 shows the game of then; the stepper stays put
            showLogTab(ui, main);
            Rectangle stepperBefore = ui.onUi(() -> stepperOnScreen(main));
            clickLogLineOf(ui, main, BACK_TO);
            ui.waitUntil("the views show the game after action " + BACK_TO,
                    () -> stepLabel(main).equals("Action " + BACK_TO + " of " + total));
            assertEquals(stepperBefore, ui.onUi(() -> stepperOnScreen(main)), "the stepper does not move on entering the past");
            GameSession then = replay(title, setup, shadow.actions().subList(0, BACK_TO));
            assertAuctionShown(ui, main, then.auction(), then.state());
            assertTrue(ui.onUi(() -> greyedAfter(main, BACK_TO)), "the log lines after action " + BACK_TO + " are greyed");
            ui.screenshot(main, "auction-2-log-clicked-past");

            // Ctrl+Z in the past returns to the live game and takes nothing back
            ui.onUi(() -> UiDriver.click(UiDriver.find(main, "undo")));
            ui.waitUntil("back to the live game", () -> stepLabel(main).equals("Action " + total + " of " + total));
            assertEquals(total, PlayOpeningUiIT.newestAutosave(recovery, codec, title).actions().size(),
                    "Ctrl+Z while viewing the past undid nothing");

            // undo to here from the log line's menu: the question names how many actions go
            clickLogLineOf(ui, main, BACK_TO);
            ui.waitUntil("the past shown again", () -> stepLabel(main).equals("Action " + BACK_TO + " of " + total));
            ui.later(() -> UiDriver.click(logMenuItem(main, "logUndoHere")));
            Shell question = ui.waitForShell("messageDialog");
            String asked = ui.onUi(() -> ((Label) UiDriver.find(question, "messageText")).getText());
            assertTrue(asked.contains("the last " + (total - BACK_TO) + " actions"), asked);
            assertTrue(asked.contains("Action " + BACK_TO + " stays the last"), asked);
            ui.screenshot(question, "auction-3-undo-question");
            ui.onUi(() -> UiDriver.click(UiDriver.find(question, "ok")));
            ui.waitUntil("the live game is back at action " + BACK_TO,
                    () -> stepLabel(main).equals("Action " + BACK_TO + " of " + BACK_TO));

            GameSession live = PlayOpeningUiIT.newestAutosave(recovery, codec, title);
            assertEquals(BACK_TO, live.actions().size());
            PlayOpeningUiIT.assertSameGame(then.state(), live.state());
            assertEquals(then.auction(), live.auction(), "the bids of then stand again");
            assertAuctionShown(ui, main, then.auction(), then.state());
            String status = ui.onUi(() -> ((Label) UiDriver.find(main, "status")).getText());
            assertTrue(status.contains((total - BACK_TO) + " actions taken back"), status);
            ui.screenshot(main, "auction-4-undone-to-here");

            // one redo brings everything back
            ui.onUi(() -> UiDriver.click(UiDriver.find(main, "redo")));
            ui.waitUntil("redo restored all actions", () -> stepLabel(main).equals("Action " + total + " of " + total));
            PlayOpeningUiIT.assertSameGame(shadow.state(), PlayOpeningUiIT.newestAutosave(recovery, codec, title).state());
        } finally {
            // back to the folder the test run set (clearing it would send later tests to the user's own)
            if (recoveryBefore == null) {
                System.clearProperty("roundhouse.recovery.dir");
            } else {
                System.setProperty("roundhouse.recovery.dir", recoveryBefore);
            }
        }
    }

    /** Effective actions of the recording up to the end of the auction round. */
    static int auctionEnd(GameTitle title, GameSetup setup, List<Action> script, List<String> seatIds) throws Exception {
        GameSession game = title.newGame(setup);
        int n = 0;
        while (game.state().round().kind().equals("auction")) {
            Action want = PlayOpeningUiIT.renumber(script.get(n), seatIds);
            LegalAction chosen = game.legalActions().get(PlayOpeningUiIT.find(game.legalActions(), want));
            game.apply(chosen.amount() == null ? chosen.action() : chosen.withAmount((int) want.number(chosen.amount().key(), 0)));
            n++;
        }
        return n;
    }

    private static GameSession replay(GameTitle title, GameSetup setup, List<Action> actions) throws Exception {
        GameSession game = title.newGame(setup);
        for (Action a : actions) {
            Map<String, Object> args = new HashMap<>(a.args());
            args.remove("id");
            game.apply(new Action(a.type(), a.entity(), a.entityType(), args));
        }
        return game;
    }

    static void choose(UiDriver ui, Shell main, int choice, LegalAction chosen, Action applied) {
        ui.onUi(() -> {
            Tree tree = (Tree) UiDriver.find(main, "actions");
            tree.setSelection(PlayOpeningUiIT.choiceItem(tree, choice));
            tree.notifyListeners(SWT.Selection, new Event());
            if (chosen.amount() != null) {
                ((org.eclipse.swt.widgets.Text) UiDriver.find(main, "amount")).setText(String.valueOf(applied.number(chosen.amount().key(), 0)));
            }
            UiDriver.click(UiDriver.find(main, "apply"));
        });
    }

    static String stepLabel(Shell main) {
        return ((Label) UiDriver.find(main, "stepLabel")).getText();
    }

    private static Rectangle stepperOnScreen(Shell main) {
        Slider slider = (Slider) UiDriver.find(main, "stepper");
        Rectangle r = slider.getBounds();
        org.eclipse.swt.graphics.Point p = slider.getParent().toDisplay(r.x, r.y);
        return new Rectangle(p.x, p.y, r.width, r.height);
    }

    /**
     * The auction display shows every private for sale with the bids on it by bidder name, and
     * every player's cash, committed and available cash, as the engine has them.
     */
    static Rectangle onScreen(org.eclipse.swt.widgets.Control c) {
        return c.getDisplay().map(c.getParent(), null, c.getBounds());
    }

    static void assertAuctionShown(UiDriver ui, Shell main, AuctionView auction, GameState state) {
        // apart: 1854's locals "1".."6" share their ids with the players' seats
        Map<String, String> players = new HashMap<>();
        state.players().forEach(p -> players.put(p.id(), p.name()));
        Map<String, String> names = new HashMap<>();
        state.companies().forEach(c -> names.put(c.id(), c.name()));
        List<List<String>> lots = ui.onUi(() -> rows((Table) UiDriver.find(main, "auctionLots")));
        List<List<String>> bidders = ui.onUi(() -> rows((Table) UiDriver.find(main, "auctionBidders")));
        assertTrue(ui.onUi(() -> UiDriver.find(main, "auction") instanceof Group g && g.getVisible()), "the auction display shows");
        assertEquals(auction.lots().size(), lots.size(), "one row per private for sale: " + lots);
        for (int i = 0; i < lots.size(); i++) {
            AuctionView.Lot lot = auction.lots().get(i);
            List<String> row = lots.get(i);
            // 1854 names a local's lot "Local 1 (Mariazellerbahn)"
            assertTrue(row.get(0).contains(names.get(lot.company())), row + " names " + lot.company());
            assertTrue(row.get(2).contains(state.money(lot.price())), row + " shows the price " + lot.price());
            for (AuctionView.Bid b : lot.bids()) {
                assertTrue(row.get(3).contains(players.get(b.player()) + " " + state.money(b.amount())), row + " shows the bid " + b);
            }
            assertEquals(lot.bids().isEmpty(), row.get(3).isEmpty(), row.toString());
        }
        for (int i = 0; i < bidders.size(); i++) {
            AuctionView.Bidder b = auction.bidders().get(i);
            PlayerView p = state.players().get(i);
            assertEquals(List.of(state.money(b.cash()), b.committed() == 0 ? "" : state.money(b.committed()), state.money(b.available())),
                    bidders.get(i).subList(1, 4), p.name());
            assertTrue(bidders.get(i).get(0).startsWith(p.name()), bidders.get(i).toString());
        }
        assertTrue(state.companies().stream().filter(c -> c.kind() == CompanyView.Kind.PRIVATE).count() >= lots.size());
    }

    private static List<List<String>> rows(Table table) {
        List<List<String>> rows = new java.util.ArrayList<>();
        for (TableItem item : table.getItems()) {
            List<String> row = new java.util.ArrayList<>();
            for (int c = 0; c < table.getColumnCount(); c++) {
                row.add(item.getText(c));
            }
            rows.add(row);
        }
        return rows;
    }

    static void showLogTab(UiDriver ui, Shell main) throws InterruptedException {
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
        ui.waitUntil("the log shows", () -> ((Table) UiDriver.find(main, "log")).getItemCount() > 0);
    }

    /** Clicks the last line of action {@code number} (1-based) in the log. */
    static void clickLogLineOf(UiDriver ui, Shell main, int number) {
        ui.onUi(() -> {
            Table log = (Table) UiDriver.find(main, "log");
            int row = -1;
            for (int i = 0; i < log.getItemCount(); i++) {
                if (log.getItem(i).getText(0).equals(String.valueOf(number))) {
                    row = i;
                }
            }
            assertTrue(row >= 0, "the log has a line of action " + number);
            log.setSelection(row);
            log.notifyListeners(SWT.Selection, new Event());
        });
    }

    /** Whether the log's lines after action {@code number} look different from those before. */
    private static boolean greyedAfter(Shell main, int number) {
        Table log = (Table) UiDriver.find(main, "log");
        TableItem before = null;
        TableItem after = null;
        for (TableItem item : log.getItems()) {
            String n = item.getText(0);
            if (n.equals(String.valueOf(number))) {
                before = item;
            } else if (n.equals(String.valueOf(number + 1))) {
                after = item;
            }
        }
        return before != null && after != null && !before.getForeground().equals(after.getForeground());
    }

    static MenuItem logMenuItem(Shell main, String id) {
        for (MenuItem item : ((Table) UiDriver.find(main, "log")).getMenu().getItems()) {
            if (id.equals(item.getData("id"))) {
                return item;
            }
        }
        throw new AssertionError("the log's menu has no " + id);
    }
}
