package roundhouse.engine.spi;

import java.util.List;
import java.util.Map;

/**
 * A train type as trains.json describes it (tobymao keys).
 *
 * @param name e.g. {@code "2"}, {@code "D"}
 * @param distance stops counted, 0 = unlimited
 * @param price depot price
 * @param count how many exist; -1 = unlimited (a new one appears each time the last is bought)
 * @param rustsOn the type whose first purchase removes these trains, or {@code null}
 * @param availableOn the phase from which it can be bought even while cheaper types remain, or {@code null}
 * @param discount trade-in discount per traded type name (1830 Diesel: 4, 5, 6 → 300)
 * @param events events fired by the first purchase (e.g. {@code close_companies})
 */
public record TrainType(String name, int distance, int price, int count, String rustsOn, String availableOn,
        Map<String, Integer> discount, List<String> events) {
}
