package roundhouse.engine.spi.step;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Entity;

/**
 * One answer to a {@link Question}: the action that gives it, exactly as the game's log writes it, its
 * label for the players, the hex it concerns ({@code null} for none) and what it means to the title.
 *
 * <p>An action gives this answer when it has the same type and agrees on the arguments named in
 * {@code keys}; a number agrees with its text, since 18xx.games writes some choices as numbers and others
 * as text. The action's other arguments are written but not compared (1844's station {@code slot}).
 *
 * @param action the action as offered and written, naming the entity asked
 * @param keys the arguments that tell this answer from the others
 * @param label what the players read, e.g. "Remove the station on Basel (B9)"
 * @param target the hex the answer concerns, or {@code null}
 * @param value what the answer means to the title: a city, a proposal, yes or no ({@code null} allowed)
 * @param <V> the type of the title's meaning
 */
public record Answer<V>(Action action, List<String> keys, String label, String target, V value) {
    public Answer {
        Objects.requireNonNull(action, "action");
        Objects.requireNonNull(label, "label");
        keys = List.copyOf(keys);
    }

    /** An answer of {@code type} whose arguments (in this order) are all compared. */
    public static <V> Answer<V> of(Entity asked, String type, Map<String, Object> args, String label, V value) {
        Map<String, Object> written = new LinkedHashMap<>();
        args.forEach((k, v) -> written.put(k, json(v)));
        return new Answer<>(new Action(type, asked.id(), asked.entityType(), written), new ArrayList<>(written.keySet()),
                label, null, value);
    }

    /** An answer without arguments, e.g. {@code accept_merge}. */
    public static <V> Answer<V> of(Entity asked, String type, String label, V value) {
        return of(asked, type, Map.of(), label, value);
    }

    /**
     * 18xx.games' {@code choose}: one argument, {@code choice}, a number or a text as the title's
     * reference writes it.
     */
    public static <V> Answer<V> choose(Entity asked, Object choice, String label, V value) {
        return of(asked, "choose", Map.of("choice", choice), label, value);
    }

    /** Declining to answer, where the question allows it. */
    public static <V> Answer<V> pass(Entity asked, String label, V value) {
        return of(asked, "pass", label, value);
    }

    /** The same answer shown on a hex of the map. */
    public Answer<V> on(String hex) {
        return new Answer<>(action, keys, label, hex, value);
    }

    /** The same answer writing one more argument, one that does not tell it from the others. */
    public Answer<V> writing(String key, Object argument) {
        Map<String, Object> args = new LinkedHashMap<>(action.args());
        args.put(key, json(argument));
        return new Answer<>(new Action(action.type(), action.entity(), action.entityType(), args), keys, label, target,
                value);
    }

    /** Whether {@code given} gives this answer: the same type, and the key arguments agree. */
    public boolean givenBy(Action given) {
        if (!action.type().equals(given.type())) {
            return false;
        }
        for (String k : keys) {
            if (!agree(action.args().get(k), given.args().get(k))) {
                return false;
            }
        }
        return true;
    }

    /** The answer as a choice of the entity asked. */
    public LegalAction offer() {
        return new LegalAction(action, label, null, target, null);
    }

    /** The key arguments of {@code given}, for a message: {@code remove_token {city=B9-0}}. */
    String describe(Action given) {
        Map<String, Object> shown = new LinkedHashMap<>();
        for (String k : keys) {
            if (given.args().containsKey(k)) {
                shown.put(k, given.args().get(k));
            }
        }
        return shown.isEmpty() ? given.type() : given.type() + " " + shown;
    }

    /** An argument as the log holds it: whole numbers as {@code Long}. */
    private static Object json(Object v) {
        return v instanceof Integer || v instanceof Short || v instanceof Byte ? Long.valueOf(((Number) v).longValue()) : v;
    }

    /** Whether two argument values agree: equal, a number and its text, or lists that agree element by element. */
    static boolean agree(Object offered, Object given) {
        if (offered == null || given == null) {
            return offered == given;
        }
        if (offered instanceof List<?> a && given instanceof List<?> b) {
            if (a.size() != b.size()) {
                return false;
            }
            for (int i = 0; i < a.size(); i++) {
                if (!agree(a.get(i), b.get(i))) {
                    return false;
                }
            }
            return true;
        }
        if (offered instanceof Map<?, ?> || given instanceof Map<?, ?>) {
            return offered.equals(given);
        }
        return text(offered).equals(text(given));
    }

    /** A scalar as text: a whole number without a fraction ({@code 2.0} reads as {@code 2}). */
    private static String text(Object v) {
        if (v instanceof Double || v instanceof Float) {
            double d = ((Number) v).doubleValue();
            if (d == Math.rint(d) && !Double.isInfinite(d)) {
                return Long.toString((long) d);
            }
        }
        return String.valueOf(v);
    }
}
