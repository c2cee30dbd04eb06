package roundhouse.api;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One choice the acting entity has now, as listed by {@link GameSession#legalActions()}.
 *
 * <p>Most choices are complete actions. Those with an amount (a bid, a price) carry the allowed
 * range in {@code amount}; {@link #withAmount(int)} makes the action.
 *
 * @param action the action, complete except for the amount if {@code amount} is set
 * @param label short human-readable description, e.g. {@code "Buy PRR 10% from IPO for $67"}
 * @param amount the range of the free amount, or {@code null}
 * @param target the hex the choice acts on (a tile lay, a station), or {@code null}
 * @param cost what the acting entity pays for it in the title's money, or {@code null} when it pays
 *     nothing or the choice has an amount
 * @param amounts where the player may set a list of amounts in the action (1841's sheet of bids, one
 *     per concession), what each stands for and the range; {@code null} for none. The action is
 *     complete as it is (a caller that does not know lists of amounts applies it unchanged);
 *     {@link #withAmounts(List)} puts the player's list in its place (since 1.6)
 */
public record LegalAction(Action action, String label, AmountRange amount, String target, Integer cost,
        AmountList amounts) {

    /** A choice without a list of amounts. */
    public LegalAction(Action action, String label, AmountRange amount, String target, Integer cost) {
        this(action, label, amount, target, cost, null);
    }

    /** A choice without a target hex or a fixed cost. */
    public LegalAction(Action action, String label, AmountRange amount) {
        this(action, label, amount, null, null);
    }

    /** The action with its amount argument set; the amount must lie in the range. */
    public Action withAmount(int value) {
        if (amount == null) {
            throw new IllegalStateException("no amount for " + label);
        }
        if (!amount.contains(value)) {
            throw new IllegalArgumentException(value + " is outside " + amount);
        }
        Map<String, Object> args = new LinkedHashMap<>(action.args());
        args.put(amount.key(), (long) value);
        return new Action(action.type(), action.entity(), action.entityType(), args);
    }

    /**
     * The action with the player's list of amounts (one per part, each 0 or in the range) in place of
     * the list it holds.
     *
     * @since 1.6
     */
    public Action withAmounts(List<Integer> values) {
        if (amounts == null) {
            throw new IllegalStateException("no list of amounts for " + label);
        }
        if (values.size() != amounts.parts().size()) {
            throw new IllegalArgumentException(values.size() + " amounts for " + amounts.parts().size() + " parts");
        }
        List<Long> list = new ArrayList<>();
        for (int v : values) {
            if (!amounts.allows(v)) {
                throw new IllegalArgumentException(v + " is neither 0 nor within " + amounts);
            }
            list.add((long) v);
        }
        Map<String, Object> args = new LinkedHashMap<>(action.args());
        args.put(amounts.key(), list);
        return new Action(action.type(), action.entity(), action.entityType(), args);
    }

    /**
     * A list argument of amounts the player sets, one per part: each 0 (none) or within the range.
     *
     * @param key the argument the list goes to, e.g. {@code "bids"}
     * @param parts what each amount stands for, in the list's order, as players say it (a concession's name)
     * @param min smallest amount other than 0
     * @param max largest amount
     * @param step allowed amounts other than 0 are {@code min + k * step}
     * @since 1.6
     */
    public record AmountList(String key, List<String> parts, int min, int max, int step) {
        public AmountList {
            parts = List.copyOf(parts);
        }

        /** Whether one part may be this amount: 0, or in the range on its step. */
        public boolean allows(int value) {
            return value == 0 || value >= min && value <= max && (value - min) % Math.max(step, 1) == 0;
        }
    }

    /**
     * The range of an amount argument.
     *
     * @param key the argument the amount goes to, e.g. {@code "price"}
     * @param min smallest allowed value
     * @param max largest allowed value
     * @param step allowed values are {@code min + k * step}
     */
    public record AmountRange(String key, int min, int max, int step) {
        public boolean contains(int value) {
            return value >= min && value <= max && (value - min) % Math.max(step, 1) == 0;
        }
    }
}
