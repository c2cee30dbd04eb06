package roundhouse.testsupport;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import roundhouse.api.Action;
import roundhouse.api.GameRecord;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.copy.GraphCopier;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.EngineTitle;

/**
 * A benchmark of {@code GameSession.fork()} at positions of a recorded game: the thread CPU time of a
 * fork at each position (median of timed batches after untimed warm-up batches), printed side by side
 * with what a replay of the game up to there costs (what a fork cost when it replayed, median of 5). Prints, never
 * asserts a time; run it on two builds to compare them.
 */
public final class ForkBench {
    private static final int FORKS_PER_BATCH = 20;

    private ForkBench() {
    }

    /** One position's figures, microseconds of CPU. */
    public record Figures(int actions, double forkMicros, int objects, double replayMicros) {
    }

    /**
     * Prints and returns the figures at each position ({@code positions}: counts of effective actions).
     */
    public static List<Figures> run(String name, EngineTitle title, Path file, int[] positions, int warm, int timed)
            throws Exception {
        GameRecord record = new GsonRecordCodec().read(file);
        EngineSession whole = EngineSession.load(title, record);
        List<Action> effective = whole.actions();
        List<EngineSession> sessions = new ArrayList<>();
        List<GameRecord> cuts = new ArrayList<>();
        for (int n : positions) {
            if (n > effective.size()) {
                throw new IllegalArgumentException(file + " has " + effective.size() + " actions in effect, not " + n);
            }
            GameRecord cut = record.withActions(List.copyOf(effective.subList(0, n)));
            cuts.add(cut);
            sessions.add(EngineSession.load(title, cut));
        }
        // the positions take turns batch by batch, so that a busy machine disturbs them alike
        double[][] forks = new double[positions.length][timed];
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        for (int pass = 0; pass < warm + timed; pass++) {
            for (int p = 0; p < positions.length; p++) {
                EngineSession at = sessions.get(p);
                long t0 = cpu.getCurrentThreadCpuTime();
                for (int i = 0; i < FORKS_PER_BATCH; i++) {
                    at.fork();
                }
                if (pass >= warm) {
                    forks[p][pass - warm] = (cpu.getCurrentThreadCpuTime() - t0) / 1e3 / FORKS_PER_BATCH;
                }
            }
        }
        List<Figures> out = new ArrayList<>();
        for (int p = 0; p < positions.length; p++) {
            GameRecord cut = cuts.get(p);
            double replay = median(3, 5, () -> {
                try {
                    EngineSession.load(title, cut);
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            Arrays.sort(forks[p]);
            out.add(new Figures(positions[p], forks[p][timed / 2], GraphCopier.objectsCopied(sessions.get(p).game()), replay));
        }
        StringBuilder line = new StringBuilder();
        line.append(String.format(Locale.ROOT, "fork benchmark %s (%s, %d actions in effect): CPU µs per fork(), median of %d"
                + " batches after %d warm-up batches;", name, file.getFileName(), effective.size(), timed, warm));
        for (Figures f : out) {
            line.append(String.format(Locale.ROOT, " at action %d: fork %.1f µs, %d objects copied (a replay to there %.0f µs);",
                    f.actions(), f.forkMicros(), f.objects(), f.replayMicros()));
        }
        System.out.println(line);
        return out;
    }

    /** Median thread CPU microseconds of {@code work} over {@code timed} runs after {@code warm}. */
    private static double median(int warm, int timed, Runnable work) {
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        double[] t = new double[timed];
        for (int pass = 0; pass < warm + timed; pass++) {
            long t0 = cpu.getCurrentThreadCpuTime();
            work.run();
            if (pass >= warm) {
                t[pass - warm] = (cpu.getCurrentThreadCpuTime() - t0) / 1e3;
            }
        }
        Arrays.sort(t);
        return t[timed / 2];
    }
}
