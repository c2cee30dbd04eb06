package roundhouse.engine.map;

import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * One route as the route hooks see it ({@link RouteCheck#routeRule}, {@link RouteCheck#routeBonus}),
 * built alike by the run check (from the recorded route) and the optimiser (from its graph), so
 * both price it the same. The hex sets are sorted: a connection may be written in either direction.
 *
 * @param company the running company
 * @param train the train running it
 * @param stops stop signatures {@code "<hex>-<stop index>"} in route order
 * @param stopHexes the stop hexes in route order
 * @param connections the track between consecutive stops, hex by hex (empty when unknown, as for
 *     the legacy stop-only bonus function)
 */
public record RouteView(String company, TrainSpec train, List<String> stops, List<String> stopHexes,
        List<List<String>> connections) {
    public RouteView {
        Objects.requireNonNull(company, "company");
        Objects.requireNonNull(train, "train");
        stops = List.copyOf(stops);
        stopHexes = List.copyOf(stopHexes);
        connections = connections.stream().map(List::copyOf).toList();
    }

    /** Every hex the route uses, stops and hexes passed through, sorted. */
    public Set<String> hexes() {
        Set<String> out = new TreeSet<>(stopHexes);
        for (List<String> c : connections) {
            out.addAll(c);
        }
        return out;
    }

    /** Hexes the route runs through without stopping there, sorted. */
    public Set<String> passedHexes() {
        Set<String> out = hexes();
        out.removeAll(stopHexes);
        return out;
    }

    /** Whether the route runs through or stops at the hex. */
    public boolean uses(String hex) {
        return stopHexes.contains(hex) || connections.stream().anyMatch(c -> c.contains(hex));
    }

    /** Hex sides crossed, each {@code "<hex>|<hex>"} with the smaller coordinate first, sorted. */
    public Set<String> edges() {
        Set<String> out = new TreeSet<>();
        for (List<String> c : connections) {
            for (int k = 0; k + 1 < c.size(); k++) {
                String a = c.get(k);
                String b = c.get(k + 1);
                out.add(a.compareTo(b) < 0 ? a + "|" + b : b + "|" + a);
            }
        }
        return out;
    }
}
