package roundhouse.workbench.internal;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.runtime.ServiceComponentRuntime;

import roundhouse.api.Action;
import roundhouse.api.GameRecordCodec;
import roundhouse.api.GameSession;
import roundhouse.api.IllegalActionException;
import roundhouse.api.TitleInfo;
import roundhouse.api.plugin.PluginStore;
import roundhouse.api.text.Localizer;
import roundhouse.api.ui.ViewContext;

/**
 * The main window: the shell with its menus and status line, titles and the decision panel on the
 * left, the auction display and the contributed views on the right; the parts live in their own
 * classes ({@link TitlesPane}, {@link DecisionPanel}, {@link HistoryStepper}, {@link AuctionPanel},
 * {@link ViewTabs}, {@link Documents} for files, closing and recovery, and {@link OpenGames} without
 * widgets) and this class wires them. Lives on the UI thread; model
 * changes arrive through {@code asyncExec}.
 */
final class MainWindow implements WorkbenchModel.Listener, ViewContext {
    private static final System.Logger LOG = System.getLogger("roundhouse.workbench");

    private final Display display;
    private final WorkbenchModel model;
    private final BundleContext context;
    private final PluginProblems problems;
    private final Supplier<ServiceComponentRuntime> scr;
    private final Supplier<PluginStore> plugins;
    private final Shell shell;
    private final OpenGames games;
    private final Documents documents;
    private final Documents.Host documentsHost = new DocumentsHost();

    private TitlesPane titles;
    private DecisionPanel decisions;
    /** Which position of the active game the views show (the decision panel's stepper). */
    private HistoryStepper history;
    private AuctionPanel auction;
    private ViewTabs views;
    private Label status;

    MainWindow(Display display, WorkbenchModel model, BundleContext context, PluginProblems problems,
            Supplier<GameRecordCodec> codec, Supplier<ServiceComponentRuntime> scr, Supplier<PluginStore> plugins) {
        this.display = display;
        this.model = model;
        this.context = context;
        this.problems = problems;
        this.scr = scr;
        this.plugins = plugins;
        this.games = new OpenGames(model, codec, new RecoveryStore(RecoveryStore.defaultDir()), this::setStatus,
                changed -> ui(() -> gameChanged(changed)), plugins);
        this.shell = new Shell(display);
        this.documents = new Documents(shell, games, new RecentFiles(RecentFiles.defaultStore()), documentsHost);
        shell.setText(Messages.get("app.title"));
        shell.setData("id", "main");
        // The whole screen up to a comfortable size; the shell's size includes its trim.
        org.eclipse.swt.graphics.Rectangle screen = display.getPrimaryMonitor().getClientArea();
        shell.setBounds(screen.x, screen.y, Math.min(screen.width, 1400), Math.min(screen.height, 900));
        build();
        model.addListener(this);
        shell.addDisposeListener(e -> model.removeListener(this));
        // quitting asks to save each game with unsaved actions; Cancel keeps the workbench open
        shell.addListener(SWT.Close, e -> e.doit = documents.quit());
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
        Composite left = new Composite(sash, SWT.NONE);
        left.setLayout(new GridLayout(1, false));
        titles = new TitlesPane(left, model, documentsHost, this::guarded);
        decisions = new DecisionPanel(left, games, new PanelHost());
        history = decisions.history();
        buildMenu();
        // the auction display above the views, where it has the width for its columns
        Composite right = new Composite(sash, SWT.NONE);
        GridLayout rightLayout = new GridLayout(1, false);
        rightLayout.marginWidth = rightLayout.marginHeight = 0;
        right.setLayout(rightLayout);
        auction = new AuctionPanel(right);
        views = new ViewTabs(right, this, this::setStatus);
        sash.setWeights(30, 70);
        status = new Label(shell, SWT.NONE);
        status.setData("id", "status");
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        status.setText(Messages.get("status.ready"));
        titles.refresh();
        for (WorkbenchModel.ViewEntry v : model.views()) {
            views.add(v);
        }
        decisions.refresh();
    }

    private void buildMenu() {
        Menu bar = new Menu(shell, SWT.BAR);
        shell.setMenuBar(bar);
        Menu file = submenu(bar, "menu.file");
        item(file, "menu.file.new", "new", titles::newGame).setAccelerator(SWT.MOD1 + 'N');
        item(file, "menu.file.open", "open", documents::openDialog).setAccelerator(SWT.MOD1 + 'O');
        documents.recentMenu(file);
        item(file, "menu.file.close", "close", documents::close).setAccelerator(SWT.MOD1 + 'W');
        item(file, "menu.file.save", "save", () -> documents.save(false)).setAccelerator(SWT.MOD1 + 'S');
        item(file, "menu.file.saveAs", "saveAs", () -> documents.save(true)).setAccelerator(SWT.MOD1 + SWT.SHIFT + 'S');
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
        item(help, "menu.help.keys", "keys", () -> message(SWT.ICON_INFORMATION, Messages.get("help.keys"))).setAccelerator(SWT.F1);
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
        String recovered = documents.offerRecovery();
        if (shell.isDisposed()) {
            // the window was closed while the recovery offer waited for an answer: nothing to open into
            return;
        }
        for (Path file : files) {
            documents.open(file);
        }
        problems.forgetLogged();
        if (logPluginProblems() > 0) {
            setStatus(Messages.get("status.pluginProblems"));
        }
        if (recovered != null) {
            // games waiting for their plugin say so last: the player must read which plugin to install
            setStatus(recovered);
        }
        String view = System.getProperty("roundhouse.view");
        if (view != null) {
            // e.g. -Droundhouse.view=market: the view tab shown first (screenshots, demos)
            views.select(view);
        }
        ScreenshotRun.startIfAsked(shell, status, views, () -> {
            // a demo or screenshot run: nothing to ask (unsaved games keep their autosaves)
            documents.quitWithoutAsking();
            shell.close();
        });
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
    public void titleAdded(TitleInfo title) {
        ui(() -> {
            titles.refresh();
            titleBack(title);
        });
    }

    @Override
    public void titleRemoved(TitleInfo title) {
        ui(() -> {
            titles.refresh();
            titleGone(title);
        });
    }

    @Override
    public void viewAdded(WorkbenchModel.ViewEntry view) {
        ui(() -> views.add(view));
    }

    @Override
    public void viewRemoved(WorkbenchModel.ViewEntry view) {
        ui(() -> views.remove(view.serviceId()));
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

    private void addGame(OpenGame game) {
        games.add(game);
        activate(game);
        if (game.bots != null) {
            game.bots.changed();
        }
    }

    /** An action was taken in an open game (UI thread). */
    private void gameChanged(OpenGame changed) {
        if (changed == games.active()) {
            // a move in the live game brings the views back to it
            history.followLive();
        }
        sessionChanged();
        if (changed.bots != null) {
            changed.bots.changed();
        }
    }

    /**
     * A title's plugin went: its open games are marked (their entry says the title is missing, the
     * stepper and decisions are off) and one message names the plugin and the games.
     */
    private void titleGone(TitleInfo title) {
        List<OpenGame> marked = games.titleGone(title);
        if (marked.isEmpty()) {
            return;
        }
        if (marked.contains(games.active())) {
            history.followLive();
        }
        refreshGameList();
        sessionChanged();
        String names = String.join(", ", marked.stream().map(OpenGame::label).toList());
        setStatus(Messages.get("status.titleGone", title.name()));
        message(SWT.ICON_WARNING, Messages.get("titleGone.text", title.name(), marked.size(), names));
    }

    /** A title came (back): the games marked when it went are replayed by it and can be played again. */
    private void titleBack(TitleInfo title) {
        List<OpenGame> waiting = games.waitingFor(title.id());
        for (OpenGame marked : waiting) {
            try {
                games.reattach(marked);
                setStatus(Messages.get("status.titleBack", title.name()));
            } catch (OpenGames.Problem e) {
                setStatus(e.getMessage());
            }
        }
        if (!waiting.isEmpty()) {
            history.followLive();
            refreshGameList();
            sessionChanged();
        }
    }

    /** Whether the active game can be played; if not, the status line says why. */
    private boolean playable() {
        OpenGame active = games.active();
        if (active != null && !active.playable()) {
            setStatus(Messages.get("status.titleMissing", active.titleGone.name()));
            return false;
        }
        return true;
    }

    /** What the documents ask of the window. */
    private final class DocumentsHost implements Documents.Host {
        @Override
        public void add(OpenGame game) {
            addGame(game);
        }

        @Override
        public void activate(OpenGame game) {
            MainWindow.this.activate(game);
        }

        @Override
        public void closed() {
            history.followLive();
            refreshGameList();
            sessionChanged();
        }

        @Override
        public void refreshGames() {
            refreshGameList();
        }

        @Override
        public void status(String text) {
            setStatus(text);
        }

        @Override
        public void message(int icon, String text) {
            MainWindow.this.message(icon, text);
        }
    }

    private void activate(OpenGame game) {
        games.setActive(game);
        if (game != null) {
            titles.follow(game.session.title().id());
        }
        history.followLive();
        refreshGameList();
        sessionChanged();
    }

    private void refreshGameList() {
        decisions.refreshGames();
        refreshTitleBar();
    }

    /** "Roundhouse - 1830 - game.json", with a star while the game has unsaved actions. */
    private void refreshTitleBar() {
        String app = Messages.get("app.title");
        OpenGame active = games.active();
        shell.setText(active == null ? app : app + " - " + (active.unsaved() ? "*" : "") + active.label());
    }

    /** The game or the position shown changed: every part follows. */
    private void sessionChanged() {
        refreshTitleBar();
        decisions.refresh();
        auction.show(history.shown());
        views.changed();
    }

    /** Ctrl+Z while the past is shown goes back to the live game and takes nothing back. */
    private void undo() {
        OpenGame active = games.active();
        if (backToLive() || active == null || !playable()) {
            return;
        }
        if (active.bots != null) {
            active.bots.undo();
        } else if (active.session.canUndo()) {
            active.session.undo();
        }
    }

    private void redo() {
        OpenGame active = games.active();
        if (!backToLive() && active != null && playable() && active.session.canRedo()) {
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

    /** What the decision panel and its history stepper ask of the window. */
    private final class PanelHost implements DecisionPanel.Host {
        @Override
        public GameSession live() {
            return games.live();
        }

        @Override
        public GameSession replay(GameSession game, int count) {
            return playable() ? replayOrSay(game, count) : null;
        }

        @Override
        public boolean livePlayable() {
            OpenGame active = games.active();
            return active != null && active.playable();
        }

        @Override
        public void playOnFrom(int count) {
            MainWindow.this.playOnFrom(count);
        }

        @Override
        public void shownChanged() {
            sessionChanged();
        }

        @Override
        public boolean undoTo(int count) {
            OpenGame active = games.active();
            if (!playable()) {
                return false;
            }
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

        @Override
        public void activate(OpenGame game) {
            MainWindow.this.activate(game);
        }

        @Override
        public boolean apply(Action action) {
            return MainWindow.this.apply(action);
        }
    }

    /**
     * A new game from the first {@code count} actions of the active one, its seats played as the
     * player chooses; opened beside it and made active, unsaved (it saves as any game does).
     */
    private void playOnFrom(int count) {
        OpenGame active = games.active();
        if (active == null || !playable()) {
            return;
        }
        GameSession branch = replayOrSay(active.session, count);
        if (branch == null) {
            return;
        }
        String what = Messages.get("playOn.what", count, active.label(), branch.state().round().name());
        var chosen = new PlayOnDialog(shell, what, branch.setup().players(), model.bots()).open();
        if (chosen == null) {
            return;
        }
        OpenGame game = new OpenGame(branch, null);
        game.bots = BotThinking.seat(branch, chosen, shell.getDisplay(), this::setStatus);
        addGame(game);
        setStatus(Messages.get("status.playOn", count, active.label()));
    }

    /** A replay of the first {@code count} actions, or {@code null} with the reason in the status line. */
    private GameSession replayOrSay(GameSession game, int count) {
        try {
            return games.replay(game, count);
        } catch (OpenGames.Problem e) {
            setStatus(e.getMessage());
            return null;
        }
    }

    // --- ViewContext ---------------------------------------------------------------------

    @Override
    public GameSession session() {
        return history.shown();
    }

    @Override
    public GameSession liveSession() {
        return games.live();
    }

    @Override
    public void showAfter(int count) {
        if (playable()) {
            history.stepTo(count);
        }
    }

    @Override
    public boolean undoTo(int count) {
        return playable() && history.undoTo(count);
    }

    @Override
    public boolean apply(Action action) {
        GameSession live = games.live();
        if (live == null || !playable()) {
            return false;
        }
        if (history.inPast()) {
            setStatus(Messages.get("status.viewingPast"));
            return false;
        }
        try {
            live.apply(action);
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
        GameSession shown = history.shown();
        if (shown == null) {
            message(SWT.ICON_INFORMATION, Messages.get("analysis.noGame"));
            return;
        }
        if (!playable()) {
            return;
        }
        List<WorkbenchModel.ToolEntry> tools = model.tools();
        if (tools.isEmpty()) {
            message(SWT.ICON_INFORMATION, Messages.get("analysis.noTools"));
            return;
        }
        GameSession copy = replayOrSay(shown, shown.actions().size());
        if (copy != null) {
            new AnalysisDialog(shell, tools, copy).open();
        }
    }

    private void openPlugins() {
        new PluginsDialog(shell, context, problems, scr.get(), plugins.get()).open();
        // games left behind that waited for a plugin just installed are offered now
        String recovered = documents.offerWaiting();
        if (recovered != null) {
            setStatus(recovered);
        }
    }

    private void setStatus(String text) {
        if (status != null && !status.isDisposed()) {
            status.setText(Localizer.swt(text));
            // a long line (which plugin a game needs, and where from) is cut at the window's edge
            status.setToolTipText(text);
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
