package roundhouse.engine.internal.copy;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * A deep copy of an object graph (a game's state), made from the objects in hand in time that
 * grows with the state, not with the history that led to it. What each class needs is decided once
 * per class ({@link CopyPlan}): immutable values and {@link roundhouse.engine.spi.Shared} types are
 * shared, arrays marked {@link roundhouse.engine.spi.SharedElements} are cloned and share their
 * elements, other arrays and the JDK collections the engine uses are rebuilt with copied contents,
 * records are rebuilt through their constructor, every other class of ours is copied field by field
 * ({@code transient} fields, caches, are left empty). Anything else (a lambda holding game state, a
 * JDK type without a known copy) fails with a {@link CopyException} naming it and where it was
 * found, before the copy is used.
 *
 * <p>Each object is copied once, so shared references and cycles come out as in the original. One
 * instance per copy; not thread-safe.
 */
public final class GraphCopier {
    /** Marks a value being rebuilt from its parts (a record, an immutable collection): no copy exists yet. */
    private static final Object BUSY = new Object();
    /** Originals to their copies; sized for a game's thousand-odd objects, so that it seldom grows. */
    private final Map<Object, Object> copies = new IdentityHashMap<>(1024);

    private GraphCopier() {
    }

    /**
     * A deep copy of {@code root} and everything it reaches.
     *
     * @throws CopyException if the graph holds something that cannot be copied safely
     */
    @SuppressWarnings("unchecked")
    public static <T> T copy(T root) {
        return (T) new GraphCopier().of(root);
    }

    /** How many objects a copy of {@code root} makes (what it shares not counted): for benchmarks. */
    public static int objectsCopied(Object root) {
        GraphCopier copier = new GraphCopier();
        copier.of(root);
        int n = 0;
        for (Map.Entry<Object, Object> e : copier.copies.entrySet()) {
            if (e.getKey() != e.getValue()) {
                n++;
            }
        }
        return n;
    }

    /** The copy of {@code o}: made now, or the one made before in this copy. */
    Object of(Object o) {
        if (o == null) {
            return null;
        }
        Class<?> type = o.getClass();
        if (type == String.class || type == Integer.class) {
            return o; // the commonest values, before the lookup of their plan
        }
        CopyPlan plan = CopyPlan.of(type);
        if (plan.sharesAll()) {
            return o;
        }
        Object done = copies.get(o);
        if (done == BUSY) {
            throw new CopyException("cannot copy a game holding " + o.getClass().getName()
                    + " on a cycle: it is rebuilt from its parts, and one of them leads back to it");
        }
        if (done != null) {
            return done;
        }
        return plan.copy(this, o);
    }

    /** The copy of an array whose elements are shared ({@link roundhouse.engine.spi.SharedElements}): a clone, made once. */
    Object[] cloneSharingElements(Object[] a) {
        Object done = copies.get(a);
        if (done != null) {
            return (Object[]) done;
        }
        return register(a, a.clone());
    }

    /** Records {@code copy} as the copy of {@code original} before its contents are copied (cycles find it). */
    <T> T register(Object original, T copy) {
        copies.put(original, copy);
        return copy;
    }

    /** Notes that {@code o} is being rebuilt from its parts, before the copy exists ({@link #register} follows). */
    void busy(Object o) {
        copies.put(o, BUSY);
    }
}
