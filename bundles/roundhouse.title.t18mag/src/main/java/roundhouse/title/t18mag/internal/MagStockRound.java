package roundhouse.title.t18mag.internal;

import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.step.StockRound;

/**
 * A stock round whose end seats the priority holder first, as the draft leaves the order (RB V,
 * VII.2; 18xx.games rotates its player list the same way): the order of play always starts with
 * the player who acts first.
 */
class MagStockRound extends StockRound {
    MagStockRound(Game game) {
        super(game);
    }

    @Override
    protected void finishRound() {
        super.finishRound();
        game.turnOrder().setOrder(game.playersFrom(game.priority()));
    }
}
