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
    /** By corporation: the hexes of its stations in token order, {@code null} where a token left. */
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
        for (String hex : order.getOrDefault(company, List.of())) {
            if (hex != null) {
                out.add(hex);
            }
        }
        return out;
    }

    /** The company's stations in token order; any this board did not see placed (none in a game) after them. */
    @Override
    public List<String> tokensInCharterOrder(String company) {
        List<String> cities = tokensOf(company);
        List<String> out = new ArrayList<>(cities.size());
        for (String hex : stationHexesInTokenOrder(company)) {
            for (String city : cities) {
                if (hex.equals(hexOfCity(city)) && !out.contains(city)) {
                    out.add(city);
                    break;
                }
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
        took(company, hexOfCity(cityRef));
    }

    @Override
    public void removeToken(String company, String cityRef) {
        String hex = hexOfCity(cityRef);
        super.removeToken(company, cityRef);
        left(company, hex);
    }

    @Override
    public void takeTokenPlace(String company, String by, String cityRef) {
        super.takeTokenPlace(company, by, cityRef); // the seller leaves through removeToken
        took(by, hexOfCity(cityRef));
    }

    @Override
    public void replaceToken(String company, String by, String cityRef) {
        String hex = hexOfCity(cityRef);
        super.replaceToken(company, by, cityRef);
        left(company, hex);
        if (by != null) {
            took(by, hex);
        }
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

    private void took(String company, String hex) {
        List<String> hexes = order.computeIfAbsent(company, k -> new ArrayList<>());
        int hole = hexes.indexOf(null);
        if (hole >= 0) {
            hexes.set(hole, hex);
        } else {
            hexes.add(hex);
        }
    }

    private void left(String company, String hex) {
        List<String> hexes = order.get(company);
        int at = hexes == null ? -1 : hexes.indexOf(hex);
        if (at >= 0) {
            hexes.set(at, null);
        }
    }
}
