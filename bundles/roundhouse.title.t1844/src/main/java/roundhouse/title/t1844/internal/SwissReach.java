package roundhouse.title.t1844.internal;

import java.util.Set;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.Reach;

/**
 * RB VIII: the regionals' trains may not run to the red off-board areas ("Die Regionalzüge dürfen
 * keine roten Fernverbindungen anfahren"), and those areas give them no route that would oblige
 * them to own a train; so the red hexes lie outside a regional's network (18xx.games does the same
 * by skipping their paths in the regionals' graph).
 */
final class SwissReach extends Reach {
    private final Set<String> regionals;

    SwissReach(Board board, Set<String> regionals) {
        super(board);
        this.regionals = regionals;
    }

    @Override
    public boolean mayUseHex(String company, int h) {
        return !(regionals.contains(company) && "red".equals(printedColor(h))) && super.mayUseHex(company, h);
    }
}
