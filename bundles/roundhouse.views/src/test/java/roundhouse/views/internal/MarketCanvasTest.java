package roundhouse.views.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.junit.jupiter.api.Test;

import roundhouse.api.view.MarketView;

class MarketCanvasTest {
    /** 1854's printed market: every row starts half a cell left of the row above (x = column - row/2). */
    @Test
    void hexMarketsShiftEachRowHalfACellLeftOfTheOneAbove() {
        List<MarketView.Cell> cells = List.of(new MarketView.Cell(0, 2, 93, "normal", true),
                new MarketView.Cell(1, 2, 87, "normal", true), new MarketView.Cell(2, 2, 82, "normal", true));
        MarketView hex = new MarketView(MarketView.Layout.HEX, cells, List.of());
        int w = MarketCanvas.CELL_W;
        assertEquals(new Point(2 * w + w, 0), MarketCanvas.origin(hex, 0, 2));
        assertEquals(new Point(2 * w + w / 2, MarketCanvas.CELL_H), MarketCanvas.origin(hex, 1, 2));
        assertEquals(new Point(2 * w, 2 * MarketCanvas.CELL_H), MarketCanvas.origin(hex, 2, 2), "the last row is not shifted");
        assertEquals(new Point(3 * w + w + 1, 3 * MarketCanvas.CELL_H + 1), MarketCanvas.extent(hex));
        MarketView grid = new MarketView(MarketView.Layout.GRID, cells, List.of());
        assertEquals(new Point(2 * w, MarketCanvas.CELL_H), MarketCanvas.origin(grid, 1, 2));
    }

    /**
     * 1854's red line: down the left edge of each row's first split cell (93 | 97 above, 91 | 95
     * below, half a cell further left) and along the row boundary between them, never through a cell.
     */
    @Test
    void theRedLineRunsLeftOfTheSplitCellsRowByRow() {
        List<MarketView.Cell> cells = List.of(new MarketView.Cell(0, 2, 93, "normal", true),
                new MarketView.Cell(0, 3, 97, "split", false), new MarketView.Cell(0, 4, 101, "split", false),
                new MarketView.Cell(1, 3, 91, "normal", false), new MarketView.Cell(1, 4, 95, "split", false),
                new MarketView.Cell(2, 4, 89, "normal", false));
        MarketView hex = new MarketView(MarketView.Layout.HEX, cells, List.of());
        int w = MarketCanvas.CELL_W;
        int h = MarketCanvas.CELL_H;
        List<int[]> line = MarketCanvas.splitLine(hex, 0);
        int x0 = MarketCanvas.origin(hex, 0, 3).x;
        int x1 = MarketCanvas.origin(hex, 1, 4).x;
        assertEquals(3 * w + w, x0);
        assertEquals(4 * w + w / 2, x1);
        assertEquals(List.of(List.of(x0, 0, x0, h), List.of(x0, h, x1, h), List.of(x1, h, x1, 2 * h)),
                line.stream().map(l -> List.of(l[0], l[1], l[2], l[3])).toList());
        assertEquals(List.of(), MarketCanvas.splitLine(new MarketView(MarketView.Layout.GRID,
                List.of(new MarketView.Cell(0, 0, 50, "yellow", false)), List.of()), 0), "no split, no line");
    }

    @Test
    void extentCoversEveryCell() {
        MarketView line = new MarketView(MarketView.Layout.LINE,
                List.of(new MarketView.Cell(0, 0, 50, "normal", false), new MarketView.Cell(0, 9, 200, "normal", true)),
                List.of());
        assertEquals(new Point(10 * MarketCanvas.CELL_W + 1, MarketCanvas.CELL_H + 1), MarketCanvas.extent(line));
    }

    @Test
    void theWholeMarketFitsTheViewDownToHalfSize() {
        Point market = new Point(1400, 500);
        assertEquals(1.0, MarketCanvas.fitScale(market, 1600, 900));
        assertEquals(0.7, MarketCanvas.fitScale(market, 980, 900), 1e-9);
        assertEquals(0.5, MarketCanvas.fitScale(market, 300, 900), "below half size the scrollbars take over");
        assertEquals(1.0, MarketCanvas.fitScale(market, 0, 0), "not laid out yet");
    }

    @Test
    void tokensOnACellKeepTheirArrivalOrder() {
        MarketView m = new MarketView(MarketView.Layout.GRID, List.of(new MarketView.Cell(3, 4, 67, "normal", true)),
                List.of(new MarketView.Token("NYC", 3, 4, 1), new MarketView.Token("PRR", 3, 4, 0),
                        new MarketView.Token("B&O", 2, 4, 0)));
        assertEquals(List.of("PRR", "NYC"), MarketCanvas.tokensAt(m, 3, 4));
    }

    @Test
    void tokenLabelsFitThreeLetters() {
        assertEquals("B&O", MarketCanvas.label("B&O"));
        assertEquals("NYNH", MarketCanvas.label("NYNH"));
        assertEquals("KKSt", MarketCanvas.label("KK-Sta"));
        assertEquals("PRR", MarketCanvas.label("PRR"));
    }

    @Test
    void zonesHaveDistinctColoursAndCompanyColoursParse() {
        assertNotEquals(MarketCanvas.zoneColor("yellow"), MarketCanvas.zoneColor("brown"));
        assertEquals(new RGB(255, 0, 16), MarketCanvas.parse("#ff0010", null));
        assertEquals(new RGB(1, 2, 3), MarketCanvas.parse("red", new RGB(1, 2, 3)));
    }

    /** A one-row market (18Mag's 29 cells) wraps to the view's width: read left to right, row by row. */
    @Test
    void aOneRowMarketWrapsToTheWidth() {
        List<MarketView.Cell> cells = new java.util.ArrayList<>();
        for (int c = 0; c < 29; c++) {
            cells.add(new MarketView.Cell(0, c, 55 + 5 * c, "normal", false));
        }
        MarketView line = new MarketView(MarketView.Layout.LINE, cells, List.of());
        int perRow = MarketCanvas.perRow(line, 10 * MarketCanvas.CELL_W + 20);
        assertEquals(10, perRow);
        assertEquals(new Point(5 * MarketCanvas.CELL_W, 2 * MarketCanvas.CELL_H), MarketCanvas.origin(line, 0, 25, perRow));
        assertEquals(new Point(10 * MarketCanvas.CELL_W + 1, 3 * MarketCanvas.CELL_H + 1), MarketCanvas.extent(line, perRow));
        assertEquals(0, MarketCanvas.perRow(new MarketView(MarketView.Layout.GRID, cells, List.of()), 600), "grids never wrap");
    }
}
