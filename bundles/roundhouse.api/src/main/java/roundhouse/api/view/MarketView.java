package roundhouse.api.view;

import java.util.List;

/**
 * The stock market.
 *
 * @param layout how cells are arranged
 * @param cells every cell; for {@link Layout#LINE} all rows are 0; for {@link Layout#HEX} each row lies
 *     half a cell left of the row above (1854: x = column - row/2)
 * @param tokens company tokens in stacking order per cell (first = bottom)
 */
public record MarketView(Layout layout, List<Cell> cells, List<Token> tokens) {

    /** Cell arrangements the engine knows. */
    public enum Layout {
        GRID, LINE, HEX
    }

    /**
     * A market cell.
     *
     * @param row row, 0 at the top
     * @param column column, 0 at the left
     * @param price share price
     * @param zone {@code "normal"}, {@code "yellow"}, {@code "orange"}, {@code "brown"}, {@code "closed"}, ...
     * @param par whether a corporation may start here
     */
    public record Cell(int row, int column, int price, String zone, boolean par) {
    }

    /**
     * A company's token on the market.
     *
     * @param company company id
     * @param row cell row
     * @param column cell column
     * @param stackIndex position in the cell's stack, 0 = first arrived
     */
    public record Token(String company, int row, int column, int stackIndex) {
    }
}
