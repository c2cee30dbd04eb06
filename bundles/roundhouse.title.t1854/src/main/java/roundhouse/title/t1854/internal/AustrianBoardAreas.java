package roundhouse.title.t1854.internal;

import java.util.Map;
import java.util.Set;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.BoardAreas;
import roundhouse.engine.map.Reach;
import roundhouse.engine.map.RouteCheck;
import roundhouse.engine.map.TileLays;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.TitleData;

/**
 * The rule areas of an 1854 board: who may use which of the two boards ({@link TwoBoardsReach}: the locals
 * only the St. Pölten/Steyr board, the majors and AGs only the Austria board, asked for every lay, token
 * and route), tunnels and the tiles around them with the AG's green home lay ({@link AgHomeLays} on
 * {@link AustrianTileLays}), the route rules ({@link AustrianRouteCheck}). The route check reads the game it belongs to (who owns which
 * mountain railway); a board made before its game, or without one, sees no owners until
 * {@link #attach} tells it the game.
 */
final class AustrianBoardAreas implements BoardAreas {
    private final Set<String> locals = new java.util.HashSet<>();
    private Game game;

    /** The areas for a title whose local railways are companies.json type {@code local}. */
    AustrianBoardAreas(TitleData data) {
        for (TitleData.CorporationDef c : data.corporations()) {
            if (AustrianGame.LOCAL.equals(c.kind())) {
                locals.add(c.sym());
            }
        }
    }

    /** The game whose board these areas rule (set once, right after the game is made). */
    void attach(Game g) {
        this.game = g;
    }

    @Override
    public Reach reach(Board board) {
        return new TwoBoardsReach(board, locals);
    }

    @Override
    public TileLays lays(Board board) {
        return new AgHomeLays(board);
    }

    @Override
    public RouteCheck routeCheck(Board board) {
        return new AustrianRouteCheck(board, this::hexBonuses);
    }

    private Map<String, Integer> hexBonuses(String company) {
        return game == null || game.corporation(company) == null ? Map.of() : MountainRailways.hexBonuses(game, company);
    }
}
