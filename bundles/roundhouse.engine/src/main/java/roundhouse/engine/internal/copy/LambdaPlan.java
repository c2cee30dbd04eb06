package roundhouse.engine.internal.copy;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

/**
 * A lambda or method reference: shared when what it captured copies to itself (nothing, or shared
 * data), refused when it captured game state, since its captured values cannot be replaced. The fix
 * is a small named class holding the state in a field.
 */
final class LambdaPlan extends CopyPlan {
    private final Class<?> type;
    private final Field[] captured;
    private final String problem;

    LambdaPlan(Class<?> type) {
        this.type = type;
        List<Field> fields = new ArrayList<>();
        String trouble = null;
        for (Field f : type.getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers())) {
                continue;
            }
            try {
                f.setAccessible(true);
                fields.add(f);
            } catch (RuntimeException e) {
                trouble = "its captured values cannot be read (" + e + ")";
            }
        }
        this.captured = fields.toArray(new Field[0]);
        this.problem = trouble;
    }

    @Override
    boolean sharesAll() {
        return problem == null && captured.length == 0;
    }

    @Override
    Object copy(GraphCopier copier, Object o) {
        if (problem != null) {
            throw new CopyException("cannot copy a game holding the lambda " + type.getName() + ": " + problem);
        }
        for (Field f : captured) {
            Object value;
            try {
                value = f.get(o);
            } catch (IllegalAccessException e) {
                throw new CopyException("cannot copy a game holding the lambda " + type.getName()
                        + ": its captured values cannot be read (" + e + ")");
            }
            if (copier.of(value) != value) {
                throw new CopyException("cannot copy a game holding the lambda " + type.getName() + ": it captured "
                        + value.getClass().getName() + ", which a copy must replace; hold it in a field of a named class");
            }
        }
        return copier.register(o, o);
    }
}
