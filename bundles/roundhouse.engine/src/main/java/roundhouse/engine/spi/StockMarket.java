package roundhouse.engine.spi;

import java.util.ArrayList;
import java.util.List;

/**
 * A stock market of {@link SharePrice} cells. The default movement is the 2D grid of 1830 §7:
 * right, or up at the end of a row; left, or down when there is no cell to the left; up; down.
 * A {@link Layout#LINE} market is one row: up/down degrade to right/left. A {@link Layout#HEX} market
 * (1854) stores row r half a cell left of row r-1 (x = column - row/2), so its six moves are the grid's
 * four (right, left, up = up-right, down = down-left) plus the two diagonals {@link #moveUpLeft} and
 * {@link #moveDownRight}. Titles with yet another geometry subclass and override the moves.
 */
@org.osgi.annotation.versioning.ConsumerType
public class StockMarket {
    /** Cell arrangements. */
    public enum Layout {
        GRID, LINE, HEX
    }

    private final Layout layout;
    private final SharePrice[][] cells;
    private final List<SharePrice> parPrices = new ArrayList<>();

    public StockMarket(Layout layout, SharePrice[][] cells) {
        this.layout = layout;
        this.cells = cells;
        for (SharePrice[] row : cells) {
            for (SharePrice c : row) {
                if (c != null && c.par()) {
                    parPrices.add(c);
                }
            }
        }
        parPrices.sort((a, b) -> Integer.compare(b.price(), a.price()));
    }

    /**
     * The cells of market.json {@code market} rows ({@code "100p"}: price 100, par cell; the other
     * letters are the zone; {@code ""}: no cell), for this class and subclasses' constructors.
     */
    public static SharePrice[][] cells(List<List<String>> rows) {
        SharePrice[][] cells = new SharePrice[rows.size()][];
        for (int r = 0; r < rows.size(); r++) {
            List<String> row = rows.get(r);
            cells[r] = new SharePrice[row.size()];
            for (int c = 0; c < row.size(); c++) {
                String s = row.get(c);
                if (s == null || s.isEmpty()) {
                    continue;
                }
                int end = 0;
                while (end < s.length() && Character.isDigit(s.charAt(end))) {
                    end++;
                }
                int price = Integer.parseInt(s.substring(0, end));
                String letters = s.substring(end);
                boolean par = letters.contains("p");
                String zone = letters.replace("p", "");
                cells[r][c] = new SharePrice(r, c, price, zone, par);
            }
        }
        return cells;
    }

    public Layout layout() {
        return layout;
    }

    public int rows() {
        return cells.length;
    }

    public int columns(int row) {
        return cells[row].length;
    }

    /** The cell, or {@code null} outside the market or on an empty position. */
    public SharePrice cell(int row, int column) {
        if (row < 0 || row >= cells.length || column < 0 || column >= cells[row].length) {
            return null;
        }
        return cells[row][column];
    }

    /** Parses a logged cell id {@code "price,row,column"}; {@code null} if no such cell. */
    public SharePrice cell(String id) {
        String[] p = id.split(",");
        if (p.length != 3) {
            return null;
        }
        try {
            SharePrice c = cell(Integer.parseInt(p[1].trim()), Integer.parseInt(p[2].trim()));
            return c != null && c.price() == Integer.parseInt(p[0].trim()) ? c : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** Par cells, highest price first. */
    public List<SharePrice> parPrices() {
        return parPrices;
    }

    /** Puts a marker on its starting cell (bottom of the stack). */
    public void place(Corporation corporation, SharePrice cell) {
        corporation.setSharePrice(cell);
        cell.stack().add(corporation);
    }

    public void remove(Corporation corporation) {
        SharePrice c = corporation.sharePrice();
        if (c != null) {
            c.leave(corporation);
            corporation.setSharePrice(null);
        }
    }

    /** Moves a marker; a move onto another cell puts it at the bottom of that cell's stack. */
    protected void moveTo(Corporation corporation, SharePrice target) {
        SharePrice from = corporation.sharePrice();
        if (target == null || target == from) {
            return;
        }
        from.leave(corporation);
        target.stack().add(corporation);
        corporation.setSharePrice(target);
    }

    /**
     * Hook: whether a corporation's marker may enter a cell (1844: regionals never enter the {@code t}
     * cells, RB VIII); a cell it may not enter is an edge to it. Default: every cell.
     */
    protected boolean mayEnter(Corporation corporation, SharePrice cell) {
        return true;
    }

    /** Payout: one cell right; at the end of a row (or of the cells it may enter) one row up; at the top right nothing. */
    public void moveRight(Corporation corporation) {
        SharePrice c = corporation.sharePrice();
        if (c == null) {
            return; // no marker: a corporation without a share price (minor)
        }
        SharePrice t = cell(c.row(), c.column() + 1);
        if (t != null && !mayEnter(corporation, t)) {
            t = null;
        }
        if (t == null && layout != Layout.LINE) {
            t = cell(c.row() - 1, c.column());
            t = t != null && mayEnter(corporation, t) ? t : null;
        }
        moveTo(corporation, t);
    }

    /** Withhold: one cell left; at the left end one row down; else nothing. */
    public void moveLeft(Corporation corporation) {
        SharePrice c = corporation.sharePrice();
        if (c == null) {
            return; // no marker: a corporation without a share price (minor)
        }
        SharePrice t = cell(c.row(), c.column() - 1);
        if (t == null && layout != Layout.LINE) {
            t = cell(c.row() + 1, c.column());
        }
        moveTo(corporation, t);
    }

    /** Sold out: one row up (a line market: one cell right). */
    public void moveUp(Corporation corporation) {
        SharePrice c = corporation.sharePrice();
        if (c == null) {
            return; // no marker: a corporation without a share price (minor)
        }
        SharePrice t = layout == Layout.LINE ? cell(c.row(), c.column() + 1) : cell(c.row() - 1, c.column());
        moveTo(corporation, t != null && mayEnter(corporation, t) ? t : null);
    }

    /** A share sold: one row down (a line market: one cell left). */
    public void moveDown(Corporation corporation) {
        SharePrice c = corporation.sharePrice();
        if (c == null) {
            return; // no marker: a corporation without a share price (minor)
        }
        moveTo(corporation, layout == Layout.LINE ? cell(c.row(), c.column() - 1) : cell(c.row() + 1, c.column()));
    }

    /** A hex market's up-left move (1854: the buyer of a traded train): (row-1, column-1), else nothing. */
    public void moveUpLeft(Corporation corporation) {
        moveDiagonal(corporation, -1);
    }

    /** A hex market's down-right move (1854: the seller of a traded train): (row+1, column+1), else nothing. */
    public void moveDownRight(Corporation corporation) {
        moveDiagonal(corporation, 1);
    }

    private void moveDiagonal(Corporation corporation, int step) {
        SharePrice c = corporation.sharePrice();
        if (c == null) {
            return; // no marker: a corporation without a share price (minor)
        }
        SharePrice t = cell(c.row() + step, c.column() + step);
        moveTo(corporation, t != null && mayEnter(corporation, t) ? t : null);
    }
}
