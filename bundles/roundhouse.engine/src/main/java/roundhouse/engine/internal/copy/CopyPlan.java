package roundhouse.engine.internal.copy;

import java.lang.reflect.Array;
import java.lang.reflect.Modifier;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Locale;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Pattern;

import roundhouse.engine.spi.Shared;

/**
 * How instances of one class are copied, decided once per class: shared, rebuilt (arrays, records,
 * JDK collections), copied field by field, or refused. A refusal is only thrown when an instance is
 * met, so a class that never turns up in a game's state costs nothing.
 */
abstract class CopyPlan {
    private static final ClassValue<CopyPlan> PLANS = new ClassValue<>() {
        @Override
        protected CopyPlan computeValue(Class<?> type) {
            return planFor(type);
        }
    };

    /** JDK classes whose instances never change. */
    private static final Set<Class<?>> JDK_VALUES = Set.of(String.class, Integer.class, Long.class, Short.class,
            Byte.class, Character.class, Boolean.class, Double.class, Float.class, BigInteger.class, BigDecimal.class,
            Class.class, Locale.class, Pattern.class, UUID.class, Object.class);

    /**
     * The API's values (it cannot name {@link Shared}): an action's arguments are a frozen copy, and a
     * session's logs and all its forks share its actions already.
     */
    private static final Set<Class<?>> API_VALUES = Set.of(roundhouse.api.Action.class);

    /**
     * JDK base classes a class of ours may extend: their only fields are transient ({@code modCount},
     * cached views), which a fresh instance has empty as well.
     */
    private static final Set<Class<?>> CACHES_ONLY = Set.of(java.util.AbstractCollection.class,
            java.util.AbstractList.class, java.util.AbstractSet.class, java.util.AbstractMap.class);

    /** The copy of {@code o}, an instance of this plan's class. */
    abstract Object copy(GraphCopier copier, Object o);

    /** Whether every instance is shared as it is (the copy of a field of this class may skip the copier). */
    boolean sharesAll() {
        return false;
    }

    /**
     * Whether every value of a field or array element of this declared type is shared as it is, so
     * the copy takes it without asking the copier: a primitive, or a final class of shared values.
     * Decided from the type alone (no other plan is computed, which could come back to this one).
     */
    static boolean alwaysShared(Class<?> declared) {
        return declared.isPrimitive() || Modifier.isFinal(declared.getModifiers()) && !declared.isArray()
                && (Enum.class.isAssignableFrom(declared) || JDK_VALUES.contains(declared) || API_VALUES.contains(declared)
                        || declared.isAnnotationPresent(Shared.class));
    }

    static CopyPlan of(Class<?> type) {
        return PLANS.get(type);
    }

    /** The plan of instances of exactly {@code type}. */
    private static CopyPlan planFor(Class<?> type) {
        if (type.isArray()) {
            return type.getComponentType().isPrimitive() ? PRIMITIVE_ARRAY : new ObjectArrayPlan(type.getComponentType());
        }
        if (Enum.class.isAssignableFrom(type) || JDK_VALUES.contains(type) || API_VALUES.contains(type)
                || type.isAnnotationPresent(Shared.class)) {
            return SHARED;
        }
        if (isJdk(type)) {
            return JdkPlans.forType(type);
        }
        if (type.isHidden()) {
            return new LambdaPlan(type);
        }
        if (type.isRecord()) {
            return new RecordPlan(type);
        }
        for (Class<?> c = type.getSuperclass(); c != Object.class; c = c.getSuperclass()) {
            if (isJdk(c) && !CACHES_ONLY.contains(c)) {
                return refuse(type.getName() + " extends " + c.getName() + ", whose state cannot be copied");
            }
        }
        FieldsPlan fields = new FieldsPlan(type);
        return fields.stateless() ? SHARED : fields;
    }

    /** Classes of the Java platform (their private state is closed to us). */
    static boolean isJdk(Class<?> type) {
        ClassLoader loader = type.getClassLoader();
        return loader == null || loader == ClassLoader.getPlatformClassLoader();
    }

    /** A plan that fails with {@code problem} when an instance is met. */
    static CopyPlan refuse(String problem) {
        return new CopyPlan() {
            @Override
            Object copy(GraphCopier copier, Object o) {
                throw new CopyException("cannot copy a game holding " + o.getClass().getName() + ": " + problem);
            }
        };
    }

    static final CopyPlan SHARED = new CopyPlan() {
        @Override
        Object copy(GraphCopier copier, Object o) {
            return o;
        }

        @Override
        boolean sharesAll() {
            return true;
        }
    };

    private static final CopyPlan PRIMITIVE_ARRAY = new CopyPlan() {
        @Override
        Object copy(GraphCopier copier, Object o) {
            int n = Array.getLength(o);
            if (n == 0) {
                return o; // nothing in it can change
            }
            Object c = Array.newInstance(o.getClass().getComponentType(), n);
            System.arraycopy(o, 0, c, 0, n);
            return copier.register(o, c);
        }
    };

    /** An array of references: its elements copied, or the array cloned when its element type is always shared. */
    private static final class ObjectArrayPlan extends CopyPlan {
        private final boolean sharedElements;

        ObjectArrayPlan(Class<?> component) {
            this.sharedElements = alwaysShared(component);
        }

        @Override
        Object copy(GraphCopier copier, Object o) {
            Object[] a = (Object[]) o;
            if (a.length == 0) {
                return o; // nothing in it can change (a board keeps one per hex without cities)
            }
            Object[] c = a.clone();
            copier.register(o, c);
            if (!sharedElements) {
                for (int i = 0; i < a.length; i++) {
                    c[i] = copier.of(a[i]);
                }
            }
            return c;
        }
    }
}
