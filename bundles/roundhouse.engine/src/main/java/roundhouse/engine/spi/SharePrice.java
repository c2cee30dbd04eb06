package roundhouse.engine.spi;

import java.util.ArrayList;
import java.util.List;

/**
 * One cell of a stock market. Its zone letter follows tobymao's market strings:
 * {@code p} par, {@code y} yellow (certificates do not count toward the limit), {@code o} orange
 * (also no per-corporation holding limit), {@code b} brown (also several purchases per turn),
 * {@code c} closes the company, {@code e} ends the game; none = ordinary white cell.
 */
public final class SharePrice {
    private final int row;
    private final int column;
    private final int price;
    private final String zone;
    private final boolean par;
    /** Made when a marker first arrives: most cells never see one, and a copy of the game copies what exists. */
    private List<Corporation> stack;

    public SharePrice(int row, int column, int price, String zone, boolean par) {
        this.row = row;
        this.column = column;
        this.price = price;
        this.zone = zone;
        this.par = par;
    }

    public int row() {
        return row;
    }

    public int column() {
        return column;
    }

    public int price() {
        return price;
    }

    /** {@code ""}, {@code "y"}, {@code "o"}, {@code "b"}, {@code "c"}, {@code "e"}... */
    public String zone() {
        return zone;
    }

    public boolean par() {
        return par;
    }

    /** Certificates of a company here count toward the certificate limit (white and par cells). */
    public boolean countsForCertLimit() {
        return !(zone.equals("y") || zone.equals("o") || zone.equals("b"));
    }

    /** The per-corporation holding limit applies (not in orange or brown). */
    public boolean holdingLimitApplies() {
        return !(zone.equals("o") || zone.equals("b"));
    }

    /** Several shares of this company may be bought in one turn (brown). */
    public boolean multipleBuy() {
        return zone.equals("b");
    }

    /**
     * Corporation markers here, first arrived first: the list to change ({@link #markers()} to read).
     * A cell whose last marker leaves through the market drops it: ask again after a move.
     */
    public List<Corporation> stack() {
        if (stack == null) {
            stack = new ArrayList<>(2);
        }
        return stack;
    }

    /** Takes a marker off; an emptied cell drops its list, so a long game's copies copy no more than a short one's. */
    void leave(Corporation corporation) {
        if (stack != null && stack.remove(corporation) && stack.isEmpty()) {
            stack = null;
        }
    }

    /** Corporation markers here, first arrived first, to read only: an empty cell makes no list. */
    public List<Corporation> markers() {
        return stack == null ? List.of() : java.util.Collections.unmodifiableList(stack);
    }

    /** The cell id 18xx.games logs: {@code "price,row,column"}. */
    public String id() {
        return price + "," + row + "," + column;
    }

    @Override
    public String toString() {
        return id();
    }
}
