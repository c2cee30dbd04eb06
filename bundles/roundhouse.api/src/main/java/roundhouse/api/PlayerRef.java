package roundhouse.api;

/**
 * A player as a game record names them.
 *
 * @param id stable id used by actions ({@code entity} of a player's action)
 * @param name display name
 */
public record PlayerRef(String id, String name) {
}
