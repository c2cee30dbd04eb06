package roundhouse.title.t1844.internal;

import java.util.List;
import java.util.Map;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.BoardAreas;
import roundhouse.engine.map.RouteCheck;
import roundhouse.engine.map.RouteView;
import roundhouse.engine.map.RunContext;

/**
 * 1844's route pricing (RB IV): a mountain hex pays what the board placed on it shows for the
 * current phase colour (10/20/50/80, 10/40/50/60 or 10/50/80/10); without a board it pays nothing.
 */
class SwissRouteCheck extends RouteCheck {
    /** Boards placed, by hex (the game's, shared with {@link SwissGame}). */
    private final Map<String, String> boards;
    /** Board name to its revenue by phase colour (companies.json {@code boards}). */
    private final Map<String, Map<String, Integer>> revenues;

    SwissRouteCheck(Board board, Map<String, String> boards, Map<String, Map<String, Integer>> revenues) {
        super(board);
        this.boards = boards;
        this.revenues = revenues;
    }

    /** The areas of an 1844 board whose route check reads these placed boards. */
    static BoardAreas areas(Map<String, String> boards, Map<String, Map<String, Integer>> revenues) {
        return new BoardAreas() {
            @Override
            public RouteCheck routeCheck(Board board) {
                return new SwissRouteCheck(board, boards, revenues);
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
