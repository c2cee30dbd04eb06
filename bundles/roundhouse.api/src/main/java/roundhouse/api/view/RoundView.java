package roundhouse.api.view;

/**
 * The current round.
 *
 * @param kind {@code "auction"}, {@code "stock"}, {@code "operating"} or a title's own kind
 * @param name display name, e.g. {@code "OR 2.1"}
 * @param turn the stock-round count (1-based)
 * @param number the operating round within the set (1-based), 0 outside operating rounds
 */
public record RoundView(String kind, String name, int turn, int number) {
}
