package roundhouse.title.t1844.internal;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.SharePrice;
import roundhouse.engine.spi.StockMarket;

/**
 * 1844's market (RB VIII): a regional's price stops at the cells marked {@code t} in market.json
 * (its highest is 200 in the first row): paying out at 160, 170, 180 or 190 against that edge it
 * moves up instead of right.
 */
final class SwissStockMarket extends StockMarket {
    /** market.json zone of the cells a regional never enters. */
    static final String NOT_FOR_REGIONALS = "t";

    SwissStockMarket(Layout layout, SharePrice[][] cells) {
        super(layout, cells);
    }

    @Override
    protected boolean mayEnter(Corporation corporation, SharePrice cell) {
        return !(SwissGame.REGIONAL.equals(corporation.kind()) && cell.zone().contains(NOT_FOR_REGIONALS));
    }
}
