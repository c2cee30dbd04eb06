package roundhouse.engine.spi;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks an array field whose elements a copy of the game may share: values that never change (a
 * log's lines), or arrays the object replaces with a changed copy instead of writing into them (a
 * board's tokens and reservations per hex, of which an action changes one or two). A copy of a
 * game ({@code GameSession.fork()}) then copies the array itself and shares its elements with the
 * original, as it shares {@link Shared} values. Writing into an element of such an array would
 * change every copy of the game.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface SharedElements {
}
