package roundhouse.title.t1844.internal;

import java.util.ArrayList;
import java.util.List;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.step.StockRound;

/**
 * An 1844 stock round (RB XIX). At its end every company with shares in the bank pool moves one
 * column left (at the left edge one row down) and every company wholly in players' hands one row
 * up; the rulebook moves all left first, then all up; 18xx.games ({@code
 * stock_round_moves_in_operating_order}) takes the floated companies one by one in operating order.
 * The order of play for the next stock round is set by cash ({@link T1844Title#nextRound}), so the
 * priority deal of the generic round does not apply.
 */
class SwissStockRound extends StockRound {
    SwissStockRound(SwissGame game) {
        super(game);
    }

    @Override
    protected void finishRound() {
        if (game.option(T1844Title.MOVES_IN_OPERATING_ORDER)) {
            for (Corporation c : game.operatingOrder()) {
                if (inPool(c)) {
                    moveLeft(c);
                } else if (game.shareRules().soldOut(c)) {
                    moveUp(c);
                }
            }
        } else {
            List<Corporation> priced = new ArrayList<>();
            for (Corporation c : game.corporations()) {
                if (!c.closed() && c.sharePrice() != null) {
                    priced.add(c);
                }
            }
            for (Corporation c : priced) {
                if (inPool(c)) {
                    moveLeft(c);
                }
            }
            for (Corporation c : priced) {
                if (game.shareRules().soldOut(c)) {
                    moveUp(c);
                }
            }
        }
        finish();
    }

    private boolean inPool(Corporation c) {
        return game.pool().percentOf(c) > 0;
    }

    private void moveLeft(Corporation c) {
        game.market().moveLeft(c);
        if (game.logging()) {
            game.log(SwissText.get("log.poolDrop", c.id(), game.format(c.sharePrice().price())));
        }
    }

    private void moveUp(Corporation c) {
        game.market().moveUp(c);
        game.logText("log.soldOut", c.id(), game.format(c.sharePrice().price()));
    }
}
