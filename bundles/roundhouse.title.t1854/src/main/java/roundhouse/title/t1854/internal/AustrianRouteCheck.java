package roundhouse.title.t1854.internal;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.RouteCheck;
import roundhouse.engine.map.RouteView;
import roundhouse.engine.map.RunContext;
import roundhouse.engine.map.TrainSpec;

/**
 * 1854's route rules beyond the engine's ("4. Betrieb der Loks", "Einfahrergebnis berechnen"):
 * <ul>
 * <li>off-boards are terminals, but the Orient Express (80x, the express train) runs on through Zürich
 *     and Budapest on its way to or from Paris and Konstantinopel, which only it may use (A-14; the other
 *     trains are barred from those two by trains.json {@code barred_hexes});</li>
 * <li>customs: a route on the track with the customs sign on D12, the corridor Kufstein &amp; Wörgl
 *     (E11) - D14, earns 10 less (A-17; the München stop itself, reached from Salzburg, is not taxed);</li>
 * <li>a hex bonus of a mountain railway (P3: Graz +10) for the companies of its owner ({@link MountainRailways}).</li>
 * </ul>
 * Wien once per route, Zürich's two stops and Budapest's two hexes as one place each are map groups
 * ({@code groups:} in map.json and tiles.json), which the engine keeps once per route.
 */
final class AustrianRouteCheck extends RouteCheck {
    /** The off-boards the Orient Express may run through: Zürich, Budapest's two hexes. */
    static final Set<String> THROUGH = Set.of("E1", "D28", "E27");
    /** The hex of the customs sign: its through track, not its stop, is taxed. */
    static final String CUSTOMS_HEX = "D12";
    /** "Nutzt man die Strecke mit einem Zollzeichen auf D12, muss man 10 G ... abziehen." */
    static final int CUSTOMS = 10;

    /** The hex bonuses a company's routes earn now (its director's open mountain railways), by hex. */
    private final Function<String, Map<String, Integer>> hexBonuses;

    AustrianRouteCheck(Board board, Function<String, Map<String, Integer>> hexBonuses) {
        super(board);
        this.hexBonuses = hexBonuses;
    }

    @Override
    protected boolean passesOffboard(TrainSpec train, String hex) {
        return train.express() && THROUGH.contains(hex);
    }

    @Override
    protected boolean offboardPassable(String hex) {
        return THROUGH.contains(hex);
    }

    @Override
    protected int routeBonus(RouteView route, RunContext run) {
        int sum = super.routeBonus(route, run);
        if (usesCustomsTrack(route)) {
            sum -= CUSTOMS;
        }
        Map<String, Integer> bonuses = hexBonuses.apply(route.company());
        for (Map.Entry<String, Integer> b : bonuses.entrySet()) {
            if (route.stopHexes().contains(b.getKey())) {
                sum += b.getValue();
            }
        }
        return sum;
    }

    /**
     * Whether the route runs through D12 on its track from E11 to D14: D12 inside a connection (a stop
     * on D12, München, is always a connection's end, as an off-board is never passed).
     */
    static boolean usesCustomsTrack(RouteView route) {
        for (List<String> c : route.connections()) {
            for (int k = 1; k + 1 < c.size(); k++) {
                if (CUSTOMS_HEX.equals(c.get(k))) {
                    return true;
                }
            }
        }
        return false;
    }
}
