package roundhouse.title.t1841.internal;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.SharePrice;
import roundhouse.engine.spi.StockMarket;

/**
 * The 1841 market (digest 8): a minor never goes right of the {@code m} column and nobody right of
 * the {@code n} column before phase 8; a payout there moves the marker up instead (the engine's
 * move at an edge). Moves onto no cell leave the marker where it is.
 */
final class ItalianMarket extends StockMarket {
    private ItalianGame game;

    ItalianMarket(Layout layout, SharePrice[][] cells) {
        super(layout, cells);
    }

    void tell(ItalianGame game) {
        this.game = game;
    }

    @Override
    protected boolean mayEnter(Corporation corporation, SharePrice cell) {
        if (game == null) {
            return true;
        }
        int column = cell.column();
        if (game.minor(corporation) && column > lastColumn("m")) {
            return false;
        }
        return game.phaseNumber() >= 8 || column <= lastColumn("n");
    }

    /** The column of the first cell whose zone letters contain {@code letter}. */
    private int lastColumn(String letter) {
        for (int r = 0; r < rows(); r++) {
            for (int c = 0; c < columns(r); c++) {
                SharePrice p = cell(r, c);
                if (p != null && p.zone().contains(letter)) {
                    return c;
                }
            }
        }
        return Integer.MAX_VALUE;
    }
}
