package roundhouse.bots.internal;

import java.io.PrintStream;

/** A progress bar on stderr for long runs, drawn only when the process has a terminal. */
final class Progress {
    private static final int WIDTH = 40;
    private final PrintStream err;
    private final int total;
    private final boolean terminal = System.console() != null;
    private int done;
    private int drawn = -1;

    Progress(PrintStream err, int total) {
        this.err = err;
        this.total = total;
    }

    synchronized void step() {
        done++;
        int filled = (int) ((long) done * WIDTH / total);
        if (terminal && (filled != drawn || done == total)) {
            drawn = filled;
            err.print("\r[" + "#".repeat(filled) + ".".repeat(WIDTH - filled) + "] " + done + "/" + total);
            err.flush();
        }
    }

    synchronized void done() {
        if (terminal) {
            err.println();
        }
    }
}
