package roundhouse.workbench.internal;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Slider;

import roundhouse.api.GameSession;
import roundhouse.api.text.Localizer;
import roundhouse.api.view.GameState;

/**
 * The history stepper: which position of the active game the views show (the live game, or the
 * game after an earlier action, replayed apart so that looking back never changes the game), the
 * step buttons and slider, the History menu with its shortcuts, and "undo to here", which takes
 * the live game back to the position shown after the player confirmed how many actions go.
 * UI thread only.
 */
final class HistoryStepper {
    /** A count whose digits are as wide as any four-digit count's in the usual fonts. */
    private static final int WIDEST_COUNT = 8888;

    /** What the stepper needs from the window. */
    interface Host {
        /** The active game, or {@code null}. */
        GameSession live();

        /** A separate replay of the first {@code count} effective actions of {@code game}, or {@code null} (reason shown). */
        GameSession replay(GameSession game, int count);

        /** The position shown changed: refresh the panel and the views. */
        void shownChanged();

        /**
         * Takes the live game back to its first {@code count} actions; the bots of the game pause if
         * one is to move then. Returns whether they paused.
         */
        boolean undoTo(int count);

        void status(String text);

        /** Asks a yes/no question; whether the player said yes. */
        boolean confirm(String question);

        /** Runs a command; an unexpected failure is shown rather than killing the event loop. */
        void guarded(Runnable action);

        /** Whether the active game can be played and stepped through (its title is installed). */
        boolean livePlayable();

        /**
         * Opens a new game branched from the first {@code count} effective actions of the active one,
         * after asking who plays each seat; the active game stays as it is.
         */
        void playOnFrom(int count);
    }

    private final Host host;
    private final Composite row;
    private final Slider slider;
    private final Label label;
    private Button undoHere;
    private final List<MenuItem> pastOnly = new java.util.ArrayList<>();
    /** The step buttons, off while the active game's title is missing. */
    private final List<Button> steps = new java.util.ArrayList<>();
    /** Effective actions the views show, or -1 to follow the live game. */
    private int viewAt = -1;
    /** The game replayed up to {@link #viewAt}, read only. */
    private GameSession viewed;

    HistoryStepper(Composite parent, Host host) {
        this.host = host;
        row = new Composite(parent, SWT.NONE);
        row.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        GridLayout layout = new GridLayout(6, false);
        layout.marginWidth = 0;
        row.setLayout(layout);
        button("|<", "stepFirst", () -> stepTo(0));
        button("<", "stepBack", () -> stepTo(shownCount() - 1));
        slider = new Slider(row, SWT.HORIZONTAL);
        slider.setData("id", "stepper");
        slider.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        slider.addListener(SWT.Selection, e -> host.guarded(() -> stepTo(slider.getSelection())));
        button(">", "stepForward", () -> stepTo(shownCount() + 1));
        button(">|", "stepLast", () -> stepTo(Integer.MAX_VALUE));
        label = new Label(row, SWT.RIGHT);
        label.setData("id", "stepLabel");
        label.setLayoutData(new GridData(SWT.END, SWT.CENTER, false, false));
    }

    /**
     * The "Undo to here" button, placed by the window beside the info line: in the stepper's row
     * it left the slider no room. Always there, enabled while the past is shown.
     */
    void undoButton(Composite parent) {
        undoHere = button(parent, Messages.get("step.undoHereButton"), "undoHere", this::undoToHere);
        undoHere.setLayoutData(new GridData(SWT.END, SWT.CENTER, false, false));
        undoHere.setEnabled(false);
    }

    private Button button(String text, String id, Runnable action) {
        Button b = button(row, text, id, action);
        steps.add(b);
        return b;
    }

    private Button button(Composite parent, String text, String id, Runnable action) {
        Button b = new Button(parent, SWT.PUSH);
        b.setText(text);
        b.setData("id", id);
        b.setToolTipText(Messages.get("step." + id));
        b.addListener(SWT.Selection, e -> host.guarded(action));
        return b;
    }

    /**
     * The History menu: the steps with their shortcuts, and undo to here. GTK shows no accelerator
     * by itself: each item names its shortcut after a tab in its text (the keys in the language).
     */
    void fillMenu(Menu menu) {
        item(menu, "menu.history.first", "historyFirst", SWT.ALT | SWT.HOME, () -> stepTo(0));
        item(menu, "menu.history.back", "historyBack", SWT.ALT | SWT.ARROW_LEFT, () -> stepTo(shownCount() - 1));
        item(menu, "menu.history.forward", "historyForward", SWT.ALT | SWT.ARROW_RIGHT, () -> stepTo(shownCount() + 1));
        item(menu, "menu.history.live", "historyLive", SWT.ALT | SWT.END, () -> stepTo(Integer.MAX_VALUE));
        new MenuItem(menu, SWT.SEPARATOR);
        pastOnly.add(item(menu, "menu.history.undoHere", "historyUndoHere", 0, this::undoToHere));
        item(menu, "menu.history.playOn", "historyPlayOn", 0, this::playOnFromHere);
        // enabled as the menu opens, so that a stale state never shows
        menu.addListener(SWT.Show, e -> pastOnly.forEach(i -> i.setEnabled(inPast())));
    }

    private MenuItem item(Menu menu, String key, String id, int accelerator, Runnable action) {
        MenuItem item = new MenuItem(menu, SWT.PUSH);
        item.setText(Messages.get(key));
        item.setData("id", id);
        if (accelerator != 0) {
            item.setAccelerator(accelerator);
        }
        item.addListener(SWT.Selection, e -> host.guarded(action));
        return item;
    }

    /** The game the views show: the live game or its replayed past. */
    GameSession shown() {
        GameSession live = host.live();
        return live == null ? null : viewed != null ? viewed : live;
    }

    /** Whether the views show an earlier position than the live game's. */
    boolean inPast() {
        return viewed != null;
    }

    /** Effective actions of the position shown. */
    int shownCount() {
        GameSession live = host.live();
        return live == null ? 0 : viewAt >= 0 ? viewAt : live.actions().size();
    }

    /** Follow the live game again (another game became active, or the live game moved); no refresh. */
    void followLive() {
        viewAt = -1;
        viewed = null;
    }

    /**
     * Shows the game as it was after {@code count} effective actions (clamped); the end follows the
     * live game again.
     */
    void stepTo(int count) {
        GameSession live = host.live();
        if (live == null) {
            return;
        }
        int total = live.actions().size();
        int target = Math.max(0, Math.min(count, total));
        if (target == total) {
            followLive();
        } else if (target != viewAt) {
            GameSession past = host.replay(live, target);
            if (past == null) {
                return;
            }
            viewed = past;
            viewAt = target;
        }
        host.shownChanged();
    }

    /** Undo to the position shown (the stepper's button and the History menu). */
    void undoToHere() {
        if (!inPast()) {
            host.status(Messages.get("status.undoHereLive"));
            return;
        }
        undoTo(viewAt);
    }

    /** A new game from the position shown (the live one or a past one), the game itself untouched. */
    void playOnFromHere() {
        if (host.live() == null) {
            host.status(Messages.get("game.none"));
            return;
        }
        host.playOnFrom(shownCount());
    }

    /**
     * Takes the live game back to its first {@code count} effective actions after the player
     * confirmed a question naming how many actions go and the action that stays the last.
     *
     * @return whether actions were taken back
     */
    boolean undoTo(int count) {
        GameSession live = host.live();
        if (live == null) {
            return false;
        }
        int taken = HistoryText.undoneCount(live.actions(), count);
        if (taken == 0) {
            host.status(Messages.get("status.nothingToUndo"));
            return false;
        }
        GameState state = live.state();
        if (!host.confirm(HistoryText.undoQuestion(taken, count, state.log()))) {
            return false;
        }
        followLive();
        boolean botsPaused = host.undoTo(count);
        host.status(Messages.get("status.undoneTo", taken, count)
                + (botsPaused ? " " + Messages.get("status.botsPaused") + "." : ""));
        return true;
    }

    /** Slider, label and buttons for the position shown; never moves the row (fixed label width). */
    void refresh() {
        GameSession live = host.live();
        boolean game = live != null;
        int total = game ? live.actions().size() : 0;
        slider.setValues(shownCount(), 0, total + 1, 1, 1, 10);
        // a game whose title went cannot be replayed: no stepping, rather than a stepper that does nothing
        boolean playable = game && host.livePlayable();
        slider.setEnabled(playable);
        steps.forEach(b -> b.setEnabled(playable));
        label.setText(Messages.get("step.label", shownCount(), total));
        // as wide as the label will be in any game of up to four-digit length, so that neither stepping
        // nor the next action resizes the slider ("Action 9 of 9" to "Action 10 of 10" moved it)
        GridData data = (GridData) label.getLayoutData();
        GC gc = new GC(label);
        try {
            int most = Math.max(total, WIDEST_COUNT);
            int wide = gc.textExtent(Messages.get("step.label", most, most)).x + 4;
            if (data.widthHint < wide) {
                data.widthHint = wide;
                row.layout(true);
            }
        } finally {
            gc.dispose();
        }
        if (undoHere != null) {
            undoHere.setEnabled(inPast());
        }
    }

    /** The text for the panel's info line while the past is shown, else {@code null}. */
    String pastInfo() {
        if (!inPast()) {
            return null;
        }
        return Localizer.swt(Messages.get("game.viewing", viewAt, host.live().actions().size(), viewed.state().round().name()));
    }
}
