package roundhouse.engine.internal.copy;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * The JDK types a game's state may hold, each rebuilt through its public API with copied contents
 * (exact classes only: a subclass of ours falls to {@link FieldsPlan}). Unmodifiable views
 * ({@code Collections.unmodifiableList}) are refused: a copy cannot know what they are a view of.
 * Any other JDK type is refused by name.
 */
final class JdkPlans {
    private static final String IMMUTABLE = "java.util.ImmutableCollections$";

    private JdkPlans() {
    }

    static CopyPlan forType(Class<?> type) {
        if (type == ArrayList.class) {
            return ARRAY_LIST;
        }
        if (type == LinkedList.class) {
            return collection(LinkedList::new);
        }
        if (type == ArrayDeque.class) {
            return collection(ArrayDeque::new);
        }
        if (type == LinkedHashSet.class) {
            return collection(LinkedHashSet::new);
        }
        if (type == LinkedHashMap.class) {
            return map(LinkedHashMap::new);
        }
        if (type == IdentityHashMap.class) {
            return map(IdentityHashMap::new);
        }
        if (type == HashMap.class) {
            return HashOrder.HASH_MAP;
        }
        if (type == HashSet.class) {
            return HashOrder.HASH_SET;
        }
        if (type == TreeMap.class) {
            return TREE_MAP;
        }
        if (type == TreeSet.class) {
            return TREE_SET;
        }
        if (type == EnumMap.class) {
            return ENUM_MAP;
        }
        if (EnumSet.class.isAssignableFrom(type)) {
            return new Plan((c, o) -> c.register(o, ((EnumSet<?>) o).clone()));
        }
        if (type == BitSet.class) {
            return new Plan((c, o) -> c.register(o, ((BitSet) o).clone()));
        }
        if (type == AtomicInteger.class) {
            return new Plan((c, o) -> c.register(o, new AtomicInteger(((AtomicInteger) o).get())));
        }
        if (type == AtomicLong.class) {
            return new Plan((c, o) -> c.register(o, new AtomicLong(((AtomicLong) o).get())));
        }
        if (type == AtomicBoolean.class) {
            return new Plan((c, o) -> c.register(o, new AtomicBoolean(((AtomicBoolean) o).get())));
        }
        if (type == Optional.class) {
            return OPTIONAL;
        }
        String name = type.getName();
        if (name.startsWith("java.util.Collections$Empty")) {
            return CopyPlan.SHARED;
        }
        if (name.startsWith(IMMUTABLE) && List.class.isAssignableFrom(type) || name.equals("java.util.Collections$SingletonList")) {
            return IMMUTABLE_LIST;
        }
        if (name.startsWith(IMMUTABLE) && Set.class.isAssignableFrom(type) || name.equals("java.util.Collections$SingletonSet")) {
            return IMMUTABLE_SET;
        }
        if (name.startsWith(IMMUTABLE) && Map.class.isAssignableFrom(type) || name.equals("java.util.Collections$SingletonMap")) {
            return IMMUTABLE_MAP;
        }
        if (name.startsWith("java.util.Collections$Unmodifiable")) {
            return CopyPlan.refuse("an unmodifiable view, of something a copy cannot see; hold a List.copyOf or the collection itself");
        }
        if (stateless(type)) {
            return CopyPlan.SHARED; // a stateless singleton, as Collections.reverseOrder()
        }
        return CopyPlan.refuse("no copy of this JDK type is known");
    }

    private static boolean stateless(Class<?> type) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (java.lang.reflect.Field f : c.getDeclaredFields()) {
                if (!java.lang.reflect.Modifier.isStatic(f.getModifiers())) {
                    return false;
                }
            }
        }
        return true;
    }

    /** A plan from a function. */
    private static final class Plan extends CopyPlan {
        private final java.util.function.BiFunction<GraphCopier, Object, Object> copy;

        Plan(java.util.function.BiFunction<GraphCopier, Object, Object> copy) {
            this.copy = copy;
        }

        @Override
        Object copy(GraphCopier copier, Object o) {
            return copy.apply(copier, o);
        }
    }

    /** An array list: made at its size (no regrowth while refilled), refilled in order. */
    private static final CopyPlan ARRAY_LIST = new Plan((copier, o) -> {
        ArrayList<?> a = (ArrayList<?>) o;
        int n = a.size();
        ArrayList<Object> c = copier.register(o, new ArrayList<>(n));
        for (int i = 0; i < n; i++) {
            c.add(copier.of(a.get(i)));
        }
        return c;
    });

    /** A collection whose iteration order is its insertion order: refilled in that order. */
    private static CopyPlan collection(Supplier<Collection<Object>> empty) {
        return new Plan((copier, o) -> {
            Collection<Object> c = copier.register(o, empty.get());
            for (Object e : (Collection<?>) o) {
                c.add(copier.of(e));
            }
            return c;
        });
    }

    /** A map whose iteration order is its insertion order (or irrelevant): refilled in that order. */
    private static CopyPlan map(Supplier<Map<Object, Object>> empty) {
        return new Plan((copier, o) -> {
            Map<Object, Object> m = copier.register(o, empty.get());
            for (Map.Entry<?, ?> e : ((Map<?, ?>) o).entrySet()) {
                m.put(copier.of(e.getKey()), copier.of(e.getValue()));
            }
            return m;
        });
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static final CopyPlan TREE_MAP = new Plan((copier, o) -> {
        TreeMap<Object, Object> t = (TreeMap<Object, Object>) o;
        TreeMap<Object, Object> m = copier.register(o, new TreeMap<>((java.util.Comparator) copier.of(t.comparator())));
        for (Map.Entry<?, ?> e : t.entrySet()) {
            m.put(copier.of(e.getKey()), copier.of(e.getValue()));
        }
        return m;
    });

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static final CopyPlan TREE_SET = new Plan((copier, o) -> {
        TreeSet<Object> t = (TreeSet<Object>) o;
        TreeSet<Object> s = copier.register(o, new TreeSet<>((java.util.Comparator) copier.of(t.comparator())));
        for (Object e : t) {
            s.add(copier.of(e));
        }
        return s;
    });

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static final CopyPlan ENUM_MAP = new Plan((copier, o) -> {
        EnumMap m = copier.register(o, ((EnumMap) o).clone());
        for (Object e : ((EnumMap) o).entrySet()) {
            Map.Entry entry = (Map.Entry) e;
            m.put(entry.getKey(), copier.of(entry.getValue()));
        }
        return m;
    });

    private static final CopyPlan OPTIONAL = new Plan((copier, o) -> {
        Optional<?> opt = (Optional<?>) o;
        if (opt.isEmpty()) {
            return o;
        }
        Object v = opt.get();
        Object c = copier.of(v);
        return copier.register(o, c == v ? o : Optional.of(c));
    });

    /** Copied elements, or {@code null} when every element copies to itself (the original is then shared). */
    private static Object[] copiedOrNull(GraphCopier copier, Collection<?> original) {
        Object[] parts = new Object[original.size()];
        boolean same = true;
        int i = 0;
        for (Object e : original) {
            parts[i] = copier.of(e);
            same &= parts[i] == e;
            i++;
        }
        return same ? null : parts;
    }

    /** {@code List.of}, {@code List.copyOf}, {@code Stream.toList} (which may hold nulls), singletons: shared if their elements are. */
    private static final CopyPlan IMMUTABLE_LIST = new Plan((copier, o) -> {
        copier.busy(o);
        Object[] parts = copiedOrNull(copier, (List<?>) o);
        if (parts == null) {
            return copier.register(o, o);
        }
        boolean nulls = false;
        for (Object p : parts) {
            nulls |= p == null;
        }
        return copier.register(o, nulls ? java.util.Arrays.stream(parts).toList() : List.of(parts));
    });

    private static final CopyPlan IMMUTABLE_SET = new Plan((copier, o) -> {
        copier.busy(o);
        Object[] parts = copiedOrNull(copier, (Set<?>) o);
        return copier.register(o, parts == null ? o : Set.of(parts));
    });

    @SuppressWarnings("unchecked")
    private static final CopyPlan IMMUTABLE_MAP = new Plan((copier, o) -> {
        copier.busy(o);
        Map<?, ?> m = (Map<?, ?>) o;
        Map.Entry<Object, Object>[] entries = new Map.Entry[m.size()];
        boolean same = true;
        int i = 0;
        for (Map.Entry<?, ?> e : m.entrySet()) {
            Object k = copier.of(e.getKey());
            Object v = copier.of(e.getValue());
            same &= k == e.getKey() && v == e.getValue();
            entries[i++] = Map.entry(k, v);
        }
        return copier.register(o, same ? o : Map.ofEntries(entries));
    });

    /**
     * {@link HashMap} and {@link HashSet}: a game may walk them in their iteration order, which is
     * deterministic for keys hashed by value (strings, numbers, shared objects) but depends on the
     * table's size, which grows, never shrinks and is not visible. The copy gets the smallest table
     * (from the default 16) in which the original's keys iterate as they do in the original; keys
     * the copy replaces hash differently anyway (identity), and get the default table.
     */
    private static final class HashOrder {
        /** Beyond this table size a game's maps never grow: stop probing. */
        private static final int MAX_CAPACITY = 1 << 16;

        static final CopyPlan HASH_MAP = new Plan((copier, o) -> {
            Map<?, ?> m = (Map<?, ?>) o;
            HashMap<Object, Object> c = copier.register(o, new HashMap<>(capacity(m.keySet())));
            for (Map.Entry<?, ?> e : m.entrySet()) {
                c.put(copier.of(e.getKey()), copier.of(e.getValue()));
            }
            return c;
        });

        static final CopyPlan HASH_SET = new Plan((copier, o) -> {
            Set<?> s = (Set<?>) o;
            HashSet<Object> c = copier.register(o, new HashSet<>(capacity(s)));
            for (Object e : s) {
                c.add(copier.of(e));
            }
            return c;
        });

        /**
         * The table size that reproduces the order of {@code keys} (in their iteration order): a hash
         * table iterates bucket by bucket, so the order fits a size when the keys' buckets at that
         * size never decrease (within a bucket, refilling in the same order keeps the order).
         */
        private static int capacity(Set<?> keys) {
            int n = keys.size();
            int capacity = 16;
            while (n > capacity * 3 / 4) {
                capacity *= 2;
            }
            if (n < 2) {
                return capacity;
            }
            int[] hashes = new int[n];
            int i = 0;
            for (Object k : keys) {
                if (k != null && !CopyPlan.of(k.getClass()).sharesAll()) {
                    return capacity; // a copied key hashes differently in the copy: no order to keep
                }
                int h = k == null ? 0 : k.hashCode();
                hashes[i++] = h ^ (h >>> 16); // as HashMap spreads hash codes
            }
            for (int c = capacity; c <= MAX_CAPACITY; c *= 2) {
                if (fits(hashes, c)) {
                    return c;
                }
            }
            return capacity;
        }

        private static boolean fits(int[] hashes, int capacity) {
            int last = 0;
            for (int h : hashes) {
                int bucket = h & (capacity - 1);
                if (bucket < last) {
                    return false;
                }
                last = bucket;
            }
            return true;
        }
    }
}
