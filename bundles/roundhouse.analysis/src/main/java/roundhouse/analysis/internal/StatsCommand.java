package roundhouse.analysis.internal;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import roundhouse.api.GameFiles;
import roundhouse.api.command.Command;
import roundhouse.api.command.DeclaredCommand;
import roundhouse.api.command.Range;

/**
 * {@code stats FILE_OR_DIR... --out OUT.csv [--tables DIR] [--threads N]}: statistics over many
 * recorded games, streamed: games are replayed on every core ({@link StatsRun}), each reduced to its
 * rows at once, so memory stays flat whatever the number of games. A game that cannot be replayed is
 * skipped with a warning naming the file and the reason; the rest go on.
 */
@Component(service = Command.class, property = { Command.NAME + "=stats",
        Command.SUMMARY + "=stats FILE_OR_DIR... --out OUT.csv [--tables DIR] [--threads N] statistics over recorded games" })
public class StatsCommand implements DeclaredCommand<StatsCommand.Options> {
    static final int MAX_THREADS = 256;
    private final GameFiles files;

    @Activate
    public StatsCommand(@Reference GameFiles files) {
        this.files = files;
    }

    /** The command line of {@code stats}: {@code CommandLines} parses it, checks the ranges and prints the usage. */
    @picocli.CommandLine.Command(name = "stats", description = "Statistics over recorded games, replayed on every core (README section 4b).")
    static final class Options {
        @Parameters(paramLabel = "FILE_OR_DIR", arity = "1..*", description = "Game files, or directories searched for them.")
        List<Path> inputs = new ArrayList<>();
        @Option(names = "--out", paramLabel = "OUT.csv", required = true, description = "One row per game, then one per title.")
        Path out;
        @Option(names = "--tables", paramLabel = "DIR", description = "Tidy tables as CSV and Parquet.")
        Path tables;
        @Option(names = "--threads", paramLabel = "N", description = "Games replayed at once (default: the cores, ${DEFAULT-VALUE}).")
        @Range(min = 1, max = MAX_THREADS)
        int threads = Runtime.getRuntime().availableProcessors();
    }

    @Override
    public Options declaration() {
        return new Options();
    }

    @Override
    public int run(Options o, PrintStream out, PrintStream err) {
        List<Path> inputs = o.inputs;
        Path target = o.out;
        Path tablesDir = o.tables;
        int threads = o.threads;
        long start = System.nanoTime();
        List<Path> gameFiles = StatsRun.gameFiles(inputs, err);
        Map<String, List<Reports.GameLine>> byTitle = new TreeMap<>();
        int[] games = new int[1];
        try {
            createParent(target);
            try (BufferedWriter csv = Files.newBufferedWriter(target, StandardCharsets.UTF_8);
                    CsvTables tables = tablesDir == null ? null : new CsvTables(tablesDir)) {
                CsvTables.line(csv, Reports.STATS_COLUMNS);
                new StatsRun(files, threads, err, Progress.on(err, gameFiles.size())).run(gameFiles, g -> {
                    games[0]++;
                    byTitle.computeIfAbsent(g.line().title(), k -> new ArrayList<>()).add(g.line());
                    CsvTables.line(csv, Reports.gameRow(g.line()));
                    if (tables != null) {
                        tables.write(g);
                    }
                });
                for (List<String> row : Reports.titleRows(byTitle)) {
                    CsvTables.line(csv, row);
                }
            }
        } catch (IOException e) {
            err.println("stats: cannot write " + target + (tablesDir == null ? "" : " or " + tablesDir) + ": " + e.getMessage());
            return 2;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("stats: interrupted");
            return 2;
        }
        if (games[0] == 0) {
            err.println("stats: no game could be read (" + gameFiles.size() + " files)");
            return 2;
        }
        out.printf("wrote %s%s: %d games (%d skipped) in %d ms%n", target, tablesDir == null ? "" : " and " + tablesDir,
                games[0], gameFiles.size() - games[0], (System.nanoTime() - start) / 1_000_000);
        return 0;
    }

    private static void createParent(Path target) throws IOException {
        Path parent = target.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
    }
}
