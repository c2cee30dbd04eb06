package roundhouse.api.command;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The values a numeric option or parameter of a {@link DeclaredCommand} takes, checked by
 * {@link CommandLines} after parsing: a value outside them is one line naming the option and the
 * range, exit 2. An unset bound of a whole-number field is its type's.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ ElementType.FIELD, ElementType.METHOD })
public @interface Range {
    /** The least value taken. */
    double min() default Double.NEGATIVE_INFINITY;

    /** The greatest value taken. */
    double max() default Double.POSITIVE_INFINITY;

    /** True when {@link #min()} itself is refused ("above 0"). */
    boolean aboveMin() default false;

    /** What the number counts, for the message: {@code "seconds"} gives "a number of seconds". */
    String unit() default "";
}
