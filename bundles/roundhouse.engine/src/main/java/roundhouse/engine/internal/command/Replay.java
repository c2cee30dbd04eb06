package roundhouse.engine.internal.command;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

import com.google.gson.Gson;
import com.google.gson.JsonObject;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import roundhouse.api.GameFileException;
import roundhouse.api.GameLoadException;
import roundhouse.api.GameRecord;
import roundhouse.api.GameRecordCodec;
import roundhouse.api.GameSession;
import roundhouse.api.GameTitle;
import roundhouse.api.command.CommandLines;
import roundhouse.api.command.DeclaredCommand;
import roundhouse.api.command.Range;
import roundhouse.api.view.GameState;
import roundhouse.engine.internal.load.Json;

/**
 * The logic of the {@code replay} command, free of OSGi: replays game files and compares the
 * final result and game-end reason with the file's, or benchmarks the replay.
 *
 * <p>Exit codes: 0 every file OK; 1 some file MISMATCH; 2 a file could not be read or its title
 * is unknown, or bad usage.
 */
public final class Replay implements DeclaredCommand<Replay.Options> {
    private final GameRecordCodec codec;
    private final Function<String, GameTitle> titles;
    /** Why a title id is not installed and how to get it back, in one line. */
    private final Function<String, String> missingTitle;

    public Replay(GameRecordCodec codec, Function<String, GameTitle> titles) {
        this(codec, titles, Replay::unknownTitle);
    }

    /** What a file of a title that is not installed says where nothing more is known. */
    public static String unknownTitle(String id) {
        return "unknown title \"" + id + "\" (no such title installed)";
    }

    /** @param missingTitle says which title (and plugin) a file needs that is not installed, and how to get it */
    public Replay(GameRecordCodec codec, Function<String, GameTitle> titles, Function<String, String> missingTitle) {
        this.codec = codec;
        this.titles = titles;
        this.missingTitle = missingTitle;
    }

    /** Outcome of replaying one file. */
    /** @param unusable the log is malformed ({@link GameLoadException#malformed()}): unusable input, exit 2 */
    public record Outcome(boolean ok, String line, GameState state, int actions, boolean unusable) {
        Outcome(boolean ok, String line, GameState state, int actions) {
            this(ok, line, state, actions, false);
        }
    }

    /** Benchmark runs per file: enough for a stable median, few enough to finish within minutes. */
    static final int MAX_RUNS = 10_000;

    /** The command line of {@code replay}: {@link CommandLines} parses it, checks its ranges and prints its usage. */
    @Command(name = "replay", description = "Replays 18xx.games files: OK or MISMATCH (the first divergence) per file.")
    public static final class Options {
        @Option(names = "--json", description = "Final worth per player and the game-end reason as JSON.")
        boolean json;
        @Option(names = "--bench", description = "Warm replay timings: median_ms=...")
        boolean bench;
        @Option(names = "--runs", paramLabel = "N", description = "Timed runs per file with --bench (default ${DEFAULT-VALUE}).")
        @Range(min = 1, max = MAX_RUNS)
        int runs = 30;
        @Option(names = "--offers", description = "What every entity may do at every position, one JSON line each (one FILE).")
        boolean offers;
        @Parameters(paramLabel = "FILE", arity = "1..*", description = "18xx.games game files.")
        List<String> files = new ArrayList<>();
    }

    @Override
    public Options declaration() {
        return new Options();
    }

    @Override
    public int run(Options o, PrintStream out, PrintStream err) {
        List<String> files = o.files;
        if (o.offers) {
            if (files.size() != 1 || o.json || o.bench) {
                return CommandLines.refuse(o, "--offers takes one FILE and no other option", err);
            }
            return offers(files.get(0), out, err);
        }
        boolean json = o.json;
        boolean bench = o.bench;
        int runs = o.runs;
        int code = 0;
        for (String f : files) {
            int c;
            try {
                c = bench ? bench(f, runs, out, err) : replayOne(f, json, out, err);
            } catch (RuntimeException | StackOverflowError e) {
                // one file's unexpected failure is reported as its own and never stops the files after it
                err.println(unexpected("replay", f, e));
                c = 2;
            }
            code = Math.max(code, c);
        }
        return code;
    }

    /** The line for a file whose reading or replay failed unexpectedly (a fault of ours, not of the file). */
    public static String unexpected(String command, String file, Throwable e) {
        String why = e.getMessage() == null ? "" : ": " + e.getMessage().lines().findFirst().orElse("");
        why = why.length() > 200 ? why.substring(0, 200) + "..." : why;
        return command + ": " + file + ": unexpected error " + e.getClass().getSimpleName() + why
                + " (a fault of Roundhouse, not of the file: please report it with the file)";
    }

    private int replayOne(String file, boolean json, PrintStream out, PrintStream err) {
        Opened opened = open(file, err);
        if (opened == null) {
            return 2;
        }
        GameRecord record = opened.record();
        GameTitle title = opened.title();
        Outcome o = check(file, record, title);
        if (o.unusable()) {
            // the same line and exit code as every command gives for an unusable file (README section 4)
            err.println(o.line());
            return 2;
        }
        if (json) {
            out.println(json(file, record, o));
        } else {
            out.println(o.line());
        }
        return o.ok() ? 0 : 1;
    }

    /**
     * {@code --offers}: the engine's offers at every position ({@link Offers}). A malformed log is unusable
     * input; a log the rules refuse is listed up to the refused action.
     */
    private int offers(String file, PrintStream out, PrintStream err) {
        Opened opened = open(file, err);
        if (opened == null) {
            return 2;
        }
        GameRecord record = opened.record();
        GameTitle title = opened.title();
        try {
            title.load(record);
        } catch (GameLoadException e) {
            if (e.malformed()) {
                err.println("replay: " + file + ": " + e.getMessage());
                return 2;
            }
        }
        try {
            return Offers.print(file, record, title, out, err);
        } catch (GameLoadException e) {
            err.println("replay: " + file + ": " + e.getMessage());
            return e.malformed() ? 2 : 1;
        }
    }

    /** A game file read, with the title that plays it. */
    private record Opened(GameRecord record, GameTitle title) {
    }

    /** Reads a game file and finds its title; null (the line printed) when either fails. */
    private Opened open(String file, PrintStream err) {
        try {
            GameRecord record = codec.read(Path.of(file));
            return new Opened(record, title(record, file));
        } catch (GameFileException e) {
            err.println("replay: " + e.getMessage());
            return null;
        }
    }

    private GameTitle title(GameRecord record, String file) throws GameFileException {
        GameTitle t = titles.apply(record.titleId());
        if (t == null) {
            String why = missingTitle.apply(record.titleId());
            if (record.extendsTitle() != null) {
                why += " " + roundhouse.engine.spi.EngineText.get("file.variant_of", record.extendsTitle());
            }
            throw new GameFileException(file + ": " + why);
        }
        return t;
    }

    /** Replays one record and compares it with its stored result. */
    public static Outcome check(String file, GameRecord record, GameTitle title) {
        GameSession s;
        try {
            s = title.load(record);
        } catch (GameLoadException e) {
            return e.malformed() ? new Outcome(false, "replay: " + file + ": " + e.getMessage(), null, 0, true)
                    : new Outcome(false, "MISMATCH " + file + " " + e.getMessage(), null, 0);
        }
        GameState st = s.state();
        int n = s.actions().size();
        List<String> diffs = new ArrayList<>();
        if (!record.result().isEmpty() || record.gameEndReason() != null) {
            Map<String, Integer> want = new TreeMap<>(record.result());
            Map<String, Integer> got = new TreeMap<>(st.result());
            if (!st.finished()) {
                diffs.add("game not over after the last action (" + st.round().name() + ")");
            }
            if (!want.equals(got)) {
                diffs.add("result expected " + want + " got " + got);
            }
            if (record.gameEndReason() != null && !record.gameEndReason().equals(st.gameEndReason())) {
                diffs.add("game_end_reason expected " + record.gameEndReason() + " got " + st.gameEndReason());
            }
        }
        if (!diffs.isEmpty()) {
            return new Outcome(false, "MISMATCH " + file + " after " + n + " actions: " + String.join("; ", diffs), st, n);
        }
        return new Outcome(true, "OK " + file + " " + n + " actions", st, n);
    }

    private static String json(String file, GameRecord record, Outcome o) {
        JsonObject j = new JsonObject();
        j.addProperty("file", file);
        j.addProperty("status", o.ok() ? "OK" : "MISMATCH");
        j.addProperty("actions", o.actions());
        if (!o.ok()) {
            j.addProperty("detail", o.line());
        }
        if (o.state() != null) {
            Map<String, Object> result = new java.util.LinkedHashMap<>(o.state().result());
            j.add("result", Json.tree(result));
            JsonObject players = new JsonObject();
            o.state().players().forEach(p -> {
                JsonObject po = new JsonObject();
                po.addProperty("name", p.name());
                po.addProperty("cash", p.cash());
                po.addProperty("worth", p.worth());
                po.addProperty("bankrupt", p.bankrupt());
                players.add(p.id(), po);
            });
            j.add("players", players);
            j.addProperty("game_end_reason", o.state().gameEndReason());
        }
        j.add("expected_result", Json.tree(roundhouse.engine.internal.codec.GsonRecordCodec.resultInOrder(record)));
        j.addProperty("expected_game_end_reason", record.gameEndReason());
        return new Gson().toJson(j);
    }

    /** Warm-up floors (runs and time) and the time after which warming stops regardless. */
    private static final int WARM_RUNS = 300;
    private static final long WARM_NANOS = 3_000_000_000L;
    private static final long MAX_WARM_NANOS = 60_000_000_000L;
    /**
     * The compiler counts as settled when, over a window of this length, it spent at most
     * {@link #SETTLED_SHARE} of the window compiling: a replay touches much of the engine, and on two
     * cores the optimising compiler goes on for 10-30 s, so a fixed number of runs measures code that
     * is still being compiled (medians up to twice the settled ones).
     */
    private static final long SETTLE_WINDOW_NANOS = 2_000_000_000L;
    private static final double SETTLED_SHARE = 0.01;

    /** Milliseconds the JIT compiler has spent so far, or -1 where the JVM does not tell. */
    private static long compileMillis() {
        java.lang.management.CompilationMXBean jit = java.lang.management.ManagementFactory.getCompilationMXBean();
        return jit != null && jit.isCompilationTimeMonitoringSupported() ? jit.getTotalCompilationTime() : -1;
    }

    private static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        int n = v.length;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }

    private static double min(double[] values) {
        return Arrays.stream(values).min().orElse(Double.NaN);
    }

    private int bench(String file, int runs, PrintStream out, PrintStream err) {
        Opened opened = open(file, err);
        if (opened == null) {
            return 2;
        }
        GameRecord record = opened.record();
        GameTitle title = opened.title();
        Outcome first = check(file, record, title);
        if (first.unusable()) {
            err.println(first.line());
            return 2;
        }
        if (!first.ok()) {
            out.println(first.line());
            return 1;
        }
        try {
            // Warm until the compiler has settled: floors of runs and time, then whole windows until
            // one passes with (almost) no compiling; a loaded machine's compiler threads lag.
            long warmStart = System.nanoTime();
            long windowStart = warmStart;
            long compiledAtWindow = compileMillis();
            boolean settled = false;
            int warm = 0;
            while (true) {
                title.load(record);
                warm++;
                long now = System.nanoTime();
                if (now - warmStart > MAX_WARM_NANOS) {
                    break;
                }
                if (now - windowStart >= SETTLE_WINDOW_NANOS) {
                    long compiled = compileMillis();
                    boolean quiet = compiled < 0 || compiled - compiledAtWindow <= SETTLED_SHARE * (now - windowStart) / 1e6;
                    if (quiet && warm >= WARM_RUNS && now - warmStart >= WARM_NANOS) {
                        settled = true;
                        break;
                    }
                    windowStart = now;
                    compiledAtWindow = compiled;
                }
            }
            double warmSeconds = (System.nanoTime() - warmStart) / 1e9;
            java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
            boolean cpuTimed = threads.isCurrentThreadCpuTimeSupported();
            double[] ms = new double[runs];
            double[] cpu = new double[runs];
            for (int i = 0; i < runs; i++) {
                long c0 = cpuTimed ? threads.getCurrentThreadCpuTime() : 0;
                long t0 = System.nanoTime();
                title.load(record);
                ms[i] = (System.nanoTime() - t0) / 1e6;
                cpu[i] = cpuTimed ? (threads.getCurrentThreadCpuTime() - c0) / 1e6 : Double.NaN;
            }
            out.printf(java.util.Locale.ROOT, "BENCH %s median_ms=%.3f min_ms=%.3f cpu_median_ms=%.3f runs=%d warmup=%d warm_s=%.1f settled=%s actions=%d%n",
                    file, median(ms), min(ms), median(cpu), runs, warm, warmSeconds, settled, first.actions());
            return 0;
        } catch (GameLoadException e) {
            if (e.malformed()) {
                err.println("replay: " + file + ": " + e.getMessage());
                return 2;
            }
            out.println("MISMATCH " + file + " " + e.getMessage());
            return 1;
        }
    }
}
