package roundhouse.api.map;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What to emphasise on a rendered map.
 *
 * @param highlightedHexes hexes to outline (e.g. where a tile may be laid)
 * @param routes routes to draw, each a list of hex coordinates in order, one colour per route
 * @param showCoordinates whether to print hex coordinates
 * @param companyColors display colour ({@code #rrggbb}) per company id, for station tokens; a
 *     renderer picks a stable colour of its own for a company missing here
 */
public record MapStyle(Set<String> highlightedHexes, List<List<String>> routes, boolean showCoordinates,
        Map<String, String> companyColors) {
    public static final MapStyle PLAIN = new MapStyle(Set.of(), List.of(), false);

    public MapStyle {
        highlightedHexes = highlightedHexes == null ? Set.of() : Set.copyOf(highlightedHexes);
        routes = routes == null ? List.of() : routes.stream().map(List::copyOf).toList();
        companyColors = companyColors == null ? Map.of() : Map.copyOf(companyColors);
    }

    /** A style without company colours. */
    public MapStyle(Set<String> highlightedHexes, List<List<String>> routes, boolean showCoordinates) {
        this(highlightedHexes, routes, showCoordinates, Map.of());
    }
}
