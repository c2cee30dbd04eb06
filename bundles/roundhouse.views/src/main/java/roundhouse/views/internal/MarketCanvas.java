package roundhouse.views.internal;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

import roundhouse.api.GameSession;
import roundhouse.api.ui.ViewPart;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;
import roundhouse.api.view.MarketView;

/**
 * The stock market drawn cell by cell: grids, single lines and hex-offset rows, zone colours,
 * par cells marked, and company tokens stacked in arrival order (the first to arrive on top, as
 * on the board: it operates first).
 */
final class MarketCanvas implements ViewPart {
    static final int CELL_W = 58;
    static final int CELL_H = 46;
    /** A wrapped one-row market keeps at least this many cells a row. */
    static final int MIN_PER_ROW = 6;
    private static final int TOKEN = 18;
    /** Tokens side by side in a cell before the stack starts a new row. */
    private static final int PER_ROW = 3;

    private final Canvas canvas;
    private final Map<RGB, Color> colors = new HashMap<>();
    private GameState state;
    private org.eclipse.swt.graphics.Font tokenFont;
    /** For four-letter ids ("NYNH"), which do not fit the token in the normal size. */
    private org.eclipse.swt.graphics.Font narrowFont;

    MarketCanvas(Composite parent) {
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED | SWT.H_SCROLL | SWT.V_SCROLL);
        canvas.setData("id", "market");
        canvas.addPaintListener(e -> paint(e.gc));
        canvas.addListener(SWT.Dispose, e -> dispose());
        canvas.getHorizontalBar().addListener(SWT.Selection, e -> canvas.redraw());
        canvas.getVerticalBar().addListener(SWT.Selection, e -> canvas.redraw());
        canvas.addListener(SWT.Resize, e -> updateScrollBars());
    }

    @Override
    public Control control() {
        return canvas;
    }

    @Override
    public void show(GameSession session) {
        state = session == null ? null : session.state();
        updateScrollBars();
        canvas.redraw();
    }

    private void updateScrollBars() {
        var area = canvas.getClientArea();
        Point full = state == null || state.market() == null ? new Point(0, 0)
                : extent(state.market(), perRow(state.market(), area.width));
        double scale = fitScale(full, area.width, area.height);
        Point size = new Point((int) Math.ceil(full.x * scale), (int) Math.ceil(full.y * scale));
        canvas.getHorizontalBar().setMaximum(Math.max(size.x, 1));
        canvas.getHorizontalBar().setThumb(Math.min(area.width, Math.max(size.x, 1)));
        canvas.getVerticalBar().setMaximum(Math.max(size.y, 1));
        canvas.getVerticalBar().setThumb(Math.min(area.height, Math.max(size.y, 1)));
    }

    /**
     * How much the drawing shrinks so that the whole market shows at once (GTK's overlay
     * scrollbars hide until hovered, so cut-off columns look like a smaller market): at most 1,
     * at least 0.5 (smaller than that, the numbers are unreadable and the scrollbars take over).
     */
    static double fitScale(Point extent, int width, int height) {
        if (extent.x <= 0 || extent.y <= 0 || width <= 0 || height <= 0) {
            return 1;
        }
        double s = Math.min(1, Math.min(width / (double) extent.x, height / (double) extent.y));
        return Math.max(0.5, s);
    }

    /** The drawing's size in pixels. */
    static Point extent(MarketView market) {
        return extent(market, 0);
    }

    /** The drawing's size in pixels, a one-row market wrapped after {@code perRow} cells. */
    static Point extent(MarketView market, int perRow) {
        int cols = 0;
        int rows = 0;
        int right = 0;
        for (MarketView.Cell c : market.cells()) {
            Point o = origin(market, c.row(), c.column(), perRow);
            right = Math.max(right, o.x + CELL_W);
            rows = Math.max(rows, o.y / CELL_H + 1);
        }
        return new Point(right + 1, rows * CELL_H + 1);
    }

    /** Top-left corner of a cell. */
    static Point origin(MarketView market, int row, int column) {
        return origin(market, row, column, 0);
    }

    /**
     * Top-left corner of a cell. A one-row market ({@code LINE}) wraps after {@code perRow} cells
     * (0: never), so that its 20-30 cells show at a readable size, read left to right, row by row. A
     * {@code HEX} market is drawn as printed: each row half a cell further left than the one above
     * (1854: x = column - row/2), so the bottom row starts at the left edge.
     */
    static Point origin(MarketView market, int row, int column, int perRow) {
        if (market.layout() == MarketView.Layout.LINE && perRow > 0) {
            return new Point(column % perRow * CELL_W, (row + column / perRow) * CELL_H);
        }
        int shift = 0;
        if (market.layout() == MarketView.Layout.HEX) {
            int last = 0;
            for (MarketView.Cell c : market.cells()) {
                last = Math.max(last, c.row());
            }
            shift = (last - row) * CELL_W / 2;
        }
        return new Point(column * CELL_W + shift, row * CELL_H);
    }

    /** Cells per row of a one-row market in an area this wide (0: no wrapping, other layouts). */
    static int perRow(MarketView market, int width) {
        return market.layout() == MarketView.Layout.LINE && width > 0 ? Math.max(MIN_PER_ROW, width / CELL_W) : 0;
    }

    static RGB zoneColor(String zone) {
        return switch (zone == null ? "" : zone) {
            case "yellow" -> new RGB(250, 235, 120);
            case "orange" -> new RGB(250, 190, 100);
            case "brown" -> new RGB(190, 140, 100);
            case "closed", "red" -> new RGB(220, 100, 100);
            case "blue" -> new RGB(150, 190, 240);
            default -> new RGB(245, 245, 240);
        };
    }

    /**
     * The red line of a market with a share split (1854): it runs between the cells of zone
     * {@code split} and those left of them, down the left edge of each row's first split cell and
     * along the row boundary to the next row's, as printed. Segments {x1, y1, x2, y2} in drawing
     * coordinates; none for markets without split cells.
     */
    static List<int[]> splitLine(MarketView market, int perRow) {
        java.util.TreeMap<Integer, Point> firstSplit = new java.util.TreeMap<>();
        for (MarketView.Cell c : market.cells()) {
            if (SPLIT.equals(c.zone())) {
                Point o = origin(market, c.row(), c.column(), perRow);
                firstSplit.merge(c.row(), o, (a, b) -> a.x <= b.x ? a : b);
            }
        }
        List<int[]> segments = new java.util.ArrayList<>();
        Point above = null;
        for (Point o : firstSplit.values()) {
            if (above != null && above.x != o.x) {
                segments.add(new int[] {above.x, o.y, o.x, o.y});
            }
            segments.add(new int[] {o.x, o.y, o.x, o.y + CELL_H});
            above = o;
        }
        return segments;
    }

    /** The zone of the cells right of 1854's red line (the share split). */
    static final String SPLIT = "split";

    static RGB parse(String hex, RGB fallback) {
        if (hex == null || !hex.matches("#[0-9a-fA-F]{6}")) {
            return fallback;
        }
        int v = Integer.parseInt(hex.substring(1), 16);
        return new RGB(v >> 16 & 255, v >> 8 & 255, v & 255);
    }

    private Color color(RGB rgb) {
        return colors.computeIfAbsent(rgb, c -> new Color(canvas.getDisplay(), c));
    }

    private void paint(GC gc) {
        if (state == null || state.market() == null) {
            gc.drawText(Texts.get("market.none"), 10, 10);
            return;
        }
        MarketView market = state.market();
        var area = canvas.getClientArea();
        int perRow = perRow(market, area.width);
        double scale = fitScale(extent(market, perRow), area.width, area.height);
        org.eclipse.swt.graphics.Transform transform = null;
        if (scale < 1) {
            transform = new org.eclipse.swt.graphics.Transform(canvas.getDisplay());
            transform.scale((float) scale, (float) scale);
            gc.setTransform(transform);
        }
        int dx = (int) Math.round(-canvas.getHorizontalBar().getSelection() / scale);
        int dy = (int) Math.round(-canvas.getVerticalBar().getSelection() / scale);
        for (MarketView.Cell cell : market.cells()) {
            Point o = origin(market, cell.row(), cell.column(), perRow);
            gc.setBackground(color(zoneColor(cell.zone())));
            gc.fillRectangle(o.x + dx, o.y + dy, CELL_W, CELL_H);
            gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
            gc.setLineWidth(cell.par() ? 2 : 1);
            gc.drawRectangle(o.x + dx, o.y + dy, CELL_W, CELL_H);
            gc.setLineWidth(1);
            gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_BLACK));
            gc.drawText(String.valueOf(cell.price()), o.x + dx + 3, o.y + dy + 2, true);
        }
        gc.setForeground(color(new RGB(200, 30, 30)));
        gc.setLineWidth(4);
        gc.setLineCap(SWT.CAP_ROUND);
        for (int[] l : splitLine(market, perRow)) {
            gc.drawLine(l[0] + dx, l[1] + dy, l[2] + dx, l[3] + dy);
        }
        gc.setLineWidth(1);
        Map<String, CompanyView> companies = new HashMap<>();
        for (CompanyView c : state.companies()) {
            companies.put(c.id(), c);
        }
        if (tokenFont == null) {
            tokenFont = new org.eclipse.swt.graphics.Font(canvas.getDisplay(), "Sans", 6, SWT.BOLD);
        }
        gc.setFont(tokenFont);
        for (MarketView.Token t : market.tokens()) {
            Point o = origin(market, t.row(), t.column(), perRow);
            CompanyView c = companies.get(t.company());
            RGB fill = parse(c == null ? null : c.color(), new RGB(80, 80, 80));
            RGB text = parse(c == null ? null : c.textColor(), new RGB(255, 255, 255));
            // the first to arrive sits left in the top row of the stack
            int x = o.x + dx + 1 + (t.stackIndex() % PER_ROW) * (TOKEN + 1);
            int y = o.y + dy + CELL_H - (TOKEN + 1) * (1 + t.stackIndex() / PER_ROW);
            gc.setBackground(color(fill));
            gc.fillOval(x, y, TOKEN, TOKEN);
            gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
            gc.drawOval(x, y, TOKEN, TOKEN);
            gc.setForeground(color(text));
            String label = label(t.company());
            Point size = gc.textExtent(label);
            if (size.x > TOKEN) {
                if (narrowFont == null) {
                    narrowFont = new org.eclipse.swt.graphics.Font(canvas.getDisplay(), "Sans", 5, SWT.NORMAL);
                }
                gc.setFont(narrowFont);
                size = gc.textExtent(label);
            }
            gc.drawText(label, x + (TOKEN - size.x) / 2 + 1, y + (TOKEN - size.y) / 2 + 1, true);
            gc.setFont(tokenFont);
        }
        gc.setFont(null);
        if (transform != null) {
            gc.setTransform(null);
            transform.dispose();
        }
    }

    /**
     * A token's text: the company id as printed, "&" included (GC text has no mnemonics), up to four
     * characters ("B&O", "NYNH"); a longer id keeps its first four letters and digits.
     */
    static String label(String company) {
        if (company.length() <= 4) {
            return company;
        }
        String letters = company.replaceAll("[^A-Za-z0-9]", "");
        return letters.length() > 4 ? letters.substring(0, 4) : letters;
    }

    @Override
    public void dispose() {
        colors.values().forEach(Color::dispose);
        colors.clear();
        if (tokenFont != null) {
            tokenFont.dispose();
            tokenFont = null;
        }
        if (narrowFont != null) {
            narrowFont.dispose();
            narrowFont = null;
        }
    }

    /** For tests: which tokens sit on which cell, in stacking order. */
    static List<String> tokensAt(MarketView market, int row, int column) {
        return market.tokens().stream().filter(t -> t.row() == row && t.column() == column)
                .sorted(java.util.Comparator.comparingInt(MarketView.Token::stackIndex)).map(MarketView.Token::company)
                .toList();
    }
}
