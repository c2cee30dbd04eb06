package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.BoardAreas;
import roundhouse.engine.map.MapDefinition;

/**
 * 1841's board also knows the order of each corporation's stations as 18xx.games keeps its tokens: a
 * token placed goes to the first place a removed or sold token left, else after the others. 18xx.games
 * builds a turn's lays from the stations in this order ({@link T1841Title#RAILHEADS_IN_TOKEN_ORDER}).
 */
final class ItalianBoard extends Board {
    /** By corporation: the places ({@code hex/city}) of its stations in token order, {@code null} where a token left. */
    private final Map<String, List<String>> order;

    ItalianBoard(MapDefinition definition, BoardAreas areas) {
        super(definition, areas);
        order = new HashMap<>();
    }

    private ItalianBoard(ItalianBoard other) {
        super(other);
        order = new HashMap<>();
        other.order.forEach((k, v) -> order.put(k, new ArrayList<>(v)));
    }

    @Override
    public Board copy() {
        return new ItalianBoard(this);
    }

    /** The hexes of the company's stations in token order. */
    List<String> stationHexesInTokenOrder(String company) {
        List<String> out = new ArrayList<>();
        for (String place : order.getOrDefault(company, List.of())) {
            if (place != null) {
                out.add(hexOf(place));
            }
        }
        return out;
    }

    /** The company's stations in token order; any this board did not see placed (none in a game) after them. */
    @Override
    public List<String> tokensInCharterOrder(String company) {
        List<String> cities = tokensOf(company);
        List<String> out = new ArrayList<>(cities.size());
        for (String place : order.getOrDefault(company, List.of())) {
            if (place == null) {
                continue;
            }
            String found = null;
            for (String city : cities) {
                if (hexOf(place).equals(hexOfCity(city)) && !out.contains(city)
                        && (found == null || place.equals(placeOf(city)))) {
                    found = city;
                }
            }
            if (found != null) {
                out.add(found);
            }
        }
        for (String city : cities) {
            if (!out.contains(city)) {
                out.add(city);
            }
        }
        return out;
    }

    @Override
    public void placeToken(String company, String cityRef, boolean requireReach) {
        super.placeToken(company, cityRef, requireReach);
        took(company, placeOf(cityRef));
    }

    @Override
    public void removeToken(String company, String cityRef) {
        String place = placeOf(cityRef);
        super.removeToken(company, cityRef);
        left(company, place);
    }

    @Override
    public void takeTokenPlace(String company, String by, String cityRef) {
        super.takeTokenPlace(company, by, cityRef); // the seller leaves through removeToken
        took(by, placeOf(cityRef));
    }

    @Override
    public void replaceToken(String company, String by, String cityRef) {
        String place = placeOf(cityRef);
        super.replaceToken(company, by, cityRef);
        left(company, place);
        if (by != null) {
            took(by, place);
        }
    }

    /**
     * A station's place in the order: its hex and its city's number on the tile, which tells the two cities
     * of yellow Torino or Firenze apart (seed 64438: SFTN's station in Torino removed in its merger with
     * SFTG, SFTG's staying first).
     */
    private String placeOf(String cityRef) {
        return hexOfCity(cityRef) + "/" + cityRef.substring(cityRef.lastIndexOf('-') + 1);
    }

    private static String hexOf(String place) {
        return place.substring(0, place.indexOf('/'));
    }

    /**
     * A merger's new major takes the old corporations' stations only after its director removed those that
     * go (18xx.games), so the removed leave no place in its order: the next token placed comes after the
     * others (seed 63109: ILTF's L12 after K15, K13 and K11, RATF's L14 removed).
     */
    void closeGaps(String company) {
        List<String> hexes = order.get(company);
        if (hexes != null) {
            hexes.removeIf(java.util.Objects::isNull);
        }
    }

    private void took(String company, String place) {
        List<String> places = order.computeIfAbsent(company, k -> new ArrayList<>());
        int hole = places.indexOf(null);
        if (hole >= 0) {
            places.set(hole, place);
        } else {
            places.add(place);
        }
    }

    /** The station in {@code place} leaves: that very entry, else the first on its hex (a tile since upgraded). */
    private void left(String company, String place) {
        List<String> places = order.get(company);
        if (places == null) {
            return;
        }
        int at = places.indexOf(place);
        for (int i = 0; at < 0 && i < places.size(); i++) {
            if (places.get(i) != null && hexOf(places.get(i)).equals(hexOf(place))) {
                at = i;
            }
        }
        if (at >= 0) {
            places.set(at, null);
        }
    }
}
