package roundhouse.engine.spi;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A type whose instances a copy of a game shares with the original rather than copying them: the
 * title's data that playing never changes (definitions, tiles, train types, phases) and the title
 * itself. Subclasses inherit it.
 *
 * <p>A copy of a game ({@code GameSession.fork()}) copies every other object it reaches, field by
 * field: a title's own classes need nothing to be copied, but an instance of a {@code Shared} type
 * must never change while games are played, since every copy sees the change. A field a copy may
 * drop (a cache the object rebuilds when it finds it empty) is declared {@code transient}.
 */
@Documented
@Inherited
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Shared {
}
