package roundhouse.api.view;

import java.util.List;

/**
 * A train.
 *
 * @param id unique id, e.g. {@code "2-0"}
 * @param name type name, e.g. {@code "2"}, {@code "D"}
 * @param distance stops it may count (0 = unlimited)
 * @param price bank price
 * @param owner holder id, or {@code "depot"} / {@code "pool"}
 * @param rustsOn the train type whose purchase rusts it, or {@code null}
 * @param variants the ways its card may be bought, each with its own name, distance and price (1844's
 *     {@code 5} and {@code 5H}), the default first; empty for a card with one way
 * @since 1.9
 */
public record TrainView(String id, String name, int distance, int price, String owner, String rustsOn,
        List<TrainView> variants) {
    public TrainView {
        variants = variants == null ? List.of() : List.copyOf(variants);
    }

    /** A train whose card has one way to be bought. */
    public TrainView(String id, String name, int distance, int price, String owner, String rustsOn) {
        this(id, name, distance, price, owner, rustsOn, List.of());
    }
}
