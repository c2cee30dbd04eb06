package roundhouse.engine.spi;

import java.util.Objects;

/**
 * What kind a round is, typed: the engine's three and any a title adds
 * ({@code new RoundKind("merger")}, a draft, a state-railway formation). A title's
 * {@link RoundFactory#nextRound} compares kinds with {@code equals}; {@link #id()} is what views show
 * ({@code RoundView.kind}).
 *
 * @param id lower-case name, e.g. {@code "operating"}
 */
public record RoundKind(String id) {
    /** An auction round (1830's waterfall auction of the privates, 1844's and 1854's auctions). */
    public static final RoundKind AUCTION = new RoundKind("auction");
    /** A stock round. */
    public static final RoundKind STOCK = new RoundKind("stock");
    /** An operating round. */
    public static final RoundKind OPERATING = new RoundKind("operating");

    public RoundKind {
        Objects.requireNonNull(id, "id");
    }
}
