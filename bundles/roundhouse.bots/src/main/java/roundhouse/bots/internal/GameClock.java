package roundhouse.bots.internal;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The time one game has spent: the CPU time of the thread that plays it since it started, so that a
 * game on a busy machine is not stopped for waiting its turn; wall time where the JVM cannot measure a
 * thread's CPU. Read by that thread between actions and by the batch watching it.
 */
final class GameClock {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private final long thread;
    private final boolean cpu;
    private final long start;

    private GameClock(long thread, boolean cpu, long start) {
        this.thread = thread;
        this.cpu = cpu;
        this.start = start;
    }

    /** Starts the clock of a game played on the calling thread. */
    static GameClock start() {
        long id = Thread.currentThread().getId();
        boolean cpu = THREADS.isThreadCpuTimeSupported() && THREADS.isThreadCpuTimeEnabled();
        return new GameClock(id, cpu, cpu ? THREADS.getThreadCpuTime(id) : System.nanoTime());
    }

    /** Seconds spent since the start (the last figure measured once the thread has ended). */
    double seconds() {
        long now = cpu ? THREADS.getThreadCpuTime(thread) : System.nanoTime();
        return now < 0 ? 0 : (now - start) / 1e9;
    }

    /** "CPU" or "wall", as the report names the time measured. */
    String kind() {
        return cpu ? "CPU" : "wall";
    }
}
