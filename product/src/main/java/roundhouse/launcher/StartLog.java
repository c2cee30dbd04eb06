package roundhouse.launcher;

import org.apache.felix.framework.Logger;

/**
 * Felix's log during a start ({@code felix.log.logger}). Felix logs what it cannot read of its cache
 * (a {@code bundle.info} a killed process or a rebuilt jar left unreadable) and goes on without that
 * bundle; the launcher wants to know, to rebuild the slot instead. The first error is kept; errors are
 * printed (on stderr, one line each, not on stdout as Felix's own logger does) only when {@code loud}.
 */
final class StartLog extends Logger {
    private final boolean loud;
    private volatile String firstError;

    StartLog(boolean loud) {
        this.loud = loud;
    }

    /** Where both of Felix's paths end: its own messages and those naming a bundle or service. */
    @Override
    protected void doLog(int level, String msg, Throwable throwable) {
        if (level != LOG_ERROR) {
            return;
        }
        String line = msg + (throwable == null ? "" : " (" + Main.describe(throwable) + ")");
        if (firstError == null) {
            firstError = line;
        }
        if (loud) {
            System.err.println("roundhouse: framework: " + line);
        }
    }

    /** The first error Felix logged, or {@code null}. */
    String firstError() {
        return firstError;
    }
}
