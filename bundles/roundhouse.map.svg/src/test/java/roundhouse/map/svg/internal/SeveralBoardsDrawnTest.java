package roundhouse.map.svg.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.api.map.MapStyle;
import roundhouse.api.view.BoardView;
import roundhouse.api.view.HexView;
import roundhouse.api.view.MapView;

/**
 * A map of several boards is drawn as several boards: each in a frame with its name above it, and a
 * board whose hexes share the first board's rows is moved beside or below it, whichever keeps the
 * picture smaller (1854: the local railways' board St. Pölten/Steyr, rows I-M, touches the corner of
 * the main board, rows A-I).
 */
class SeveralBoardsDrawnTest {
    /** A main board of rows A-C and a "local" board of rows C-E, further right, sharing row C. */
    static MapView twoBoards() {
        List<HexView> hexes = new ArrayList<>();
        for (int row = 0; row < 5; row++) {
            for (int col = row % 2; col < 14; col += 2) {
                boolean local = row >= 2 && col >= 8;
                boolean main = row <= 2 && col < 8;
                if (local || main) {
                    String coord = (char) ('A' + row) + String.valueOf(col + 1);
                    hexes.add(new HexView(coord, col, row, null, "white", null, 0, null, null, 0, List.of(), List.of(),
                            List.of(), false, local ? "local" : "main"));
                }
            }
        }
        return new MapView("pointy", hexes, List.of(new BoardView("main", "Österreich"), new BoardView("local", "St. Pölten/Steyr")));
    }

    @Test
    void eachBoardHasAFrameAndItsNameAndTheyDoNotOverlap() {
        MapView map = twoBoards();
        HexGrid grid = new HexGrid(map);
        assertEquals(2, grid.boards.size());
        HexGrid.BoardBox main = grid.boards.get(0);
        HexGrid.BoardBox local = grid.boards.get(1);
        assertEquals("Österreich", main.name());
        assertEquals("St. Pölten/Steyr", local.name());
        // the boards lie apart: a gap beside, or a gap and the name's room between them
        boolean beside = local.x() >= main.x() + main.w() + HexGrid.BOARD_GAP - 1e-6;
        boolean below = local.y() >= main.y() + main.h() + HexGrid.BOARD_GAP + HexGrid.BOARD_LABEL - 1e-6;
        assertTrue(beside || below, main + " / " + local);
        // here beside is smaller: the local board goes to the right of the main one
        assertTrue(beside, main + " / " + local);
        // every hex stays inside its board's box, and the picture holds both
        for (HexView h : map.hexes()) {
            HexGrid.BoardBox box = h.board().equals("local") ? local : main;
            double[] p = grid.centre(h.coord());
            assertTrue(p[0] > box.x() && p[0] < box.x() + box.w() && p[1] > box.y() && p[1] < box.y() + box.h(), h.coord());
            assertEquals(h.coord(), grid.hexAt(p[0], p[1]));
        }
        assertTrue(grid.height >= local.y() + local.h() && main.y() - HexGrid.BOARD_LABEL >= 0);
        String svg = new SvgMapRenderer().toSvg(map, MapStyle.PLAIN);
        assertTrue(svg.contains("id=\"board-main\"") && svg.contains("id=\"board-local\""), "frames");
        assertTrue(svg.contains(">Österreich</text>") && svg.contains(">St. Pölten/Steyr</text>"), "names");
    }

    @Test
    void aMapOfOneBoardHasNoFrame() {
        MapView one = SvgMapRendererTest.flat();
        assertTrue(new HexGrid(one).boards.isEmpty());
        assertTrue(!new SvgMapRenderer().toSvg(one, MapStyle.PLAIN).contains("id=\"boards\""));
    }
}
