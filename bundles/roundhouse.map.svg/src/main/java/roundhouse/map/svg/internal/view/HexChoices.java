package roundhouse.map.svg.internal.view;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import roundhouse.api.Action;
import roundhouse.api.GameLoadException;
import roundhouse.api.GameRecord;
import roundhouse.api.GameTitle;
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
    /** A money amount as labels write them ({@code "$80"}, {@code "£ 40"}). */
    private static final Pattern MONEY = Pattern.compile("[$£€¥]\\s?\\d[\\d,]*");

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
    static List<Group> group(HexView hex, List<LegalAction> choices) {
        Map<String, List<Option>> groups = new LinkedHashMap<>();
        int cities = hex == null ? 1 : (int) hex.stops().stream().filter(s -> "city".equals(s.kind())).count();
        for (LegalAction a : choices) {
            Action act = a.action();
            if ("lay_tile".equals(act.type())) {
                String tile = tileName(act.string("tile"));
                String cost = cost(a, hex);
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

    /**
     * The cost of a lay: the amount the engine's label names if it names one; otherwise the hex's
     * terrain cost (what the first tile on it costs), without a currency the view cannot know.
     */
    static String cost(LegalAction a, HexView hex) {
        Matcher m = MONEY.matcher(a.label() == null ? "" : a.label());
        if (m.find()) {
            return m.group();
        }
        return hex != null && hex.terrainCost() > 0 ? String.valueOf(hex.terrainCost()) : null;
    }

    /**
     * The map after one more action, as the title's engine has it: the game's record with the action
     * appended, loaded by the title (a replay of the whole game, a few milliseconds). Runs on any
     * thread: a title is thread-safe and the record is a value.
     *
     * @throws GameLoadException if the engine refuses the action
     */
    static MapView after(GameTitle title, GameRecord game, Action action) throws GameLoadException {
        List<Action> actions = new ArrayList<>(game.actions());
        actions.add(action);
        GameRecord next = game.withActions(actions);
        return title.load(next).state().map();
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
