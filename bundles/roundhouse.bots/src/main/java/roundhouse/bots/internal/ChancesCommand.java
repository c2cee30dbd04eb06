package roundhouse.bots.internal;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import roundhouse.api.GameFileException;
import roundhouse.api.GameFiles;
import roundhouse.api.GameLoadException;
import roundhouse.api.GameSession;
import roundhouse.api.PlayerRef;
import roundhouse.api.command.Command;
import roundhouse.api.command.DeclaredCommand;
import roundhouse.api.bot.ChanceEstimator;
import roundhouse.api.command.Range;
import roundhouse.api.view.GameHistory;

/**
 * {@code chances FILE... [--playouts N] [--every round|stock|action] [--seed S] [--threads N] --out OUT.csv}:
 * each player's chance to win at the start of every round (or after every action) of a game,
 * estimated by playouts ({@link Chances}), as a CSV table with each estimate's 95% interval, the
 * player's worth there and whether he won the game. Several games make one table, a game's file
 * name in its first column (a calibration over many games runs in one process).
 */
@Component(service = Command.class, property = { Command.NAME + "=chances",
        Command.SUMMARY + "=chances FILE... [--playouts N] [--every round|stock|action] --out OUT.csv each player's chance to win"
                + " at every round, by playouts" })
public class ChancesCommand implements DeclaredCommand<ChancesCommand.Options> {
    /** The table's columns, in order. */
    static final List<String> COLUMNS = List.of("game", "position", "round", "player_id", "player_name", "worth", "chance",
            "low", "high", "playouts", "won");
    private final GameFiles files;

    @Activate
    public ChancesCommand(@Reference GameFiles files) {
        this.files = files;
    }

    /** The command line of {@code chances}: {@code CommandLines} parses it and prints the usage. */
    @picocli.CommandLine.Command(name = "chances", description = {
            "Each player's chance to win at the start of every round (or after every action) of a game, estimated by "
                    + "playing the game out from there with bots many times; a CSV table with each chance's 95%% interval.",
            "Several games make one table; a game that cannot be read is named and left out." })
    static final class Options {
        @Parameters(paramLabel = "FILE", arity = "1..*", description = "18xx.games game files.")
        List<String> files;
        @Option(names = "--playouts", paramLabel = "N", description = "Playouts per position (default ${DEFAULT-VALUE}).")
        @Range(min = 1)
        int playouts = 200;
        @Option(names = "--every", paramLabel = "round|stock|action", completionCandidates = Every.class,
                description = "Estimate at the start of every round (default), of every stock round, or after every action.")
        String every = "round";
        @Option(names = "--seed", paramLabel = "S", description = "The playouts' seed (default ${DEFAULT-VALUE}).")
        long seed = 1;
        @Option(names = "--threads", paramLabel = "N", description = "Threads for the playouts (default: every core).")
        @Range(min = 1)
        Integer threads;
        @Option(names = "--out", paramLabel = "OUT.csv", required = true, description = "The table's file (CSV).")
        Path out;
    }

    /** The values of --every, for the shell completion. */
    static final class Every extends ArrayList<String> {
        private static final long serialVersionUID = 1L;
        static final List<String> VALUES = List.of("round", "stock", "action");

        Every() {
            super(VALUES);
        }
    }

    @Override
    public Options declaration() {
        return new Options();
    }

    @Override
    public int run(Options o, PrintStream out, PrintStream err) {
        if (!Every.VALUES.contains(o.every)) {
            err.println("chances: --every must be round, stock or action, not " + o.every);
            return 2;
        }
        String name = o.out.getFileName().toString().toLowerCase(Locale.ROOT);
        if (!name.endsWith(".csv")) {
            // the picture of the same estimates is the chart command's
            err.println("chances: --out must name a .csv file, not " + o.out
                    + (name.endsWith(".png") || name.endsWith(".svg") ? " (the chart: chart FILE --kind chances --out " + o.out + ")" : ""));
            return 2;
        }
        int threads = o.threads != null ? o.threads : Runtime.getRuntime().availableProcessors();
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "chances");
            t.setDaemon(true);
            return t;
        });
        int failed = 0;
        long start = System.nanoTime();
        int positions = 0;
        try (Writer w = Files.newBufferedWriter(o.out, StandardCharsets.UTF_8)) {
            header(w);
            for (String file : o.files) {
                try {
                    GameSession game = files.open(Path.of(file));
                    List<ChanceEstimator.Position> at = Chances.positions(game, o.every.equals("action"));
                    if (o.every.equals("stock")) {
                        at = Chances.stockRounds(game, at);
                    }
                    Progress progress = new Progress(err, at.size() * o.playouts);
                    List<ChanceEstimator.Estimate> estimates = new ArrayList<>();
                    for (ChanceEstimator.Position p : at) {
                        estimates.addAll(Chances.at(game, p, o.playouts, o.seed, pool, n -> progress.step()));
                    }
                    progress.done();
                    rows(w, Path.of(file).getFileName().toString(), game, estimates);
                    positions += at.size();
                } catch (GameLoadException | GameFileException | IllegalArgumentException e) {
                    err.println("chances: " + file + ": " + e.getMessage());
                    failed++;
                }
            }
        } catch (IOException e) {
            err.println("chances: " + o.out + ": " + e.getMessage());
            return 2;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("chances: interrupted");
            return 2;
        } finally {
            pool.shutdownNow();
        }
        int games = o.files.size() - failed;
        out.printf(Locale.ROOT, "wrote %s (%d positions of %s, %d playouts each) in %.1f s%n", o.out, positions,
                games == 1 && failed == 0 ? o.files.get(0) : games + " games", o.playouts, (System.nanoTime() - start) / 1e9);
        return failed == 0 ? 0 : games == 0 ? 2 : 1;
    }

    /** The estimates of one game as a CSV table ({@link #COLUMNS}). */
    static void write(Path out, String name, GameSession game, List<ChanceEstimator.Estimate> estimates) throws IOException {
        try (Writer w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            header(w);
            rows(w, name, game, estimates);
        }
    }

    static void header(Writer w) throws IOException {
        w.write(String.join(",", COLUMNS) + "\r\n");
    }

    /** One row per estimate of the game named {@code name}. */
    static void rows(Writer w, String name, GameSession game, List<ChanceEstimator.Estimate> estimates) throws IOException {
        List<GameHistory.Point> points = game.history().points();
        Map<String, Integer> result = game.state().result();
        int best = result.values().stream().mapToInt(Integer::intValue).max().orElse(Integer.MIN_VALUE);
        Map<String, String> names = new java.util.HashMap<>();
        for (PlayerRef p : game.setup().players()) {
            names.put(p.id(), p.name());
        }
        for (ChanceEstimator.Estimate e : estimates) {
            int at = e.position().actions();
            Integer worth = at == 0 || points.isEmpty() ? null : points.get(at - 1).playerWorth().get(e.player());
            String won = result.isEmpty() ? "" : result.getOrDefault(e.player(), Integer.MIN_VALUE) == best ? "1" : "0";
            w.write(String.join(",", csv(name), Integer.toString(at), csv(e.position().round()), csv(e.player()),
                    csv(names.getOrDefault(e.player(), e.player())), worth == null ? "" : worth.toString(),
                    fixed(e.chance()), fixed(e.low()), fixed(e.high()), Integer.toString(e.playouts()), won) + "\r\n");
        }
    }

    private static String fixed(double v) {
        return String.format(Locale.ROOT, "%.4f", v);
    }

    /** A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
    private static String csv(String s) {
        if (s == null) {
            return "";
        }
        return s.contains(",") || s.contains("\"") || s.contains("\n") || s.contains("\r") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
    }
}
