package roundhouse.engine.spi;

/**
 * What a corporation pays for outside trains, shares and privates; {@link Game#payFee} routes
 * each to its payee (the bank unless a title says otherwise, 18Mag pays companies for services).
 */
public enum Fee {
    /** The terrain cost of a tile lay ({@code upgrade=cost:...} on the hex). */
    TERRAIN,
    /** The price of a station token. */
    TOKEN,
    /** The price of a further tile lay in one turn (rules.json {@code tile_lays} {@code cost}). */
    TILE_LAY
}
