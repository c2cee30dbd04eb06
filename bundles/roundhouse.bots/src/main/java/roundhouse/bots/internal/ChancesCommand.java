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
 * {@code chances FILE [--playouts N] [--every round|action] [--seed S] [--threads N] --out OUT.csv}:
 * each player's chance to win at the start of every round (or after every action) of a game,
 * estimated by playouts ({@link Chances}), as a CSV table with each estimate's 95% interval, the
 * player's worth there and whether he won the game.
 */
@Component(service = Command.class, property = { Command.NAME + "=chances",
        Command.SUMMARY + "=chances FILE [--playouts N] [--every round|action] --out OUT.csv each player's chance to win"
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
                    + "playing the game out from there with bots many times; a CSV table with each chance's 95%% interval." })
    static final class Options {
        @Parameters(paramLabel = "FILE", description = "An 18xx.games game file.")
        String file;
        @Option(names = "--playouts", paramLabel = "N", description = "Playouts per position (default ${DEFAULT-VALUE}).")
        @Range(min = 1)
        int playouts = 200;
        @Option(names = "--every", paramLabel = "round|action", completionCandidates = Every.class,
                description = "Estimate at the start of every round (default) or after every action.")
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

        Every() {
            super(List.of("round", "action"));
        }
    }

    @Override
    public Options declaration() {
        return new Options();
    }

    @Override
    public int run(Options o, PrintStream out, PrintStream err) {
        if (!o.every.equals("round") && !o.every.equals("action")) {
            err.println("chances: --every must be round or action, not " + o.every);
            return 2;
        }
        if (!o.out.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".csv")) {
            err.println("chances: --out must name a .csv file, not " + o.out);
            return 2;
        }
        int threads = o.threads != null ? o.threads : Runtime.getRuntime().availableProcessors();
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "chances");
            t.setDaemon(true);
            return t;
        });
        try {
            long start = System.nanoTime();
            GameSession game = files.open(Path.of(o.file));
            List<ChanceEstimator.Position> positions = Chances.positions(game, o.every.equals("action"));
            Progress progress = new Progress(err, positions.size() * o.playouts);
            List<ChanceEstimator.Estimate> estimates = new ArrayList<>();
            for (ChanceEstimator.Position p : positions) {
                estimates.addAll(Chances.at(game, p, o.playouts, o.seed, pool, n -> progress.step()));
            }
            progress.done();
            write(o.out, Path.of(o.file).getFileName().toString(), game, estimates);
            out.printf(Locale.ROOT, "wrote %s (%d positions of %s, %d playouts each) in %.1f s%n", o.out, positions.size(),
                    o.file, o.playouts, (System.nanoTime() - start) / 1e9);
            return 0;
        } catch (GameLoadException e) {
            err.println("chances: " + e.getMessage());
            return e.malformed() ? 2 : 1;
        } catch (GameFileException | IOException | IllegalArgumentException e) {
            err.println("chances: " + e.getMessage());
            return 2;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("chances: interrupted");
            return 2;
        } finally {
            pool.shutdownNow();
        }
    }

    /** The estimates as a CSV table ({@link #COLUMNS}). */
    static void write(Path out, String name, GameSession game, List<ChanceEstimator.Estimate> estimates) throws IOException {
        List<GameHistory.Point> points = game.history().points();
        Map<String, Integer> result = game.state().result();
        int best = result.values().stream().mapToInt(Integer::intValue).max().orElse(Integer.MIN_VALUE);
        Map<String, String> names = new java.util.HashMap<>();
        for (PlayerRef p : game.setup().players()) {
            names.put(p.id(), p.name());
        }
        try (Writer w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            w.write(String.join(",", COLUMNS) + "\r\n");
            for (ChanceEstimator.Estimate e : estimates) {
                int at = e.position().actions();
                Integer worth = at == 0 || points.isEmpty() ? null : points.get(at - 1).playerWorth().get(e.player());
                String won = result.isEmpty() ? "" : result.getOrDefault(e.player(), Integer.MIN_VALUE) == best ? "1" : "0";
                w.write(String.join(",", csv(name), Integer.toString(at), csv(e.position().round()), csv(e.player()),
                        csv(names.getOrDefault(e.player(), e.player())), worth == null ? "" : worth.toString(),
                        fixed(e.chance()), fixed(e.low()), fixed(e.high()), Integer.toString(e.playouts()), won) + "\r\n");
            }
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
