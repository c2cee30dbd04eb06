package roundhouse.title.t1854.internal;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.SharePrice;
import roundhouse.engine.spi.StockMarket;

/**
 * The 1854 market: the engine's hex market, plus the red line. A marker that enters a cell right of it
 * ({@code s} in market.json) tells the game, which splits a major's shares the first time ("Aktiensplit").
 */
final class AustrianMarket extends StockMarket {
    /** market.json zone letter of the cells right of the red line. */
    static final String SPLIT_ZONE = "s";

    /** The game told of a marker crossing the red line (a field, not a lambda: a copy of the game tells its own). */
    private AustrianGame game;

    AustrianMarket(Layout layout, SharePrice[][] cells) {
        super(layout, cells);
    }

    void tell(AustrianGame game) {
        this.game = game;
    }

    @Override
    protected void moveTo(Corporation corporation, SharePrice target) {
        SharePrice from = corporation.sharePrice();
        super.moveTo(corporation, target);
        if (target != null && target != from && SPLIT_ZONE.equals(target.zone()) && !SPLIT_ZONE.equals(from.zone())) {
            if (game != null) {
                game.crossedRedLine(corporation);
            }
        }
    }
}
