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
 * @param currency how the title writes money, {@code %s} for the amount (terrain costs on the map)
 */
public record MapStyle(Set<String> highlightedHexes, List<List<String>> routes, boolean showCoordinates,
        Map<String, String> companyColors, String currency) {
    public static final MapStyle PLAIN = new MapStyle(Set.of(), List.of(), false);

    /** A style with company colours, money in dollars. */
    public MapStyle(Set<String> highlightedHexes, List<List<String>> routes, boolean showCoordinates,
            Map<String, String> companyColors) {
        this(highlightedHexes, routes, showCoordinates, companyColors, "$%s");
    }

    /** An amount as the title writes it. */
    public String money(int amount) {
        return currency.replace("%s", Integer.toString(amount));
    }

    public MapStyle {
        currency = currency == null || !currency.contains("%s") ? "$%s" : currency;
        highlightedHexes = highlightedHexes == null ? Set.of() : Set.copyOf(highlightedHexes);
        routes = routes == null ? List.of() : routes.stream().map(List::copyOf).toList();
        companyColors = companyColors == null ? Map.of() : Map.copyOf(companyColors);
    }

    /** A style without company colours. */
    public MapStyle(Set<String> highlightedHexes, List<List<String>> routes, boolean showCoordinates) {
        this(highlightedHexes, routes, showCoordinates, Map.of());
    }
}
