package roundhouse.title.t1844.internal;

import java.util.List;
import java.util.Map;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.BoardAreas;
import roundhouse.engine.map.RouteCheck;
import roundhouse.engine.map.RouteRules;
import roundhouse.engine.map.RouteView;
import roundhouse.engine.map.RunContext;
import roundhouse.engine.map.TrainSpec;

/**
 * 1844's route rules and pricing on top of the engine's (which count H trains by hexes and let the 8E
 * pay its best stops, both from trains.json):
 * <ul>
 * <li>a mountain hex pays what the board placed on it shows for the current phase colour (RB IV:
 *     10/20/50/80, 10/40/50/60 or 10/50/80/10), also when an 8E ranks its stops;</li>
 * <li>a stop worth nothing may not be visited (RB IV: a mountain without a mountain railway "bildet
 *     keine Route"; the digest's gap filler for Torino, worth 0 in the yellow phase, as 18xx.games);</li>
 * <li>a route through a tunnel earns 10 more at each stop it counts, once however many tunnels it
 *     passes (RB V; an 8E only at the stops it is paid for);</li>
 * <li>the transit bonus of a route between opposite red off-boards ({@link TransitBonus}, RB XVI);</li>
 * <li>two off-boards of one side of the map may both be on a route (RB XV), unless {@link #SIDES_ONCE}.</li>
 * </ul>
 */
class SwissRouteCheck extends RouteCheck {
    /** Boards placed, by hex (the game's, shared with {@link SwissGame}). */
    private final Map<String, String> boards;
    /** Board name to its revenue by phase colour (companies.json {@code boards}). */
    private final Map<String, Map<String, Integer>> revenues;

    /** Tunnels built, by hex (the game's). */
    private final Map<String, String> tunnels;
    /** RB V: a train through a tunnel earns 10 more at every stop. */
    static final int TUNNEL_BONUS = 10;
    /** The track type of the tunnel tiles X78 and X79 (tiles.json). */
    static final String TUNNEL_TRACK = "narrow";
    /**
     * 18xx.games: a route uses the off-boards of each side of the map (N, S, E, W) only once (RB XV: only
     * the same off-board twice is barred; two of one side may both be on a route, without transit bonus).
     */
    static final String SIDES_ONCE = "offboard_sides_once";
    /** The map.json groups that name a side of the map rather than one off-board. */
    private static final java.util.Set<String> SIDES = java.util.Set.of("N", "S", "E", "W");
    /** Whether {@link #SIDES_ONCE} is on. */
    private final boolean sidesOnce;

    SwissRouteCheck(Board board, Map<String, String> boards, Map<String, Map<String, Integer>> revenues,
            Map<String, String> tunnels, boolean sidesOnce) {
        super(board);
        this.boards = boards;
        this.revenues = revenues;
        this.tunnels = tunnels;
        this.sidesOnce = sidesOnce;
    }

    /** The areas of an 1844 board whose route check reads these placed boards, by the rulebook. */
    static BoardAreas areas(Map<String, String> boards, Map<String, Map<String, Integer>> revenues,
            Map<String, String> tunnels) {
        return areas(boards, revenues, tunnels, java.util.Set.of());
    }

    /** The same under the game's options ({@link #SIDES_ONCE}). */
    static BoardAreas areas(Map<String, String> boards, Map<String, Map<String, Integer>> revenues,
            Map<String, String> tunnels, java.util.Set<String> options) {
        boolean sidesOnce = options.contains(SIDES_ONCE);
        return new BoardAreas() {
            @Override
            public RouteCheck routeCheck(Board board) {
                return new SwissRouteCheck(board, boards, revenues, tunnels, sidesOnce);
            }
        };
    }

    /** RB XV: a route may not hold the same off-board twice; by the rulebook two of one side it may. */
    @Override
    protected boolean groupOnce(String group) {
        return sidesOnce || !SIDES.contains(group);
    }

    /** RB IV: a mountain hex is worth its board's value for the phase (it prints nothing itself). */
    @Override
    protected int stopRevenue(String hex, int stopIndex, int printed, RouteRules rules) {
        String board = boards.get(hex);
        return board == null ? printed : printed + value(revenues.get(board), rules.phaseColors());
    }

    @Override
    protected String routeRule(RouteView route, RunContext run) {
        for (String signature : route.stops()) {
            StopFacts stop = stop(signature, run.rules());
            if (stop != null && stop.value() == 0) {
                String where = board.definition().locationName(stop.hex());
                return SwissText.get(mountainHex(stop) ? "refuse.mountainWithoutRailway" : "refuse.stopWorthNothing",
                        where == null ? stop.hex() : where);
            }
        }
        return null;
    }

    /** A gray off-board hex that would carry a mountain railway's board. */
    private boolean mountainHex(StopFacts stop) {
        return "offboard".equals(stop.kind()) && !boards.containsKey(stop.hex())
                && "gray".equals(board.definition().hexColor(stop.hex()));
    }

    @Override
    protected int routeBonus(RouteView route, RunContext run) {
        int sum = super.routeBonus(route, run) + TransitBonus.of(route.stopHexes());
        if (throughTunnel(route)) {
            // RB V: through a tunnel (stops on both sides) every counted stop earns 10 more, once per route
            sum += TUNNEL_BONUS * countedStops(route, run);
        }
        return sum;
    }

    /**
     * Whether the route passes a tunnel hex on the tunnel's own (narrow) track, not on other track of
     * the hex such as the Furka-Oberalp line's (digest §5.5, 18xx.games: a path of tunnel track).
     */
    private boolean throughTunnel(RouteView route) {
        return !tunnels.isEmpty() && !tunnelsRunThrough(route.connections()).isEmpty();
    }

    /**
     * The tunnel hexes a route's connections pass on the tunnel's own track, in route order (RB V: such a
     * run earns the bonus and activates the tunnel share; the Furka-Oberalp line's track through the same
     * hexes does neither).
     */
    List<String> tunnelsRunThrough(List<List<String>> connections) {
        List<String> out = new java.util.ArrayList<>();
        for (List<String> c : connections) {
            for (int k = 1; k + 1 < c.size(); k++) {
                if (tunnels.containsKey(c.get(k)) && TUNNEL_TRACK.equals(trackBetween(c.get(k), c.get(k - 1), c.get(k + 1)))) {
                    out.add(c.get(k));
                }
            }
        }
        return out;
    }

    /** The stops the train is paid for: all of them, an 8E's best (and, by option, its red off-boards). */
    private int countedStops(RouteView route, RunContext run) {
        TrainSpec train = route.train();
        List<String> stops = route.stops();
        if (!train.express() || train.distance() >= stops.size()) {
            return stops.size();
        }
        int[] values = new int[stops.size()];
        boolean[] tokened = new boolean[stops.size()];
        boolean[] onPaidHex = new boolean[stops.size()];
        for (int k = 0; k < values.length; k++) {
            StopFacts stop = stop(stops.get(k), run.rules());
            values[k] = stop == null ? 0 : stop.value();
            tokened[k] = stop != null && stop.tokens().contains(run.company());
            onPaidHex[k] = train.paidHexes().contains(route.stopHexes().get(k));
        }
        int n = 0;
        for (boolean paid : train.paid(values, tokened, onPaidHex)) {
            n += paid ? 1 : 0;
        }
        return n;
    }

    /** The value for the last phase colour the board lists. */
    private static int value(Map<String, Integer> byColor, List<String> phaseColors) {
        int v = 0;
        for (String color : phaseColors) {
            Integer x = byColor == null ? null : byColor.get(color);
            if (x != null) {
                v = x;
            }
        }
        return v;
    }
}
