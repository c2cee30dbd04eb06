package roundhouse.workbench.internal;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;

import roundhouse.api.text.Localizer;

/**
 * The open games as documents: opening and saving files, closing a game or the workbench (asking
 * to save a game with unsaved actions: Save, Don't Save or Cancel), the recent files of the File
 * menu, and the recovery of games a workbench that died left behind. The files and games
 * themselves are {@link OpenGames}' (no widgets there); this class asks and shows. UI thread only.
 */
final class Documents {
    private static final System.Logger LOG = System.getLogger("roundhouse.workbench");
    /**
     * Test harnesses only: quitting closes without the save question, keeping the autosaves of
     * unsaved games (offered again at the next start), as a workbench that dies would.
     */
    static final String QUIT_WITHOUT_ASKING = "roundhouse.quitWithoutAsking";

    /** What the documents need from the window. */
    interface Host {
        /** Adds a game opened or recovered, and shows it. */
        void add(OpenGame game);

        /** Shows an open game. */
        void activate(OpenGame game);

        /** A game closed: the window shows the game that is active now (or none). */
        void closed();

        /** The game list or a game's file changed: entries and title bar follow. */
        void refreshGames();

        void status(String text);

        void message(int icon, String text);
    }

    private final Shell shell;
    private final OpenGames games;
    /** The keys of games left behind that wait for their title's plugin: offered once it is back. */
    private final Set<String> waitingKeys = new HashSet<>();
    private final RecentFiles recent;
    private final Host host;
    private boolean ask = !Boolean.getBoolean(QUIT_WITHOUT_ASKING);

    Documents(Shell shell, OpenGames games, RecentFiles recent, Host host) {
        this.shell = shell;
        this.games = games;
        this.recent = recent;
        this.host = host;
    }

    // --- opening --------------------------------------------------------------------------

    void openDialog() {
        FileDialog dialog = new FileDialog(shell, SWT.OPEN);
        dialog.setFilterExtensions(new String[] { "*.json", "*" });
        String path = dialog.open();
        if (path != null) {
            open(Path.of(path));
        }
    }

    /** Opens a game file; any problem is shown and the current game stays as it was. */
    void open(Path file) {
        OpenGame already = games.withFile(file);
        if (already != null) {
            // a file is one game: opening it again shows it instead of a second copy that would overwrite it
            host.activate(already);
            host.status(Messages.get("status.alreadyOpen", file.getFileName()));
            return;
        }
        try {
            OpenGame game = games.open(file);
            host.add(game);
            recent.add(file);
            int actions = game.session.actions().size();
            host.status(Messages.get("status.opened", file.getFileName(), actions));
            LOG.log(System.Logger.Level.INFO, "Opened " + file + " (" + actions + " actions)");
        } catch (OpenGames.Problem e) {
            host.message(SWT.ICON_ERROR, e.getMessage());
        }
    }

    /**
     * The File menu's "Recent Files" submenu, filled as it opens: the files opened or saved last,
     * newest first; one that is gone is said so and leaves the list.
     */
    void recentMenu(Menu file) {
        MenuItem header = new MenuItem(file, SWT.CASCADE);
        header.setText(Messages.get("menu.file.recent"));
        header.setData("id", "recent");
        Menu menu = new Menu(shell, SWT.DROP_DOWN);
        header.setMenu(menu);
        menu.addListener(SWT.Show, e -> fillRecent(menu));
        fillRecent(menu);
    }

    private void fillRecent(Menu menu) {
        for (MenuItem old : menu.getItems()) {
            old.dispose();
        }
        List<Path> files = recent.files();
        if (files.isEmpty()) {
            MenuItem none = new MenuItem(menu, SWT.PUSH);
            none.setText(Messages.get("menu.file.recent.none"));
            none.setData("id", "recent.none");
            none.setEnabled(false);
            return;
        }
        for (int i = 0; i < files.size(); i++) {
            Path f = files.get(i);
            MenuItem item = new MenuItem(menu, SWT.PUSH);
            // "&1 game.json  (/home/ann/games)": the number is the mnemonic, a name's own & is kept
            item.setText(Messages.get("menu.file.recent.item", i + 1, Localizer.swt(String.valueOf(f.getFileName())),
                    Localizer.swt(String.valueOf(f.getParent()))));
            item.setData("id", "recent." + i);
            item.setData("file", f);
            item.addListener(SWT.Selection, e -> guarded(() -> openRecent(f)));
        }
    }

    private void openRecent(Path file) {
        if (!Files.isRegularFile(file)) {
            recent.remove(file);
            host.message(SWT.ICON_WARNING, Messages.get("error.recentGone", file));
            return;
        }
        open(file);
    }

    // --- saving ---------------------------------------------------------------------------

    /** Saves the active game (to a file the player chooses with {@code askForFile} or if it has none). */
    void save(boolean askForFile) {
        OpenGame active = games.active();
        if (active != null) {
            save(active, askForFile);
        }
    }

    /** Whether the game was saved (not if the player cancelled the file dialog or saving failed, which is shown). */
    private boolean save(OpenGame game, boolean askForFile) {
        if (!games.canWrite()) {
            // said before the file dialog, not after the player chose a file
            host.message(SWT.ICON_ERROR, Messages.get("error.noEngine"));
            return false;
        }
        Path file = game.file;
        if (askForFile || file == null) {
            FileDialog dialog = new FileDialog(shell, SWT.SAVE);
            dialog.setFilterExtensions(new String[] { "*.json" });
            dialog.setOverwrite(true);
            String path = dialog.open();
            if (path == null) {
                return false;
            }
            file = Path.of(path);
        }
        try {
            games.save(game, file);
            recent.add(file);
            host.refreshGames();
            host.status(Messages.get("status.saved", file));
            return true;
        } catch (OpenGames.Problem e) {
            host.message(SWT.ICON_ERROR, e.getMessage());
            return false;
        }
    }

    // --- closing --------------------------------------------------------------------------

    /** File > Close: closes the active game, asking first if it has unsaved actions. */
    void close() {
        OpenGame active = games.active();
        if (active != null && mayClose(active)) {
            games.close(active);
            host.closed();
        }
    }

    /**
     * The workbench is to close: asks for each game with unsaved actions (shown first, so that the
     * player sees which); whether it may close. A game the player chose not to save closes and its
     * autosave goes; Cancel keeps the workbench and the games not yet closed open.
     */
    boolean quit() {
        if (!ask) {
            games.closing();
            return true;
        }
        for (OpenGame game : games.all()) {
            if (game.unsaved()) {
                host.activate(game);
                if (!mayClose(game)) {
                    return false;
                }
                games.close(game);
                host.closed();
            }
        }
        games.closing();
        return true;
    }

    /** From now on quitting asks nothing (a screenshot run closing itself); unsaved games keep their autosaves. */
    void quitWithoutAsking() {
        ask = false;
    }

    /** Asks about a game with unsaved actions; whether it may close (saved, or the player said not to). */
    private boolean mayClose(OpenGame game) {
        if (!game.unsaved()) {
            return true;
        }
        return switch (new SaveQuestion(shell, game.label()).open()) {
            case SAVE -> save(game, false);
            case DONT_SAVE -> true;
            case CANCEL -> false;
        };
    }

    // --- recovery -------------------------------------------------------------------------

    /**
     * Offers the games a workbench that died left behind, each to restore or discard; closing the
     * dialog keeps them all for the next start. Restored games open unsaved. A game whose title is
     * not installed (its plugin is gone) is not offered but kept until the plugin is back, with no
     * dialog for it. Returns the one status line that says which plugin such games wait for, or null.
     */
    String offerRecovery() {
        return offer(offer -> true);
    }

    /**
     * After Tools > Plugins: offers the games left behind that waited for a plugin, if it is back
     * (the others were offered at the start already); returns the status line for those still
     * waiting, or null.
     */
    String offerWaiting() {
        return waitingKeys.isEmpty() ? null : offer(offer -> waitingKeys.contains(offer.pending().key()));
    }

    private String offer(Predicate<OpenGames.Offer> which) {
        List<OpenGames.Offer> offers = new ArrayList<>();
        Map<String, Integer> waiting = new LinkedHashMap<>();
        for (OpenGames.Offer offer : games.recoveryOffers()) {
            if (!which.test(offer)) {
                continue;
            }
            String missing = games.missingTitle(offer);
            if (missing == null) {
                waitingKeys.remove(offer.pending().key());
                offers.add(offer);
            } else {
                waitingKeys.add(offer.pending().key());
                waiting.merge(missing, 1, Integer::sum);
            }
        }
        String waitingNote = null;
        if (!waiting.isEmpty()) {
            int count = waiting.values().stream().mapToInt(Integer::intValue).sum();
            waitingNote = Messages.get("recovery.waiting", count, games.missingTitleText(waiting.keySet().iterator().next()));
            System.getLogger("roundhouse.workbench").log(System.Logger.Level.WARNING, waitingNote);
        }
        offerRecovery(offers);
        return waitingNote;
    }

    private void offerRecovery(List<OpenGames.Offer> offers) {
        if (offers.isEmpty()) {
            return;
        }
        List<Boolean> restore = new RecoveryDialog(shell, offers.stream().map(OpenGames.Offer::label).toList()).open();
        if (shell.isDisposed()) {
            return; // the workbench closed while the offer was open: the autosaves stay for the next start
        }
        if (restore == null) {
            host.status(Messages.get("status.recoveryKept", offers.size()));
            return;
        }
        for (int i = 0; i < offers.size(); i++) {
            OpenGames.Offer offer = offers.get(i);
            if (!restore.get(i)) {
                games.discard(offer.pending());
                continue;
            }
            try {
                OpenGame game = games.recover(offer);
                host.add(game);
                games.discard(offer.pending());
                host.status(Messages.get("status.recovered", game.session.actions().size()));
            } catch (OpenGames.Problem e) {
                // its autosave stays: offered again at the next start
                host.message(SWT.ICON_ERROR, e.getMessage());
            }
        }
    }

    private void guarded(Runnable action) {
        try {
            action.run();
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.ERROR, "Command failed", e);
            host.message(SWT.ICON_ERROR, PluginProblems.oneLine(e));
        }
    }
}
