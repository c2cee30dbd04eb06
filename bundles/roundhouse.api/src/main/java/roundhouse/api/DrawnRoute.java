package roundhouse.api;

import java.util.List;

/**
 * One route as a player draws it on the map: a train and the stops it visits, in order, as the
 * player clicked them. The engine finds the track between consecutive stops
 * ({@link GameSession#checkRun}); a stop the player skipped between two clicked ones is filled in when
 * track leads through it.
 *
 * @param train the train's id as {@link RunCheck.RunTrain#id()} names it
 * @param stops hex coordinates ({@code "H12"}), or stop signatures ({@code "H12-0"}) where a hex has
 *     several stops and the player means one of them; in route order
 * @since 1.3
 */
public record DrawnRoute(String train, List<String> stops) {
    public DrawnRoute {
        stops = stops == null ? List.of() : List.copyOf(stops);
    }
}
