package roundhouse.workbench.uitest;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Widget;

import roundhouse.api.ui.Workbench;

/**
 * Drives the real workbench from a test thread: the workbench runs its event loop on its own
 * thread; every widget access goes through {@link #onUi}. Widgets are found by their "id" data,
 * the way SWTBot tests find them, without the library.
 */
final class UiDriver implements AutoCloseable {
    private static final long TIMEOUT_MILLIS = 20_000;

    private final Thread uiThread;
    private final Display display;
    private final AtomicReference<Integer> exitCode = new AtomicReference<>();

    private UiDriver(Thread uiThread, Display display) {
        this.uiThread = uiThread;
        this.display = display;
    }

    static UiDriver start(Workbench workbench, List<Path> files) throws InterruptedException {
        AtomicReference<UiDriver> self = new AtomicReference<>();
        Thread t = new Thread(() -> {
            int code = workbench.open(files);
            UiDriver d = self.get();
            if (d != null) {
                d.exitCode.set(code);
            }
        }, "workbench-ui");
        t.setDaemon(true);
        t.start();
        Display display = null;
        long deadline = System.currentTimeMillis() + TIMEOUT_MILLIS;
        while (display == null) {
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("the workbench created no display");
            }
            Thread.sleep(20);
            display = Display.findDisplay(t);
        }
        // findDisplay sees the display while its constructor still runs: wait until it takes work.
        while (true) {
            try {
                display.syncExec(() -> { });
                break;
            } catch (NullPointerException stillConstructing) {
                if (System.currentTimeMillis() > deadline) {
                    throw new AssertionError("the workbench's display never became ready");
                }
                Thread.sleep(20);
            }
        }
        UiDriver driver = new UiDriver(t, display);
        self.set(driver);
        driver.waitForShell("main");
        return driver;
    }

    <T> T onUi(Supplier<T> action) {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<RuntimeException> failure = new AtomicReference<>();
        display.syncExec(() -> {
            try {
                result.set(action.get());
            } catch (RuntimeException e) {
                failure.set(e);
            }
        });
        if (failure.get() != null) {
            throw failure.get();
        }
        return result.get();
    }

    void onUi(Runnable action) {
        onUi(() -> {
            action.run();
            return null;
        });
    }

    /** Runs without waiting: for actions that open a modal dialog with its own event loop. */
    void later(Runnable action) {
        display.asyncExec(action);
    }

    /** Waits until a condition, evaluated on the UI thread, holds. */
    void waitUntil(String what, Supplier<Boolean> condition) throws InterruptedException {
        waitUntil(what, TIMEOUT_MILLIS, condition);
    }

    /**
     * Waits up to {@code millis} until a condition holds: for work whose time is CPU, not the UI's
     * answer (playouts on a machine that is busy with other builds).
     */
    void waitUntil(String what, long millis, Supplier<Boolean> condition) throws InterruptedException {
        long deadline = System.currentTimeMillis() + millis;
        while (!Boolean.TRUE.equals(onUi(condition))) {
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("timed out waiting until " + what);
            }
            Thread.sleep(25);
        }
    }

    Shell waitForShell(String id) throws InterruptedException {
        AtomicReference<Shell> found = new AtomicReference<>();
        waitUntil("a shell '" + id + "' is visible", () -> {
            for (Shell s : display.getShells()) {
                if (id.equals(s.getData("id")) && s.isVisible()) {
                    found.set(s);
                    return true;
                }
            }
            return false;
        });
        return found.get();
    }

    /** The widget with the given id under a shell (controls and menu items); UI thread only. */
    static Widget find(Shell shell, String id) {
        Widget w = findIn(shell, id);
        if (w == null && shell.getMenuBar() != null) {
            w = findInMenu(shell.getMenuBar(), id);
        }
        if (w == null) {
            throw new AssertionError("no widget '" + id + "' in shell " + shell.getData("id"));
        }
        return w;
    }

    private static Widget findIn(Control c, String id) {
        if (id.equals(c.getData("id"))) {
            return c;
        }
        if (c instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                Widget w = findIn(child, id);
                if (w != null) {
                    return w;
                }
            }
        }
        return null;
    }

    private static Widget findInMenu(Menu menu, String id) {
        for (MenuItem item : menu.getItems()) {
            if (id.equals(item.getData("id"))) {
                return item;
            }
            if (item.getMenu() != null) {
                Widget w = findInMenu(item.getMenu(), id);
                if (w != null) {
                    return w;
                }
            }
        }
        return null;
    }

    /** Clicks a button or menu item: sends the Selection event its listeners wait for. */
    static void click(Widget w) {
        w.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
    }

    /** This module's target folder (the tester runs elsewhere); screenshots and scratch files go there. */
    static Path targetDir() throws java.io.IOException {
        Path dir = Path.of(System.getProperty("roundhouse.screenshots", "target/screenshots")).toAbsolutePath().getParent();
        Files.createDirectories(dir);
        return dir;
    }

    /** A new empty folder under {@link #targetDir()}. */
    static Path scratchDir(String prefix) throws java.io.IOException {
        return Files.createTempDirectory(targetDir(), prefix);
    }

    /** Saves what a shell shows as target/screenshots/NAME.png; returns the file. */
    Path screenshot(Shell shell, String name) throws Exception {
        Path dir = Path.of(System.getProperty("roundhouse.screenshots", "target/screenshots"));
        Files.createDirectories(dir);
        Path file = dir.resolve(name + ".png");
        // let pending paints happen first
        Thread.sleep(300);
        onUi(() -> {
            Rectangle r = shell.getBounds();
            Image image = new Image(display, r.width, r.height);
            GC gc = new GC(image);
            try {
                // print() renders the shell itself, whatever lies on top of it on the screen
                shell.print(gc);
                ImageLoader loader = new ImageLoader();
                loader.data = new ImageData[] { image.getImageData() };
                loader.save(file.toString(), SWT.IMAGE_PNG);
            } finally {
                gc.dispose();
                image.dispose();
            }
        });
        return file;
    }

    @Override
    public void close() throws InterruptedException {
        if (!display.isDisposed()) {
            display.asyncExec(() -> {
                for (Shell s : display.getShells()) {
                    // closing the main window disposes its dialogs; the harness quits without the
                    // save question (roundhouse.quitWithoutAsking in uitest.bndrun)
                    if (!s.isDisposed()) {
                        s.close();
                    }
                }
            });
        }
        uiThread.join(TIMEOUT_MILLIS);
        if (uiThread.isAlive()) {
            throw new AssertionError("the workbench did not close");
        }
    }

    /** Waits until the workbench closed by itself (its window's close went through). */
    void waitClosed() throws InterruptedException {
        uiThread.join(TIMEOUT_MILLIS);
        if (uiThread.isAlive()) {
            throw new AssertionError("the workbench did not close");
        }
    }

    /** Whether the workbench still runs. */
    boolean running() {
        return uiThread.isAlive();
    }

    Integer exitCode() {
        return exitCode.get();
    }
}
