package roundhouse.title.t1844.internal;

import java.util.List;
import java.util.Map;

import roundhouse.engine.map.RouteBonus;

/**
 * RB XVI, Transitstrecken: a route from a red off-board to a red off-board running north-south or
 * west-east adds the bonus printed on both off-boards (digest §5.8). The values are the ones the board
 * prints beside each off-board; an off-board of several hexes (Stuttgart, Innsbruck, Milano) prints one
 * value for all of them. Two off-boards of the same side earn nothing, and a route never holds three.
 */
final class TransitBonus {
    /** West (Belfort, Dijon/Paris, Lyon) to east (München, Innsbruck). */
    static final RouteBonus WEST_EAST = new RouteBonus("west-east",
            Map.of("C8", 50, "F3", 50, "L1", 90),
            Map.of("C26", 50, "H29", 90, "G30", 90, "I30", 90));
    /** North (Stuttgart, Strasbourg) to south (Torino, Milano). */
    static final RouteBonus NORTH_SOUTH = new RouteBonus("north-south",
            Map.of("A18", 30, "A20", 30, "B17", 30, "B11", 30),
            Map.of("M8", 40, "M18", 40, "M20", 40, "M22", 40, "L15", 40));
    static final List<RouteBonus> BOTH = List.of(WEST_EAST, NORTH_SOUTH);

    private TransitBonus() {
    }

    /** The transit bonus of a route with these stop hexes (0 unless it joins opposite off-boards). */
    static int of(List<String> stopHexes) {
        int sum = 0;
        for (RouteBonus b : BOTH) {
            sum += b.of(stopHexes);
        }
        return sum;
    }
}
