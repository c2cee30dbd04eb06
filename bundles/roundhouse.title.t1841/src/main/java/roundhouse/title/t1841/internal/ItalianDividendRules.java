package roundhouse.title.t1841.internal;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.DividendRules;
import roundhouse.engine.spi.Game;

/**
 * RB 4.3.2: each holder's dividend is rounded up, the corporation earns on its unsold shares, the
 * pool's shares earn nothing; a payout above the share price moves it right, one at or below it
 * leaves it, a withhold moves it left.
 */
final class ItalianDividendRules extends DividendRules {
    ItalianDividendRules(Game game) {
        super(game);
    }

    @Override
    protected Rounding rounding(Corporation c) {
        return Rounding.PER_HOLDER_UP;
    }

    @Override
    protected boolean ipoSharesPayCorporation(Corporation c) {
        return true;
    }

    @Override
    protected void move(Corporation c, Kind kind, int paid) {
        if (c.sharePrice() == null) {
            return;
        }
        if (kind == Kind.WITHHOLD || paid <= 0) {
            game.market().moveLeft(c);
        } else if (paid > c.sharePrice().price()) {
            game.market().moveRight(c);
        }
    }
}
