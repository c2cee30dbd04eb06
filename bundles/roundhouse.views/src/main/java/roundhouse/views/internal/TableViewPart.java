package roundhouse.views.internal;

import java.util.List;
import java.util.function.Function;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

import roundhouse.api.GameSession;
import roundhouse.api.ui.ViewPart;

/** A view that shows one table of rows derived from the position shown. UI thread only. */
final class TableViewPart implements ViewPart {
    private final Table table;
    private final Function<GameSession, List<List<String>>> rows;

    /** @param rows the rows of the position shown (a session: a view may need more than its state, as the trains view the game's start) */
    TableViewPart(Composite parent, String id, List<String> columns, Function<GameSession, List<List<String>>> rows) {
        this.rows = rows;
        // sideways too: a wide row (a company's status, its holdings) is scrolled to, not cut at the edge
        table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        table.setData("id", id);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        for (String c : columns) {
            new TableColumn(table, SWT.LEFT).setText(c);
        }
    }

    @Override
    public Control control() {
        return table;
    }

    @Override
    public void show(GameSession session) {
        table.setRedraw(false);
        try {
            table.removeAll();
            if (session != null) {
                for (List<String> row : rows.apply(session)) {
                    new TableItem(table, SWT.NONE).setText(row.toArray(String[]::new));
                }
            }
            for (TableColumn c : table.getColumns()) {
                c.pack();
            }
        } finally {
            table.setRedraw(true);
        }
    }

    @Override
    public void dispose() {
        // the workbench disposes the table
    }
}
