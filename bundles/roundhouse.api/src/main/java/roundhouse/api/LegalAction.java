package roundhouse.api;

import java.util.LinkedHashMap;
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
 */
public record LegalAction(Action action, String label, AmountRange amount, String target, Integer cost) {

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
