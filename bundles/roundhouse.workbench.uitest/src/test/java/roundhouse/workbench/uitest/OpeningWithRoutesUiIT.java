package roundhouse.workbench.uitest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.ScrollBar;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.DrawnRoute;
import roundhouse.api.GameRecord;
import roundhouse.api.GameRecordCodec;
import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.GameTitle;
import roundhouse.api.LegalAction;
import roundhouse.api.PlayerRef;
import roundhouse.api.RuleOption;
import roundhouse.api.RunCheck;
import roundhouse.api.ui.Workbench;
import roundhouse.api.view.AuctionView;

/**
 * The opening of recorded game 26855 through the widgets up to the first run, then the run drawn
 * by hand on the map: the private auction with its bids in the auction display, "undo to here" from
 * the log (and one redo back), a 2-train drawn over three stops refused with the rule named, NYNH's
 * three recorded routes drawn stop by stop and accepted with their revenue, the best run and the
 * dividends, and run. Last, the window at 1366x768 and 1920x1080 with the market: the status line
 * lies inside the window and the whole market shows (screenshots under target/screenshots).
 */
class OpeningWithRoutesUiIT {
    /** NYNH's first run in 26855: three 2-trains, $50 + $30 + $30. */
    private static final String[][] ROUTES = { {"G19", "F20"}, {"F20", "F22"}, {"F22", "F24"} };

    @Test
    void openingAuctionUndoToHereAndRoutesDrawnByHand() throws Exception {
        assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: run under xvfb-run");
        GameRecordCodec codec = PlayOpeningUiIT.service(GameRecordCodec.class, null);
        GameTitle title = PlayOpeningUiIT.service(GameTitle.class, "(" + GameTitle.ID + "=1830)");
        GameRecord recorded;
        try (InputStream in = OpeningWithRoutesUiIT.class.getResourceAsStream("/fixtures/26855.json")) {
            recorded = codec.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), "26855.json");
        }
        List<Action> script = title.load(recorded).actions();
        int firstRun = 0;
        while (!script.get(firstRun).type().equals("run_routes")) {
            firstRun++;
        }
        List<String> seatIds = recorded.setup().players().stream().map(PlayerRef::id).toList();
        Set<String> options = new LinkedHashSet<>(recorded.setup().optionalRules());
        for (RuleOption o : title.ruleOptions()) {
            if (o.importDefault()) {
                options.add(o.id());
            }
        }
        List<PlayerRef> players = List.of(new PlayerRef("1", "Ann"), new PlayerRef("2", "Ben"), new PlayerRef("3", "Cat"),
                new PlayerRef("4", "Dan"));
        GameSession shadow = title.newGame(new GameSetup(players, options, 1));

        Path recovery = UiDriver.scratchDir("recovery-routes");
        String recoveryBefore = System.setProperty("roundhouse.recovery.dir", recovery.toString());
        Workbench wb = PlayOpeningUiIT.service(Workbench.class, null);
        try (UiDriver ui = UiDriver.start(wb, List.of())) {
            Shell main = ui.waitForShell("main");
            PlayOpeningUiIT.newGameThroughTheDialog(ui, main, players, options);

            // the auction, the first stock round and the first operating round up to NYNH's run
            int bidsSeen = 0;
            for (int played = 0; played < firstRun; played++) {
                Action want = PlayOpeningUiIT.renumber(script.get(played), seatIds);
                List<LegalAction> legal = shadow.legalActions();
                int choice = PlayOpeningUiIT.find(legal, want);
                assertTrue(choice >= 0, "action " + played + " " + want + " is not among " + PlayOpeningUiIT.labels(legal));
                LegalAction chosen = legal.get(choice);
                Action applied = chosen.amount() == null ? chosen.action()
                        : chosen.withAmount((int) want.number(chosen.amount().key(), 0));
                AuctionAndUndoUiIT.choose(ui, main, choice, chosen, applied);
                shadow.apply(applied);
                int n = shadow.actions().size();
                ui.waitUntil("the workbench applied action " + n,
                        () -> AuctionAndUndoUiIT.stepLabel(main).equals("Action " + n + " of " + n));
                AuctionView auction = shadow.auction();
                if (auction != null) {
                    AuctionAndUndoUiIT.assertAuctionShown(ui, main, auction, shadow.state());
                    bidsSeen += auction.lots().stream().mapToInt(l -> l.bids().size()).sum();
                }
            }
            assertTrue(bidsSeen > 0, "the auction display showed bids");
            int total = shadow.actions().size();

            // undo to here from the log, three actions back; one redo brings them back
            int back = total - 3;
            AuctionAndUndoUiIT.showLogTab(ui, main);
            AuctionAndUndoUiIT.clickLogLineOf(ui, main, back);
            ui.waitUntil("the past shown", () -> AuctionAndUndoUiIT.stepLabel(main).equals("Action " + back + " of " + total));
            ui.later(() -> UiDriver.click(AuctionAndUndoUiIT.logMenuItem(main, "logUndoHere")));
            Shell question = ui.waitForShell("messageDialog");
            String asked = ui.onUi(() -> ((Label) UiDriver.find(question, "messageText")).getText());
            assertTrue(asked.contains("the last 3 actions"), asked);
            ui.onUi(() -> UiDriver.click(UiDriver.find(question, "ok")));
            ui.waitUntil("the live game is back at action " + back,
                    () -> AuctionAndUndoUiIT.stepLabel(main).equals("Action " + back + " of " + back));
            ui.onUi(() -> UiDriver.click(UiDriver.find(main, "redo")));
            ui.waitUntil("redo restored the actions", () -> AuctionAndUndoUiIT.stepLabel(main).equals("Action " + total + " of " + total));

            // NYNH is about to run: the map shows the run panel, the decision panel points there
            showTab(ui, main, "view.map");
            ui.waitUntil("the map is drawn", () -> UiDriver.find(main, "map.canvas").getData("rasters") != null);
            ui.waitUntil("the run panel shows", () -> UiDriver.find(main, "map.run") instanceof Composite c && c.getVisible());
            String info = ui.onUi(() -> ((Label) UiDriver.find(main, "gameInfo")).getText());
            assertTrue(info.contains("draw your own routes on the map"), info);

            // a 2-train over three stops: refused, naming the rule and its section
            clickTrain(ui, main, 0);
            for (String hex : List.of("G19", "F20", "F22")) {
                clickHex(ui, main, hex);
            }
            String refused = text(ui, main, "map.runVerdict");
            assertTrue(refused.startsWith("Refused: route 1 (2-train): "), refused);
            assertTrue(refused.contains("the route has 3 stops, the 2-train may visit 2 (1830 \u00a75.5)"), refused);
            assertTrue(text(ui, main, "status").contains("may visit 2 (1830 \u00a75.5)"), "the status line names the rule too");
            assertTrue(!ui.onUi(() -> ((Button) UiDriver.find(main, "map.runDrawn")).getEnabled()), "a refused run cannot run");
            ui.screenshot(main, "routes-1-refused");

            // the recorded routes, stop by stop per train: accepted, with revenue, best run and dividends
            ui.onUi(() -> UiDriver.click(UiDriver.find(main, "map.runClear")));
            for (int t = 0; t < ROUTES.length; t++) {
                clickTrain(ui, main, t);
                for (String hex : ROUTES[t]) {
                    clickHex(ui, main, hex);
                }
            }
            RunCheck expected = shadow.checkRun(List.of(new DrawnRoute("2-2", List.of(ROUTES[0])),
                    new DrawnRoute("2-3", List.of(ROUTES[1])), new DrawnRoute("2-4", List.of(ROUTES[2]))));
            assertTrue(expected.legal(), expected.refusal());
            String verdict = text(ui, main, "map.runVerdict");
            assertEquals("Your routes: $110 \u00b7 best run: $" + expected.best(), verdict);
            String dividends = text(ui, main, "map.runDividends");
            assertTrue(dividends.contains("Pay out: $11 a share, share price $67 \u2192 $71"), dividends);
            assertTrue(text(ui, main, "map.runTrain.0").endsWith("\u00b7 $50"), text(ui, main, "map.runTrain.0"));
            ui.screenshot(main, "routes-2-drawn");
            ui.onUi(() -> UiDriver.click(UiDriver.find(main, "map.runDrawn")));
            shadow.apply(expected.action());
            int ran = shadow.actions().size();
            ui.waitUntil("the drawn run was applied", () -> AuctionAndUndoUiIT.stepLabel(main).equals("Action " + ran + " of " + ran));
            GameSession saved = PlayOpeningUiIT.newestAutosave(recovery, codec, title);
            PlayOpeningUiIT.assertSameGame(shadow.state(), saved.state());
            Action run = saved.actions().get(ran - 1);
            assertEquals("run_routes", run.type());
            assertEquals(List.of(50L, 30L, 30L), ((List<?>) run.args().get("routes")).stream()
                    .map(r -> ((Map<?, ?>) r).get("revenue")).toList());

            // common screen sizes: the status line inside the window, the whole market on show
            showTab(ui, main, "view.market");
            for (int[] size : new int[][] { {1366, 768}, {1920, 1080} }) {
                ui.onUi(() -> {
                    main.setMaximized(false);
                    main.setBounds(0, 0, size[0], size[1]);
                    main.layout(true, true);
                });
                ui.waitUntil("the window is " + size[0] + "x" + size[1], () -> main.getSize().x == size[0]);
                Thread.sleep(300);
                Rectangle status = ui.onUi(() -> {
                    Control line = (Control) UiDriver.find(main, "status");
                    Rectangle b = line.getBounds();
                    Point p = main.toControl(line.getParent().toDisplay(b.x, b.y));
                    return new Rectangle(p.x, p.y, b.width, b.height);
                });
                int clientHeight = ui.onUi(() -> main.getClientArea().height);
                assertTrue(status.height >= 12, size[0] + "x" + size[1] + ": status line " + status.height + " px tall");
                assertTrue(status.y + status.height <= clientHeight, "the status line lies inside the window: " + status);
                assertTrue(ui.onUi(() -> wholeMarket(main)), size[0] + "x" + size[1] + ": the whole market shows");
                ui.screenshot(main, "routes-market-" + size[0] + "x" + size[1]);
            }
        } finally {
            if (recoveryBefore == null) {
                System.clearProperty("roundhouse.recovery.dir");
            } else {
                System.setProperty("roundhouse.recovery.dir", recoveryBefore);
            }
        }
    }

    private static void showTab(UiDriver ui, Shell main, String id) {
        ui.onUi(() -> {
            CTabFolder views = (CTabFolder) UiDriver.find(main, "views");
            for (CTabItem item : views.getItems()) {
                if (id.equals(item.getData("id"))) {
                    views.setSelection(item);
                    Event e = new Event();
                    e.item = item;
                    views.notifyListeners(SWT.Selection, e);
                }
            }
        });
    }

    private static String text(UiDriver ui, Shell main, String id) {
        return ui.onUi(() -> {
            var w = UiDriver.find(main, id);
            return w instanceof Label l ? l.getText() : ((Button) w).getText();
        });
    }

    private static void clickTrain(UiDriver ui, Shell main, int train) {
        ui.onUi(() -> UiDriver.click(UiDriver.find(main, "map.runTrain." + train)));
    }

    /** A left click where the hex shows on the map, as the mouse sends it. */
    @SuppressWarnings("unchecked")
    private static void clickHex(UiDriver ui, Shell main, String hex) {
        ui.onUi(() -> {
            Canvas canvas = (Canvas) UiDriver.find(main, "map.canvas");
            Point p = ((Function<String, Point>) canvas.getData("hexCentre")).apply(hex);
            assertNotNull(p, hex + " shows on the map");
            for (int type : new int[] {SWT.MouseDown, SWT.MouseUp}) {
                Event e = new Event();
                e.button = 1;
                e.x = p.x;
                e.y = p.y;
                canvas.notifyListeners(type, e);
            }
        });
    }

    /** Whether the market needs no scrolling: each scroll bar's thumb covers its whole range. */
    private static boolean wholeMarket(Shell main) {
        Canvas market = (Canvas) UiDriver.find(main, "market");
        ScrollBar h = market.getHorizontalBar();
        ScrollBar v = market.getVerticalBar();
        return market.isVisible() && h.getThumb() >= h.getMaximum() && v.getThumb() >= v.getMaximum();
    }
}
