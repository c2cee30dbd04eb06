package roundhouse.map.svg.internal.view;

import roundhouse.api.view.HexView;
import roundhouse.api.view.StopView;

/** What the status line says of a hex (its place, colour, tile, stops, terrain), in the user's language. */
final class HexStatus {
    private HexStatus() {
    }

    /** One line on a hex for the status line. */
    static String describe(HexView h) {
        if (h == null) {
            return "";
        }
        StringBuilder s = new StringBuilder(h.coord());
        if (h.locationName() != null) {
            s.append(' ').append(h.locationName());
        }
        s.append(" \u00b7 ").append(word("color.", h.color()));
        if (isLaid(h)) {
            s.append(' ').append(Messages.get("hex.tile", HexChoices.tileName(h.tileId()), h.rotation()));
        }
        for (StopView st : h.stops()) {
            s.append(" \u00b7 ").append(word("stop.", st.kind()));
            if (st.revenueByPhase() != null && !st.revenueByPhase().isEmpty()) {
                s.append(' ').append(st.revenueByPhase().values());
            } else if (st.revenue() > 0) {
                s.append(' ').append(st.revenue());
            }
            if (!st.tokens().isEmpty()) {
                s.append(' ').append(Messages.get("hex.tokens", String.join(", ", st.tokens())));
            }
            if (!st.reserved().isEmpty()) {
                s.append(' ').append(Messages.get("hex.reserved", String.join(", ", st.reserved())));
            }
        }
        if (h.terrainCost() > 0) {
            String terrain = h.terrain() == null ? Messages.get("hex.terrainDefault") : word("terrain.", h.terrain());
            s.append(" \u00b7 ").append(Messages.get("hex.terrain", terrain, String.valueOf(h.terrainCost())));
        }
        if (h.blocked()) {
            s.append(" \u00b7 ").append(Messages.get("hex.blocked"));
        }
        return s.toString();
    }

    /**
     * Whether the hex shows a laid tile rather than its printed one. The engine names printed tiles
     * after their hex ({@code "G19-0"}) or their kind in lower case ({@code "city-3"}); laid tiles
     * after the tile ({@code "57-0"}).
     */
    static boolean isLaid(HexView h) {
        if (h.tileId() == null) {
            return false;
        }
        String name = HexChoices.tileName(h.tileId());
        return !name.equals(h.coord()) && !name.matches("[a-z]+");
    }

    /** A data word (a colour, a stop kind, a terrain) in the user's language if the messages know it. */
    private static String word(String prefix, String value) {
        if (value == null) {
            return "";
        }
        String text = Messages.get(prefix + value);
        return text.startsWith("!") ? value : text;
    }
}
