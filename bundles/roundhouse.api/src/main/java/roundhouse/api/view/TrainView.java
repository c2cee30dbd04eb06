package roundhouse.api.view;

/**
 * A train.
 *
 * @param id unique id, e.g. {@code "2-0"}
 * @param name type name, e.g. {@code "2"}, {@code "D"}
 * @param distance stops it may count (0 = unlimited)
 * @param price bank price
 * @param owner holder id, or {@code "depot"} / {@code "pool"}
 * @param rustsOn the train type whose purchase rusts it, or {@code null}
 */
public record TrainView(String id, String name, int distance, int price, String owner, String rustsOn) {
}
