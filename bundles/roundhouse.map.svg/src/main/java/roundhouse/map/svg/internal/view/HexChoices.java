package roundhouse.map.svg.internal.view;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.api.view.HexView;
import roundhouse.api.view.MapView;
import roundhouse.api.view.StopView;

/**
 * The acting company's choices on one hex, grouped the way the chooser shows them (one group per
 * tile with its legal rotations, one group of station tokens with a choice per city), and the
 * picture of the hex after each of them. Pure functions, free of SWT.
 */
final class HexChoices {

    /** One choice with its caption under the picture. */
    record Option(LegalAction choice, String caption) {
    }

    /** Choices under one heading, in the engine's order. */
    record Group(String heading, List<Option> options) {
    }

    private HexChoices() {
    }

    /**
     * Groups the choices on {@code hex}: tile lays by tile (caption: the rotation), token
     * placements by company (caption: the city when the hex has more than one). Other action types
     * are left out.
     */
    static List<Group> group(HexView hex, List<LegalAction> choices, java.util.function.IntFunction<String> money) {
        Map<String, List<Option>> groups = new LinkedHashMap<>();
        int cities = hex == null ? 1 : (int) hex.stops().stream().filter(s -> "city".equals(s.kind())).count();
        for (LegalAction a : choices) {
            Action act = a.action();
            if ("lay_tile".equals(act.type())) {
                String tile = tileName(act.string("tile"));
                String cost = cost(a, money);
                String heading = cost == null ? Messages.get("chooser.tile", tile) : Messages.get("chooser.tileCost", tile, cost);
                groups.computeIfAbsent(heading, k -> new ArrayList<>())
                        .add(new Option(a, Messages.get("chooser.rotation", act.number("rotation", 0))));
            } else if ("place_token".equals(act.type())) {
                String owner = act.string("tokener") != null ? act.string("tokener") : act.entity();
                int city = cityIndex(act.string("city"));
                String caption = cities > 1 && city >= 0 ? Messages.get("chooser.tokenCity", city + 1) : Messages.get("chooser.token");
                groups.computeIfAbsent(Messages.get("chooser.tokens", owner), k -> new ArrayList<>()).add(new Option(a, caption));
            }
        }
        List<Group> out = new ArrayList<>();
        groups.forEach((k, v) -> out.add(new Group(k, List.copyOf(v))));
        return out;
    }

    /** {@code "57"} for the tile id {@code "57-3"}. */
    static String tileName(String tileId) {
        if (tileId == null) {
            return "?";
        }
        int dash = tileId.lastIndexOf('-');
        return dash > 0 ? tileId.substring(0, dash) : tileId;
    }

    /** The city index of a city ref ({@code 1} for {@code "59-0-1"}), or -1. */
    static int cityIndex(String cityRef) {
        int dash = cityRef == null ? -1 : cityRef.lastIndexOf('-');
        if (dash < 0) {
            return -1;
        }
        try {
            return Integer.parseInt(cityRef.substring(dash + 1));
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** The cost of a choice as the engine gives it ({@link LegalAction#cost()}), in the title's money, or null. */
    static String cost(LegalAction a, java.util.function.IntFunction<String> money) {
        return a.cost() == null || a.cost() == 0 ? null : money.apply(a.cost());
    }

    /** A map of just one hex of {@code map}, for a preview; empty if the map has no such hex. */
    static MapView oneHex(MapView map, String coord) {
        return new MapView(map.orientation(), map.hexes().stream().filter(h -> h.coord().equals(coord)).toList());
    }

    /** The hex of a map, or {@code null}. */
    static HexView hex(MapView map, String coord) {
        return map == null ? null : map.hexes().stream().filter(h -> h.coord().equals(coord)).findFirst().orElse(null);
    }

    /** The companies with a token on a hex, over all its cities, in order. */
    static List<String> tokens(HexView hex) {
        List<String> out = new ArrayList<>();
        if (hex != null) {
            for (StopView s : hex.stops()) {
                out.addAll(s.tokens());
            }
        }
        return out;
    }
}
