package roundhouse.engine.internal.runtime;

import java.util.function.Function;

import roundhouse.api.GameTitle;
import roundhouse.api.TitleInfo;

/**
 * A title's identity read from its service properties, tolerating a plugin that writes numbers as
 * strings; the name defaults to the id. Properties no title can have (no id, an empty player range)
 * are refused.
 */
final class TitleProperties {
    private TitleProperties() {
    }

    /** @throws IllegalArgumentException naming the property that makes no title */
    static TitleInfo info(Function<String, Object> property) {
        Object id = property.apply(GameTitle.ID);
        if (id == null || id.toString().isBlank()) {
            throw new IllegalArgumentException("no " + GameTitle.ID);
        }
        Object name = property.apply(GameTitle.NAME);
        return new TitleInfo(id.toString(), name == null ? id.toString() : name.toString(),
                intProperty(property.apply(GameTitle.MIN_PLAYERS), 1), intProperty(property.apply(GameTitle.MAX_PLAYERS), 1));
    }

    private static int intProperty(Object value, int fallback) {
        if (value instanceof Number n) {
            return n.intValue();
        }
        try {
            return value == null ? fallback : Integer.parseInt(value.toString().trim());
        } catch (NumberFormatException e) {
            return fallback;
        }
    }
}
