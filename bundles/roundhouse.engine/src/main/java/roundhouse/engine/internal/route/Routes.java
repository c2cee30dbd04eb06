package roundhouse.engine.internal.route;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import roundhouse.api.Action;
import roundhouse.api.GameFileException;
import roundhouse.api.GameLoadException;
import roundhouse.api.GameRecord;
import roundhouse.api.GameRecordCodec;
import roundhouse.api.GameTitle;
import roundhouse.api.command.CommandLines;
import roundhouse.api.command.DeclaredCommand;
import roundhouse.api.command.Range;
import roundhouse.engine.internal.session.ActionLog;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.map.RouteGraph;
import roundhouse.engine.map.route.PlannedRoute;
import roundhouse.engine.map.route.RouteOptimizer;
import roundhouse.engine.map.route.RunPlan;
import roundhouse.engine.spi.EngineTitle;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Train;

/**
 * The logic of the {@code routes} command, free of OSGi (issue 6).
 *
 * <ul>
 * <li>{@code routes [--action N] FILE}: replays the file and prints the best run of the corporation
 * about to run trains at the end of its log, or where the file's action {@code #N} is taken (the
 * actions before it replayed, none after): one line per train it may run, then
 * {@code total=<revenue> optimal=<true|false> ms=<x>}.</li>
 * <li>{@code routes --audit [--warmup N] FILE...}: for every {@code run_routes} of the files, the
 * optimum in the state just before it with all the trains the corporation may run, against the
 * recorded revenue; one line per action, naming it {@code #N} (so that {@code routes --action N FILE}
 * reopens the position audited), then
 * {@code audited=<n> above=<n> equal=<n> below=<n> p50_ms=<x> p99_ms=<x>}. Times cover building
 * the route graph plus the search, after a warm-up of {@code N} untimed optimisations of the same
 * states (default {@value #DEFAULT_WARMUP}; 0 times cold runs). A game that stops replaying at some
 * action is audited up to there: a {@code stopped:} line names the action and how many runs came
 * before it, and the exit code is 1.</li>
 * </ul>
 *
 * <p>Exit codes: 0 success; 1 nobody about to run trains ({@code routes FILE}), or an audit with
 * an optimum below the recorded revenue, a plan the board refuses, a search not proven optimal or
 * a game that stops replaying; 2 bad usage, an unreadable file or an unknown title. {@code routes
 * FILE} on a game that stops replaying looks at the game as far as it replays.
 */
public final class Routes implements DeclaredCommand<Routes.Options> {
    static final int DEFAULT_WARMUP = 500;
    private final GameRecordCodec codec;
    private final Function<String, GameTitle> titles;
    private final RouteOptimizer optimizer;

    public Routes(GameRecordCodec codec, Function<String, GameTitle> titles) {
        this(codec, titles, new RouteOptimizer());
    }

    public Routes(GameRecordCodec codec, Function<String, GameTitle> titles, RouteOptimizer optimizer) {
        this.codec = codec;
        this.titles = titles;
        this.optimizer = optimizer;
    }

    /** A file that could not be used; its message is the one-line error. */
    static final class Refused extends Exception {
        private static final long serialVersionUID = 1L;
        /** 2 unusable input or arguments, 1 a game that does not reproduce (README section 4). */
        final int exitCode;

        Refused(String message) {
            this(message, 2);
        }

        Refused(String message, int exitCode) {
            super(message);
            this.exitCode = exitCode;
        }
    }

    /** The command line of {@code routes}: {@link CommandLines} parses it, checks its ranges and prints its usage. */
    @Command(name = "routes", description = {
            "Best runs of the company about to run trains, at the end of FILE or where its action #N (its id) is taken "
                    + "(only the actions before it are replayed).",
            "--audit: the optimum against the recorded revenue of every run_routes #N of each FILE "
                    + "(routes --action N FILE reopens it)." })
    public static final class Options {
        @Option(names = "--action", paramLabel = "N",
                description = "The position where the file's action #N (its id, or its place from 1) is taken.")
        @Range(min = 0)
        Integer action;
        @Option(names = "--audit", description = "Audit every run of the files.")
        boolean audit;
        @Option(names = "--warmup", paramLabel = "N",
                description = "Untimed optimisations before the timed ones of --audit (default ${DEFAULT-VALUE}).")
        @Range(min = 0)
        int warmup = DEFAULT_WARMUP;
        @Parameters(paramLabel = "FILE", arity = "1..*", description = "18xx.games game files (one without --audit).")
        List<String> files = new ArrayList<>();
    }

    @Override
    public Options declaration() {
        return new Options();
    }

    @Override
    public int run(Options o, PrintStream out, PrintStream err) {
        boolean audit = o.audit;
        int warmup = o.warmup;
        Integer action = o.action;
        List<String> files = o.files;
        if (audit && action != null) {
            return CommandLines.refuse(o, "--audit takes no --action (it audits every run)", err);
        }
        if (!audit && files.size() != 1) {
            return CommandLines.refuse(o, "one FILE without --audit", err);
        }
        try {
            return audit ? audit(files, warmup, out, err) : best(files.get(0), action, out, err);
        } catch (Refused e) {
            err.println("routes: " + e.getMessage());
            return e.exitCode;
        }
    }

    // ------------------------------------------------------------------ routes FILE

    /**
     * The best runs at the end of the file, or where its action {@code #action} is taken: only the
     * actions before it are replayed (undos and redos among them applied).
     */
    private int best(String file, Integer action, PrintStream out, PrintStream err) throws Refused {
        GameRecord record = read(file);
        EngineTitle title = title(record, file);
        if (action != null) {
            record = record.withActions(before(record.actions(), action, file));
        }
        EngineSession session = loadAsFarAsItReplays(title, record, file, err);
        Game game = session.game();
        RunState run = RunState.of(game).orElse(null);
        if (run == null) {
            String when = action == null ? "at the end of " + file : "at action #" + action + " of " + file;
            err.println("routes: nobody is about to run trains " + when + " (" + RunState.waitingFor(game) + ")");
            return 1;
        }
        long t0 = System.nanoTime();
        RouteGraph graph = run.graph();
        RunPlan plan = optimizer.bestRun(graph, run.trainSpecs(), run.bonuses(), null, null);
        double ms = (System.nanoTime() - t0) / 1e6;
        for (String line : trainLines(run, graph, plan)) {
            out.println(line);
        }
        out.printf(Locale.ROOT, "total=%d optimal=%s ms=%.3f%n", plan.total(), plan.optimal(), ms);
        String refused = run.check(plan);
        if (refused != null) {
            err.println("routes: the board refuses the optimiser's routes: " + refused);
            return 1;
        }
        return 0;
    }

    /** One line per train that may run: the route's stops and revenue, or that it has none. */
    static List<String> trainLines(RunState run, RouteGraph graph, RunPlan plan) {
        Map<String, Integer> stopsPerHex = new HashMap<>();
        for (RouteGraph.Stop s : graph.stops()) {
            stopsPerHex.merge(s.hex(), 1, Integer::sum);
        }
        Map<String, PlannedRoute> byTrain = new HashMap<>();
        for (PlannedRoute p : plan.routes()) {
            byTrain.put(p.train(), p);
        }
        List<String> lines = new ArrayList<>();
        for (Train t : run.trains()) {
            PlannedRoute p = byTrain.get(t.id());
            String who = run.corporation().id() + " " + t.id() + ":";
            if (p == null) {
                lines.add(who + " no route revenue=0");
                continue;
            }
            StringBuilder sb = new StringBuilder(who);
            for (int k = 0; k < p.stops().size(); k++) {
                String hex = p.hexes().get(k);
                // A hex with two stops (1830 OO cities) is named by its node so the stop is unambiguous.
                sb.append(' ').append(stopsPerHex.getOrDefault(hex, 1) > 1 ? p.stops().get(k) : hex);
            }
            sb.append(" revenue=").append(p.revenue());
            lines.add(sb.toString());
        }
        return lines;
    }

    /**
     * The number of the action at {@code rawIndex} of the file, the one {@code --action} takes and the
     * audit prints: its id (18xx.games numbers its actions from 1), or its place in the file from 1
     * where it has none.
     */
    static long number(Action action, int rawIndex) {
        long id = action.number("id", -1);
        return id > 0 ? id : rawIndex + 1;
    }

    /** The file's actions before its action {@code #n}, as written (undos among them). */
    static List<Action> before(List<Action> raw, long n, String file) throws Refused {
        long last = 0;
        for (int i = 0; i < raw.size(); i++) {
            long k = number(raw.get(i), i);
            if (k == n) {
                return raw.subList(0, i);
            }
            last = Math.max(last, k);
        }
        throw new Refused(file + ": --action " + n + (n > last ? " is beyond the game's last action #" + last
                : ": the file has no action #" + n));
    }

    // ------------------------------------------------------------------ routes --audit FILE...

    /** One audited {@code run_routes}. */
    record Audited(String file, long actionId, String where, String corporation, List<String> trains, int recorded,
            RunPlan plan, double ms, String refused) {
        String verdict() {
            return plan.total() > recorded ? "above" : plan.total() == recorded ? "equal" : "below";
        }
    }

    /**
     * Audits every file that can be read; one that cannot (unreadable, malformed, an unknown title) is
     * reported on {@code err} and skipped, never stopping the others; the exit code is the worst of all files.
     */
    private int audit(List<String> paths, int warmup, PrintStream out, PrintStream err) {
        List<String> files = new ArrayList<>();
        List<GameRecord> records = new ArrayList<>();
        List<EngineTitle> engines = new ArrayList<>();
        int worst = 0;
        for (String f : paths) {
            try {
                GameRecord r = read(f);
                engines.add(title(r, f));
                records.add(r);
                files.add(f);
            } catch (Refused e) {
                err.println("routes: " + e.getMessage());
                worst = 2;
            }
        }
        boolean[] skipped = new boolean[files.size()];
        // Warm-up: the same states, optimised untimed until the JIT has seen enough of them.
        int warmed = 0;
        int passes = 0;
        while (warmed < warmup) {
            int before = warmed;
            for (int i = 0; i < files.size() && warmed < warmup; i++) {
                try {
                    warmed += skipped[i] ? 0 : auditFile(files.get(i), records.get(i), engines.get(i), a -> { }).runs().size();
                } catch (Refused | RuntimeException | StackOverflowError e) {
                    skipped[i] = true; // reported by the timed pass below
                }
            }
            passes++;
            if (warmed == before) {
                break;
            }
        }
        List<Audited> all = new ArrayList<>();
        List<String> stopped = new ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            FileAudit f;
            try {
                f = auditFile(files.get(i), records.get(i), engines.get(i), a -> out.println(line(a)));
            } catch (Refused e) {
                err.println("routes: " + e.getMessage());
                worst = Math.max(worst, e.exitCode);
                continue;
            } catch (RuntimeException | StackOverflowError e) {
                err.println(roundhouse.engine.internal.command.Replay.unexpected("routes", files.get(i), e));
                worst = 2;
                continue;
            }
            all.addAll(f.runs());
            if (f.stopped() != null) {
                stopped.add("stopped: " + files.get(i) + " does not replay from " + f.stopped() + "; audited the "
                        + f.runs().size() + " runs before it");
            }
        }
        int above = 0;
        int equal = 0;
        int below = 0;
        int problems = 0;
        double[] ms = new double[all.size()];
        for (int i = 0; i < all.size(); i++) {
            Audited a = all.get(i);
            ms[i] = a.ms();
            switch (a.verdict()) {
                case "above" -> above++;
                case "equal" -> equal++;
                default -> below++;
            }
            if (a.refused() != null || !a.plan().optimal()) {
                problems++;
            }
        }
        Arrays.sort(ms);
        stopped.forEach(out::println);
        out.printf(Locale.ROOT, "timing: route graph + search per run, %d threads, after %d untimed warm-up optimisations (%d passes)%n",
                Runtime.getRuntime().availableProcessors(), warmed, passes);
        out.printf(Locale.ROOT, "audited=%d above=%d equal=%d below=%d p50_ms=%.3f p99_ms=%.3f%n", all.size(), above, equal,
                below, percentile(ms, 50), percentile(ms, 99));
        return Math.max(worst, below > 0 || problems > 0 || !stopped.isEmpty() ? 1 : 0);
    }

    /** Nearest-rank percentile of sorted values (0 when there are none). */
    static double percentile(double[] sorted, int p) {
        if (sorted.length == 0) {
            return 0;
        }
        int rank = (int) Math.ceil(p / 100.0 * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
    }

    private static String line(Audited a) {
        StringBuilder sb = new StringBuilder();
        sb.append(a.verdict().toUpperCase(Locale.ROOT)).append(' ').append(a.file()).append(" #").append(a.actionId())
                .append(' ').append(a.where()).append(' ').append(a.corporation()).append(" trains=")
                .append(String.join(",", a.trains())).append(" recorded=").append(a.recorded()).append(" optimum=")
                .append(a.plan().total());
        if (!a.plan().optimal()) {
            sb.append(" NOT-PROVEN");
        }
        if (a.refused() != null) {
            sb.append(" REFUSED-BY-BOARD: ").append(a.refused());
        }
        sb.append(String.format(Locale.ROOT, " ms=%.3f", a.ms()));
        return sb.toString();
    }

    /**
     * The audited runs of one file, and where its replay stopped ({@code null} when it replayed to the
     * end): a game that diverges at some action is still audited up to there.
     */
    record FileAudit(List<Audited> runs, String stopped) {
    }

    /** Replays one file and audits the state before each of its {@code run_routes} actions. */
    private FileAudit auditFile(String file, GameRecord record, EngineTitle title,
            java.util.function.Consumer<Audited> each) throws Refused {
        List<ActionLog.Entry> active = ActionLog.active(record.actions());
        List<Audited> found = new ArrayList<>();
        List<String> mismatches = new ArrayList<>();
        int[] done = {0};
        // The callback runs after each effective action: the state then is the state before the next one.
        String stopped = null;
        try {
            load(title, record, file, (action, game) -> {
                int next = ++done[0];
                if (next >= active.size() || !active.get(next).action().type().equals("run_routes")) {
                    return;
                }
                Action run = active.get(next).action();
                RunState state = RunState.of(game).orElse(null);
                if (state == null || !state.corporation().id().equals(run.entity())) {
                    mismatches.add("action " + active.get(next).rawIndex() + ": " + run.entity()
                            + " runs trains but the game waits for " + RunState.waitingFor(game));
                    return;
                }
                List<String> trains = state.trains().stream().map(Train::id).toList();
                long t0 = System.nanoTime();
                RunPlan plan = state.best(optimizer, null);
                double ms = (System.nanoTime() - t0) / 1e6;
                Audited a = new Audited(file, number(run, active.get(next).rawIndex()), game.round().name(), state.corporation().id(), trains,
                        recorded(run), plan, ms, state.check(plan));
                found.add(a);
                each.accept(a);
            });
        } catch (Refused e) {
            if (e.exitCode != 1) {
                throw e;
            }
            // the runs before the divergence stand; the message names the action
            String prefix = file + ": does not replay: ";
            stopped = e.getMessage().startsWith(prefix) ? e.getMessage().substring(prefix.length()) : e.getMessage();
        }
        if (!mismatches.isEmpty()) {
            throw new Refused(file + ": " + mismatches.get(0));
        }
        return new FileAudit(found, stopped);
    }

    /** The revenue a {@code run_routes} action records: the sum of its routes' revenues. */
    static int recorded(Action run) {
        int sum = 0;
        if (run.args().get("routes") instanceof List<?> routes) {
            for (Object r : routes) {
                if (r instanceof Map<?, ?> m && m.get("revenue") instanceof Number n) {
                    sum += n.intValue();
                }
            }
        }
        return sum;
    }

    // ------------------------------------------------------------------ loading

    private GameRecord read(String file) throws Refused {
        try {
            return codec.read(Path.of(file));
        } catch (GameFileException e) {
            throw new Refused(e.getMessage());
        } catch (java.nio.file.InvalidPathException e) {
            throw new Refused(file + ": not a file name (" + e.getMessage() + ")");
        }
    }

    private EngineTitle title(GameRecord record, String file) throws Refused {
        GameTitle t = titles.apply(record.titleId());
        if (t == null) {
            throw new Refused(file + ": unknown title \"" + record.titleId() + "\" (no such title installed)");
        }
        if (!(t instanceof EngineTitle e)) {
            throw new Refused(file + ": title " + record.titleId() + " is not played by this engine");
        }
        return e;
    }

    /**
     * The game as far as it replays: all of it, or (with a note on {@code err}) the actions that stay
     * in effect before the first one the rules refuse, so a game under construction can be looked at.
     */
    private static EngineSession loadAsFarAsItReplays(EngineTitle title, GameRecord record, String file, PrintStream err)
            throws Refused {
        try {
            return EngineSession.load(title, record, null);
        } catch (GameLoadException e) {
            if (e.malformed() || e.actionIndex() < 0) {
                throw new Refused(file + ": " + e.getMessage());
            }
            err.println("routes: " + file + " replays only up to " + e.getMessage() + "; looking at the game before it");
            List<Action> before = ActionLog.active(record.actions()).stream().filter(x -> x.rawIndex() < e.actionIndex())
                    .map(ActionLog.Entry::action).toList();
            return load(title, record.withActions(before), file, null);
        }
    }

    private static EngineSession load(EngineTitle title, GameRecord record, String file,
            java.util.function.BiConsumer<Action, Game> afterEach) throws Refused {
        try {
            return EngineSession.load(title, record, afterEach);
        } catch (GameLoadException e) {
            throw e.malformed() ? new Refused(file + ": " + e.getMessage())
                    : new Refused(file + ": does not replay: " + e.getMessage(), 1);
        }
    }
}
