package roundhouse.workbench.uitest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Tree;
import org.junit.jupiter.api.Test;

import roundhouse.api.GameRecordCodec;
import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.GameTitle;
import roundhouse.api.LegalAction;
import roundhouse.api.PlayerRef;
import roundhouse.api.ui.Workbench;
import roundhouse.api.view.AuctionView;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;
import roundhouse.api.view.PlayerView;

/**
 * The opening of a four-player hotseat game of 1854 played through the workbench's widgets: File >
 * New game, then every decision picked in the action tree and applied (amounts through the
 * spinner). Auction 1.1: the top private bought, a bid on a local, a higher bid, the outbid player
 * taking his bid back, the last sales and the pass cycle that ends the round; the operating round
 * between the auction rounds, where Local 1 buys a 1+-train; Auction 2.1 selling the rest; the first
 * stock round with a par, an option (Vorkaufsmarker) and its redemption; the first operating round
 * of the major up to its mail contract. A shadow session fed the same choices says what the tree
 * must offer; the views (game info, auction display, log, market) and the autosave say what the game
 * became. Screenshots of the two-board map and the hex market are checked by eye.
 */
class AustriaUiIT {
    private static final List<PlayerRef> PLAYERS = List.of(new PlayerRef("1", "Ann"), new PlayerRef("2", "Ben"),
            new PlayerRef("3", "Cat"), new PlayerRef("4", "Dan"));

    /** One decision of the script: what it is, which offered choice it is, an amount for the spinner or 0. */
    private record Move(String what, Predicate<LegalAction> choice, int amount) {
    }

    private static Move move(String what, String type, String entity, String argument, int amount) {
        return new Move(what, a -> a.action().type().equals(type) && a.action().entity().equals(entity)
                && (argument == null || a.action().args().toString().contains(argument)), amount);
    }

    private static Move buy(String player, String lot) {
        return move(player + " buys " + lot, "bid", player, "company=" + lot + ",", 0);
    }

    private static Move pass(String entity) {
        return move(entity + " passes", "pass", entity, null, 0);
    }

    /** The script; Ann is seat 1 and has priority. Operating rounds pass where it says nothing. */
    private static List<Move> script() {
        List<Move> moves = new ArrayList<>(List.of(
                buy("1", "P1"),
                move("Ben bids 160 on Local 3", "bid", "2", "company=L3,", 160),
                move("Cat bids 165 on Local 3", "bid", "3", "company=L3,", 165),
                move("Ben, outbid, takes his bid back", "withdraw_bid", "2", "company=L3", 0),
                buy("4", "P2"),
                move("Ann bids 155 on Local 2", "bid", "1", "company=L2,", 155),
                move("Ben bids 160 on Local 2", "bid", "2", "company=L2,", 160),
                buy("3", "P3"), buy("4", "L1"),
                move("Ann, the lowest bidder on Local 2 now on top, raises to 165", "bid", "1", "company=L2,", 165),
                move("Ben drops out of the auction of Local 2", "pass", "2", null, 0),
                pass("1"), pass("2"), pass("3"), pass("4"),
                move("Local 1 buys a 1+-train", "buy_train", "1", "variant=1+", 0),
                buy("1", "L4"), buy("2", "L5"), buy("3", "L6"), buy("4", "P4"), buy("1", "P5"),
                move("Ben pars KE at 67", "par", "2", "corporation=KE, share_price=67,", 0),
                move("Cat takes an option on KE", "take_option", "3", "KE_", 0),
                pass("4"), pass("1"), pass("2"),
                move("Cat redeems her option", "redeem_option", "3", null, 0),
                pass("4"), pass("1"), pass("2"), pass("3"),
                move("KE buys a 2-train", "buy_train", "KE", "variant=2}", 0),
                pass("KE"),
                move("KE buys the small mail contract", "buy_mail_contract", "KE", "size=small", 0)));
        return moves;
    }

    @Test
    void openingOf1854ThroughTheWidgets() throws Exception {
        assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: run under xvfb-run");
        long started = System.nanoTime();
        GameRecordCodec codec = PlayOpeningUiIT.service(GameRecordCodec.class, null);
        GameTitle title = PlayOpeningUiIT.service(GameTitle.class, "(" + GameTitle.ID + "=1854)");
        GameSession shadow = title.newGame(new GameSetup(PLAYERS, Set.of(), 1));
        Path recovery = UiDriver.scratchDir("recovery-1854");
        String recoveryBefore = System.setProperty("roundhouse.recovery.dir", recovery.toString());
        Workbench wb = PlayOpeningUiIT.service(Workbench.class, null);
        try (UiDriver ui = UiDriver.start(wb, List.of())) {
            Shell main = ui.waitForShell("main");
            // a small laptop's screen from the start: the New Game dialog and the panel must fit it
            ui.onUi(() -> {
                main.setMaximized(false);
                main.setBounds(0, 0, 1366, 768);
                main.layout(true, true);
            });
            PlayOpeningUiIT.newGameThroughTheDialog(ui, main, "1854", PLAYERS, Set.of());
            previousControls = null;
            ui.waitUntil("the game is open", () -> info(main).contains("Auction 1.1"));

            List<String> kinds = new ArrayList<>();
            org.eclipse.swt.graphics.Rectangle[] viewsInAuction = new org.eclipse.swt.graphics.Rectangle[1];
            for (Move m : script()) {
                // operating rounds: every decision the script does not name is a pass
                while (shadow.state().round().kind().equals("operating") && offered(shadow, m) < 0) {
                    String acting = shadow.legalActions().get(0).action().entity();
                    play(ui, main, shadow, pass(acting));
                }
                if (m.what().equals("1 buys L4")) {
                    String now = ui.onUi(() -> info(main));
                    assertTrue(now.contains("Auction 2.1"), "Auction 2.1 follows the one operating round: " + now);
                }
                if (m.what().startsWith("Ben bids 160")) {
                    amountOutOfRangeIsRefused(ui, main, shadow, m);
                }
                if (m.what().equals("Ben bids 160 on Local 2")) {
                    // Ben closes the bids' heading before he bids: Cat finds it closed as Ben left it
                    openBids(ui, main, false);
                }
                String kind = play(ui, main, shadow, m);
                kinds.add(kind);
                if (m.what().equals("Ben bids 160 on Local 2")) {
                    assertEquals(Boolean.FALSE, ui.onUi(() -> bidsHeading(main).getExpanded()),
                            "the heading stays as the player left it");
                    openBids(ui, main, true);
                }
                AuctionView auction = shadow.auction();
                org.eclipse.swt.graphics.Rectangle viewsNow = ui.onUi(
                        () -> AuctionAndUndoUiIT.onScreen((org.eclipse.swt.widgets.Control) UiDriver.find(main, "views")));
                if (auction != null && viewsInAuction[0] != null) {
                    // the tabs below the auction display never move under the mouse (the chart drop-down)
                    assertEquals(viewsInAuction[0], viewsNow, "the views stay put during the auction: " + m.what());
                }
                viewsInAuction[0] = auction != null ? viewsNow : null;
                if (auction != null) {
                    AuctionAndUndoUiIT.assertAuctionShown(ui, main, auction, shadow.state());
                }
                if (m.what().startsWith("Ben, outbid")) {
                    ui.screenshot(main, "1854-1-auction-withdrawn");
                }
                if (m.what().startsWith("Ann, the lowest bidder")) {
                    ui.screenshot(main, "1854-1-bidding-war");
                    // Ben's raise does not fit the panel: the mouse over it shows the whole label
                    String tip = ui.onUi(() -> {
                        Tree tree = (Tree) UiDriver.find(main, "actions");
                        org.eclipse.swt.widgets.TreeItem raise = tree.getItem(0);
                        org.eclipse.swt.graphics.Rectangle r = raise.getBounds();
                        org.eclipse.swt.widgets.Event e = new org.eclipse.swt.widgets.Event();
                        e.x = r.x + 5;
                        e.y = r.y + r.height / 2;
                        tree.notifyListeners(org.eclipse.swt.SWT.MouseMove, e);
                        return tree.getToolTipText();
                    });
                    assertEquals("Raise on Local 2 (Kernhofer Bahn) (bids: Ann 165 G, Ben 160 G; 650 G free to bid)", tip);
                }
                if (m.what().startsWith("Cat takes an option")) {
                    // the Vorkaufsmarker in the players' table: 10% counted of the 20% share
                    RecordedGamesUiIT.selectTab(ui, main, "Players");
                    String catRow = ui.onUi(() -> {
                        for (TableItem item : ((Table) UiDriver.find(main, "players")).getItems()) {
                            if (item.getText(0).equals("Cat")) {
                                return item.getText(4);
                            }
                        }
                        return "";
                    });
                    assertTrue(catRow.contains("KE 10% (option on 20%)"), catRow);
                    ui.screenshot(main, "1854-2-option");
                }
            }
            assertTrue(kinds.containsAll(List.of("bid", "withdraw_bid", "pass", "buy_train", "par", "take_option",
                    "redeem_option", "buy_mail_contract")), "every kind of the opening's decisions was made: " + kinds);

            // the views say what happened, in the players' words
            AuctionAndUndoUiIT.showLogTab(ui, main);
            List<String> log = ui.onUi(() -> logLines(main));
            for (String line : List.of("Ben withdraws the bid of 160 G on Local 3 (Ybbstalbahn)",
                    "Ann gets Local 2 (Kernhofer Bahn) for the bid of 165 G", "Cat gets Local 3 (Ybbstalbahn) for the bid of 165 G",
                    "Everyone passed: the auction round ends with 5 of 11 private railways unsold; one operating round follows",
                    "Local 1 buys a 1+-train for 100 G", "Cat takes an option on a 20% share of KE for 67 G",
                    "Cat pays 67 G and redeems the option on KE", "KE buys a small mail contract for 100 G")) {
                assertTrue(log.contains(line), "the log reads '" + line + "': " + log);
            }
            assertTrue(log.stream().noneMatch(AustriaUiIT::hasInternalId), "no internal ids in the log: " + log);
            // umlauts as written (companies.json and the texts are UTF-8)
            assertTrue(log.contains("Ann buys Au\u00dferfernbahn for 20 G"), "the \u00df reads right: " + log);
            ui.screenshot(main, "1854-3-log");

            GameState got = PlayOpeningUiIT.newestAutosave(recovery, codec, title).state();
            PlayOpeningUiIT.assertSameGame(shadow.state(), got);
            CompanyView ke = got.companies().stream().filter(c -> c.id().equals("KE")).findFirst().orElseThrow();
            assertEquals(67, ke.parPrice());
            assertEquals(List.of("2"), ke.trains());
            PlayerView cat = got.players().stream().filter(p -> p.name().equals("Cat")).findFirst().orElseThrow();
            assertEquals(20, cat.certificates().stream().filter(c -> c.company().equals("KE")).mapToInt(c -> c.percent()).sum(),
                    "Cat holds the redeemed 20% of KE");

            // the two boards and the hex market, checked by eye
            ui.onUi(() -> {
                main.setMaximized(false);
                main.setBounds(0, 0, 1366, 768);
                main.layout(true, true);
            });
            ui.waitUntil("the window is 1366x768", () -> main.getSize().x == 1366);
            RecordedGamesUiIT.selectTab(ui, main, "Map");
            ui.waitUntil("the map is drawn", () -> UiDriver.find(main, "map.canvas").getData("rasters") != null);
            ui.screenshot(main, "1854-map-1366x768");
            RecordedGamesUiIT.selectTab(ui, main, "Stock market");
            ui.screenshot(main, "1854-market-1366x768");
            RecordedGamesUiIT.selectTab(ui, main, "Companies");
            ui.screenshot(main, "1854-companies");
            RecordedGamesUiIT.selectTab(ui, main, "Players");
            ui.screenshot(main, "1854-players");
            RecordedGamesUiIT.selectTab(ui, main, "Trains");
            ui.screenshot(main, "1854-trains");
        } finally {
            if (recoveryBefore == null) {
                System.clearProperty("roundhouse.recovery.dir");
            } else {
                System.setProperty("roundhouse.recovery.dir", recoveryBefore);
            }
        }
        System.out.printf("AustriaUiIT: %d decisions through the widgets in %.1f s%n", shadow.actions().size(),
                (System.nanoTime() - started) / 1e9);
    }

    private static int offered(GameSession shadow, Move m) {
        List<LegalAction> legal = shadow.legalActions();
        for (int i = 0; i < legal.size(); i++) {
            if (m.choice().test(legal.get(i))) {
                return i;
            }
        }
        return -1;
    }

    /** The heading of the bids with an amount. */
    private static org.eclipse.swt.widgets.TreeItem bidsHeading(Shell main) {
        for (org.eclipse.swt.widgets.TreeItem item : ((Tree) UiDriver.find(main, "actions")).getItems()) {
            if ("bid".equals(item.getData("key"))) {
                return item;
            }
        }
        throw new AssertionError("no heading of bids");
    }

    /** Opens or closes the bids' heading as a click on its arrow does. */
    private static void openBids(UiDriver ui, Shell main, boolean open) {
        ui.onUi(() -> {
            org.eclipse.swt.widgets.TreeItem heading = bidsHeading(main);
            heading.setExpanded(open);
            org.eclipse.swt.widgets.Event e = new org.eclipse.swt.widgets.Event();
            e.item = heading;
            heading.getParent().notifyListeners(open ? org.eclipse.swt.SWT.Expand : org.eclipse.swt.SWT.Collapse, e);
        });
    }

    /** Where the decision panel's controls were at the last decision (one game per test run). */
    private static String previousControls;

    /** The screen bounds of the info line, the choices, the amount and Apply. */
    static String controlsOnScreen(Shell main) {
        StringBuilder out = new StringBuilder();
        for (String id : List.of("gameInfo", "actions", "amount", "amountHint", "apply")) {
            org.eclipse.swt.widgets.Control c = (org.eclipse.swt.widgets.Control) UiDriver.find(main, id);
            org.eclipse.swt.graphics.Rectangle r = c.getBounds();
            org.eclipse.swt.graphics.Point at = c.getParent().toDisplay(r.x, r.y);
            out.append(id).append(' ').append(at.x).append(',').append(at.y).append(' ').append(r.width).append('x')
                    .append(r.height).append("; ");
        }
        return out.toString();
    }

    /** Checks the tree offers what the engine does, picks the move there and applies it; returns its kind. */
    private static String play(UiDriver ui, Shell main, GameSession shadow, Move m) throws Exception {
        List<LegalAction> legal = shadow.legalActions();
        int choice = offered(shadow, m);
        assertTrue(choice >= 0, m.what() + ": not among " + PlayOpeningUiIT.labels(legal));
        String controls = ui.onUi(() -> controlsOnScreen(main));
        if (previousControls != null) {
            assertEquals(previousControls, controls, m.what() + ": the decision panel's controls stay where they were");
        }
        previousControls = controls;
        String expected = actingLine(shadow.state());
        String now = ui.onUi(() -> info(main));
        assertTrue(now.contains("Acting: " + expected), m.what() + ": the info line names who acts and for whom: " + now
                + " (expected " + expected + ")");
        assertTrue(ui.onUi(() -> linesTellTheirChoicesApart((Tree) UiDriver.find(main, "actions"))),
                m.what() + ": no two lines under one heading look alike");
        List<String> shown = ui.onUi(() -> PlayOpeningUiIT.choiceLabels((Tree) UiDriver.find(main, "actions")));
        assertEquals(PlayOpeningUiIT.labels(legal).stream().sorted().toList(), shown.stream().sorted().toList(),
                m.what() + ": the action tree shows exactly the engine's legal actions");
        assertTrue(shown.stream().noneMatch(AustriaUiIT::hasInternalId), m.what() + ": no internal ids in " + shown);
        LegalAction chosen = legal.get(choice);
        var applied = chosen.amount() == null ? chosen.action() : chosen.withAmount(m.amount());
        AuctionAndUndoUiIT.choose(ui, main, choice, chosen, applied);
        shadow.apply(applied);
        int n = shadow.actions().size();
        ui.waitUntil(m.what() + " applied as action " + n, () -> AuctionAndUndoUiIT.stepLabel(main).equals("Action " + n + " of " + n));
        return chosen.action().type();
    }

    /**
     * Who acts and for whom, from the snapshot's players and companies (not from the engine's answer
     * the workbench shows): a player by name, a company's owner by name "for" the company's label.
     */
    static String actingLine(GameState state) {
        java.util.Map<String, String> names = new java.util.HashMap<>();
        state.players().forEach(p -> names.put(p.id(), p.name()));
        List<String> parts = new ArrayList<>();
        for (var a : state.actingEntities()) {
            if (a.isPlayer()) {
                parts.add(names.get(a.entity()));
                continue;
            }
            CompanyView c = state.companies().stream().filter(x -> x.id().equals(a.entity())).findFirst().orElseThrow();
            parts.add(names.get(c.owner()) + " for " + c.label());
        }
        return String.join(", ", parts);
    }

    /** Whether the lines under each heading (and at the top) show different texts. */
    static boolean linesTellTheirChoicesApart(Tree tree) {
        return distinctTexts(tree.getItems());
    }

    private static boolean distinctTexts(org.eclipse.swt.widgets.TreeItem[] items) {
        Set<String> texts = new java.util.HashSet<>();
        for (org.eclipse.swt.widgets.TreeItem item : items) {
            if (!texts.add(item.getText()) || !distinctTexts(item.getItems())) {
                return false;
            }
        }
        return true;
    }

    /**
     * A bid of 10 and one of 99999 on the lot of the move: each refused with its reason and the allowed
     * range, what was typed kept, the game unchanged.
     */
    private static void amountOutOfRangeIsRefused(UiDriver ui, Shell main, GameSession shadow, Move m) throws Exception {
        int choice = offered(shadow, m);
        LegalAction bid = shadow.legalActions().get(choice);
        GameState state = shadow.state();
        int before = shadow.actions().size();
        for (String typed : List.of("10", "99999")) {
            String hint = ui.onUi(() -> {
                Tree tree = (Tree) UiDriver.find(main, "actions");
                tree.setSelection(PlayOpeningUiIT.choiceItem(tree, choice));
                tree.notifyListeners(org.eclipse.swt.SWT.Selection, new org.eclipse.swt.widgets.Event());
                ((org.eclipse.swt.widgets.Text) UiDriver.find(main, "amount")).setText(typed);
                UiDriver.click(UiDriver.find(main, "apply"));
                return ((Label) UiDriver.find(main, "amountHint")).getText();
            });
            String range = "from " + state.money(bid.amount().min()) + " to " + state.money(bid.amount().max());
            assertTrue(hint.contains(typed + " G is outside the allowed range") && hint.contains(range),
                    "the amount " + typed + " is refused with the range " + range + ": " + hint);
            assertEquals(typed, ui.onUi(() -> ((org.eclipse.swt.widgets.Text) UiDriver.find(main, "amount")).getText()),
                    "what was typed stays");
            assertEquals("Action " + before + " of " + before, ui.onUi(() -> AuctionAndUndoUiIT.stepLabel(main)), "nothing applied");
        }
        ui.screenshot(main, "1854-amount-refused");
    }

    /** A lot id (L3, P1), a share id (KE_1) or a local by its bare number as a word of a label. */
    static boolean hasInternalId(String label) {
        return label.matches(".*\\b(?:L[1-6]|P[1-5]|[A-Z]{2}_\\d+)\\b.*") || label.matches("[1-6] .*");
    }

    private static String info(Shell main) {
        return ((Label) UiDriver.find(main, "gameInfo")).getText();
    }

    private static List<String> logLines(Shell main) {
        Table table = (Table) UiDriver.find(main, "log");
        List<String> lines = new ArrayList<>();
        for (TableItem item : table.getItems()) {
            lines.add(item.getText(table.getColumnCount() - 1));
        }
        return lines;
    }
}
