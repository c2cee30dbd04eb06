package roundhouse.title.t18mag.internal;

import java.util.Set;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.BoardAreas;
import roundhouse.engine.map.RouteCheck;
import roundhouse.engine.map.TileLays;

/** 18Mag's board rules where they differ from the engine's. */
final class MagBoard {
    private MagBoard() {
    }

    /** The board areas of an 18Mag game whose corporations (not minors) have these ids. */
    static BoardAreas areas(Set<String> corporations) {
        return new BoardAreas() {
            @Override
            public TileLays lays(Board board) {
                return new Lays(board);
            }

            @Override
            public RouteCheck routeCheck(Board board) {
                return new MagRouteCheck(board, corporations);
            }
        };
    }

    /**
     * A minor's home station on a bare two-city hex goes to the yellow tile's first city, the one its
     * track leads to (tile L32; as 18xx.games plays it).
     */
    private static final class Lays extends TileLays {
        Lays(Board board) {
            super(board);
        }

        @Override
        protected int cityForTokensOfBareCity(int oldCity, int newCities) {
            return 0;
        }
    }
}
