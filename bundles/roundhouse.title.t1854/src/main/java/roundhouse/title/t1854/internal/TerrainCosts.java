package roundhouse.title.t1854.internal;

import roundhouse.engine.spi.CashHolder;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Fee;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;

/**
 * The terrain cost of a first tile on a mountain or river hex ("Das erstmalige Bebauen von Feldern mit
 * Bergen und ... Flüssen verursacht Kosten"), as a company pays it: nothing on the own hex of a mountain
 * railway its director owns, 20 G less once with the Außerfernbahn on a mountain ({@link MountainRailways}).
 * The engine asks {@link #payerPart} whether the company can afford a lay (its treasury alone: the
 * director may not help) and charges through {@link #charge}.
 */
final class TerrainCosts {
    private final Game game;

    TerrainCosts(Game game) {
        this.game = game;
    }

    /** What the company pays itself of a fee (terrain less its discount; every other fee in full). */
    int payerPart(Fee fee, CashHolder payer, int amount, String where) {
        if (fee != Fee.TERRAIN || !(payer instanceof Corporation c) || where == null) {
            return amount;
        }
        return amount - MountainRailways.terrain(game, c, where, amount).amount();
    }

    /** What the company is charged for a fee now; a once-only discount it takes is used up here. */
    int charge(Fee fee, CashHolder payer, int amount, String where) {
        if (fee != Fee.TERRAIN || !(payer instanceof Corporation c) || where == null || amount <= 0) {
            return amount;
        }
        MountainRailways.Discount d = MountainRailways.terrain(game, c, where, amount);
        if (d.amount() == 0) {
            return amount;
        }
        if (d.ability() != null) {
            game.useAbility(d.once(), d.ability());
        }
        if (game.logging()) {
            String place = roundhouse.engine.spi.step.CorporationStep.place(game, where);
            game.log(d.ability() == null
                    ? AustrianText.get("log.ownHexFree", Names.of(c), place, d.once().name(), game.format(amount))
                    : AustrianText.get("log.terrainDiscount", Names.of(c), place, d.once().name(), game.format(d.amount())));
        }
        return amount - d.amount();
    }
}
