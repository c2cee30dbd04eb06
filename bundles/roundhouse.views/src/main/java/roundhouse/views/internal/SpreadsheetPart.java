package roundhouse.views.internal;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

import roundhouse.api.GameSession;
import roundhouse.api.ui.ViewPart;
import roundhouse.views.internal.Sheet.Cell;

/**
 * The spreadsheet view's widgets: the shares table above the revenue table, each sortable by a
 * click on a heading (a second click reverses). The sort survives the game moving on, so that a
 * player who sorted by worth keeps watching the standings. UI thread only.
 */
final class SpreadsheetPart implements ViewPart {
    private final Composite root;
    private final SortableTable shares;
    private final SortableTable revenues;

    SpreadsheetPart(Composite parent) {
        root = new Composite(parent, SWT.NONE);
        root.setData("id", "spreadsheet");
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        root.setLayout(layout);
        SashForm sash = new SashForm(root, SWT.VERTICAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        shares = new SortableTable(sash, "spreadsheet.shares");
        revenues = new SortableTable(sash, "spreadsheet.revenues");
        sash.setWeights(3, 2);
        Label legend = new Label(root, SWT.WRAP);
        legend.setText(Texts.get("sheet.legend"));
        legend.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
    }

    @Override
    public Control control() {
        return root;
    }

    @Override
    public void show(GameSession session) {
        if (session == null) {
            shares.show(null);
            revenues.show(null);
            return;
        }
        shares.show(SpreadsheetRows.shares(session.state()));
        revenues.show(SpreadsheetRows.revenues(session.state(), session.history()));
    }

    @Override
    public void dispose() {
        // the workbench disposes the widgets; SWT colours made from RGB values need no disposal
    }

    /**
     * One table whose columns follow the sheet's (the companies change as the game goes on), with its
     * first column (the players' names) frozen: a narrow table of that column alone stays at the left
     * while the sheet scrolls sideways under the company columns. The full table keeps the first
     * column too, at width 0, so that it holds every cell of the sheet; the two scroll, sort and
     * select together.
     */
    private static final class SortableTable {
        private final Table names;
        private final Table table;
        private Sheet sheet;
        private int sortColumn = -1;
        private boolean ascending;
        private boolean syncing;

        SortableTable(Composite parent, String id) {
            Composite pair = new Composite(parent, SWT.NONE);
            GridLayout layout = new GridLayout(2, false);
            layout.marginWidth = 0;
            layout.marginHeight = 0;
            layout.horizontalSpacing = 0;
            pair.setLayout(layout);
            names = new Table(pair, SWT.BORDER | SWT.FULL_SELECTION | SWT.NO_SCROLL);
            names.setData("id", id + ".names");
            names.setHeaderVisible(true);
            names.setLinesVisible(true);
            names.setLayoutData(new GridData(SWT.LEFT, SWT.FILL, false, true));
            table = new Table(pair, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
            table.setData("id", id);
            table.setHeaderVisible(true);
            table.setLinesVisible(true);
            table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
            // one scroll position and one selected row for both
            table.getVerticalBar().addListener(SWT.Selection, e -> follow(table, names));
            table.addListener(SWT.MouseVerticalWheel, e -> names.getDisplay().asyncExec(() -> follow(table, names)));
            names.addListener(SWT.MouseVerticalWheel, e -> {
                table.setTopIndex(Math.max(0, table.getTopIndex() - e.count));
                follow(table, names);
                e.doit = false;
            });
            table.addListener(SWT.Selection, e -> select(table, names));
            names.addListener(SWT.Selection, e -> select(names, table));
        }

        private void follow(Table from, Table to) {
            if (!from.isDisposed() && !to.isDisposed() && to.getTopIndex() != from.getTopIndex()) {
                to.setTopIndex(from.getTopIndex());
            }
        }

        private void select(Table from, Table to) {
            if (syncing || from.isDisposed() || to.isDisposed()) {
                return;
            }
            syncing = true;
            try {
                to.setSelection(from.getSelectionIndex());
                follow(from, to);
            } finally {
                syncing = false;
            }
        }

        void show(Sheet next) {
            boolean rebuilt = next == null || sheet == null || !next.headers().equals(sheet.headers());
            if (rebuilt) {
                rebuildColumns(next);
            }
            sheet = next;
            fill();
            if (rebuilt && table.getColumnCount() > 1 && table.getItemCount() > 0) {
                // a sheet opens at its left edge, on the first company, wherever the last one was scrolled
                table.showColumn(table.getColumn(1));
                table.showItem(table.getItem(0));
                follow(table, names);
            }
        }

        private void rebuildColumns(Sheet next) {
            String sortedHeader = sheet != null && sortColumn >= 0 && sortColumn < sheet.headers().size()
                    ? sheet.headers().get(sortColumn) : null;
            for (TableColumn c : table.getColumns()) {
                c.dispose();
            }
            for (TableColumn c : names.getColumns()) {
                c.dispose();
            }
            sortColumn = -1;
            if (next == null) {
                return;
            }
            TableColumn frozen = new TableColumn(names, SWT.LEFT);
            frozen.setText(next.headers().get(0).replace("&", "&&"));
            frozen.addListener(SWT.Selection, e -> sortBy(0));
            for (int i = 0; i < next.headers().size(); i++) {
                int index = i;
                TableColumn column = new TableColumn(table, i == 0 ? SWT.LEFT : SWT.RIGHT);
                // GTK reads "&" in a heading as a mnemonic: "B&O" would show as "BO"
                column.setText(next.headers().get(i).replace("&", "&&"));
                column.setToolTipText(next.tooltips().get(i).isEmpty() ? null : next.tooltips().get(i));
                column.addListener(SWT.Selection, e -> sortBy(index));
                if (next.headers().get(i).equals(sortedHeader)) {
                    sortColumn = i;
                }
            }
            // GTK stretches the last column to the table's edge, which would pull a right-aligned
            // last column's numbers away from its neighbours: an empty column takes the stretch (not
            // of width 0, which GTK hides, handing the stretch back)
            new TableColumn(table, SWT.LEFT).setData("id", "filler");
        }

        private void sortBy(int column) {
            // numbers read best largest first (worth, revenue); names A to Z
            ascending = column == sortColumn ? !ascending : column == 0;
            sortColumn = column;
            fill();
        }

        private void fill() {
            table.setRedraw(false);
            names.setRedraw(false);
            // every action refills the table: keep the rows the player scrolled to in sight
            int top = table.getTopIndex();
            try {
                table.removeAll();
                names.removeAll();
                if (sheet == null) {
                    return;
                }
                Sheet shown = sortColumn >= 0 ? sheet.sortedBy(sortColumn, ascending) : sheet;
                addRows(shown.body());
                addRows(shown.footer());
                table.setSortColumn(sortColumn > 0 ? table.getColumn(sortColumn) : null);
                table.setSortDirection(sortColumn <= 0 ? SWT.NONE : ascending ? SWT.UP : SWT.DOWN);
                names.setSortColumn(sortColumn == 0 ? names.getColumn(0) : null);
                names.setSortDirection(sortColumn != 0 ? SWT.NONE : ascending ? SWT.UP : SWT.DOWN);
                for (TableColumn c : table.getColumns()) {
                    c.pack();
                }
                // the names show in the frozen table; here the column only holds them
                table.getColumn(0).setWidth(0);
                table.getColumn(0).setResizable(false);
                names.getColumn(0).pack();
                // the frozen column's width follows the longest name: lay the pair out again
                ((GridData) names.getLayoutData()).widthHint = names.getColumn(0).getWidth() + 2 * names.getBorderWidth();
                names.getParent().layout(true);
                table.setTopIndex(Math.min(top, Math.max(0, table.getItemCount() - 1)));
                names.setTopIndex(table.getTopIndex());
            } finally {
                names.setRedraw(true);
                table.setRedraw(true);
            }
        }

        private void addRows(List<List<Cell>> rows) {
            for (List<Cell> row : rows) {
                TableItem name = new TableItem(names, SWT.NONE);
                if (!row.isEmpty()) {
                    Cell first = row.get(0);
                    name.setText(0, first.text());
                    if (first.background() != null) {
                        name.setBackground(0, color(first.background()));
                    }
                    if (first.foreground() != null) {
                        name.setForeground(0, color(first.foreground()));
                    }
                }
                TableItem item = new TableItem(table, SWT.NONE);
                for (int i = 0; i < row.size(); i++) {
                    Cell cell = row.get(i);
                    item.setText(i, cell.text());
                    if (cell.background() != null) {
                        item.setBackground(i, color(cell.background()));
                    }
                    if (cell.foreground() != null) {
                        item.setForeground(i, color(cell.foreground()));
                    }
                }
            }
        }

        private static Color color(String hex) {
            if (!hex.matches("#[0-9a-fA-F]{6}")) {
                return null;
            }
            int rgb = Integer.parseInt(hex.substring(1), 16);
            return new Color((rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff);
        }
    }
}
