package roundhouse.title.t18mag.internal;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;

/** What the title's steps ask of an 18Mag game's own state (terrain markers, the phase's rail-car prices). */
public final class MagRules {
    private MagRules() {
    }

    private static MagGame mag(Game game) {
        return (MagGame) game;
    }

    /** Terrain markers the minor still holds (RB VI.3.3). */
    public static int terrainTokens(Game game, Corporation minor) {
        return mag(game).terrainTokens(minor);
    }

    /** Whether a handed-in terrain marker waits for a lay with terrain. */
    public static boolean terrainTokenPending(Game game) {
        return mag(game).terrainTokenPending();
    }

    /** The minor hands in a terrain marker. */
    public static void useTerrainToken(Game game, Corporation minor) {
        mag(game).useTerrainToken(minor);
    }

    /** Supporter FJ: a marker from the bank, not from the minor's own, waits for its next lay with terrain. */
    public static void useFreeTerrainToken(Game game, Corporation minor) {
        mag(game).useFreeTerrainToken(minor);
    }

    /** A new turn: a marker still waiting is lost or given back, by the rule option in play. */
    public static void endTerrainTokenTurn(Game game) {
        mag(game).endTerrainTokenTurn();
    }

    /** RB Table 6: rail cars cost more, and RÁBA's bonus and the mines pay more, from the brown phase on. */
    public static boolean late(Game game) {
        return game.phase().tiles().contains("brown");
    }

    /** Table 6: the price of a rail car after {@code boughtThisTurn} cars this turn. */
    public static int price(Game game, int boughtThisTurn) {
        return RailCar.price(late(game), boughtThisTurn);
    }

    /** Whether the car's company is in the game (the 2-player game has no SNW). */
    public static boolean sells(Game game, RailCar car) {
        Corporation seller = game.corporation(car.company());
        return seller != null && !seller.closed();
    }

    /** RÁBA's offboard bonus in the current phase. */
    public static int offboardBonus(Game game) {
        return RailCar.offboardBonus(late(game));
    }

    /** The car as 18xx.games writes it in a {@code special_buy}. */
    public static String description(Game game, RailCar car) {
        if (twoPlayers(game) && car == RailCar.OFFBOARD_BONUS) {
            return "+" + offboardBonus(game) + " Offboard Bonus / Train Upgrade [" + car.company() + "]";
        }
        return car.description(late(game));
    }

    /**
     * RB X: in the 2-player game RÁBA's car is either the offboard bonus or the plus-train upgrade,
     * never both.
     */
    public static boolean twoPlayers(Game game) {
        return game.players().size() == 2;
    }

    /** The car as players call it, in the engine's language. */
    public static String carName(Game game, RailCar car) {
        if (twoPlayers(game) && car == RailCar.OFFBOARD_BONUS) {
            return MagText.get("railcar.rabaEither", offboardBonus(game));
        }
        return MagText.get(car.textKey(), offboardBonus(game));
    }
}
