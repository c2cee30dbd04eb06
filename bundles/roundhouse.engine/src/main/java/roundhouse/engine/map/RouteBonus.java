package roundhouse.engine.map;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A revenue bonus a title declares in its {@code map.json} ({@code route_bonuses}): a route whose
 * stops include a hex of {@code from} and a hex of {@code to} earns the values listed for the
 * touched hexes of both sides (1844 §5.8 transit bonus: west-east and north-south off-boards add the
 * bonus printed on each; an east-west bonus of one fixed amount lists it on one side and 0 on the
 * other).
 *
 * <p>JSON: {@code {"name": "west-east", "from": {"C8": 50, "F3": 50}, "to": {"C26": 50}}}.
 *
 * @param name what the bonus is called (for reports)
 * @param from hexes of one side with their bonus values
 * @param to hexes of the other side with their bonus values
 */
@roundhouse.engine.spi.Shared
public record RouteBonus(String name, Map<String, Integer> from, Map<String, Integer> to) {
    public RouteBonus {
        Objects.requireNonNull(name, "name");
        from = Map.copyOf(from);
        to = Map.copyOf(to);
        if (from.isEmpty() || to.isEmpty()) {
            throw new IllegalArgumentException("route bonus " + name + ": both sides need at least one hex");
        }
    }

    /** The bonus a route with these stop hexes earns (0 unless it touches both sides). */
    public int of(List<String> stopHexes) {
        int a = 0;
        int b = 0;
        boolean hasA = false;
        boolean hasB = false;
        for (String h : stopHexes) {
            Integer va = from.get(h);
            if (va != null) {
                hasA = true;
                a += va;
            }
            Integer vb = to.get(h);
            if (vb != null) {
                hasB = true;
                b += vb;
            }
        }
        return hasA && hasB ? a + b : 0;
    }
}
