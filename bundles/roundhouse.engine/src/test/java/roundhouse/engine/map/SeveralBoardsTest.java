package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.view.HexView;

/**
 * Several boards in one map ({@code map.json} {@code boards}): each hex has a board id, the view
 * shows it, and a title's access rule ({@link Reach#mayUse}) keeps companies off boards they may not
 * use, in reach, lays and the route check (1854: the local railways' board).
 *
 * <p>B4 (main board) is a yellow two-slot city with track east to B6, a gray city on the "local"
 * board with track west; A5 (local) is blank. Company M may not use the local board, L may.
 */
class SeveralBoardsTest {
    private static final String MAP = "{\"layout\":\"pointy\",\"hexes\":{"
            + "\"white\":[{\"coords\":[\"A3\",\"A5\",\"B2\",\"C3\",\"C5\"],\"code\":\"\"}],"
            + "\"yellow\":[{\"coords\":[\"B4\"],\"code\":\"city=revenue:20,slots:2;path=a:_0,b:4;path=a:_0,b:3\"}],"
            + "\"gray\":[{\"coords\":[\"B6\"],\"code\":\"city=revenue:30;path=a:1,b:_0\"}]},"
            + "\"boards\":{\"local\":[\"B6\",\"A5\"]}}";

    static final class LocalBoardClosedToM extends Reach {
        LocalBoardClosedToM(Board board) {
            super(board);
        }

        @Override
        protected boolean mayUse(String company, String boardId) {
            return !(company.equals("M") && boardId.equals("local"));
        }
    }

    private static Board board() {
        Board b = new Board(MapDefinition.load("t", MAP, "{\"tiles\":{\"7\":2}}"), new BoardAreas() {
            @Override
            public Reach reach(Board board) {
                return new LocalBoardClosedToM(board);
            }
        });
        b.placeHomeToken("M", "B4", 0);
        b.placeHomeToken("L", "B4", 0);
        return b;
    }

    @Test
    void eachHexHasItsBoardInTheView() {
        Board b = board();
        assertEquals("local", b.boardAt("B6"));
        assertEquals("main", b.boardAt("B4"));
        List<HexView> hexes = b.view(new RouteRules(List.of("yellow"))).hexes();
        assertEquals("local", hexes.stream().filter(h -> h.coord().equals("A5")).findFirst().orElseThrow().board());
    }

    @Test
    void theAccessRuleKeepsACompanyOffABoard() {
        Board b = board();
        LayRules yellow = LayRules.normal(Set.of("yellow"));
        // A5 (NE of B4) is reached over B4's edge 3 by L only.
        assertTrue(b.legalLays("L", yellow).stream().anyMatch(l -> l.hex().equals("A5")));
        assertFalse(b.legalLays("M", yellow).stream().anyMatch(l -> l.hex().equals("A5")));
        String why = b.checkLay("M", new TileLay("A5", "7-0", 0), TestBoards.special());
        assertTrue(why != null && why.contains("local board"), why);
        assertEquals(2, b.routeGraph("L", new RouteRules(List.of("yellow"))).stops().size());
        assertEquals(1, b.routeGraph("M", new RouteRules(List.of("yellow"))).stops().size());
        RecordedRoute run = new RecordedRoute("2-0", List.of(List.of("B4", "B6")), List.of("B4", "B6"), List.of(), 50);
        RunResult l = b.checkRun("L", List.of(run), id -> TrainSpec.stops(id, 2), new RouteRules(List.of("yellow")));
        assertNull(l.error());
        assertEquals(50, l.total());
        RunResult m = b.checkRun("M", List.of(run), id -> TrainSpec.stops(id, 2), new RouteRules(List.of("yellow")));
        assertTrue(m.error() != null && m.error().contains("local board"), m.error());
    }

    @Test
    void aHexOnTwoBoardsFailsTheLoad() {
        MapDataException e = assertThrows(MapDataException.class, () -> MapDefinition.load("t",
                MAP.replace("\"boards\":{\"local\":[\"B6\",\"A5\"]}", "\"boards\":{\"a\":[\"B6\"],\"b\":[\"B6\"]}"),
                "{\"tiles\":{}}"));
        assertEquals("map.json: $.boards.b[0]: hex B6 is already on board a", e.getMessage());
    }
}
