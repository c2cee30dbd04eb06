package roundhouse.engine.internal.copy;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

import roundhouse.engine.spi.SharedElements;

/**
 * A class of ours copied field by field, its superclasses' fields included: an empty instance
 * ({@link Allocator}) receives the original's primitive values and copies of its references.
 * {@code transient} fields are caches the object rebuilds: the copy leaves them empty, so they may
 * not be final.
 */
final class FieldsPlan extends CopyPlan {
    private final Class<?> type;
    /** Primitive fields, and references to instances that are always shared: copied as they are. */
    private final Field[] values;
    /** References whose targets the copier copies. */
    private final Field[] references;
    /** Arrays of {@link SharedElements}: cloned, their elements shared. */
    private final Field[] sharedElements;
    private final String problem;
    private final boolean stateless;

    FieldsPlan(Class<?> type) {
        this.type = type;
        List<Field> plain = new ArrayList<>();
        List<Field> refs = new ArrayList<>();
        List<Field> cow = new ArrayList<>();
        String trouble = null;
        boolean anyField = false;
        for (Class<?> c = type; c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                int m = f.getModifiers();
                if (Modifier.isStatic(m)) {
                    continue;
                }
                anyField = true;
                if (Modifier.isTransient(m)) {
                    if (Modifier.isFinal(m) && trouble == null) {
                        trouble = "its cache " + c.getSimpleName() + "." + f.getName()
                                + " is final and transient: a copy could not leave it empty";
                    }
                    continue;
                }
                f.setAccessible(true);
                if (f.isAnnotationPresent(SharedElements.class)) {
                    if (!f.getType().isArray() || f.getType().getComponentType().isPrimitive()) {
                        trouble = trouble != null ? trouble : c.getSimpleName() + "." + f.getName()
                                + " is marked SharedElements but is not an array of references";
                    }
                    cow.add(f);
                } else {
                    (alwaysShared(f.getType()) ? plain : refs).add(f);
                }
            }
        }
        this.values = plain.toArray(new Field[0]);
        this.references = refs.toArray(new Field[0]);
        this.sharedElements = cow.toArray(new Field[0]);
        this.problem = trouble;
        this.stateless = !anyField;
    }

    /** No state at all (a stateless strategy object): nothing to copy, instances are shared. */
    boolean stateless() {
        return stateless;
    }

    @Override
    Object copy(GraphCopier copier, Object o) {
        if (problem != null) {
            throw new CopyException("cannot copy a game holding " + type.getName() + ": " + problem);
        }
        Object c = copier.register(o, Allocator.allocate(type));
        try {
            for (Field f : values) {
                f.set(c, f.get(o));
            }
        } catch (IllegalAccessException e) {
            throw new CopyException("cannot copy the fields of " + type.getName() + ": " + e);
        }
        try {
            for (Field f : sharedElements) {
                Object[] a = (Object[]) f.get(o);
                f.set(c, a == null ? null : copier.cloneSharingElements(a));
            }
        } catch (IllegalAccessException e) {
            throw new CopyException("cannot copy the fields of " + type.getName() + ": " + e);
        }
        for (Field f : references) {
            Object value;
            try {
                value = f.get(o);
            } catch (IllegalAccessException e) {
                throw new CopyException("cannot read " + type.getName() + "." + f.getName() + ": " + e);
            }
            Object copied;
            try {
                copied = copier.of(value);
            } catch (CopyException e) {
                throw e.via(f.getDeclaringClass(), f.getName());
            }
            try {
                f.set(c, copied);
            } catch (IllegalAccessException e) {
                throw new CopyException("cannot set " + type.getName() + "." + f.getName() + ": " + e);
            }
        }
        return c;
    }
}
