package roundhouse.engine.map.route;

import java.util.List;

/**
 * One train's route in an optimiser answer.
 *
 * @param train the train id
 * @param stops stop signatures {@code "<hex>-<index>"} in route order
 * @param hexes the stop hexes in route order (18xx.games {@code hexes})
 * @param connections the track chains between consecutive stops (18xx.games {@code connections})
 * @param revenue what the train earns on it
 */
public record PlannedRoute(String train, List<String> stops, List<String> hexes, List<List<String>> connections,
        int revenue) {
}
