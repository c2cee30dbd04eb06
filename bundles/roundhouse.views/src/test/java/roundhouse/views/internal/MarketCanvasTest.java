package roundhouse.views.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.junit.jupiter.api.Test;

import roundhouse.api.view.MarketView;

class MarketCanvasTest {
    @Test
    void hexMarketsShiftOddRowsByHalfACell() {
        assertEquals(new Point(2 * MarketCanvas.CELL_W, 0), MarketCanvas.origin(MarketView.Layout.HEX, 0, 2));
        assertEquals(new Point(2 * MarketCanvas.CELL_W + MarketCanvas.CELL_W / 2, MarketCanvas.CELL_H),
                MarketCanvas.origin(MarketView.Layout.HEX, 1, 2));
        assertEquals(new Point(2 * MarketCanvas.CELL_W, MarketCanvas.CELL_H),
                MarketCanvas.origin(MarketView.Layout.GRID, 1, 2));
    }

    @Test
    void extentCoversEveryCell() {
        MarketView line = new MarketView(MarketView.Layout.LINE,
                List.of(new MarketView.Cell(0, 0, 50, "normal", false), new MarketView.Cell(0, 9, 200, "normal", true)),
                List.of());
        assertEquals(new Point(10 * MarketCanvas.CELL_W + 1, MarketCanvas.CELL_H + 1), MarketCanvas.extent(line));
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
        assertEquals("BO", MarketCanvas.label("B&O"));
        assertEquals("NYN", MarketCanvas.label("NYNH"));
        assertEquals("PRR", MarketCanvas.label("PRR"));
    }

    @Test
    void zonesHaveDistinctColoursAndCompanyColoursParse() {
        assertNotEquals(MarketCanvas.zoneColor("yellow"), MarketCanvas.zoneColor("brown"));
        assertEquals(new RGB(255, 0, 16), MarketCanvas.parse("#ff0010", null));
        assertEquals(new RGB(1, 2, 3), MarketCanvas.parse("red", new RGB(1, 2, 3)));
    }
}
