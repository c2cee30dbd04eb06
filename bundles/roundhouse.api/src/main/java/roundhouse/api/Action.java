package roundhouse.api;

import java.util.Map;
import java.util.Objects;

/**
 * One action of a game's log, in the shape of the 18xx.games action format: a type, the entity
 * that acts and type-specific arguments.
 *
 * <p>Argument values are JSON-like: {@link String}, {@link Long} or {@link Double}, {@link Boolean},
 * {@link java.util.List} and {@link Map} of the same. Bookkeeping fields such as {@code id} and
 * {@code created_at} travel in {@code args} too, so a recorded action exports unchanged.
 *
 * @param type e.g. {@code "bid"}, {@code "buy_shares"}, {@code "lay_tile"}, {@code "pass"}
 * @param entity id of the acting player, company or corporation
 * @param entityType {@code "player"}, {@code "company"}, {@code "corporation"} or {@code "minor"}
 * @param args type-specific arguments, e.g. {@code hex}, {@code tile}, {@code price}
 */
public record Action(String type, String entity, String entityType, Map<String, Object> args) {
    public Action {
        Objects.requireNonNull(type, "type");
        args = args == null ? Map.of() : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(args));
    }

    /**
     * A string argument, or {@code null} if absent (or null). A number is read as its text (18xx.games
     * writes some choices and ids as numbers).
     *
     * @throws ActionFieldException if the value is a list, an object or a boolean
     */
    public String string(String key) {
        Object v = args.get(key);
        if (v == null || v instanceof String) {
            return (String) v;
        }
        if (v instanceof Number n) {
            return n.toString();
        }
        throw new ActionFieldException(key, "\"" + key + "\" must be a string, not " + preview(v));
    }

    /**
     * A whole-number argument, or {@code fallback} if absent (or null). The engine counts money, ids
     * and rotations in {@code int}s, so the value must fit one: a value outside that range is no game's.
     *
     * @throws ActionFieldException if the value is not a whole number or does not fit an {@code int}
     */
    public long number(String key, long fallback) {
        Object v = args.get(key);
        if (v == null) {
            return fallback;
        }
        if (v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte) {
            long n = ((Number) v).longValue();
            if (n >= Integer.MIN_VALUE && n <= Integer.MAX_VALUE) {
                return n;
            }
        } else if (v instanceof Number n) {
            double d = n.doubleValue();
            if (d == Math.rint(d) && d >= Integer.MIN_VALUE && d <= Integer.MAX_VALUE) {
                return (long) d;
            }
        }
        throw new ActionFieldException(key, "\"" + key + "\" must be a whole number from " + Integer.MIN_VALUE + " to "
                + Integer.MAX_VALUE + ", not " + preview(v));
    }

    /** A value as a short JSON-like text for a message: at most 40 characters, so a message stays one short line. */
    private static String preview(Object v) {
        String s = v instanceof String text ? "\"" + text + "\"" : String.valueOf(v);
        return s.length() <= 40 ? s : s.substring(0, 37) + "...";
    }
}
