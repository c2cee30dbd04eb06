package roundhouse.workbench.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.junit.jupiter.api.Test;

/** Dialogs open centred on their window and on the screen. */
class DialogPlacementTest {
    private static final Rectangle SCREEN = new Rectangle(0, 0, 1366, 768);

    @Test
    void aDialogOpensCentredOnItsWindow() {
        assertEquals(new Point(383, 184), DialogPlacement.centred(new Rectangle(0, 0, 1366, 768), SCREEN, 600, 400));
    }

    @Test
    void aDialogStaysOnTheScreen() {
        // a window near the right edge: the dialog moves left instead of running off the screen
        assertEquals(new Point(766, 0), DialogPlacement.centred(new Rectangle(1000, -50, 600, 200), SCREEN, 600, 400));
    }
}
