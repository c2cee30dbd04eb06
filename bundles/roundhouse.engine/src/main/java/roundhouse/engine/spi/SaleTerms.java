package roundhouse.engine.spi;

/**
 * The terms of one kind of sale to the pool: what fraction of the market value the seller receives
 * and how it is rounded, whether the price moves, and which limits hold. A title gives them per
 * {@link Kind} through {@link ShareRules#saleTerms}; {@link #MARKET} is an ordinary sale (1830 §4.4).
 *
 * <p>1841 (RB 4.5.1) sells for emergency money at half price, rounded down per bundle, the price
 * moving one row per share, and the pool may hold more than half and even a president's
 * certificate; 18xx.games rounds the same sale up.
 *
 * @param numerator the fraction of the market value paid, over {@code denominator}
 * @param denominator see {@code numerator}, at least 1
 * @param roundUp whether a bundle's value is rounded up (else down)
 * @param priceMoves whether the price moves as for an ordinary sale
 * @param poolLimit whether the pool's limit ({@link Rules#poolShareLimit()}) holds
 * @param presidencyRule whether a president's certificate may leave only for another holder who can
 *        preside (else it may go to the pool, which then presides: the corporation is frozen)
 */
@Shared
public record SaleTerms(int numerator, int denominator, boolean roundUp, boolean priceMoves, boolean poolLimit,
        boolean presidencyRule) {

    /** Why shares are sold. */
    public enum Kind {
        /** An ordinary sale in a share turn. */
        MARKET,
        /** A sale to raise money for a forced train purchase. */
        EMERGENCY,
        /** What a bankrupt player sells. */
        BANKRUPTCY
    }

    /** An ordinary sale: the full market value, the price moves, every limit holds. */
    public static final SaleTerms MARKET = new SaleTerms(1, 1, false, true, true, true);

    public SaleTerms {
        if (numerator < 0 || denominator < 1) {
            throw new IllegalArgumentException("sale terms pay " + numerator + "/" + denominator + " of the value");
        }
    }

    /** Half the market value, rounded up or down per bundle; the price moves and every limit holds. */
    public static SaleTerms halfPrice(boolean roundUp) {
        return new SaleTerms(1, 2, roundUp, true, true, true);
    }

    /** These terms without the price movement. */
    public SaleTerms withoutPriceMove() {
        return new SaleTerms(numerator, denominator, roundUp, false, poolLimit, presidencyRule);
    }

    /** These terms with neither the pool's limit nor the presidency rule. */
    public SaleTerms ignoringLimits() {
        return new SaleTerms(numerator, denominator, roundUp, priceMoves, false, false);
    }

    /** Whether these are the terms of an ordinary sale. */
    public boolean market() {
        return equals(MARKET);
    }

    /**
     * What the seller receives for {@code percent} of a corporation at {@code price} per share unit of
     * {@code unit} percent: price x percent / unit x numerator / denominator, rounded once per bundle.
     */
    public int value(int price, int percent, int unit) {
        long top = (long) price * percent * numerator;
        long bottom = (long) unit * denominator;
        return (int) (roundUp ? -Math.floorDiv(-top, bottom) : Math.floorDiv(top, bottom));
    }
}
