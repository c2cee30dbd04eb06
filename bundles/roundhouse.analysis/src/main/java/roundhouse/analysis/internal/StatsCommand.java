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

import roundhouse.api.GameFiles;
import roundhouse.api.command.Command;

/**
 * {@code stats FILE_OR_DIR... --out OUT.csv [--tables DIR] [--threads N]}: statistics over many
 * recorded games, streamed: games are replayed on every core ({@link StatsRun}), each reduced to its
 * rows at once, so memory stays flat whatever the number of games. A game that cannot be replayed is
 * skipped with a warning naming the file and the reason; the rest go on.
 */
@Component(property = { Command.NAME + "=stats",
        Command.SUMMARY + "=stats FILE_OR_DIR... --out OUT.csv [--tables DIR] [--threads N] statistics over recorded games" })
public class StatsCommand implements Command {
    static final String USAGE = "usage: stats FILE_OR_DIR... --out OUT.csv [--tables DIR] [--threads N]";
    static final int MAX_THREADS = 256;
    private final GameFiles files;

    @Activate
    public StatsCommand(@Reference GameFiles files) {
        this.files = files;
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        List<Path> inputs = new ArrayList<>();
        Path target = null;
        Path tablesDir = null;
        int threads = Runtime.getRuntime().availableProcessors();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            boolean hasValue = i + 1 < args.size();
            if (a.equals("--out") && hasValue) {
                target = Path.of(args.get(++i));
            } else if (a.equals("--tables") && hasValue) {
                tablesDir = Path.of(args.get(++i));
            } else if (a.equals("--threads") && hasValue) {
                threads = parseThreads(args.get(++i));
                if (threads < 1) {
                    err.println("stats: --threads takes a whole number from 1 to " + MAX_THREADS + ", not " + args.get(i));
                    return 2;
                }
            } else if (a.startsWith("--")) {
                err.println(USAGE);
                return 2;
            } else {
                inputs.add(Path.of(a));
            }
        }
        if (inputs.isEmpty() || target == null) {
            err.println(USAGE);
            return 2;
        }
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

    private static int parseThreads(String s) {
        try {
            int n = Integer.parseInt(s);
            return n >= 1 && n <= MAX_THREADS ? n : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static void createParent(Path target) throws IOException {
        Path parent = target.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
    }
}
