package roundhouse.workbench.internal;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;

/**
 * A run that pictures the workbench for a look or a document ({@code -Droundhouse.screenshot=FILE}):
 * after a pause for GTK and the views to paint, the window is saved as FILE; with
 * {@code -Droundhouse.screenshot.views=map,spreadsheet,...} each view in turn, as FILE with
 * {@code -VIEW} before its extension; {@code -Droundhouse.screenshot.delay=MILLIS} sets the pause
 * (the map's first picture can take seconds); {@code -Droundhouse.exitAfterScreenshot=true} quits
 * after the last one without asking.
 */
final class ScreenshotRun {
    static final String FILE = "roundhouse.screenshot";
    static final String VIEWS = "roundhouse.screenshot.views";
    static final String DELAY = "roundhouse.screenshot.delay";
    private static final int DEFAULT_DELAY_MILLIS = 1500;

    private final Shell shell;
    private final Control statusLine;
    private final ViewTabs views;
    private final Runnable quit;
    private final Path file;
    private final List<String> viewIds;
    private final int delay;

    private ScreenshotRun(Shell shell, Control statusLine, ViewTabs views, Runnable quit, Path file, List<String> viewIds,
            int delay) {
        this.shell = shell;
        this.statusLine = statusLine;
        this.views = views;
        this.quit = quit;
        this.file = file;
        this.viewIds = viewIds;
        this.delay = delay;
    }

    /** Starts the run the system properties ask for, if any; {@code quit} closes the workbench without questions. */
    static void startIfAsked(Shell shell, Control statusLine, ViewTabs views, Runnable quit) {
        String file = System.getProperty(FILE);
        if (file == null) {
            return;
        }
        List<String> viewIds = new ArrayList<>();
        for (String v : System.getProperty(VIEWS, "").split(",")) {
            if (!v.isBlank()) {
                viewIds.add(v.strip());
            }
        }
        int delay = Integer.getInteger(DELAY, DEFAULT_DELAY_MILLIS);
        new ScreenshotRun(shell, statusLine, views, quit, Path.of(file), viewIds, Math.max(0, delay)).next(0);
    }

    /** The file of one view's picture: {@code shots/game.png} and {@code map} give {@code shots/game-map.png}. */
    static Path fileOf(Path file, String viewId) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String named = dot > 0 ? name.substring(0, dot) + "-" + viewId + name.substring(dot) : name + "-" + viewId;
        return file.resolveSibling(named);
    }

    /** Shows view number {@code i} (if views are asked for), waits, saves it, then goes on or ends. */
    private void next(int i) {
        if (!viewIds.isEmpty()) {
            views.select(viewIds.get(i));
        }
        shell.getDisplay().timerExec(delay, () -> {
            if (shell.isDisposed()) {
                return;
            }
            ShellCapture.save(shell, statusLine, viewIds.isEmpty() ? file : fileOf(file, viewIds.get(i)));
            if (i + 1 < viewIds.size()) {
                next(i + 1);
            } else if (Boolean.getBoolean("roundhouse.exitAfterScreenshot")) {
                quit.run();
            }
        });
    }
}
