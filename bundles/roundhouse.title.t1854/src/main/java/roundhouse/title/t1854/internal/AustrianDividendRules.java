package roundhouse.title.t1854.internal;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.DividendRules;
import roundhouse.engine.spi.Game;

/**
 * "5. Einnahmen verwalten": a payout goes to the shareholders; the parts of unsold shares, of the pool and
 * of the new shares waiting in a company after its split stay in the bank.
 */
class AustrianDividendRules extends DividendRules {
    AustrianDividendRules(Game game) {
        super(game);
    }

    @Override
    protected boolean ownSharesPay(Corporation c) {
        return false;
    }
}
