package roundhouse.title.t1854.internal;

import java.util.Map;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.BoardAreas;
import roundhouse.engine.map.RouteCheck;
import roundhouse.engine.map.TileLays;
import roundhouse.engine.spi.Game;

/**
 * The rule areas of an 1854 board: tunnels and the tiles around them ({@link AustrianTileLays}), the
 * route rules ({@link AustrianRouteCheck}). The route check reads the game it belongs to (who owns which
 * mountain railway); a board made before its game, or without one, sees no owners until
 * {@link #attach} tells it the game.
 */
final class AustrianBoardAreas implements BoardAreas {
    private Game game;

    /** The game whose board these areas rule (set once, right after the game is made). */
    void attach(Game g) {
        this.game = g;
    }

    @Override
    public TileLays lays(Board board) {
        return new AustrianTileLays(board);
    }

    @Override
    public RouteCheck routeCheck(Board board) {
        return new AustrianRouteCheck(board, this::hexBonuses);
    }

    private Map<String, Integer> hexBonuses(String company) {
        return game == null || game.corporation(company) == null ? Map.of() : MountainRailways.hexBonuses(game, company);
    }
}
