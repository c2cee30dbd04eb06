package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** A title replaces one rule area of the board through {@link BoardAreas}; copies keep the replacement. */
class BoardAreasTest {
    /** A title's lay rule: tile 57 never goes on B4 (stands for any upgrade exception in code). */
    static final class NoFiftySeven extends TileLays {
        NoFiftySeven(Board board) {
            super(board);
        }

        @Override
        protected Refusal upgradeRule(String hex, TileDef old, int ro, TileDef neu, int rn) {
            return neu.name().equals("57") ? Refusal.written("title rule: no 57 on " + hex) : super.upgradeRule(hex, old, ro, neu, rn);
        }
    }

    @Test
    void aReplacedUpgradeRuleDecidesLaysOnTheBoardAndItsCopies() {
        MapDefinition def = MapDefinition.load("t", TestBoards.ringMap("white", "city", null), "{\"tiles\":{\"57\":2}}");
        BoardAreas areas = new BoardAreas() {
            @Override
            public TileLays lays(Board board) {
                return new NoFiftySeven(board);
            }
        };
        TileLay lay = new TileLay("B4", "57-0", 0);
        assertNull(new Board(def).checkLay("X", lay, TestBoards.special()));
        Board board = new Board(def, areas);
        assertEquals("tile #57 on B4: title rule: no 57 on B4", board.checkLay("X", lay, TestBoards.special()));
        assertEquals("tile #57 on B4: title rule: no 57 on B4", board.copy().checkLay("X", lay, TestBoards.special()));
    }
}
