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

    /** One table whose columns follow the sheet's (the companies change as the game goes on). */
    private static final class SortableTable {
        private final Table table;
        private Sheet sheet;
        private int sortColumn = -1;
        private boolean ascending;

        SortableTable(Composite parent, String id) {
            table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
            table.setData("id", id);
            table.setHeaderVisible(true);
            table.setLinesVisible(true);
        }

        void show(Sheet next) {
            boolean rebuilt = next == null || sheet == null || !next.headers().equals(sheet.headers());
            if (rebuilt) {
                rebuildColumns(next);
            }
            sheet = next;
            fill();
            if (rebuilt && table.getColumnCount() > 0 && table.getItemCount() > 0) {
                // a sheet opens at its left edge, on the players' names, wherever the last one was scrolled
                table.showColumn(table.getColumn(0));
                table.showItem(table.getItem(0));
            }
        }

        private void rebuildColumns(Sheet next) {
            String sortedHeader = sheet != null && sortColumn >= 0 && sortColumn < sheet.headers().size()
                    ? sheet.headers().get(sortColumn) : null;
            for (TableColumn c : table.getColumns()) {
                c.dispose();
            }
            sortColumn = -1;
            if (next == null) {
                return;
            }
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
            // every action refills the table: keep the rows the player scrolled to in sight
            int top = table.getTopIndex();
            try {
                table.removeAll();
                if (sheet == null) {
                    return;
                }
                Sheet shown = sortColumn >= 0 ? sheet.sortedBy(sortColumn, ascending) : sheet;
                addRows(shown.body());
                addRows(shown.footer());
                table.setSortColumn(sortColumn >= 0 ? table.getColumn(sortColumn) : null);
                table.setSortDirection(sortColumn < 0 ? SWT.NONE : ascending ? SWT.UP : SWT.DOWN);
                for (TableColumn c : table.getColumns()) {
                    c.pack();
                }
                table.setTopIndex(Math.min(top, Math.max(0, table.getItemCount() - 1)));
            } finally {
                table.setRedraw(true);
            }
        }

        private void addRows(List<List<Cell>> rows) {
            for (List<Cell> row : rows) {
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
