package roundhouse.title.t1844.internal;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.DividendRules;
import roundhouse.engine.spi.Game;

/**
 * 1844 dividends (RB XVI, XVII): all paid out or all kept; every holder gets his part of the
 * revenue rounded up in his favour (RB XVI: "zu Gunsten des Spielers aufgerundet", which also
 * settles the half francs of a V company's 25 % shares); the pool's shares pay the company,
 * rounded down.
 */
class SwissDividendRules extends DividendRules {
    SwissDividendRules(Game game) {
        super(game);
    }

    @Override
    protected Rounding rounding(Corporation c) {
        return Rounding.PER_HOLDER_UP;
    }

    @Override
    protected PoolShares poolShares(Corporation c) {
        return PoolShares.CORPORATION;
    }
}
