package roundhouse.title.t1854.internal;

import java.util.List;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.DividendRules;
import roundhouse.engine.spi.Game;

/**
 * Revenue ("Einnahmen verteilen"): a local always splits its revenue, half to its owner and half to
 * its treasury ("Lokalbahnen": "die Einnahmen werden immer geteilt"), and has no market price to
 * move; majors and Lokalbahn AGs pay out all or withhold all. Station values, bonuses and the
 * customs penalty are multiples of 10, so each half is a whole number; the engine's half pay puts
 * revenue / 2 in the treasury and the rest to the holder, which stays right if that ever changes.
 * Shares a company holds of itself (the split shares waiting for buyers) pay nothing: "die Anteile
 * ... bleiben in der Bank".
 */
class LocalDividends extends DividendRules {
    LocalDividends(Game game) {
        super(game);
    }

    @Override
    public List<Kind> kinds(Corporation c) {
        return AustrianGame.isLocal(c) ? List.of(Kind.HALF) : super.kinds(c);
    }

    @Override
    protected boolean ownSharesPay(Corporation c) {
        return false;
    }
}
