package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * A market whose cells some corporations may not enter ({@link StockMarket#mayEnter}; 1844's regionals
 * and the t cells): such a cell is an edge to them, so paying out against it moves them up.
 */
class BarredCellsTest {
    /** Bars the cells of zone "t" to corporations of kind "regional". */
    static final class Barred extends StockMarket {
        Barred(List<List<String>> rows) {
            super(Layout.GRID, cells(rows));
        }

        @Override
        protected boolean mayEnter(Corporation corporation, SharePrice cell) {
            return !("regional".equals(corporation.kind()) && cell.zone().contains("t"));
        }
    }

    @Test
    void aBarredCellIsAnEdgeOnlyToThoseItBars() {
        StockMarket m = new Barred(List.of(List.of("100", "110", "120t"), List.of("90", "100", "110t")));
        Corporation regional = new Corporation("R", "R", "regional", List.of(0), null, -1, 60, java.util.Map.of());
        Corporation major = new Corporation("M", "M", "major", List.of(0), null, -1, 60, java.util.Map.of());
        m.place(regional, m.cell(1, 1));
        m.place(major, m.cell(1, 1));
        m.moveRight(regional);
        m.moveRight(major);
        assertEquals(0, regional.sharePrice().row(), "against the t cell: up");
        assertEquals(110, regional.sharePrice().price());
        assertEquals(110, major.sharePrice().price());
        assertEquals(1, major.sharePrice().row(), "right into the t cell");
        m.moveRight(regional);
        assertEquals(110, regional.sharePrice().price(), "top row, next to a t cell: it stays");
    }
}
