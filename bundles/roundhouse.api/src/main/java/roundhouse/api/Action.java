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

    /** A string argument, or {@code null} if absent. */
    public String string(String key) {
        Object v = args.get(key);
        return v == null ? null : v.toString();
    }

    /** An integer argument, or {@code fallback} if absent. */
    public long number(String key, long fallback) {
        Object v = args.get(key);
        return v instanceof Number n ? n.longValue() : fallback;
    }
}
