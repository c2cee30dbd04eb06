package roundhouse.workbench.internal;

import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;

/** Saves what a shell shows on the screen as PNG ({@code -Droundhouse.screenshot=FILE}). UI thread only. */
final class ShellCapture {
    private static final System.Logger LOG = System.getLogger("roundhouse.workbench");

    private ShellCapture() {
    }

    /** Paints the shell into {@code file}; logs the window size and where {@code statusLine} lies. */
    static void save(Shell shell, Control statusLine, Path file) {
        if (shell.isDisposed()) {
            return;
        }
        Rectangle area = shell.getBounds();
        Image image = new Image(shell.getDisplay(), area.width, area.height);
        GC gc = new GC(image);
        try {
            // the widgets paint themselves into the image: a copy of the screen kept the first
            // picture on Xvfb after a view was changed (nothing composites the window anew)
            shell.print(gc);
            ImageData data = image.getImageData();
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] { data };
            java.io.File target = file.toAbsolutePath().toFile();
            if (target.getParentFile() != null) {
                target.getParentFile().mkdirs();
            }
            loader.save(target.getPath(), SWT.IMAGE_PNG);
            Rectangle client = shell.getClientArea();
            Rectangle line = statusLine.getBounds();
            LOG.log(System.Logger.Level.INFO, "Screenshot saved to " + target + " (window " + client.width + "x" + client.height
                    + ", status line y=" + line.y + " height=" + line.height + ")");
        } finally {
            gc.dispose();
            image.dispose();
        }
    }
}
