package roundhouse.title.t1854.internal;

import java.util.Set;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.Reach;

/**
 * 1854's two boards (rulebook "Gleisteile legen"; digest 6.3): the local railways build, token and run
 * only on their own board (St. Pölten/Steyr, map.json board {@code local}); the majors and the
 * Lokalbahn AGs only on the Austria board ({@code main}). Reach, lays, tokens, the optimiser's graph
 * and the route check all ask {@link #mayUse}. A title's {@code BoardAreas.reach} returns it.
 */
public class TwoBoardsReach extends Reach {
    /** The board id of the local railways' board in map.json. */
    public static final String LOCAL_BOARD = "local";

    private final Set<String> locals;

    /**
     * @param locals the ids of the local railways (companies.json {@code type: local})
     */
    public TwoBoardsReach(Board board, Set<String> locals) {
        super(board);
        this.locals = Set.copyOf(locals);
    }

    @Override
    protected boolean mayUse(String company, String boardId) {
        return locals.contains(company) == LOCAL_BOARD.equals(boardId);
    }
}
