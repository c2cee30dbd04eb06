package roundhouse.chart.internal;

import java.awt.Color;
import java.util.LinkedHashMap;
import java.util.Map;

import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;
import roundhouse.api.view.PlayerView;

/**
 * Names, colours and money a chart takes from the game's state.
 *
 * @param currency how the title writes an amount, {@code %s} for it ({@code "%s SFR"}, {@code "L.%s"})
 */
record ChartInputs(Map<String, String> playerNames, Map<String, Color> colors, String currency) {
    /** A fixed palette for players, who have no colours of their own. */
    private static final Color[] PLAYER_COLORS = { new Color(31, 119, 180), new Color(255, 127, 14),
            new Color(44, 160, 44), new Color(214, 39, 40), new Color(148, 103, 189), new Color(140, 86, 75),
            new Color(227, 119, 194), new Color(127, 127, 127) };

    /** The colour of the player in seat {@code seat} (from 0): the same in every chart of the game. */
    static Color playerColor(int seat) {
        return PLAYER_COLORS[seat % PLAYER_COLORS.length];
    }

    static ChartInputs of(GameState state) {
        Map<String, String> names = new LinkedHashMap<>();
        Map<String, Color> colors = new LinkedHashMap<>();
        int i = 0;
        for (PlayerView p : state.players()) {
            names.put(p.id(), p.name());
            colors.put(p.name(), playerColor(i++));
        }
        for (CompanyView c : state.companies()) {
            Color color = HistoryCharts.color(c.color());
            if (color != null) {
                colors.put(c.id(), color);
            }
        }
        return new ChartInputs(names, colors, state.currency());
    }
}
