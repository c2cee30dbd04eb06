package roundhouse.workbench.internal;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.runtime.ServiceComponentRuntime;

import roundhouse.api.text.Localizer;
import roundhouse.api.Action;
import roundhouse.api.GameFileException;
import roundhouse.api.GameLoadException;
import roundhouse.api.GameRecord;
import roundhouse.api.GameRecordCodec;
import roundhouse.api.GameSession;
import roundhouse.api.GameTitle;
import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.api.ui.ViewContext;
import roundhouse.api.ui.ViewPart;
import roundhouse.api.view.GameState;

/**
 * The main window: titles and open games on the left, contributed views on the right, a status
 * line below. Lives on the UI thread; model changes arrive through {@code asyncExec}.
 */
final class MainWindow implements WorkbenchModel.Listener, ViewContext {
    private static final System.Logger LOG = System.getLogger("roundhouse.workbench");

    private final Display display;
    private final WorkbenchModel model;
    private final BundleContext context;
    private final PluginProblems problems;
    private final Supplier<GameRecordCodec> codec;
    private final Supplier<ServiceComponentRuntime> scr;
    private final Shell shell;
    private final List<OpenGame> games = new ArrayList<>();
    private final Map<Long, ViewTab> viewTabs = new HashMap<>();
    /** Views that have not seen the latest change because they were hidden. */
    private final java.util.Set<ViewTab> staleViews = new java.util.HashSet<>();
    private OpenGame active;
    /** Which position of the active game the views show. */
    private HistoryStepper history;
    private AuctionPanel auction;
    private final RecoveryStore recovery = new RecoveryStore(RecoveryStore.defaultDir());

    private org.eclipse.swt.widgets.List titleList;
    private Combo gameCombo;
    private Label gameInfo;
    /** The legal actions: single ones at the top level, large groups of one kind folded under a heading. */
    private org.eclipse.swt.widgets.Tree actionList;
    private Spinner amount;
    private Button applyButton;
    private Button pauseBots;
    private Button takeSeat;
    private CTabFolder viewFolder;
    private Label status;
    private List<LegalAction> shownActions = List.of();

    /** An open game and the file it came from or was saved to. */
    private static final class OpenGame {
        final GameSession session;
        Path file;
        String recoveryKey;
        /** Effective actions at the last save or open; -1 if never saved. */
        int savedActions;
        /** The bots at this game, or {@code null} when every seat is human. */
        BotSeats bots;

        OpenGame(GameSession session, Path file) {
            this.session = session;
            this.file = file;
            this.savedActions = file == null ? -1 : session.actions().size();
        }

        boolean unsaved() {
            return savedActions != session.actions().size();
        }

        String label() {
            String where = file == null ? Messages.get("game.unsaved") : file.getFileName().toString();
            return session.title().id() + " - " + where;
        }
    }

    /** A view's tab and the part it created. */
    private record ViewTab(CTabItem item, ViewPart part) {
    }

    MainWindow(Display display, WorkbenchModel model, BundleContext context, PluginProblems problems,
            Supplier<GameRecordCodec> codec, Supplier<ServiceComponentRuntime> scr) {
        this.display = display;
        this.model = model;
        this.context = context;
        this.problems = problems;
        this.codec = codec;
        this.scr = scr;
        this.shell = new Shell(display);
        shell.setText(Messages.get("app.title"));
        shell.setData("id", "main");
        // The whole screen up to a comfortable size; the shell's size includes its trim.
        org.eclipse.swt.graphics.Rectangle screen = display.getPrimaryMonitor().getClientArea();
        shell.setBounds(screen.x, screen.y, Math.min(screen.width, 1400), Math.min(screen.height, 900));
        build();
        model.addListener(this);
        shell.addDisposeListener(e -> model.removeListener(this));
        // A normal exit keeps the recovery files of unsaved games only: they are offered again.
        shell.addListener(SWT.Close, e -> {
            for (OpenGame g : games) {
                if (!g.unsaved()) {
                    recovery.discard(g.recoveryKey);
                }
            }
        });
    }

    private void build() {
        shell.setLayout(new GridLayout(1, false));
        SashForm sash = new SashForm(shell, SWT.HORIZONTAL);
        GridData sashData = new GridData(SWT.FILL, SWT.FILL, true, true);
        // a small preferred size, so the panels shrink to the window and the status line below
        // keeps its height (with the panels' natural height it was squeezed to 3 px at 1366x768)
        sashData.heightHint = 200;
        sashData.widthHint = 400;
        sash.setLayoutData(sashData);
        buildGameArea(sash);
        buildMenu();
        // the auction display above the views, where it has the width for its columns
        Composite right = new Composite(sash, SWT.NONE);
        GridLayout rightLayout = new GridLayout(1, false);
        rightLayout.marginWidth = rightLayout.marginHeight = 0;
        right.setLayout(rightLayout);
        auction = new AuctionPanel(right);
        viewFolder = new CTabFolder(right, SWT.BORDER);
        viewFolder.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        viewFolder.setData("id", "views");
        // Hidden views catch up when they are shown: a move only redraws the visible one.
        viewFolder.addListener(SWT.Selection, e -> viewTabs.values().stream()
                .filter(t -> t.item() == viewFolder.getSelection()).findFirst().ifPresent(this::showIfStale));
        sash.setWeights(30, 70);
        status = new Label(shell, SWT.NONE);
        status.setData("id", "status");
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        status.setText(Messages.get("status.ready"));
        refreshTitles();
        for (WorkbenchModel.ViewEntry v : model.views()) {
            addViewTab(v);
        }
        refreshGame();
    }

    private void buildMenu() {
        Menu bar = new Menu(shell, SWT.BAR);
        shell.setMenuBar(bar);
        Menu file = submenu(bar, "menu.file");
        item(file, "menu.file.new", "new", this::newGame).setAccelerator(SWT.MOD1 + 'N');
        item(file, "menu.file.open", "open", this::openGameDialog).setAccelerator(SWT.MOD1 + 'O');
        item(file, "menu.file.save", "save", () -> save(false)).setAccelerator(SWT.MOD1 + 'S');
        item(file, "menu.file.saveAs", "saveAs", () -> save(true)).setAccelerator(SWT.MOD1 + SWT.SHIFT + 'S');
        new MenuItem(file, SWT.SEPARATOR);
        item(file, "menu.file.exit", "exit", shell::close).setAccelerator(SWT.MOD1 + 'Q');
        Menu edit = submenu(bar, "menu.edit");
        item(edit, "menu.edit.undo", "undo", this::undo).setAccelerator(SWT.MOD1 + 'Z');
        item(edit, "menu.edit.redo", "redo", this::redo).setAccelerator(SWT.MOD1 + 'Y');
        history.fillMenu(submenu(bar, "menu.history"));
        Menu tools = submenu(bar, "menu.tools");
        item(tools, "menu.tools.analyse", "analyse", this::analyse).setAccelerator(SWT.MOD1 + 'R');
        item(tools, "menu.tools.plugins", "plugins", this::openPlugins);
        Menu help = submenu(bar, "menu.help");
        item(help, "menu.help.about", "about", () -> message(SWT.ICON_INFORMATION, Messages.get("about.text")));
    }

    private Menu submenu(Menu bar, String key) {
        MenuItem header = new MenuItem(bar, SWT.CASCADE);
        header.setText(Messages.get(key));
        Menu menu = new Menu(shell, SWT.DROP_DOWN);
        header.setMenu(menu);
        return menu;
    }

    private MenuItem item(Menu menu, String key, String id, Runnable action) {
        MenuItem item = new MenuItem(menu, SWT.PUSH);
        item.setText(Messages.get(key));
        item.setData("id", id);
        item.addListener(SWT.Selection, e -> guarded(action));
        return item;
    }

    private void buildGameArea(Composite parent) {
        Composite area = new Composite(parent, SWT.NONE);
        area.setLayout(new GridLayout(1, false));
        Group titles = new Group(area, SWT.NONE);
        titles.setText(Messages.get("titles.group"));
        titles.setLayout(new GridLayout(1, false));
        titles.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, false));
        titleList = new org.eclipse.swt.widgets.List(titles, SWT.SINGLE | SWT.BORDER | SWT.V_SCROLL);
        titleList.setData("id", "titles");
        GridData listData = new GridData(SWT.FILL, SWT.FILL, true, false);
        listData.heightHint = 90;
        titleList.setLayoutData(listData);
        titleList.addListener(SWT.DefaultSelection, e -> guarded(this::newGame));
        Button newGame = new Button(titles, SWT.PUSH);
        newGame.setText(Messages.get("titles.newGame"));
        newGame.setData("id", "newGame");
        newGame.addListener(SWT.Selection, e -> guarded(this::newGame));

        Group game = new Group(area, SWT.NONE);
        game.setText(Messages.get("game.group"));
        game.setLayout(new GridLayout(2, false));
        game.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        gameCombo = new Combo(game, SWT.READ_ONLY);
        gameCombo.setData("id", "games");
        gameCombo.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        gameCombo.addListener(SWT.Selection, e -> {
            int i = gameCombo.getSelectionIndex();
            if (i >= 0 && i < games.size()) {
                activate(games.get(i));
            }
        });
        // the stepper above the info line, whose text (and height) changes as the player steps:
        // below it, the stepper moved under the mouse on entering the past
        history = new HistoryStepper(game, new StepperHost());
        gameInfo = new Label(game, SWT.WRAP);
        gameInfo.setData("id", "gameInfo");
        gameInfo.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        history.undoButton(game);
        actionList = new org.eclipse.swt.widgets.Tree(game, SWT.SINGLE | SWT.BORDER | SWT.V_SCROLL);
        actionList.setData("id", "actions");
        actionList.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));
        actionList.addListener(SWT.Selection, e -> actionSelected());
        // a double-click applies a complete choice; a choice with an amount waits for the amount
        actionList.addListener(SWT.DefaultSelection, e -> guarded(this::chooseOrApply));
        Composite amountRow = new Composite(game, SWT.NONE);
        GridLayout amountLayout = new GridLayout(2, false);
        amountLayout.marginWidth = 0;
        amountLayout.marginHeight = 0;
        amountRow.setLayout(amountLayout);
        Label amountLabel = new Label(amountRow, SWT.NONE);
        amountLabel.setText(Messages.get("game.amount"));
        amount = new Spinner(amountRow, SWT.BORDER);
        amount.setData("id", "amount");
        amount.setEnabled(false);
        amount.addListener(SWT.DefaultSelection, e -> guarded(this::applySelected));
        applyButton = new Button(game, SWT.PUSH);
        applyButton.setText(Messages.get("game.apply"));
        applyButton.setData("id", "apply");
        applyButton.addListener(SWT.Selection, e -> guarded(this::applySelected));
        Composite botRow = new Composite(game, SWT.NONE);
        botRow.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        botRow.setLayout(new GridLayout(2, false));
        pauseBots = new Button(botRow, SWT.TOGGLE);
        pauseBots.setText(Messages.get("game.pauseBots"));
        pauseBots.setData("id", "pauseBots");
        pauseBots.addListener(SWT.Selection, e -> guarded(this::pauseBots));
        takeSeat = new Button(botRow, SWT.PUSH);
        takeSeat.setText(Messages.get("game.takeSeat"));
        takeSeat.setData("id", "takeSeat");
        takeSeat.addListener(SWT.Selection, e -> guarded(this::takeSeat));
    }

    /**
     * A separate session with the first {@code count} effective actions of a game, replayed by its
     * title; {@code null} (and the reason in the status line) if that is impossible.
     */
    private GameSession replayCopy(GameSession game, int count) {
        GameRecord whole = game.toRecord();
        GameRecord upTo = whole.withActions(game.actions().subList(0, count));
        WorkbenchModel.TitleEntry title = model.titles().stream()
                .filter(t -> t.info().id().equals(whole.titleId())).findFirst().orElse(null);
        if (title == null) {
            setStatus(Messages.get("error.unknownTitle", whole.gameId(), whole.titleId()));
            return null;
        }
        try {
            return title.service().get().load(upTo);
        } catch (GameLoadException e) {
            setStatus(PluginProblems.oneLine(e));
            return null;
        }
    }

    void open(List<Path> files) {
        shell.open();
        // GTK realises the menu bar after the first layout and the client area shrinks by its
        // height without a resize event: lay out again, or the status line ends below the window
        display.asyncExec(() -> {
            if (!shell.isDisposed()) {
                shell.layout(true, true);
            }
        });
        long visibleMillis = System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
        LOG.log(System.Logger.Level.INFO, "Workbench window visible " + visibleMillis + " ms after JVM start");
        offerRecovery();
        for (Path file : files) {
            openGame(file);
        }
        problems.forgetLogged();
        if (logPluginProblems() > 0) {
            setStatus(Messages.get("status.pluginProblems"));
        }
        String screenshot = System.getProperty("roundhouse.screenshot");
        String view = System.getProperty("roundhouse.view");
        if (view != null) {
            // e.g. -Droundhouse.view=market: the view tab shown first (screenshots, demos)
            for (org.eclipse.swt.custom.CTabItem item : viewFolder.getItems()) {
                if (("view." + view).equals(item.getData("id"))) {
                    viewFolder.setSelection(item);
                    viewTabs.values().stream().filter(t -> t.item() == item).findFirst().ifPresent(this::showIfStale);
                }
            }
        }
        if (screenshot != null) {
            // Give GTK time to paint everything before the capture.
            display.timerExec(1500, () -> {
                ShellCapture.save(shell, status, Path.of(screenshot));
                if (Boolean.getBoolean("roundhouse.exitAfterScreenshot")) {
                    shell.close();
                }
            });
        }
    }

    /** Logs every bundle's problem (unresolved, failed start, broken component); returns how many. */
    private int logPluginProblems() {
        BundleStatus statusOf = new BundleStatus(problems, scr.get());
        int count = 0;
        for (org.osgi.framework.Bundle b : context.getBundles()) {
            String problem = statusOf.problem(b);
            if (problem != null) {
                problems.log(b.getSymbolicName(), problem);
                count++;
            }
        }
        return count;
    }

    void runEventLoop() {
        while (!shell.isDisposed()) {
            if (!display.readAndDispatch()) {
                display.sleep();
            }
        }
    }

    // --- model listener: any thread -------------------------------------------------------

    @Override
    public void titlesChanged() {
        ui(this::refreshTitles);
    }

    @Override
    public void viewAdded(WorkbenchModel.ViewEntry view) {
        ui(() -> addViewTab(view));
    }

    @Override
    public void viewRemoved(WorkbenchModel.ViewEntry view) {
        ui(() -> removeViewTab(view.serviceId()));
    }

    private void ui(Runnable r) {
        if (!display.isDisposed()) {
            display.asyncExec(() -> {
                if (!shell.isDisposed()) {
                    r.run();
                }
            });
        }
    }

    // --- titles and games ----------------------------------------------------------------

    private void refreshTitles() {
        titleList.removeAll();
        for (WorkbenchModel.TitleEntry t : model.titles()) {
            titleList.add(t.info().id() + "  " + t.info().name() + "  (" + t.info().playerRange() + ")");
        }
        if (titleList.getItemCount() > 0 && titleList.getSelectionIndex() < 0) {
            titleList.select(0);
        }
    }

    private void newGame() {
        List<WorkbenchModel.TitleEntry> titles = model.titles();
        int i = titleList.getSelectionIndex();
        if (titles.isEmpty() || i < 0 || i >= titles.size()) {
            message(SWT.ICON_WARNING, Messages.get("error.noTitle"));
            return;
        }
        GameTitle title = titles.get(i).service().get();
        NewGameDialog dialog = new NewGameDialog(shell, title, model.bots());
        var setup = dialog.open();
        if (setup == null) {
            return;
        }
        GameSession session = title.newGame(setup);
        OpenGame game = new OpenGame(session, null);
        game.bots = botSeats(session, dialog.seatBots());
        addGame(game);
        setStatus(Messages.get("status.newGame", title.info().name()));
    }

    /** Bots for the chosen seats, each seeded from the game's seed and its seat; {@code null} if none. */
    private BotSeats botSeats(GameSession session, Map<String, WorkbenchModel.BotEntry> chosen) {
        if (chosen.isEmpty()) {
            return null;
        }
        Map<String, roundhouse.api.bot.Bot> bots = new HashMap<>();
        List<String> seats = session.setup().players().stream().map(p -> p.id()).toList();
        chosen.forEach((seat, entry) -> bots.put(seat, entry.factory().create(session.setup().seed() * 31 + seats.indexOf(seat))));
        return new BotSeats(session, bots, display::timerExec, Integer.getInteger("roundhouse.botDelay", 600),
                problem -> setStatus(Messages.get("status.botRefused", problem)));
    }

    private void openGameDialog() {
        FileDialog dialog = new FileDialog(shell, SWT.OPEN);
        dialog.setFilterExtensions(new String[] { "*.json", "*" });
        String path = dialog.open();
        if (path != null) {
            openGame(Path.of(path));
        }
    }

    /** Opens a game file; any problem is shown and the current game stays as it was. */
    void openGame(Path file) {
        GameRecordCodec c = codec.get();
        if (c == null) {
            message(SWT.ICON_ERROR, Messages.get("error.noEngine"));
            return;
        }
        try {
            GameRecord record = c.read(file);
            WorkbenchModel.TitleEntry title = model.titles().stream()
                    .filter(t -> t.info().id().equals(record.titleId())).findFirst().orElse(null);
            if (title == null) {
                message(SWT.ICON_ERROR, Messages.get("error.unknownTitle", file.getFileName(), record.titleId()));
                return;
            }
            GameSession session = title.service().get().load(record);
            addGame(new OpenGame(session, file));
            setStatus(Messages.get("status.opened", file.getFileName(), session.actions().size()));
            LOG.log(System.Logger.Level.INFO, "Opened " + file + " (" + session.actions().size() + " actions)");
        } catch (GameFileException | GameLoadException e) {
            message(SWT.ICON_ERROR, Messages.get("error.open", file.getFileName(), e.getMessage()));
        } catch (RuntimeException e) {
            // a broken title plugin must not take the workbench (or the games already open) down
            LOG.log(System.Logger.Level.ERROR, "Opening " + file + " failed", e);
            message(SWT.ICON_ERROR, Messages.get("error.open", file.getFileName(), PluginProblems.oneLine(e)));
        }
    }

    private void save(boolean askForFile) {
        if (active == null) {
            return;
        }
        GameRecordCodec c = codec.get();
        if (c == null) {
            message(SWT.ICON_ERROR, Messages.get("error.noEngine"));
            return;
        }
        Path file = active.file;
        if (askForFile || file == null) {
            FileDialog dialog = new FileDialog(shell, SWT.SAVE);
            dialog.setFilterExtensions(new String[] { "*.json" });
            dialog.setOverwrite(true);
            String path = dialog.open();
            if (path == null) {
                return;
            }
            file = Path.of(path);
        }
        try {
            c.write(active.session.toRecord(), file);
            active.file = file;
            active.savedActions = active.session.actions().size();
            autosave(active);
            refreshGameCombo();
            setStatus(Messages.get("status.saved", file));
        } catch (GameFileException e) {
            message(SWT.ICON_ERROR, e.getMessage());
        }
    }

    /** What the history stepper asks of the window. */
    private final class StepperHost implements HistoryStepper.Host {
        @Override
        public GameSession live() {
            return active == null ? null : active.session;
        }

        @Override
        public GameSession replay(GameSession game, int count) {
            return replayCopy(game, count);
        }

        @Override
        public void shownChanged() {
            sessionChanged();
        }

        @Override
        public boolean undoTo(int count) {
            if (active.bots != null) {
                return active.bots.undoTo(count);
            }
            active.session.undoTo(count);
            return false;
        }

        @Override
        public void status(String text) {
            setStatus(text);
        }

        @Override
        public boolean confirm(String question) {
            return new MessageDialog(shell, SWT.ICON_QUESTION, question, true).open();
        }

        @Override
        public void guarded(Runnable action) {
            MainWindow.this.guarded(action);
        }
    }

    private void addGame(OpenGame game) {
        games.add(game);
        game.recoveryKey = recovery.newKey();
        autosave(game);
        // Saved synchronously after every action, so a crash right after loses nothing.
        game.session.addListener(s -> {
            autosave(game);
            ui(() -> {
                if (game == active) {
                    // a move in the live game brings the views back to it
                    history.followLive();
                }
                sessionChanged();
                if (game.bots != null) {
                    game.bots.changed();
                }
            });
        });
        refreshGameCombo();
        activate(game);
        if (game.bots != null) {
            game.bots.changed();
        }
    }

    private void autosave(OpenGame game) {
        GameRecordCodec c = codec.get();
        if (c == null) {
            return;
        }
        try {
            recovery.save(game.recoveryKey, game.session.toRecord(), game.file, c);
        } catch (GameFileException | RuntimeException e) {
            setStatus(Messages.get("error.autosave", PluginProblems.oneLine(e)));
        }
    }

    /** Offers the games a dead workbench left behind; recovered games open unsaved. */
    private void offerRecovery() {
        List<RecoveryStore.Pending> pending = recovery.pending();
        GameRecordCodec c = codec.get();
        if (pending.isEmpty() || c == null) {
            return;
        }
        List<String> labels = new ArrayList<>();
        for (RecoveryStore.Pending p : pending) {
            labels.add(p.originalFile() == null ? p.recoveryFile().getFileName().toString()
                    : p.originalFile().getFileName() + " (" + p.recoveryFile().getFileName() + ")");
        }
        if (!new RecoveryDialog(shell, labels).open()) {
            pending.forEach(recovery::discard);
            return;
        }
        for (RecoveryStore.Pending p : pending) {
            try {
                GameRecord record = c.read(p.recoveryFile());
                WorkbenchModel.TitleEntry title = model.titles().stream()
                        .filter(t -> t.info().id().equals(record.titleId())).findFirst().orElse(null);
                if (title == null) {
                    message(SWT.ICON_ERROR, Messages.get("error.unknownTitle", p.recoveryFile(), record.titleId()));
                    continue;
                }
                OpenGame game = new OpenGame(title.service().get().load(record), p.originalFile());
                game.savedActions = -1;
                addGame(game);
                recovery.discard(p);
                setStatus(Messages.get("status.recovered", game.session.actions().size()));
            } catch (GameFileException | GameLoadException | RuntimeException e) {
                message(SWT.ICON_ERROR, Messages.get("error.recover", p.recoveryFile(), PluginProblems.oneLine(e)));
            }
        }
    }

    private void activate(OpenGame game) {
        active = game;
        history.followLive();
        refreshGameCombo();
        sessionChanged();
    }

    private void refreshGameCombo() {
        gameCombo.removeAll();
        for (OpenGame g : games) {
            gameCombo.add(g.label());
        }
        if (active != null) {
            gameCombo.select(games.indexOf(active));
        }
        refreshTitleBar();
    }

    /** "Roundhouse - 1830 - game.json", with a star while the game has unsaved actions. */
    private void refreshTitleBar() {
        String app = Messages.get("app.title");
        shell.setText(active == null ? app : app + " - " + (active.unsaved() ? "*" : "") + active.label());
    }

    private void sessionChanged() {
        refreshTitleBar();
        refreshGame();
        for (ViewTab tab : viewTabs.values()) {
            if (tab.item() == viewFolder.getSelection()) {
                showIn(tab);
            } else {
                staleViews.add(tab);
            }
        }
    }

    private void showIfStale(ViewTab tab) {
        if (staleViews.remove(tab)) {
            showIn(tab);
        }
    }

    private void refreshGame() {
        actionList.removeAll();
        shownActions = List.of();
        boolean bots = active != null && active.bots != null;
        pauseBots.setEnabled(bots);
        pauseBots.setSelection(bots && active.bots.paused());
        takeSeat.setEnabled(bots);
        history.refresh();
        auction.show(history.shown());
        if (active == null) {
            gameInfo.setText(Messages.get("game.none"));
            applyButton.setEnabled(false);
            gameInfo.getParent().layout();
            return;
        }
        if (history.inPast()) {
            gameInfo.setText(history.pastInfo());
            applyButton.setEnabled(false);
            amount.setEnabled(false);
            gameInfo.getParent().layout();
            return;
        }
        GameState state = active.session.state();
        if (state.finished()) {
            StringBuilder result = new StringBuilder();
            state.players().stream()
                    .sorted((a, b) -> Integer.compare(state.result().getOrDefault(b.id(), 0), state.result().getOrDefault(a.id(), 0)))
                    .forEach(p -> result.append(result.length() == 0 ? "" : ", ").append(p.name()).append(" $")
                            .append(state.result().getOrDefault(p.id(), p.worth())));
            gameInfo.setText(Localizer.swt(Messages.get("game.finished", state.gameEndReason(), result)));
        } else {
            Map<String, String> names = new HashMap<>();
            state.players().forEach(p -> names.put(p.id(), p.name()));
            List<String> acting = state.acting().stream().map(id -> names.getOrDefault(id, id)).toList();
            gameInfo.setText(Localizer.swt(Messages.get("game.info", state.round().name(), String.join(", ", acting))));
        }
        shownActions = active.session.legalActions();
        ActionGroups.fill(actionList, shownActions);
        applyButton.setEnabled(!shownActions.isEmpty());
        actionSelected();
        gameInfo.getParent().layout();
    }

    private int selectedAction() {
        org.eclipse.swt.widgets.TreeItem[] selection = actionList.getSelection();
        return selection.length == 1 && selection[0].getData() instanceof Integer i ? i : -1;
    }

    private void actionSelected() {
        int i = selectedAction();
        LegalAction.AmountRange range = i >= 0 && i < shownActions.size() ? shownActions.get(i).amount() : null;
        amount.setEnabled(range != null);
        if (range != null) {
            amount.setValues(AmountChoice.initial(shownActions.get(i), active == null ? null : active.session.state()),
                    range.min(), range.max(), 0, Math.max(1, range.step()), 10 * Math.max(1, range.step()));
        }
    }

    private void applySelected() {
        int i = selectedAction();
        if (i < 0 || i >= shownActions.size()) {
            setStatus(Messages.get("status.chooseAction"));
            return;
        }
        LegalAction choice = shownActions.get(i);
        if (AmountChoice.needsConfirmation(choice) && !new MessageDialog(shell, SWT.ICON_QUESTION,
                Messages.get("confirm.amount", choice.label(), String.valueOf(amount.getSelection())), true).open()) {
            return;
        }
        apply(choice.amount() == null ? choice.action() : choice.withAmount(amount.getSelection()));
    }

    /** Double-click or Enter on a choice: applies it, or for a choice with an amount goes to the amount field. */
    private void chooseOrApply() {
        int i = selectedAction();
        if (i >= 0 && i < shownActions.size() && shownActions.get(i).amount() != null) {
            amount.setFocus();
            return;
        }
        applySelected();
    }

    /** Ctrl+Z while the past is shown goes back to the live game and takes nothing back. */
    private void undo() {
        if (backToLive()) {
            return;
        }
        if (active != null && active.bots != null) {
            active.bots.undo();
        } else if (active != null && active.session.canUndo()) {
            active.session.undo();
        }
    }

    private void pauseBots() {
        if (active != null && active.bots != null) {
            active.bots.setPaused(pauseBots.getSelection());
            setStatus(Messages.get(pauseBots.getSelection() ? "status.botsPaused" : "status.botsResumed"));
        }
    }

    /** The seat whose bot is to move becomes a human's. */
    private void takeSeat() {
        String seat = active == null || active.bots == null ? null : active.bots.botToMove();
        if (seat == null) {
            setStatus(Messages.get("status.noBotActs"));
            return;
        }
        active.bots.takeOver(seat);
        setStatus(Messages.get("status.tookSeat", seat));
        refreshGame();
    }

    private void redo() {
        if (!backToLive() && active != null && active.session.canRedo()) {
            active.session.redo();
        }
    }

    /** Returns to the live game if the past is shown; whether it was. */
    private boolean backToLive() {
        if (!history.inPast()) {
            return false;
        }
        history.stepTo(Integer.MAX_VALUE);
        setStatus(Messages.get("status.backToLive"));
        return true;
    }

    // --- views -----------------------------------------------------------------------------

    private void addViewTab(WorkbenchModel.ViewEntry entry) {
        if (viewTabs.containsKey(entry.serviceId())) {
            return;
        }
        CTabItem item = new CTabItem(viewFolder, SWT.NONE);
        item.setText(Localizer.swt(entry.label()));
        item.setData("id", "view." + entry.id());
        ViewPart part = null;
        try {
            part = entry.view().create(viewFolder, this);
            item.setControl(part.control());
        } catch (RuntimeException | LinkageError e) {
            // A broken view plugin gets an error tab; the workbench carries on.
            LOG.log(System.Logger.Level.ERROR, "View " + entry.id() + " failed to open", e);
            Text error = new Text(viewFolder, SWT.MULTI | SWT.READ_ONLY | SWT.WRAP);
            error.setText(Localizer.swt(Messages.get("error.view", entry.id(), PluginProblems.oneLine(e))));
            item.setControl(error);
        }
        ViewTab tab = new ViewTab(item, part);
        viewTabs.put(entry.serviceId(), tab);
        if (viewFolder.getSelectionIndex() < 0) {
            viewFolder.setSelection(item);
        }
        showIn(tab);
    }

    private void removeViewTab(long serviceId) {
        ViewTab tab = viewTabs.remove(serviceId);
        if (tab == null) {
            return;
        }
        staleViews.remove(tab);
        try {
            if (tab.part() != null) {
                tab.part().dispose();
            }
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "View failed to dispose", e);
        }
        if (tab.item().getControl() != null) {
            tab.item().getControl().dispose();
        }
        tab.item().dispose();
    }

    private void showIn(ViewTab tab) {
        if (tab.part() == null) {
            return;
        }
        try {
            tab.part().show(shownSession());
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.ERROR, "View failed to show the game", e);
            setStatus(Messages.get("error.view", tab.item().getText().replace("&&", "&"), PluginProblems.oneLine(e)));
        }
    }

    private GameSession shownSession() {
        return history.shown();
    }

    // --- ViewContext ---------------------------------------------------------------------

    @Override
    public GameSession session() {
        return shownSession();
    }

    @Override
    public GameSession liveSession() {
        return active == null ? null : active.session;
    }

    @Override
    public void showAfter(int count) {
        history.stepTo(count);
    }

    @Override
    public boolean undoTo(int count) {
        return history.undoTo(count);
    }

    @Override
    public boolean apply(Action action) {
        if (active == null) {
            return false;
        }
        if (history.inPast()) {
            setStatus(Messages.get("status.viewingPast"));
            return false;
        }
        try {
            active.session.apply(action);
            return true;
        } catch (IllegalActionException e) {
            setStatus(Messages.get("error.illegal", e.getMessage()));
            message(SWT.ICON_WARNING, Messages.get("error.illegal", e.getMessage()));
            return false;
        }
    }

    @Override
    public void status(String message) {
        setStatus(message);
    }

    // --- helpers ---------------------------------------------------------------------------

    /** Runs every installed analysis tool on the game the views show and lists the reports. */
    private void analyse() {
        GameSession shown = shownSession();
        if (shown == null) {
            message(SWT.ICON_INFORMATION, Messages.get("analysis.noGame"));
            return;
        }
        List<WorkbenchModel.ToolEntry> tools = model.tools();
        if (tools.isEmpty()) {
            message(SWT.ICON_INFORMATION, Messages.get("analysis.noTools"));
            return;
        }
        GameSession copy = replayCopy(shown, shown.actions().size());
        if (copy != null) {
            new AnalysisDialog(shell, tools, copy).open();
        }
    }

    private void openPlugins() {
        new PluginsDialog(shell, context, problems, scr.get()).open();
    }

    private void setStatus(String text) {
        if (!status.isDisposed()) {
            status.setText(Localizer.swt(text));
        }
    }

    private void message(int icon, String text) {
        new MessageDialog(shell, icon, text).open();
    }

    /** Runs a UI action; an unexpected failure is shown instead of killing the event loop. */
    private void guarded(Runnable action) {
        try {
            action.run();
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.ERROR, "Command failed", e);
            message(SWT.ICON_ERROR, PluginProblems.oneLine(e));
        }
    }
}
