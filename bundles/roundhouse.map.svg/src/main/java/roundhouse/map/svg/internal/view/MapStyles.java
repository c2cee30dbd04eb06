package roundhouse.map.svg.internal.view;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import roundhouse.api.LegalAction;
import roundhouse.api.map.MapStyle;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;
import roundhouse.api.view.HexView;
import roundhouse.api.view.MapView;

/**
 * What the map view emphasises, taken from the game: hexes where the acting company may lay a
 * tile or place a token, the suggested run of the operating company, company colours. Pure
 * functions, free of SWT.
 */
final class MapStyles {
    private MapStyles() {
    }

    static MapStyle of(GameState state, List<LegalAction> legal, boolean coordinates) {
        return of(state, legal, coordinates, null);
    }

    /**
     * @param drawn the routes the player draws (each a chain of hexes), shown instead of the
     *     suggested run; {@code null} or empty for the suggestion
     */
    static MapStyle of(GameState state, List<LegalAction> legal, boolean coordinates, List<List<String>> drawn) {
        Set<String> highlight = new LinkedHashSet<>(layHexes(legal).keySet());
        highlight.addAll(tokenHexes(state.map(), legal).keySet());
        return new MapStyle(highlight, drawn == null || drawn.isEmpty() ? routes(legal) : drawn, coordinates, colors(state),
                state.currency());
    }

    static Map<String, String> colors(GameState state) {
        Map<String, String> out = new LinkedHashMap<>();
        for (CompanyView c : state.companies()) {
            if (c.color() != null) {
                out.put(c.id(), c.color());
            }
        }
        return out;
    }

    /** The legal tile lays by hex, in the engine's order. */
    static Map<String, List<LegalAction>> layHexes(List<LegalAction> legal) {
        Map<String, List<LegalAction>> out = new LinkedHashMap<>();
        for (LegalAction a : legal) {
            if ("lay_tile".equals(a.action().type()) && a.action().string("hex") != null) {
                out.computeIfAbsent(a.action().string("hex"), k -> new ArrayList<>()).add(a);
            }
        }
        return out;
    }

    /**
     * The legal token placements by hex. A {@code place_token} names a city ({@code <tile id>-<city>});
     * its hex is the action's {@code hex} argument if it has one, else the hex whose tile (laid or
     * preprinted: {@link HexView#tileId()}) has that id.
     */
    static Map<String, List<LegalAction>> tokenHexes(MapView map, List<LegalAction> legal) {
        Map<String, String> hexByTile = new LinkedHashMap<>();
        for (HexView h : map.hexes()) {
            if (h.tileId() != null) {
                hexByTile.put(h.tileId(), h.coord());
            }
        }
        Map<String, List<LegalAction>> out = new LinkedHashMap<>();
        for (LegalAction a : legal) {
            if (!"place_token".equals(a.action().type())) {
                continue;
            }
            String hex = a.action().string("hex");
            String city = a.action().string("city");
            if (hex == null && city != null && city.lastIndexOf('-') > 0) {
                hex = hexByTile.get(city.substring(0, city.lastIndexOf('-')));
            }
            if (hex != null) {
                out.computeIfAbsent(hex, k -> new ArrayList<>()).add(a);
            }
        }
        return out;
    }

    /**
     * The routes of a {@code run_routes} choice (the optimiser's suggestion), each as one chain of
     * hexes: its connections joined end to end.
     */
    @SuppressWarnings("unchecked")
    static List<List<String>> routes(List<LegalAction> legal) {
        List<List<String>> out = new ArrayList<>();
        for (LegalAction a : legal) {
            if (!"run_routes".equals(a.action().type()) || !(a.action().args().get("routes") instanceof List<?> rs)) {
                continue;
            }
            for (Object r : rs) {
                if (r instanceof Map<?, ?> m && m.get("connections") instanceof List<?> conns) {
                    List<String> chain = join((List<Object>) conns);
                    if (chain.size() >= 2) {
                        out.add(chain);
                    }
                }
            }
            break;
        }
        return out;
    }

    /** Joins hex chains that share end hexes into one path, turning chains round where needed. */
    static List<String> join(List<Object> connections) {
        List<String> path = new ArrayList<>();
        for (Object c : connections) {
            if (!(c instanceof List<?> l) || l.isEmpty()) {
                continue;
            }
            List<String> chain = new ArrayList<>();
            l.forEach(h -> chain.add(String.valueOf(h)));
            if (path.isEmpty()) {
                path.addAll(chain);
                continue;
            }
            String first = chain.get(0);
            String last = chain.get(chain.size() - 1);
            String end = path.get(path.size() - 1);
            if (first.equals(end)) {
                path.addAll(chain.subList(1, chain.size()));
            } else if (last.equals(end)) {
                List<String> rev = new ArrayList<>(chain);
                java.util.Collections.reverse(rev);
                path.addAll(rev.subList(1, rev.size()));
            } else if (path.get(0).equals(last)) {
                path.addAll(0, chain.subList(0, chain.size() - 1));
            } else if (path.get(0).equals(first)) {
                List<String> rev = new ArrayList<>(chain);
                java.util.Collections.reverse(rev);
                path.addAll(0, rev.subList(0, rev.size() - 1));
            } else {
                path.addAll(chain);
            }
        }
        return path;
    }
}
