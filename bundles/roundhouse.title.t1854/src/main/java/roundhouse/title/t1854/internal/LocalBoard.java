package roundhouse.title.t1854.internal;

import java.util.Set;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.BoardAreas;
import roundhouse.engine.map.Reach;
import roundhouse.engine.map.TileLays;
import roundhouse.engine.spi.TitleData;

/**
 * Who may use which of the two boards ("Lokalbahnen", "Streckenbau"): the local railways 1-6 build,
 * place stations and run only on the St. Pölten/Steyr board ({@code map.json} board {@code local});
 * the majors and the Lokalbahn AGs only on the Austria board ({@code main}). The lays also know the
 * AG's green home lay on an empty Steyr or Sankt Pölten ({@link AgHomeLays}). The engine asks the
 * reach for every lay, token and route, so one answer here closes the other board everywhere.
 */
final class LocalBoard {
    /** map.json id of the local railways' board. */
    static final String LOCAL_BOARD = "local";
    /** map.json id of the Austria board. */
    static final String MAIN_BOARD = "main";

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
                return new Access(board, Set.copyOf(locals));
            }

            @Override
            public TileLays lays(Board board) {
                return new AgHomeLays(board);
            }
        };
    }

    /** Whether a company (by id) may use a board: locals the local board, everyone else the main board. */
    static boolean mayUse(Set<String> locals, String company, String boardId) {
        return locals.contains(company) == LOCAL_BOARD.equals(boardId);
    }

    private static final class Access extends Reach {
        private final Set<String> locals;

        Access(Board board, Set<String> locals) {
            super(board);
            this.locals = locals;
        }

        @Override
        protected boolean mayUse(String company, String boardId) {
            return LocalBoard.mayUse(locals, company, boardId);
        }
    }
}
