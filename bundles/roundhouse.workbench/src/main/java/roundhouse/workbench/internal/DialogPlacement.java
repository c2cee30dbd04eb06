package roundhouse.workbench.internal;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Shell;

/**
 * Where a dialog opens: centred on its parent window and wholly on the parent's screen, never
 * larger than either (without a window manager, and with some, a dialog otherwise opens at the
 * screen's corner or runs off it).
 */
final class DialogPlacement {
    /** A dialog is cut to its parent window no smaller than this. */
    private static final int LEAST_WIDTH = 640;
    private static final int LEAST_HEIGHT = 480;

    private DialogPlacement() {
    }

    /**
     * Packs the dialog, places it ({@link #place}), opens it and returns when it is closed: the
     * modal loop every dialog of the workbench runs.
     */
    static void openAndWait(Shell dialog) {
        dialog.pack();
        place(dialog);
        openPlaced(dialog);
    }

    /** Opens a dialog already sized and placed and returns when it is closed. */
    static void openPlaced(Shell dialog) {
        dialog.open();
        while (!dialog.isDisposed()) {
            if (!dialog.getDisplay().readAndDispatch()) {
                dialog.getDisplay().sleep();
            }
        }
    }

    /**
     * Sizes the packed dialog to fit the screen and its parent window, and centres it on the parent:
     * a dialog covers the workbench, never more, so that on a small screen or a window not maximised
     * its buttons stay where the player looks (down to a usable least size).
     */
    static void place(Shell dialog) {
        Shell parent = dialog.getParent() instanceof Shell p ? p : null;
        Rectangle screen = (parent != null ? parent.getMonitor() : dialog.getMonitor()).getClientArea();
        Point size = dialog.getSize();
        Point fitted = fitted(size, screen, parent != null && parent.isVisible() ? parent.getBounds() : null);
        int w = fitted.x;
        int h = fitted.y;
        if (w != size.x || h != size.y) {
            dialog.setSize(w, h);
        }
        Rectangle around = parent != null ? parent.getBounds() : screen;
        Point at = centred(around, screen, w, h);
        dialog.setLocation(at.x, at.y);
    }

    /** A dialog's size cut to the screen and to its parent window ({@code null}: none), but not below the least size. */
    static Point fitted(Point size, Rectangle screen, Rectangle parent) {
        Rectangle room = parent != null ? parent : screen;
        return new Point(Math.min(size.x, Math.min(screen.width, Math.max(room.width, LEAST_WIDTH))),
                Math.min(size.y, Math.min(screen.height, Math.max(room.height, LEAST_HEIGHT))));
    }

    /** The top-left corner of a {@code w} x {@code h} box centred on {@code around}, kept on {@code screen}. */
    static Point centred(Rectangle around, Rectangle screen, int w, int h) {
        int x = around.x + (around.width - w) / 2;
        int y = around.y + (around.height - h) / 2;
        x = Math.max(screen.x, Math.min(x, screen.x + screen.width - w));
        y = Math.max(screen.y, Math.min(y, screen.y + screen.height - h));
        return new Point(x, y);
    }
}
