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

    @Test
    void aTallDialogIsCutToItsWindowNotOnlyToTheScreen() {
        Rectangle big = new Rectangle(0, 0, 1920, 1080);
        // 1841's New Game dialog with its options: as tall as a small window, never taller
        assertEquals(new Point(560, 768), DialogPlacement.fitted(new Point(560, 1051), big, new Rectangle(0, 0, 1366, 768)));
        assertEquals(new Point(560, 1051), DialogPlacement.fitted(new Point(560, 1051), big, new Rectangle(0, 0, 1920, 1080)));
        // a tiny window does not make the dialog unusable; the screen still bounds it
        assertEquals(new Point(560, 480), DialogPlacement.fitted(new Point(560, 1051), big, new Rectangle(0, 0, 300, 200)));
        assertEquals(new Point(560, 768), DialogPlacement.fitted(new Point(560, 1051), SCREEN, null));
    }
}
