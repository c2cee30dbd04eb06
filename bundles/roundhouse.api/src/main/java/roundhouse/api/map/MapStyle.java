package roundhouse.api.map;

import java.util.List;
import java.util.Set;

/**
 * What to emphasise on a rendered map.
 *
 * @param highlightedHexes hexes to outline (e.g. where a tile may be laid)
 * @param routes routes to draw, each a list of hex coordinates in order, one colour per route
 * @param showCoordinates whether to print hex coordinates
 */
public record MapStyle(Set<String> highlightedHexes, List<List<String>> routes, boolean showCoordinates) {
    public static final MapStyle PLAIN = new MapStyle(Set.of(), List.of(), false);
}
