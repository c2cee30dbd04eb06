package roundhouse.map.svg.internal.view;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;

/**
 * The map's zoom buttons, painted on the map's top right corner (zoom in, zoom out, fit), so that a
 * player sees the map zooms without knowing the wheel and the keys, and nothing around the map moves
 * for them. Their tooltips name the wheel and the keys that do the same.
 */
final class ZoomControls {
    /** What a button does. */
    enum Button {
        IN("+", "map.zoom.in"), OUT("\u2212", "map.zoom.out"), FIT("\u2922", "map.zoom.fit");

        final String symbol;
        final String tooltipKey;

        Button(String symbol, String tooltipKey) {
            this.symbol = symbol;
            this.tooltipKey = tooltipKey;
        }
    }

    private static final int SIZE = 28;
    private static final int GAP = 4;
    private static final int MARGIN = 8;

    /** Where a button is on a canvas of this size. */
    static Rectangle bounds(Button b, Rectangle area) {
        int x = area.x + area.width - MARGIN - SIZE;
        int y = area.y + MARGIN + b.ordinal() * (SIZE + GAP);
        return new Rectangle(x, y, SIZE, SIZE);
    }

    /** The button at the point, or {@code null}. */
    static Button at(int x, int y, Rectangle area) {
        for (Button b : Button.values()) {
            if (bounds(b, area).contains(x, y)) {
                return b;
            }
        }
        return null;
    }

    static void paint(GC gc, Rectangle area) {
        gc.setAntialias(SWT.ON);
        for (Button b : Button.values()) {
            Rectangle r = bounds(b, area);
            gc.setBackground(gc.getDevice().getSystemColor(SWT.COLOR_WHITE));
            gc.setForeground(gc.getDevice().getSystemColor(SWT.COLOR_DARK_GRAY));
            gc.fillRoundRectangle(r.x, r.y, r.width, r.height, 8, 8);
            gc.drawRoundRectangle(r.x, r.y, r.width - 1, r.height - 1, 8, 8);
            gc.setForeground(gc.getDevice().getSystemColor(SWT.COLOR_BLACK));
            Point ext = gc.textExtent(b.symbol);
            gc.drawText(b.symbol, r.x + (r.width - ext.x) / 2, r.y + (r.height - ext.y) / 2, true);
        }
    }
}
