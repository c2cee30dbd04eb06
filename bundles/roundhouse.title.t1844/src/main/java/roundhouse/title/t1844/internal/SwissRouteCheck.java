package roundhouse.title.t1844.internal;

import java.util.List;
import java.util.Map;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.BoardAreas;
import roundhouse.engine.map.RouteCheck;
import roundhouse.engine.map.RouteView;
import roundhouse.engine.map.RunContext;

/**
 * 1844's route pricing: a mountain hex pays what the board placed on it shows for the current phase
 * colour (RB IV: 10/20/50/80, 10/40/50/60 or 10/50/80/10; without a board nothing); a route through a
 * tunnel earns 10 more at each of its stops (RB V). (A route passing a Furka-Oberalp hex that also
 * holds a tunnel counts as through the tunnel until the FO line is built.)
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

    SwissRouteCheck(Board board, Map<String, String> boards, Map<String, Map<String, Integer>> revenues,
            Map<String, String> tunnels) {
        super(board);
        this.boards = boards;
        this.revenues = revenues;
        this.tunnels = tunnels;
    }

    /** The areas of an 1844 board whose route check reads these placed boards. */
    static BoardAreas areas(Map<String, String> boards, Map<String, Map<String, Integer>> revenues,
            Map<String, String> tunnels) {
        return new BoardAreas() {
            @Override
            public RouteCheck routeCheck(Board board) {
                return new SwissRouteCheck(board, boards, revenues, tunnels);
            }
        };
    }

    @Override
    protected int routeBonus(RouteView route, RunContext run) {
        int sum = super.routeBonus(route, run);
        for (String hex : route.stopHexes()) {
            String board = boards.get(hex);
            if (board != null) {
                sum += value(revenues.get(board), run.rules().phaseColors());
            }
        }
        for (String hex : tunnels.keySet()) {
            // RB V: through a tunnel (stops on both sides) every stop of the route earns 10 more, once per route
            if (route.passedHexes().contains(hex)) {
                sum += TUNNEL_BONUS * route.stopHexes().size();
                break;
            }
        }
        return sum;
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
