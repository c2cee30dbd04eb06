package roundhouse.analysis.internal;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

import roundhouse.api.GameFileException;
import roundhouse.api.GameFiles;
import roundhouse.api.GameLoadException;
import roundhouse.api.GameSession;

/**
 * Replays games on a pool of threads and hands each game's rows to one consumer, in input order.
 * At most {@code 2 × threads} games are in flight, and a game's session is dropped as soon as it is
 * reduced to its rows, so memory stays flat whatever the number of files.
 */
final class StatsRun {
    /** Receives each readable game's rows, on the calling thread, in input order. */
    interface Sink {
        void accept(GameTables game) throws IOException;
    }

    private final GameFiles files;
    private final int threads;
    private final PrintStream err;
    private final Progress progress;

    StatsRun(GameFiles files, int threads, PrintStream err, Progress progress) {
        this.files = files;
        this.threads = threads;
        this.err = err;
        this.progress = progress;
    }

    void run(List<Path> gameFiles, Sink sink) throws IOException, InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "stats");
            t.setDaemon(true);
            return t;
        });
        try {
            Deque<Future<Object>> inFlight = new ArrayDeque<>();
            int next = 0;
            while (next < gameFiles.size() || !inFlight.isEmpty()) {
                while (next < gameFiles.size() && inFlight.size() < 2 * threads) {
                    Path f = gameFiles.get(next++);
                    inFlight.add(pool.submit(() -> reduce(f)));
                }
                Object done = result(inFlight.poll());
                if (done instanceof GameTables g) {
                    sink.accept(g);
                } else {
                    err.println("warning: skipped " + done);
                }
                progress.step();
            }
        } finally {
            pool.shutdownNow();
            progress.done();
        }
    }

    /** A game's rows, or the reason (naming the file) why it was skipped. */
    private Object reduce(Path f) {
        try {
            GameSession s = files.open(f);
            return GameTables.of(new AnalyzedGame(f.getFileName().toString(), s.state(), s.history()));
        } catch (GameFileException | GameLoadException e) {
            return e.getMessage();
        } catch (RuntimeException | StackOverflowError e) {
            return f + ": internal error " + e;
        }
    }

    /** A worker's result; its out-of-memory ends the whole run (the command reports it in one line). */
    private static Object result(Future<Object> f) throws InterruptedException {
        try {
            return f.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof OutOfMemoryError oom) {
                throw oom;
            }
            return "internal error " + e.getCause();
        }
    }

    /** The .json files under each input (directories walked, sorted), warning about inputs that do not exist. */
    static List<Path> gameFiles(List<Path> inputs, PrintStream err) {
        List<Path> out = new ArrayList<>();
        for (Path p : inputs) {
            if (!Files.exists(p)) {
                err.println("warning: skipped " + p + ": no such file or directory");
            } else if (Files.isDirectory(p)) {
                try (Stream<Path> s = Files.walk(p)) {
                    s.filter(f -> f.toString().endsWith(".json") && Files.isRegularFile(f)).sorted().forEach(out::add);
                } catch (IOException | java.io.UncheckedIOException e) {
                    err.println("warning: skipped " + p + ": " + e.getMessage());
                }
            } else {
                out.add(p);
            }
        }
        return out;
    }
}
