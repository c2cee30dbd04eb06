package roundhouse.workbench.uitest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;

import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.Test;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;

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
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;
import roundhouse.api.view.PlayerView;

/**
 * Plays the opening of recorded game 26855 through the workbench's widgets: the New Game dialog,
 * then every decision picked from the action list and applied with the Apply button (amounts
 * through the spinner) — private auction, first stock round with pars, and the first operating
 * round up to a corporation's tile, token, run and dividend. A shadow session fed the same
 * choices says what the list must show; the workbench's autosave says what the game became.
 */
class PlayOpeningUiIT {
    private static final BundleContext CONTEXT = FrameworkUtil.getBundle(PlayOpeningUiIT.class).getBundleContext();

    static <T> T service(Class<T> type, String filter) throws Exception {
        var refs = CONTEXT.getServiceReferences(type, filter);
        assertTrue(!refs.isEmpty(), "no " + type.getSimpleName() + " " + filter);
        return CONTEXT.getService(refs.iterator().next());
    }

    @Test
    void openingOfA1830GameThroughTheWidgets() throws Exception {
        assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: run under xvfb-run");
        GameRecordCodec codec = service(GameRecordCodec.class, null);
        GameTitle title = service(GameTitle.class, "(" + GameTitle.ID + "=1830)");
        GameRecord recorded;
        try (InputStream in = PlayOpeningUiIT.class.getResourceAsStream("/fixtures/26855.json")) {
            recorded = codec.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), "26855.json");
        }
        List<Action> script = title.load(recorded).actions();
        int end = endOfFirstTokenRun(script);

        // The same game as the recording: four players, 18xx.games' behaviour switched on.
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

        // A recovery folder of this test's own: what it holds afterwards is this game's autosave.
        Path recovery = UiDriver.scratchDir("recovery-opening");
        System.setProperty("roundhouse.recovery.dir", recovery.toString());
        Workbench wb = service(Workbench.class, null);
        GameState played;
        try (UiDriver ui = UiDriver.start(wb, List.of())) {
            Shell main = ui.waitForShell("main");
            newGameThroughTheDialog(ui, main, players, options);
            ui.screenshot(main, "opening-0-new-game");

            int auctionDone = -1;
            for (int i = 0; i <= end; i++) {
                Action want = renumber(script.get(i), seatIds);
                List<LegalAction> legal = shadow.legalActions();
                int choice = find(legal, want);
                assertTrue(choice >= 0, "action " + i + " " + want + " is not among the offered " + labels(legal));
                LegalAction chosen = legal.get(choice);
                List<String> shown = ui.onUi(() -> choiceLabels((org.eclipse.swt.widgets.Tree) UiDriver.find(main, "actions")));
                // the tree groups choices by kind, so compare without order
                assertEquals(labels(legal).stream().sorted().toList(), shown.stream().sorted().toList(),
                        "the action tree shows exactly the engine's legal actions");
                Action applied = chosen.amount() == null ? chosen.action()
                        : chosen.withAmount((int) want.number(chosen.amount().key(), 0));
                ui.onUi(() -> {
                    var tree = (org.eclipse.swt.widgets.Tree) UiDriver.find(main, "actions");
                    tree.setSelection(choiceItem(tree, choice));
                    tree.notifyListeners(org.eclipse.swt.SWT.Selection, new org.eclipse.swt.widgets.Event());
                    if (chosen.amount() != null) {
                        ((Text) UiDriver.find(main, "amount")).setText(
                                String.valueOf(applied.number(chosen.amount().key(), 0)));
                    }
                    UiDriver.click(UiDriver.find(main, "apply"));
                });
                shadow.apply(applied);
                if (auctionDone < 0 && !shadow.state().round().kind().equals("auction")) {
                    auctionDone = i;
                    ui.screenshot(main, "opening-1-after-auction");
                }
                if (want.type().equals("par") && i > auctionDone) {
                    ui.screenshot(main, "opening-2-par");
                }
            }
            ui.screenshot(main, "opening-3-first-run");
            String info = ui.onUi(() -> ((Label) UiDriver.find(main, "gameInfo")).getText());
            assertTrue(info.contains(shadow.state().round().name()), info);

            GameState got = newestAutosave(recovery, codec, title).state();
            assertSameGame(shadow.state(), got);
            assertTrue(got.round().kind().equals("operating"), "the game went on into the first operating round");
            assertTrue(got.companies().stream().anyMatch(c -> c.tokensPlaced() >= 2), "a station token was placed");
            assertTrue(got.companies().stream().anyMatch(c -> c.lastRevenue() > 0), "a corporation ran its trains");
            played = got;
        }

        // The game was never saved: the next start offers it again, with nothing lost.
        try (UiDriver ui = UiDriver.start(wb, List.of())) {
            Shell offer = ui.waitForShell("recoveryDialog");
            ui.screenshot(offer, "opening-4-recovery-offered");
            ui.onUi(() -> UiDriver.click(UiDriver.find(offer, "recover")));
            Shell main = ui.waitForShell("main");
            ui.waitUntil("the recovered game is open",
                    () -> ((Label) UiDriver.find(main, "gameInfo")).getText().contains(played.round().name()));
            assertEquals(1, (int) ui.onUi(() -> ((org.eclipse.swt.widgets.Combo) UiDriver.find(main, "games")).getItemCount()));
            assertSameGame(played, newestAutosave(recovery, codec, title).state());
            ui.screenshot(main, "opening-5-recovered");
        } finally {
            System.clearProperty("roundhouse.recovery.dir");
        }
    }

    /** The whole labels of the action tree's choices in order (headings left out, at any depth). */
    static List<String> choiceLabels(org.eclipse.swt.widgets.Tree tree) {
        List<String> labels = new ArrayList<>();
        for (org.eclipse.swt.widgets.TreeItem item : tree.getItems()) {
            collectLabels(item, labels);
        }
        return labels;
    }

    private static void collectLabels(org.eclipse.swt.widgets.TreeItem item, List<String> labels) {
        if (item.getData() instanceof Integer) {
            labels.add((String) item.getData("label"));
        }
        for (org.eclipse.swt.widgets.TreeItem child : item.getItems()) {
            collectLabels(child, labels);
        }
    }

    /** The tree item of the engine's choice number {@code index}, its headings opened. */
    static org.eclipse.swt.widgets.TreeItem choiceItem(org.eclipse.swt.widgets.Tree tree, int index) {
        for (org.eclipse.swt.widgets.TreeItem item : tree.getItems()) {
            org.eclipse.swt.widgets.TreeItem found = find(item, index);
            if (found != null) {
                return found;
            }
        }
        throw new AssertionError("no tree item for choice " + index);
    }

    private static org.eclipse.swt.widgets.TreeItem find(org.eclipse.swt.widgets.TreeItem item, int index) {
        if (Integer.valueOf(index).equals(item.getData())) {
            return item;
        }
        for (org.eclipse.swt.widgets.TreeItem child : item.getItems()) {
            org.eclipse.swt.widgets.TreeItem found = find(child, index);
            if (found != null) {
                item.setExpanded(true);
                return found;
            }
        }
        return null;
    }

    /** Index of the first dividend decision after the first place_token of the game. */
    private static int endOfFirstTokenRun(List<Action> script) {
        boolean token = false;
        for (int i = 0; i < script.size(); i++) {
            token |= script.get(i).type().equals("place_token");
            if (token && script.get(i).type().equals("dividend")) {
                return i;
            }
        }
        throw new AssertionError("the recording has no token followed by a dividend");
    }

    static void newGameThroughTheDialog(UiDriver ui, Shell main, List<PlayerRef> players, Set<String> options)
            throws Exception {
        newGameThroughTheDialog(ui, main, "1830", players, options);
    }

    /** File > New game of the title whose entry in the titles list starts with {@code title}. */
    static void newGameThroughTheDialog(UiDriver ui, Shell main, String title, List<PlayerRef> players, Set<String> options)
            throws Exception {
        Shell dialog = openNewGameDialog(ui, main, title);
        ui.onUi(() -> {
            ((Text) UiDriver.find(dialog, "players")).setText(
                    String.join(", ", players.stream().map(PlayerRef::name).toList()));
            for (String o : options) {
                ((Button) UiDriver.find(dialog, "option." + o)).setSelection(true);
            }
        });
        assertFitsTheScreen(ui, dialog, "ok");
        ui.screenshot(dialog, title + "-new-game-dialog");
        ui.onUi(() -> UiDriver.click(UiDriver.find(dialog, "ok")));
        ui.waitUntil("the dialog closed", dialog::isDisposed);
    }

    /** Selects the title whose entry in the titles list starts with {@code title} and opens File > New game. */
    static Shell openNewGameDialog(UiDriver ui, Shell main, String title) throws InterruptedException {
        ui.onUi(() -> {
            var titles = (org.eclipse.swt.widgets.List) UiDriver.find(main, "titles");
            for (int i = 0; i < titles.getItemCount(); i++) {
                if (titles.getItem(i).startsWith(title)) {
                    titles.select(i);
                }
            }
        });
        ui.later(() -> UiDriver.click(UiDriver.find(main, "newGame")));
        return ui.waitForShell("newGameDialog");
    }

    /** What a test does in the open new-game dialog. */
    interface InDialog {
        void check(UiDriver ui, Shell dialog) throws Exception;
    }

    /**
     * The workbench started with no game (recovery files in the scratch dir {@code scratch}), the
     * new-game dialog of {@code title} opened, {@code check} done in it, then the dialog cancelled.
     */
    static void inNewGameDialog(String scratch, String title, InDialog check) throws Exception {
        assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: run under xvfb-run");
        System.setProperty("roundhouse.recovery.dir", UiDriver.scratchDir(scratch).toString());
        Workbench wb = CONTEXT.getService(CONTEXT.getServiceReference(Workbench.class));
        try (UiDriver ui = UiDriver.start(wb, List.of())) {
            Shell dialog = openNewGameDialog(ui, ui.waitForShell("main"), title);
            check.check(ui, dialog);
            cancel(ui, dialog);
        } finally {
            System.clearProperty("roundhouse.recovery.dir");
        }
    }

    /** Cancel in {@code dialog}, and it closes. */
    static void cancel(UiDriver ui, Shell dialog) throws InterruptedException {
        ui.onUi(() -> UiDriver.click(UiDriver.find(dialog, "cancel")));
        ui.waitUntil("the dialog closed", dialog::isDisposed);
    }

    /** The dialog lies on its screen, and the button {@code buttonId} lies inside the dialog where it can be clicked. */
    static void assertFitsTheScreen(UiDriver ui, Shell dialog, String buttonId) {
        String problem = ui.onUi(() -> {
            org.eclipse.swt.graphics.Rectangle screen = dialog.getMonitor().getClientArea();
            org.eclipse.swt.graphics.Rectangle d = dialog.getBounds();
            if (d.x < screen.x || d.y < screen.y || d.x + d.width > screen.x + screen.width
                    || d.y + d.height > screen.y + screen.height) {
                return "the dialog " + d + " runs off the screen " + screen;
            }
            var button = (org.eclipse.swt.widgets.Control) UiDriver.find(dialog, buttonId);
            org.eclipse.swt.graphics.Rectangle b = button.getBounds();
            org.eclipse.swt.graphics.Point at = button.getParent().toDisplay(b.x, b.y);
            if (!button.isVisible() || at.x < d.x || at.y < d.y || at.x + b.width > d.x + d.width
                    || at.y + b.height > d.y + d.height) {
                return "the button " + buttonId + " at " + at + " lies outside the dialog " + d;
            }
            return null;
        });
        assertTrue(problem == null, problem);
    }

    /** The recorded action with players renamed to the new game's seat ids and bookkeeping dropped. */
    static Action renumber(Action a, List<String> seatIds) {
        String entity = a.entity();
        if ("player".equals(a.entityType())) {
            entity = String.valueOf(seatIds.indexOf(a.entity()) + 1);
        }
        Map<String, Object> args = new java.util.LinkedHashMap<>(a.args());
        args.keySet().removeAll(Set.of("id", "created_at", "user", "skip", "auto_actions"));
        return new Action(a.type(), entity, a.entityType(), args);
    }

    /** The offered action that is the recorded one: same type and entity, same arguments where both have them. */
    static int find(List<LegalAction> legal, Action want) {
        int runRoutes = -1;
        for (int i = 0; i < legal.size(); i++) {
            Action a = legal.get(i).action();
            if (!a.type().equals(want.type()) || !Objects.equals(a.entity(), want.entity())) {
                continue;
            }
            if (a.type().equals("run_routes")) {
                // the workbench offers the optimiser's run, which may beat what was played
                runRoutes = i;
                continue;
            }
            boolean same = true;
            for (Map.Entry<String, Object> e : a.args().entrySet()) {
                if (want.args().containsKey(e.getKey()) && !sameValue(e.getValue(), want.args().get(e.getKey()))) {
                    same = false;
                }
            }
            if (same) {
                return i;
            }
        }
        return runRoutes;
    }

    private static boolean sameValue(Object a, Object b) {
        if (a instanceof Number x && b instanceof Number y) {
            return x.doubleValue() == y.doubleValue();
        }
        return String.valueOf(a).equals(String.valueOf(b));
    }

    /** The engine's labels, each once (the tree shows choices of the same label once). */
    static List<String> labels(List<LegalAction> legal) {
        return legal.stream().map(LegalAction::label).distinct().toList();
    }

    static GameSession newestAutosave(Path dir, GameRecordCodec codec, GameTitle title) throws Exception {
        Path newest;
        try (Stream<Path> files = Files.list(dir)) {
            newest = files.filter(f -> f.toString().endsWith(".json"))
                    .max(Comparator.comparingLong(f -> f.toFile().lastModified())).orElse(null);
        }
        assertNotNull(newest, "the workbench autosaved the game in " + dir);
        return title.load(codec.read(newest));
    }

    static void assertSameGame(GameState want, GameState got) {
        assertEquals(want.actionCount(), got.actionCount(), "actions");
        assertEquals(want.round().name(), got.round().name(), "round");
        assertEquals(want.bankCash(), got.bankCash(), "bank");
        List<String> wantPlayers = new ArrayList<>();
        for (PlayerView p : want.players()) {
            wantPlayers.add(p.name() + " $" + p.cash() + " " + p.certificates().size() + " certs " + p.privates());
        }
        List<String> gotPlayers = new ArrayList<>();
        for (PlayerView p : got.players()) {
            gotPlayers.add(p.name() + " $" + p.cash() + " " + p.certificates().size() + " certs " + p.privates());
        }
        assertEquals(wantPlayers, gotPlayers);
        for (int i = 0; i < want.companies().size(); i++) {
            CompanyView w = want.companies().get(i);
            CompanyView g = got.companies().get(i);
            assertEquals(w.id() + " $" + w.cash() + " @" + w.sharePrice() + " " + w.trains() + " " + w.owner(),
                    g.id() + " $" + g.cash() + " @" + g.sharePrice() + " " + g.trains() + " " + g.owner());
        }
    }
}
