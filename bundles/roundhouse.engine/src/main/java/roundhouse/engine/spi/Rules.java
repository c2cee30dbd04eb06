package roundhouse.engine.spi;

import java.util.Locale;

/**
 * Typed rule switches of a title, read from {@code GAME-INF/rules.json}. Every key is optional;
 * the defaults are 1830's printed rules. Key names follow tobymao's constants in lower case; a
 * switch's JSON value is its constant's name in lower case ({@link Switch#id()}). An unknown key or
 * value fails the load with the file, the key and the allowed values.
 *
 * @param capitalization what a corporation receives for its IPO shares (1830 R 5.3: {@code full})
 * @param floatPercent percent that must have left the IPO to float (1830 R 5.3: 60), for every corporation
 *     without its own {@code float_percent} in companies.json
 * @param sellBuyOrder whether a player may sell after buying in the same turn (1830 R 4.2: yes)
 * @param sellAfter from when shares may be sold (1830 R 4.2: not in the first stock round)
 * @param poolShareLimit most percent of one corporation the pool may hold (1830: 50)
 * @param holdingLimit most percent of one corporation a player may hold outside orange/brown (60)
 * @param sellMovement how a sale moves the price (1830 R 4.2: one row down per share)
 * @param soldOutRise whether a sold-out corporation's price rises at the end of a stock round
 * @param poolDividendsToCorporation whether dividends on pool shares go to the corporation (1830: yes)
 * @param gameEndBank when a broken bank ends the game (1830 R 7: after the OR set)
 * @param gameEndBankrupt whether a bankruptcy ends the game (1830 R 6.6.2: at once)
 * @param mustBuyTrain when a trainless corporation must buy a train (1830 R 6.6.2: with a route)
 * @param privateTradeMinTurn first stock round in which players may sell privates to each other (1830: 2)
 * @param corpPrivatePriceMin lowest price a corporation pays for a private, as percent of face (50)
 * @param corpPrivatePriceMax highest price, as percent of face (200)
 */
@Shared
public record Rules(Capitalization capitalization, int floatPercent, SellBuyOrder sellBuyOrder, SellAfter sellAfter,
        int poolShareLimit, int holdingLimit, SellMovement sellMovement, boolean soldOutRise,
        boolean poolDividendsToCorporation, GameEndBank gameEndBank, GameEndBankrupt gameEndBankrupt,
        MustBuyTrain mustBuyTrain, int privateTradeMinTurn,
        int corpPrivatePriceMin, int corpPrivatePriceMax) {

    /** A switch's value; {@link #id()} is how rules.json spells it. */
    public interface Switch {
        String name();

        /** The value in rules.json: the constant's name in lower case. */
        default String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** {@code capitalization}. */
    public enum Capitalization implements Switch {
        /** 10 x par when the corporation floats (1830). */
        FULL,
        /** the price of each share sold from the IPO. */
        INCREMENTAL
    }

    /** {@code sell_buy_order}. */
    public enum SellBuyOrder implements Switch {
        /** sales before and after the purchase (1830). */
        SELL_BUY_SELL,
        /** no sale after a purchase in one turn. */
        SELL_BUY
    }

    /** {@code sell_after}. */
    public enum SellAfter implements Switch {
        /** no sales in the first stock round (1830). */
        FIRST,
        /** from the start. */
        ANY_TIME
    }

    /** {@code sell_movement}. */
    public enum SellMovement implements Switch {
        /** one row down per share sold (1830). */
        DOWN_SHARE,
        /** one cell left per share sold. */
        LEFT_SHARE,
        /** one row down per sale. */
        DOWN_BLOCK,
        /** the price stays. */
        NONE
    }

    /** {@code game_end_bank}. */
    public enum GameEndBank implements Switch {
        /** at the end of the OR set (1830). */
        FULL_OR,
        /** at the end of the current OR. */
        CURRENT_OR,
        /** at once. */
        IMMEDIATE,
        /** a broken bank does not end the game. */
        NONE
    }

    /** {@code game_end_bankrupt}. */
    public enum GameEndBankrupt implements Switch {
        /** the game ends at once (1830). */
        IMMEDIATE,
        /** the game goes on. */
        NONE
    }

    /** {@code must_buy_train}. */
    public enum MustBuyTrain implements Switch {
        /** a trainless corporation with a route must buy (1830). */
        ROUTE,
        /** every trainless corporation must buy. */
        ALWAYS,
        /** never forced. */
        NEVER
    }

    /** 1830's printed rules. */
    public static Rules defaults() {
        return new Rules(Capitalization.FULL, 60, SellBuyOrder.SELL_BUY_SELL, SellAfter.FIRST, 50, 60,
                SellMovement.DOWN_SHARE, true, true, GameEndBank.FULL_OR, GameEndBankrupt.IMMEDIATE, MustBuyTrain.ROUTE,
                2, 50, 200);
    }
}
