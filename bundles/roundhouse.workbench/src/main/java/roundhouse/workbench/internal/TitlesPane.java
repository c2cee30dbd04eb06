package roundhouse.workbench.internal;

import java.util.List;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Group;

import roundhouse.api.GameSession;
import roundhouse.api.GameTitle;
import roundhouse.api.TitleInfo;

/**
 * The installed titles (as the engine's title registry lists them) and New Game: the dialog for
 * players, options and bots, then the new game. UI thread only; the window calls {@link #refresh}
 * when titles come or go.
 */
final class TitlesPane {
    private final WorkbenchModel model;
    private final Documents.Host host;
    private final org.eclipse.swt.widgets.List list;

    /** @param guarded runs a command, showing an unexpected failure instead of killing the event loop */
    TitlesPane(Composite parent, WorkbenchModel model, Documents.Host host, Consumer<Runnable> guarded) {
        this.model = model;
        this.host = host;
        Group titles = new Group(parent, SWT.NONE);
        titles.setText(Messages.get("titles.group"));
        titles.setLayout(new GridLayout(1, false));
        titles.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, false));
        list = new org.eclipse.swt.widgets.List(titles, SWT.SINGLE | SWT.BORDER | SWT.V_SCROLL);
        list.setData("id", "titles");
        list.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, false));
        list.addListener(SWT.DefaultSelection, e -> guarded.accept(this::newGame));
        Button newGame = new Button(titles, SWT.PUSH);
        newGame.setText(Messages.get("titles.newGame"));
        newGame.setData("id", "newGame");
        newGame.addListener(SWT.Selection, e -> guarded.accept(this::newGame));
    }

    /** Lists the titles installed now. */
    void refresh() {
        list.removeAll();
        for (TitleInfo t : model.titles()) {
            list.add(t.id() + "  " + t.name() + "  (" + t.playerRange() + ")");
        }
        if (list.getItemCount() > 0 && list.getSelectionIndex() < 0) {
            list.select(0);
        }
        fitRows();
    }

    /**
     * Selects the title of the game now shown, so that the list says which title it is and New Game offers
     * another of the same by default (a power user switches titles in one window).
     */
    void follow(String titleId) {
        List<TitleInfo> installed = model.titles();
        for (int i = 0; i < installed.size() && i < list.getItemCount(); i++) {
            if (installed.get(i).id().equals(titleId)) {
                list.select(i);
                list.showSelection();
                return;
            }
        }
    }

    /** Most rows the list grows to before it scrolls: every installed title shown, up to a plugin author's few more. */
    private static final int MAX_ROWS = 8;

    /** Makes the list as tall as its titles (three rows at least, {@link #MAX_ROWS} at most), so none hides below. */
    private void fitRows() {
        int rows = Math.max(3, Math.min(list.getItemCount(), MAX_ROWS));
        int height = list.computeTrim(0, 0, 0, rows * list.getItemHeight()).height;
        GridData data = (GridData) list.getLayoutData();
        if (data.heightHint != height) {
            data.heightHint = height;
            list.getShell().layout(true, true);
        }
    }

    /** Starts a new game of the selected title after the New Game dialog. */
    void newGame() {
        List<TitleInfo> titles = model.titles();
        int i = list.getSelectionIndex();
        GameTitle title = titles.isEmpty() || i < 0 || i >= titles.size() ? null
                : model.title(titles.get(i).id()).orElse(null);
        if (title == null) {
            // none installed or selected, or it went (or failed to start) since the list was shown
            host.message(SWT.ICON_WARNING, Messages.get("error.noTitle"));
            refresh();
            return;
        }
        NewGameDialog dialog = new NewGameDialog(list.getShell(), title, model.bots(), LastPlayers.inUserDir());
        var setup = dialog.open();
        if (setup == null) {
            return;
        }
        GameSession session = title.newGame(setup);
        OpenGame game = new OpenGame(session, null);
        game.bots = BotThinking.seat(session, dialog.seatBots(), list.getDisplay(), host::status);
        host.add(game);
        host.status(Messages.get("status.newGame", title.info().name()));
    }

}
