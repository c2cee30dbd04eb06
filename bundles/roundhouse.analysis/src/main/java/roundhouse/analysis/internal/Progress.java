package roundhouse.analysis.internal;

import java.io.PrintStream;

/** A one-line progress bar on stderr, redrawn in place, only when a terminal is attached. */
class Progress {
    private static final int WIDTH = 30;
    private final PrintStream err;
    private final int total;
    private int done;
    private long lastDraw;

    private Progress(PrintStream err, int total) {
        this.err = err;
        this.total = total;
    }

    /** A bar when stderr is a terminal ({@code System.console()}), otherwise nothing. */
    static Progress on(PrintStream err, int total) {
        return System.console() != null && total > 1 ? new Progress(err, total) : new Progress(null, total);
    }

    void step() {
        done++;
        long now = System.nanoTime();
        if (err != null && (now - lastDraw > 100_000_000L || done == total)) {
            lastDraw = now;
            int filled = (int) ((long) WIDTH * done / Math.max(1, total));
            err.print("\r[" + "#".repeat(filled) + " ".repeat(WIDTH - filled) + "] " + done + "/" + total + " games");
            err.flush();
        }
    }

    void done() {
        if (err != null && done > 0) {
            err.println();
        }
    }
}
