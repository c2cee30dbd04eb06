package roundhouse.api.view;

/**
 * One entity the game waits for, and the player who decides for it.
 *
 * <p>Ids alone do not say who decides: a company's id may equal a player's (1854's locals "1".."6"
 * and its seats), and a company may be controlled through another company. The engine answers
 * with the player at the top of the chain of control.
 *
 * @param entity the entity's id, as in an action's {@code entity}
 * @param entityType {@code "player"}, {@code "company"}, {@code "corporation"} or {@code "minor"}, as
 *        in an action's {@code entityType}; {@code null} when not known
 * @param player id of the player at the top of the entity's chain of control: a player himself, the
 *        owner of a private or minor, the president of a corporation, and for a company controlled
 *        by another company the player who controls that one; {@code null} when no player does
 * @since 1.6
 */
public record ActingEntity(String entity, String entityType, String player) {
    /** Whether the entity is a player acting for himself. */
    public boolean isPlayer() {
        return "player".equals(entityType);
    }
}
