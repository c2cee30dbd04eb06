package roundhouse.engine.spi;

import java.util.AbstractList;
import java.util.AbstractMap;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;
import java.util.Set;

/**
 * Parsed title data (maps and lists of a JSON file) made deeply unmodifiable, in its own order.
 * The {@link Shared} records keep their data this way: playing never changes it, a change would
 * reach every copy of every game, and a copy of a game shares these maps and lists instead of
 * rebuilding them (a title's dozens of company definitions, abilities and revenue tables).
 */
final class FrozenData {
    private FrozenData() {
    }

    /** {@code data} and everything in it, unmodifiable and in the same order; frozen data as it is. */
    @SuppressWarnings("unchecked")
    static <K, V> Map<K, V> map(Map<K, V> data) {
        if (data == null || data instanceof FrozenMap) {
            return data;
        }
        Map<Object, Object> copy = new LinkedHashMap<>();
        for (Map.Entry<K, V> e : data.entrySet()) {
            copy.put(e.getKey(), value(e.getValue()));
        }
        return (Map<K, V>) new FrozenMap(Collections.unmodifiableMap(copy));
    }

    /** {@code data} and everything in it, unmodifiable and in the same order (nulls kept). */
    @SuppressWarnings("unchecked")
    static <T> List<T> list(List<T> data) {
        if (data == null || data instanceof FrozenList) {
            return data;
        }
        Object[] items = new Object[data.size()];
        int i = 0;
        for (Object o : data) {
            items[i++] = value(o);
        }
        return (List<T>) new FrozenList(items);
    }

    private static Object value(Object o) {
        if (o instanceof Map<?, ?> m) {
            return map(m);
        }
        if (o instanceof List<?> l) {
            return list(l);
        }
        return o; // strings, numbers, booleans and the title's own shared values
    }

    @Shared
    private static final class FrozenMap extends AbstractMap<Object, Object> {
        private final Map<Object, Object> entries;

        FrozenMap(Map<Object, Object> entries) {
            this.entries = entries;
        }

        @Override
        public Set<Map.Entry<Object, Object>> entrySet() {
            return entries.entrySet();
        }

        @Override
        public Object get(Object key) {
            return entries.get(key);
        }

        @Override
        public boolean containsKey(Object key) {
            return entries.containsKey(key);
        }

        @Override
        public int size() {
            return entries.size();
        }
    }

    @Shared
    private static final class FrozenList extends AbstractList<Object> implements RandomAccess {
        private final Object[] items;

        FrozenList(Object[] items) {
            this.items = items;
        }

        @Override
        public Object get(int index) {
            return items[index];
        }

        @Override
        public int size() {
            return items.length;
        }
    }
}
