package roundhouse.workbench.uitest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameRecordCodec;
import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.GameTitle;
import roundhouse.api.LegalAction;
import roundhouse.api.PlayerRef;
import roundhouse.api.ui.Workbench;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;

/**
 * The opening of a four-player hotseat game of 1841 as the rulebook plays it, through the
 * workbench's widgets: File > New game; the concession round's sealed sheets, each written in the
 * sheet dialog (a field per concession; a bid under L.20 refused with the concession named); the
 * first stock round, where Ann starts SFTN at L.340 (it floats at once) and it buys two tokens, and
 * Cat does the same with SSFL. A shadow session fed the same choices says what the tree must offer; the log, the players'
 * and the companies' tables and the autosave say what the game became.
 */
class NorthernItalyUiIT {
    private static final List<PlayerRef> PLAYERS = List.of(new PlayerRef("1", "Ann"), new PlayerRef("2", "Ben"),
            new PlayerRef("3", "Cat"), new PlayerRef("4", "Dan"));

    /** Each player's sheet, in concession order; no two highest bids alike, so no tie is bid out. */
    private static final List<List<Integer>> SHEETS = List.of(List.of(60, 0, 0, 0, 20, 0, 0, 0), List.of(0, 50, 0, 0, 0, 0, 0, 0),
            List.of(0, 0, 40, 0, 0, 25, 0, 0), List.of(0, 0, 0, 35, 0, 0, 0, 0));

    private record Move(String what, Predicate<LegalAction> choice) {
    }

    private static Move move(String what, String type, String entity, String argument) {
        return new Move(what, a -> a.action().type().equals(type) && a.action().entity().equals(entity)
                && (argument == null || a.action().args().toString().contains(argument)));
    }

    @Test
    void openingOf1841ThroughTheWidgets() throws Exception {
        assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: run under xvfb-run");
        GameRecordCodec codec = PlayOpeningUiIT.service(GameRecordCodec.class, null);
        GameTitle title = PlayOpeningUiIT.service(GameTitle.class, "(" + GameTitle.ID + "=1841)");
        GameSession shadow = title.newGame(new GameSetup(PLAYERS, Set.of(), 1));
        Path recovery = UiDriver.scratchDir("recovery-1841");
        String recoveryBefore = System.setProperty("roundhouse.recovery.dir", recovery.toString());
        Workbench wb = PlayOpeningUiIT.service(Workbench.class, null);
        try (UiDriver ui = UiDriver.start(wb, List.of())) {
            Shell main = ui.waitForShell("main");
            ui.onUi(() -> {
                main.setMaximized(false);
                main.setBounds(0, 0, 1366, 768);
                main.layout(true, true);
            });
            PlayOpeningUiIT.newGameThroughTheDialog(ui, main, "1841", PLAYERS, Set.of());
            String round = shadow.state().round().name();
            ui.waitUntil("the game is open", () -> info(main).contains(round));

            for (int seat = 0; seat < SHEETS.size(); seat++) {
                writeSheet(ui, main, shadow, SHEETS.get(seat), seat == 0);
            }
            GameState afterSheets = shadow.state();
            assertEquals("stock", afterSheets.round().kind(), "the sheets sold every concession bid on: " + afterSheets.round());
            for (Move m : List.of(move("Ann starts SFTN at L.340", "par", "1", "corporation=SFTN, share_price=340,"),
                    move("SFTN buys two tokens", "choose", "SFTN", "choice=2"),
                    move("Cat starts SSFL at L.340", "par", "3", "corporation=SSFL, share_price=340,"),
                    move("SSFL buys two tokens", "choose", "SSFL", "choice=2"))) {
                play(ui, main, shadow, m);
                if (m.what().equals("SFTN buys two tokens")) {
                    ui.screenshot(main, "1841-2-tokens-bought");
                }
            }

            // the views say what happened, in the players' words
            AuctionAndUndoUiIT.showLogTab(ui, main);
            List<String> log = ui.onUi(() -> column((Table) UiDriver.find(main, "log"), 1));
            for (String line : List.of("Ann hands in a sheet of bids", "SFTN places its home token in Torino",
                    "SFTN buys 2 tokens for L.100", "Ann buys 1 Societ\u00e0 della Strada di Ferro da Napoli a Nocera e Castellamare (Bayard) for L.60")) {
                assertTrue(log.contains(line), "the log reads '" + line + "': " + log);
            }
            RecordedGamesUiIT.selectTab(ui, main, "Companies");
            List<String> sftn = ui.onUi(() -> row((Table) UiDriver.find(main, "companies"), "SFTN"));
            assertEquals("Ann", sftn.get(2), "Ann presides over SFTN: " + sftn);
            assertEquals("L.340", sftn.get(5), "par: " + sftn);
            CompanyView sftnNow = shadow.state().companies().stream()
                    .filter(c -> c.id().equals("SFTN") && c.kind() != CompanyView.Kind.PRIVATE).findFirst().orElseThrow();
            assertEquals(2, sftnNow.tokensTotal(), "the two tokens SFTN bought");
            assertEquals(sftnNow.tokensPlaced() + "/2", sftn.get(8), "tokens: " + sftn);
            ui.screenshot(main, "1841-3-companies");
            RecordedGamesUiIT.selectTab(ui, main, "Players");
            List<String> ann = ui.onUi(() -> row((Table) UiDriver.find(main, "players"), "Ann"));
            assertTrue(ann.get(4).contains("SFTN "), "Ann's shares: " + ann);
            ui.screenshot(main, "1841-4-players");

            GameState got = PlayOpeningUiIT.newestAutosave(recovery, codec, title).state();
            PlayOpeningUiIT.assertSameGame(shadow.state(), got);
            CompanyView ssfl = got.companies().stream().filter(c -> c.id().equals("SSFL") && c.kind() != CompanyView.Kind.PRIVATE)
                    .findFirst().orElseThrow();
            assertEquals(340, ssfl.parPrice());
            assertEquals("3", ssfl.owner(), "Cat presides over SSFL");
            assertEquals(2, ssfl.tokensTotal(), "the two tokens SSFL bought");
            RecordedGamesUiIT.selectTab(ui, main, "Map");
            ui.waitUntil("the map is drawn", () -> UiDriver.find(main, "map.canvas").getData("rasters") != null);
            ui.screenshot(main, "1841-map-1366x768");
        } finally {
            if (recoveryBefore == null) {
                System.clearProperty("roundhouse.recovery.dir");
            } else {
                System.setProperty("roundhouse.recovery.dir", recoveryBefore);
            }
        }
    }

    /**
     * The second edition's full and lite maps (version_2) as the workbench draws them, for a look at
     * the province borders, the names and the off-boards (rules digest 9.4-9.5): a new game of each,
     * saved and opened, its map tab captured.
     */
    @Test
    void bothMapsOfTheSecondEdition() throws Exception {
        assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: run under xvfb-run");
        GameRecordCodec codec = PlayOpeningUiIT.service(GameRecordCodec.class, null);
        GameTitle title = PlayOpeningUiIT.service(GameTitle.class, "(" + GameTitle.ID + "=1841)");
        Workbench wb = PlayOpeningUiIT.service(Workbench.class, null);
        Path dir = UiDriver.scratchDir("maps-1841");
        // a recovery directory of its own: games other tests left unsaved are not offered here
        String recoveryBefore = System.setProperty("roundhouse.recovery.dir", UiDriver.scratchDir("recovery-maps-1841").toString());
        try {
            showBothMaps(codec, title, wb, dir);
        } finally {
            if (recoveryBefore == null) {
                System.clearProperty("roundhouse.recovery.dir");
            } else {
                System.setProperty("roundhouse.recovery.dir", recoveryBefore);
            }
        }
    }

    private static void showBothMaps(GameRecordCodec codec, GameTitle title, Workbench wb, Path dir) throws Exception {
        for (String map : List.of("full", "lite")) {
            Set<String> options = map.equals("lite") ? Set.of("version_2", "lite") : Set.of("version_2");
            GameSession game = title.newGame(new GameSetup(PLAYERS, options, 1));
            Path file = dir.resolve("1841-" + map + ".json");
            java.nio.file.Files.writeString(file, codec.format(game.toRecord()));
            try (UiDriver ui = UiDriver.start(wb, List.of(file))) {
                Shell main = ui.waitForShell("main");
                // the window is resized once the game is open: not while the workbench is still opening it
                ui.waitUntil("the game is open", () -> info(main).contains(game.state().round().name()));
                ui.onUi(() -> {
                    main.setMaximized(false);
                    main.setBounds(main.getMonitor().getClientArea());
                    main.layout(true, true);
                });
                RecordedGamesUiIT.selectTab(ui, main, "Map");
                ui.waitUntil("the map is drawn", () -> UiDriver.find(main, "map.canvas").getData("rasters") != null);
                ui.screenshot(main, "1841-map-" + map + "-version2");
            }
        }
    }

    /**
     * The acting player's sheet through the sheet dialog: the tree offers the engine's choices, the
     * sheet choice opens a field per concession on Apply; a bid of 19 is refused naming its
     * concession (the first time), then the sheet is entered and taken.
     */
    private static void writeSheet(UiDriver ui, Shell main, GameSession shadow, List<Integer> bids, boolean tryTooLow)
            throws Exception {
        List<LegalAction> legal = shadow.legalActions();
        int choice = -1;
        for (int i = 0; i < legal.size(); i++) {
            if (legal.get(i).amounts() != null) {
                choice = i;
            }
        }
        assertTrue(choice >= 0, "a sheet among " + PlayOpeningUiIT.labels(legal));
        LegalAction sheet = legal.get(choice);
        List<String> shown = ui.onUi(() -> PlayOpeningUiIT.choiceLabels((Tree) UiDriver.find(main, "actions")));
        assertEquals(PlayOpeningUiIT.labels(legal).stream().sorted().toList(), shown.stream().sorted().toList(),
                "the action tree shows exactly the engine's legal actions");
        int index = choice;
        String hint = ui.onUi(() -> {
            Tree tree = (Tree) UiDriver.find(main, "actions");
            tree.setSelection(PlayOpeningUiIT.choiceItem(tree, index));
            tree.notifyListeners(SWT.Selection, new Event());
            return ((Label) UiDriver.find(main, "amountHint")).getText();
        });
        assertTrue(hint.contains("8 amounts"), "the hint tells of the sheet's window: " + hint);
        ui.later(() -> UiDriver.click(UiDriver.find(main, "apply")));
        Shell dialog = ui.waitForShell("amounts");
        List<String> names = ui.onUi(() -> {
            List<String> out = new ArrayList<>();
            for (org.eclipse.swt.widgets.Control c : dialog.getChildren()) {
                if (c instanceof Label l && !"amounts.hint".equals(l.getData("id"))) {
                    out.add(l.getText());
                }
            }
            return out;
        });
        for (String concession : sheet.amounts().parts()) {
            assertTrue(names.contains(concession.replace("&", "&&")), "a field for " + concession + ": " + names);
        }
        PlayOpeningUiIT.assertFitsTheScreen(ui, dialog, "ok");
        if (tryTooLow) {
            String refused = ui.onUi(() -> {
                fill(dialog, List.of(0, 19, 0, 0, 0, 0, 0, 0));
                UiDriver.click(UiDriver.find(dialog, "ok"));
                return ((Label) UiDriver.find(dialog, "amounts.hint")).getText();
            });
            assertTrue(refused.contains("L.19") && refused.contains(sheet.amounts().parts().get(1)),
                    "a bid under L.20 is refused naming its concession: " + refused);
            assertTrue(!dialog.isDisposed(), "the sheet stays open to be corrected");
            ui.screenshot(dialog, "1841-1-sheet-refused");
        }
        int before = shadow.actions().size();
        ui.onUi(() -> {
            fill(dialog, bids);
            UiDriver.click(UiDriver.find(dialog, "ok"));
        });
        ui.waitUntil("the sheet dialog closed", dialog::isDisposed);
        shadow.apply(sheet.withAmounts(bids));
        int n = shadow.actions().size();
        assertEquals(before + 1, n);
        ui.waitUntil("the sheet taken as action " + n, () -> AuctionAndUndoUiIT.stepLabel(main).equals("Action " + n + " of " + n));
    }

    private static void fill(Shell dialog, List<Integer> bids) {
        for (int i = 0; i < bids.size(); i++) {
            ((Text) UiDriver.find(dialog, "amounts." + i)).setText(String.valueOf(bids.get(i)));
        }
    }

    /** Checks the tree offers what the engine does, picks the move there and applies it. */
    private static void play(UiDriver ui, Shell main, GameSession shadow, Move m) throws Exception {
        List<LegalAction> legal = shadow.legalActions();
        int choice = -1;
        for (int i = 0; i < legal.size() && choice < 0; i++) {
            if (m.choice().test(legal.get(i))) {
                choice = i;
            }
        }
        assertTrue(choice >= 0, m.what() + ": not among " + PlayOpeningUiIT.labels(legal));
        List<String> shown = ui.onUi(() -> PlayOpeningUiIT.choiceLabels((Tree) UiDriver.find(main, "actions")));
        assertEquals(PlayOpeningUiIT.labels(legal).stream().sorted().toList(), shown.stream().sorted().toList(),
                m.what() + ": the action tree shows exactly the engine's legal actions");
        // no certificate (SFTN_1) or train (2-0) as actions name them
        assertTrue(shown.stream().noneMatch(l -> l.matches(".*\\b(?:[A-Z]{2,}_\\d+|\\d-\\d+)\\b.*")), m.what() + ": no internal ids in " + shown);
        LegalAction chosen = legal.get(choice);
        Action applied = chosen.amount() == null ? chosen.action() : chosen.withAmount(chosen.amount().min());
        AuctionAndUndoUiIT.choose(ui, main, choice, chosen, applied);
        shadow.apply(applied);
        int n = shadow.actions().size();
        ui.waitUntil(m.what() + " applied as action " + n, () -> AuctionAndUndoUiIT.stepLabel(main).equals("Action " + n + " of " + n));
    }

    private static String info(Shell main) {
        return ((Label) UiDriver.find(main, "gameInfo")).getText();
    }

    private static List<String> column(Table table, int column) {
        List<String> out = new ArrayList<>();
        for (TableItem item : table.getItems()) {
            out.add(item.getText(column));
        }
        return out;
    }

    /** The row whose first cell starts with {@code first} (a company's symbol, a player's name). */
    private static List<String> row(Table table, String first) {
        for (TableItem item : table.getItems()) {
            if (item.getText(0).startsWith(first + " ") || item.getText(0).equals(first)) {
                List<String> out = new ArrayList<>();
                for (int i = 0; i < table.getColumnCount(); i++) {
                    out.add(item.getText(i));
                }
                return out;
            }
        }
        throw new AssertionError("no row " + first);
    }
}
