package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.BoardAreas;
import roundhouse.engine.map.LayRules;
import roundhouse.engine.map.Reach;
import roundhouse.engine.map.RouteRules;
import roundhouse.engine.map.TileLay;

/**
 * Digest 6.3: locals build only on the local board, majors and AGs only on the main board; a route
 * graph holds only the company's board's stops.
 */
class TwoBoardsReachTest {
    private static final Set<String> LOCALS = Set.of("1", "2", "3", "4", "5", "6");
    private static final LayRules YELLOW = LayRules.normal(Set.of("yellow"));

    private static Board board() {
        Board b = new Board(BoardDataTest.MAP, new BoardAreas() {
            @Override
            public Reach reach(Board board) {
                return new TwoBoardsReach(board, LOCALS);
            }
        });
        b.placeHomeToken("4", "J32", 0); // Steyr, local board
        b.placeHomeToken("KR", "C17", 0); // Linz, main board
        return b;
    }

    private static Set<String> boardsOfLays(Board b, String company, LayRules rules) {
        Set<String> out = new TreeSet<>();
        b.legalLays(company, rules).forEach(l -> out.add(BoardDataTest.MAP.boardOf(l.hex())));
        return out;
    }

    @Test
    void localsBuildOnTheirBoardAndMajorsOnTheirs() {
        Board b = board();
        // the homes need their yellow city first; anywhere free, by rule, to see which board each may use
        LayRules anywhere = LayRules.special(Set.of("yellow"), null, null, true);
        assertEquals(Set.of("local"), boardsOfLays(b, "4", anywhere));
        assertEquals(Set.of("main"), boardsOfLays(b, "KR", anywhere));
        assertEquals(Set.of("main"), boardsOfLays(b, "A", anywhere));
        String why = b.checkLay("KR", new TileLay("J34", "57-0", 0), anywhere);
        assertTrue(why != null && why.contains("St. Pölten/Steyr"), why);
        why = b.checkLay("4", new TileLay("C17", "57-0", 0), anywhere);
        assertTrue(why != null && why.contains("Austria"), why);
        // Steyr's yellow city, then the local network reaches Amstetten's hex next door
        b.lay("4", new TileLay("J32", "57-0", 1), anywhere);
        assertTrue(b.legalLays("4", YELLOW).stream().anyMatch(l -> l.hex().equals("J34")));
        assertFalse(b.legalLays("KR", YELLOW).stream().anyMatch(l -> BoardDataTest.MAP.boardOf(l.hex()).equals("local")));
    }

    @Test
    void routeGraphsHoldOnlyTheirBoardsStops() {
        Board b = board();
        LayRules anywhere = LayRules.special(Set.of("yellow"), null, null, true);
        b.lay("4", new TileLay("J32", "57-0", 1), anywhere); // Steyr W-E: to J30 and Amstetten
        b.lay("KR", new TileLay("C17", "57-1", 1), anywhere); // Linz W-E: to C15 and C19
        List<String> yellow = List.of("yellow");
        List<String> local = b.routeGraph("4", new RouteRules(yellow)).stops().stream().map(s -> s.hex()).toList();
        List<String> main = b.routeGraph("KR", new RouteRules(yellow)).stops().stream().map(s -> s.hex()).toList();
        assertTrue(local.contains("J32") && local.stream().allMatch(h -> BoardDataTest.MAP.boardOf(h).equals("local")), local.toString());
        assertTrue(main.contains("C17") && main.stream().allMatch(h -> BoardDataTest.MAP.boardOf(h).equals("main")), main.toString());
    }
}
