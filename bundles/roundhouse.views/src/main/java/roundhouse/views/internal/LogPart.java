package roundhouse.views.internal;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

import roundhouse.api.GameSession;
import roundhouse.api.ui.ViewContext;
import roundhouse.api.ui.ViewPart;
import roundhouse.api.view.LogEntry;

/**
 * The game log as a way through the game's history: always the live game's whole log, oldest
 * first; a click on a line shows the game after its action (the workbench's history stepper moves
 * with it), the lines after the position shown are greyed, Home and End go to the start and to
 * the live game, and the context menu offers "undo to here". UI thread only.
 */
final class LogPart implements ViewPart {
    private final ViewContext context;
    private final Table table;
    private final MenuItem undoHere;
    /** The live log the rows were made from: they are rebuilt only when it changes. */
    private List<LogEntry> rows = List.of();

    LogPart(Composite parent, ViewContext context) {
        this.context = context;
        table = new Table(parent, SWT.BORDER | SWT.SINGLE | SWT.FULL_SELECTION | SWT.V_SCROLL);
        table.setData("id", "log");
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        for (String c : Rows.LOG_COLUMNS) {
            new TableColumn(table, SWT.LEFT).setText(c);
        }
        table.addListener(SWT.Selection, e -> showSelected());
        table.addListener(SWT.KeyDown, this::key);
        Menu menu = new Menu(table);
        item(menu, "log.showHere", "logShowHere", this::showSelected);
        item(menu, "log.first", "logFirst", () -> context.showAfter(0));
        item(menu, "log.live", "logLive", () -> context.showAfter(Integer.MAX_VALUE));
        new MenuItem(menu, SWT.SEPARATOR);
        undoHere = item(menu, "log.undoHere", "logUndoHere", this::undoToSelected);
        table.setMenu(menu);
        // the menu acts on the line under the pointer, which becomes the selection without stepping
        table.addListener(SWT.MenuDetect, this::pointAt);
    }

    private MenuItem item(Menu menu, String key, String id, Runnable action) {
        MenuItem item = new MenuItem(menu, SWT.PUSH);
        item.setText(Texts.get(key));
        item.setData("id", id);
        item.addListener(SWT.Selection, e -> action.run());
        return item;
    }

    @Override
    public Control control() {
        return table;
    }

    /** Home: the start of the game; End: the live game. The arrow keys step through the selection. */
    private void key(Event e) {
        // modifier keys only: Num Lock and the like are part of the state too
        if ((e.stateMask & SWT.MODIFIER_MASK) != 0 || (e.keyCode != SWT.HOME && e.keyCode != SWT.END)) {
            return;
        }
        e.doit = false;
        context.showAfter(e.keyCode == SWT.HOME ? 0 : Integer.MAX_VALUE);
    }

    private void pointAt(Event e) {
        if (e.detail == SWT.MENU_MOUSE) {
            TableItem at = table.getItem(table.toControl(new Point(e.x, e.y)));
            if (at != null) {
                table.setSelection(at);
            }
        }
        undoHere.setEnabled(selectedCount() >= 0);
    }

    /** Effective actions of the game after the selected line's action, or -1 without a selection. */
    private int selectedCount() {
        int i = table.getSelectionIndex();
        return i < 0 || i >= rows.size() ? -1 : Rows.countAfter(rows.get(i));
    }

    private void showSelected() {
        int count = selectedCount();
        if (count >= 0) {
            context.showAfter(count);
        }
    }

    private void undoToSelected() {
        int count = selectedCount();
        if (count >= 0) {
            context.undoTo(count);
        }
    }

    @Override
    public void show(GameSession shown) {
        GameSession live = context.liveSession();
        if (live == null || shown == null) {
            rows = List.of();
            table.removeAll();
            return;
        }
        List<LogEntry> log = live.state().log();
        table.setRedraw(false);
        try {
            if (!log.equals(rows)) {
                rows = log;
                table.removeAll();
                for (LogEntry e : log) {
                    new TableItem(table, SWT.NONE).setText(Rows.logRow(e).toArray(String[]::new));
                }
                for (TableColumn c : table.getColumns()) {
                    c.pack();
                }
            }
            mark(shown == live ? -1 : shown.actions().size());
        } finally {
            table.setRedraw(true);
        }
    }

    /** Greys the lines after the position shown and selects its line; -1: the live game, the last line in sight. */
    private void mark(int count) {
        Color future = table.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY);
        TableItem[] items = table.getItems();
        for (int i = 0; i < items.length; i++) {
            boolean after = count >= 0 && rows.get(i).actionIndex() >= count;
            items[i].setForeground(after ? future : null);
        }
        if (count < 0) {
            table.deselectAll();
            if (items.length > 0) {
                table.showItem(items[items.length - 1]);
            }
            return;
        }
        int row = Rows.rowAfter(rows, count);
        if (row < 0) {
            table.deselectAll();
            table.setTopIndex(0);
        } else {
            table.setSelection(row);
            table.showSelection();
        }
    }

    @Override
    public void dispose() {
        // the workbench disposes the table and its menu
    }
}
