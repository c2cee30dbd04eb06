package roundhouse.title.t1854.internal;

import java.util.Set;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.BoardAreas;
import roundhouse.engine.map.Reach;
import roundhouse.engine.map.TileLays;
import roundhouse.engine.spi.TitleData;

/**
 * The board areas of 1854: who may use which of the two boards ("Lokalbahnen", "Streckenbau"; the
 * locals only the St. Pölten/Steyr board, the majors and AGs only the Austria board,
 * {@link TwoBoardsReach}, asked for every lay, token and route), and the lays with the AG's green home
 * lay on an empty Steyr or Sankt Pölten ({@link AgHomeLays}).
 */
final class LocalBoard {
    /** map.json id of the local railways' board. */
    static final String LOCAL_BOARD = TwoBoardsReach.LOCAL_BOARD;

    private LocalBoard() {
    }

    /** The board areas of a game whose local railways have these ids (companies.json type {@code local}). */
    static BoardAreas areas(TitleData data) {
        Set<String> locals = new java.util.HashSet<>();
        for (TitleData.CorporationDef c : data.corporations()) {
            if (AustrianGame.LOCAL.equals(c.kind())) {
                locals.add(c.sym());
            }
        }
        return new BoardAreas() {
            @Override
            public Reach reach(Board board) {
                return new TwoBoardsReach(board, locals);
            }

            @Override
            public TileLays lays(Board board) {
                return new AgHomeLays(board);
            }
        };
    }
}
