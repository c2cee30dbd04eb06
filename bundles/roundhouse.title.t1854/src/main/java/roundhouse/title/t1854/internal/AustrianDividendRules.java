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

    /**
     * "Lokalbahnen": a local always splits its revenue, half to its owner, half to its treasury, and has no
     * price to move. Values, bonuses and the customs penalty are multiples of 10, so each half is whole.
     */
    @Override
    public java.util.List<Kind> kinds(Corporation c) {
        return AustrianGame.isLocal(c) ? java.util.List.of(Kind.HALF) : super.kinds(c);
    }

    @Override
    protected boolean ownSharesPay(Corporation c) {
        return false;
    }
}
