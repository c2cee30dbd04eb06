package roundhouse.title.t1854.internal;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.step.OperatingRound;

/**
 * An 1854 operating round ("Betriebsrunde"): the bank pays the mountain railways' income at its start
 * (the engine's private payout), and each company first collects its mail contract's income ("1.
 * Einkommen aus einem Postbeförderungsvertrag") before it builds.
 */
class AustrianOperatingRound extends OperatingRound {
    AustrianOperatingRound(AustrianGame game, int number) {
        super(game, number);
    }

    /** Step 1 of the turn comes right after the turn is announced, before the home station and track. */
    @Override
    protected void placeHomeToken(Corporation c) {
        ((AustrianGame) game).mailContracts().payIncome(game, c);
        super.placeHomeToken(c);
    }
}
