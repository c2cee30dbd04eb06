package roundhouse.engine.spi;

/**
 * Anything that can act in a game or own things: a player, a private company, a corporation
 * (minors are corporations whose {@link Corporation#kind()} says so).
 */
@org.osgi.annotation.versioning.ConsumerType
public interface Entity {
    /** The id 18xx.games uses in an action's {@code entity}. */
    String id();

    String name();

    /** {@code "player"}, {@code "company"}, {@code "corporation"} or {@code "minor"}. */
    String entityType();

    /** The player who decides for this entity, or {@code null} (e.g. an unowned private). */
    Player controller();
}
