package roundhouse.workbench.uitest;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Answers the platform's file chooser (SWT's FileDialog: a GTK dialog that is no SWT shell, so no
 * widget of it is reachable from a test) the way a player does with the keyboard: Ctrl+L for the
 * location field, the path, Return. The keys go to the X server through xdotool (XTEST), as real
 * key presses: SWT's own {@code Display.post} puts them into GDK's queue for the SWT shell that had
 * the focus, and the chooser never sees them.
 */
final class FileChooserKeys {
    static final Path XDOTOOL = Path.of("/usr/bin/xdotool");
    /** How long the chooser may take to appear after the click that opens it. */
    private static final long SHOWN_MILLIS = 20_000;

    private FileChooserKeys() {
    }

    static boolean available() {
        return Files.isExecutable(XDOTOOL);
    }

    /** The X windows shown now (the chooser is one more). */
    static List<String> windows() throws IOException, InterruptedException {
        return xdotool("search", "--onlyvisible", "--name", "").lines().filter(l -> !l.isBlank()).sorted().toList();
    }

    /**
     * Waits for the chooser that an action opened (a window shown beside {@code before}, the windows
     * shown before the action) and types {@code file} into it, until the chooser has gone. The test
     * must not touch the UI thread meanwhile: it runs the chooser's own loop and takes no SWT work.
     */
    static void answer(List<String> before, Path file) throws IOException, InterruptedException {
        long deadline = System.currentTimeMillis() + SHOWN_MILLIS;
        List<String> chooser = new ArrayList<>(windows());
        chooser.removeAll(before);
        while (chooser.isEmpty()) {
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("no file chooser appeared within " + SHOWN_MILLIS + " ms");
            }
            Thread.sleep(100);
            chooser.addAll(windows());
            chooser.removeAll(before);
        }
        // a window just shown may not take keys yet: let it settle (longer on a machine busy with a build)
        Thread.sleep(2000);
        xdotool("key", "--clearmodifiers", "ctrl+l");
        xdotool("type", "--delay", "5", file.toString());
        // the location field may take the first Return for its completion of the name, and a busy machine
        // may take seconds to close the chooser after the Return that it takes
        for (int i = 0; i < 5 && shown(chooser); i++) {
            Thread.sleep(500);
            xdotool("key", "Return");
            for (int wait = 0; wait < 60 && shown(chooser); wait++) {
                Thread.sleep(100);
            }
        }
        if (shown(chooser)) {
            cancel();
            throw new AssertionError("the file chooser did not take " + file);
        }
    }

    private static boolean shown(List<String> chooser) throws IOException, InterruptedException {
        List<String> now = windows();
        return chooser.stream().anyMatch(now::contains);
    }

    /** Closes a chooser that is still open (a failed answer), so that the workbench can close. */
    private static void cancel() throws IOException, InterruptedException {
        xdotool("key", "Escape");
        xdotool("key", "Escape");
    }

    private static String xdotool(String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(XDOTOOL.toString()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        // search exits 1 when it finds nothing
        if (!p.waitFor(20, TimeUnit.SECONDS) || p.exitValue() != 0 && !args[0].equals("search")) {
            throw new AssertionError("xdotool " + String.join(" ", args) + " failed: " + out);
        }
        return out;
    }
}
