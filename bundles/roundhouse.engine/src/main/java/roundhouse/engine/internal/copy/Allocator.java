package roundhouse.engine.internal.copy;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;

/**
 * Makes an empty instance of a class without running a constructor, as serialization does: a copy's
 * fields are then set from the original's, so a constructor's side effects (a new game registering
 * its players) must not run. Uses {@code sun.misc.Unsafe#allocateInstance} (module jdk.unsupported),
 * looked up through the platform class loader so that no bundle needs to import it.
 */
final class Allocator {
    private static final MethodHandle ALLOCATE = allocateInstance();

    private Allocator() {
    }

    static Object allocate(Class<?> type) {
        try {
            return ALLOCATE.invokeExact(type);
        } catch (Throwable e) {
            throw new CopyException("cannot make an instance of " + type.getName() + ": " + e);
        }
    }

    private static MethodHandle allocateInstance() {
        try {
            Class<?> unsafeClass = Class.forName("sun.misc.Unsafe", false, ClassLoader.getPlatformClassLoader());
            Field theUnsafe = unsafeClass.getDeclaredField("theUnsafe");
            theUnsafe.setAccessible(true);
            Object unsafe = theUnsafe.get(null);
            return MethodHandles.lookup()
                    .findVirtual(unsafeClass, "allocateInstance", MethodType.methodType(Object.class, Class.class))
                    .bindTo(unsafe);
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException("this Java runtime offers no way to copy a game (sun.misc.Unsafe): " + e, e);
        }
    }
}
