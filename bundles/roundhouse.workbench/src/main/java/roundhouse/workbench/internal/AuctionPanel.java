package roundhouse.workbench.internal;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

import roundhouse.api.GameSession;
import roundhouse.api.text.Localizer;
import roundhouse.api.view.AuctionView;

/**
 * The auction display above the views: while a private auction runs, the privates for sale
 * with their prices and standing bids, and every player's cash, committed cash and available cash,
 * as 18xx.games shows them beside the bid buttons. Hidden (and taking no room) outside auctions.
 * UI thread only.
 */
final class AuctionPanel {
    private final Group group;
    private final Table lots;
    private final Table bidders;
    /**
     * The most rows each table has shown since the auction opened: a sold private or a bidder who
     * passed leaves a blank row rather than shrinking the panel, so nothing below moves under the mouse.
     */
    private int lotRows;
    private int bidderRows;
    /** Each column of both tables at its longest in this auction, so that the arrangement never has to change. */
    private List<String> widestLots = List.of();
    private List<String> widestBidders = List.of();
    /** Room a packed column gives its text besides the text itself (GTK's cell margins). */
    private static final int CELL_PADDING = 16;
    /** Once the tables are stacked in this auction they stay so (the panel would shrink under the mouse). */
    private boolean stacked;
    /** A row's height as a table with rows reports it (GTK reports another for an empty table). */
    private int rowHeight;

    AuctionPanel(Composite parent) {
        group = new Group(parent, SWT.NONE);
        group.setText(Messages.get("auction.group"));
        group.setData("id", "auction");
        // the privates and the players side by side: the display costs the views below little height
        group.setLayout(new GridLayout(2, false));
        group.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        lots = table("auctionLots", AuctionRows.LOT_COLUMNS);
        bidders = table("auctionBidders", AuctionRows.BIDDER_COLUMNS);
        // as wide as its columns, beside or below the privates
        bidders.setLayoutData(new GridData(SWT.BEGINNING, SWT.TOP, false, false));
        setVisible(false);
        // a narrower window (or longer German headings) puts the players below the privates
        parent.addListener(SWT.Resize, e -> {
            if (group.getVisible() && arrange()) {
                parent.layout(new Control[] { group });
            }
        });
    }

    private Table table(String id, List<String> columns) {
        Table table = new Table(group, SWT.BORDER | SWT.SINGLE | SWT.FULL_SELECTION | SWT.HIDE_SELECTION);
        table.setData("id", id);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        table.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        for (String c : columns) {
            new TableColumn(table, SWT.LEFT).setText(c);
        }
        return table;
    }

    /** Shows the auction of the game the panel follows (the live game or its past), or hides. */
    void show(GameSession session) {
        AuctionView auction = session == null ? null : session.auction();
        if (auction == null) {
            lotRows = bidderRows = 0;
            stacked = false;
            if (group.getVisible()) {
                setVisible(false);
                group.getParent().layout(new Control[] { group });
            }
            return;
        }
        // visible before filling: a hidden GTK table reports no header height
        boolean appearing = !group.getVisible();
        setVisible(true);
        var state = session.state();
        group.setText(Localizer.swt(AuctionRows.title(auction, state)));
        List<List<String>> lotRowsNow = AuctionRows.lots(auction, state);
        List<List<String>> bidderRowsNow = AuctionRows.bidders(auction, state);
        lotRows = Math.max(lotRows, lotRowsNow.size());
        bidderRows = Math.max(bidderRows, bidderRowsNow.size());
        fill(lots, lotRowsNow);
        fill(bidders, bidderRowsNow);
        sizeTo(lots, lotRows);
        sizeTo(bidders, bidderRows);
        widestLots = AuctionRows.widestLots(auction, state);
        widestBidders = AuctionRows.widestBidders(auction, state);
        arrange();
        // only this branch is laid out; the tables keep their height until the auction ends
        group.getParent().layout(new Control[] { lots, bidders });
        if (appearing) {
            // a table just shown is measured short by its header until GTK has drawn it: laid out
            // again once it has, so that the panel does not grow under the views at the next decision
            group.getDisplay().asyncExec(() -> {
                if (!group.isDisposed() && group.getVisible()) {
                    group.getParent().layout(new Control[] { lots, bidders });
                }
            });
        }
    }

    private static void fill(Table table, List<List<String>> rows) {
        table.setRedraw(false);
        try {
            table.removeAll();
            for (List<String> row : rows) {
                new TableItem(table, SWT.NONE).setText(row.toArray(String[]::new));
            }
            for (TableColumn c : table.getColumns()) {
                c.pack();
            }
        } finally {
            table.setRedraw(true);
        }
    }

    /** Makes the table as tall as {@code shownRows} rows but never more than a third of the views' height. */
    private void sizeTo(Table table, int shownRows) {
        // every row in sight without a scrollbar (at most one row per private or player); the
        // GTK table's own preferred height stops at a few rows. A third of the height at most:
        // the map and the views stay usable, and a long list scrolls
        if (table.getItemCount() > 0) {
            rowHeight = table.getItemHeight();
        }
        int row = rowHeight > 0 ? rowHeight : table.getItemHeight();
        int chrome = table.getHeaderHeight() + 2 * table.getBorderWidth();
        int cap = Math.max(chrome + 3 * row, group.getParent().getClientArea().height / 3);
        ((GridData) table.getLayoutData()).heightHint = Math.min(cap, chrome + shownRows * row);
    }

    /**
     * Side by side when both tables fit the width with every column whole, even with the longest
     * texts this auction can see (a lot in a bidding war, every bidder's whole cash bid), else one
     * above the other, so that no bid is cut off and the panel does not grow when the bids get
     * longer; whether that changed.
     */
    private boolean arrange() {
        GridLayout layout = (GridLayout) group.getLayout();
        int need = widest(lots, widestLots) + widest(bidders, widestBidders) + layout.horizontalSpacing
                + 2 * layout.marginWidth + group.computeTrim(0, 0, 0, 0).width;
        int columns = !stacked && need <= group.getParent().getClientArea().width ? 2 : 1;
        stacked = columns == 1;
        if (layout.numColumns == columns) {
            return false;
        }
        layout.numColumns = columns;
        return true;
    }

    /** The table's width with each column as wide as it is or as its longest text would make it. */
    private static int widest(Table table, List<String> longest) {
        int sum = 2 * table.getBorderWidth();
        TableColumn[] columns = table.getColumns();
        for (int i = 0; i < columns.length; i++) {
            int text = i < longest.size() ? textWidth(table, longest.get(i)) + CELL_PADDING : 0;
            sum += Math.max(columns[i].getWidth(), text);
        }
        return sum;
    }

    private static int textWidth(Table table, String text) {
        org.eclipse.swt.graphics.GC gc = new org.eclipse.swt.graphics.GC(table);
        try {
            gc.setFont(table.getFont());
            return gc.textExtent(text).x;
        } finally {
            gc.dispose();
        }
    }

    private void setVisible(boolean visible) {
        group.setVisible(visible);
        ((GridData) group.getLayoutData()).exclude = !visible;
    }
}
