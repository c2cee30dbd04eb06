package roundhouse.engine.internal.copy;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;

/**
 * A record: shared when all its components copy to themselves (a value), else rebuilt through its
 * canonical constructor from the copied components (a record's fields cannot be set afterwards).
 */
final class RecordPlan extends CopyPlan {
    private final Class<?> type;
    private final Method[] accessors;
    private final Constructor<?> constructor;

    RecordPlan(Class<?> type) {
        this.type = type;
        RecordComponent[] components = type.getRecordComponents();
        accessors = new Method[components.length];
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            accessors[i] = components[i].getAccessor();
            accessors[i].setAccessible(true);
            types[i] = components[i].getType();
        }
        try {
            constructor = type.getDeclaredConstructor(types);
            constructor.setAccessible(true);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("record " + type.getName() + " has no canonical constructor", e);
        }
    }

    @Override
    Object copy(GraphCopier copier, Object o) {
        copier.busy(o);
        Object[] parts = new Object[accessors.length];
        boolean same = true;
        for (int i = 0; i < accessors.length; i++) {
            Object part;
            try {
                part = accessors[i].invoke(o);
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new CopyException("cannot read " + type.getName() + "." + accessors[i].getName() + ": " + e);
            }
            try {
                parts[i] = copier.of(part);
            } catch (CopyException e) {
                throw e.via(type, accessors[i].getName());
            }
            same &= parts[i] == part;
        }
        if (same) {
            return copier.register(o, o);
        }
        try {
            return copier.register(o, constructor.newInstance(parts));
        } catch (ReflectiveOperationException e) {
            throw new CopyException("cannot rebuild record " + type.getName() + ": " + e);
        }
    }
}
