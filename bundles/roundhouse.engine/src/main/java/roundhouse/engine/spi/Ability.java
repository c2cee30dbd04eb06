package roundhouse.engine.spi;

import java.util.List;
import java.util.Map;

/**
 * A private company's ability, in tobymao's shape: a {@code type} plus type-specific fields.
 * Types the engine knows: {@code shares} (certificates given to the buyer), {@code no_buy}
 * (corporations may not buy it), {@code blocks_hexes} (no tile lays there while a player owns it),
 * {@code close} (closes when its corporation buys its first train), {@code exchange}
 * (swap for a share), {@code tile_lay} (extra free lay), {@code teleport} (lay + free token).
 * Use counts ({@code count}) are tracked per game by {@link Game}.
 *
 * @param type the ability type
 * @param fields every other field as read from companies.json
 */
@Shared
public record Ability(String type, Map<String, Object> fields) {
    /** Keeps the fields unmodifiable: every game of the title shares them. */
    public Ability {
        fields = FrozenData.map(fields);
    }

    public String string(String key) {
        Object v = fields.get(key);
        return v == null ? null : v.toString();
    }

    public int integer(String key, int fallback) {
        Object v = fields.get(key);
        return v instanceof Number n ? n.intValue() : fallback;
    }

    @SuppressWarnings("unchecked")
    public List<String> strings(String key) {
        Object v = fields.get(key);
        if (v instanceof List<?> l) {
            return ((List<Object>) l).stream().map(Object::toString).toList();
        }
        return v == null ? List.of() : List.of(v.toString());
    }

    public boolean flag(String key) {
        return Boolean.TRUE.equals(fields.get(key));
    }
}
