package roundhouse.engine.spi;

/**
 * Typed rule switches of a title, read from {@code GAME-INF/rules.json}. Every key is optional;
 * the defaults are 1830's printed rules. Key names follow tobymao's constants in lower case.
 *
 * @param capitalization {@code "full"}: a corporation receives 10 x par when it floats (1830);
 *     {@code "incremental"}: it receives the price of each share sold from its treasury
 * @param floatPercent percent that must have left the IPO to float (1830: 60)
 * @param sellBuyOrder {@code "sell_buy_sell"} (1830) or {@code "sell_buy"}: whether a player may
 *     sell after buying in the same turn
 * @param sellAfter {@code "first"}: no sales in the first stock round (1830); {@code "any_time"}
 * @param poolShareLimit most percent of one corporation the pool may hold (1830: 50)
 * @param holdingLimit most percent of one corporation a player may hold outside orange/brown (60)
 * @param sellMovement {@code "down_share"}: one row down per share sold (1830);
 *     {@code "left_share"}: one cell left per share; {@code "down_block"}: one row per sale
 * @param soldOutRise whether a sold-out corporation's price rises at the end of a stock round
 * @param poolDividendsToCorporation whether dividends on pool shares go to the corporation (1830: yes)
 * @param gameEndBank when a broken bank ends the game: {@code "full_or"} (end of the OR set),
 *     {@code "current_or"}, {@code "immediate"}
 * @param gameEndBankrupt {@code "immediate"} (1830) or {@code "none"} (the game goes on)
 * @param mustBuyTrain {@code "route"}: a trainless corporation with a route must buy (1830);
 *     {@code "always"}; {@code "never"}
 * @param presidentSwapPercent size of the president's certificate handed over on a presidency change
 * @param privatesCloseOnFirst train type whose first purchase closes all privates (1830: "5"), or null
 * @param privateTradeMinTurn first stock round in which players may sell privates to each other (1830: 2)
 * @param corpPrivatePriceMin lowest price a corporation pays for a private, as percent of face (50)
 * @param corpPrivatePriceMax highest price, as percent of face (200)
 */
public record Rules(String capitalization, int floatPercent, String sellBuyOrder, String sellAfter,
        int poolShareLimit, int holdingLimit, String sellMovement, boolean soldOutRise,
        boolean poolDividendsToCorporation, String gameEndBank, String gameEndBankrupt, String mustBuyTrain,
        int presidentSwapPercent, String privatesCloseOnFirst, int privateTradeMinTurn,
        int corpPrivatePriceMin, int corpPrivatePriceMax) {

    /** 1830's printed rules. */
    public static Rules defaults() {
        return new Rules("full", 60, "sell_buy_sell", "first", 50, 60, "down_share", true, true, "full_or",
                "immediate", "route", 20, null, 2, 50, 200);
    }
}
