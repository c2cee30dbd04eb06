package roundhouse.analysis.internal;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

import roundhouse.api.GameFileException;
import roundhouse.api.GameFiles;
import roundhouse.api.GameLoadException;
import roundhouse.api.GameSession;
import roundhouse.api.command.Command;

/**
 * {@code stats FILE_OR_DIR... --out OUT.csv}: statistics over many recorded games. A game that
 * cannot be replayed is skipped with a warning naming the file and the reason; the rest go on.
 */
@Component(property = { Command.NAME + "=stats",
        Command.SUMMARY + "=stats FILE_OR_DIR... --out OUT.csv writes statistics over recorded games" })
public class StatsCommand implements Command {
    static final String USAGE = "usage: stats FILE_OR_DIR... --out OUT.csv";
    private final GameFiles files;

    @Activate
    public StatsCommand(@Reference GameFiles files) {
        this.files = files;
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        List<Path> inputs = new ArrayList<>();
        Path target = null;
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).equals("--out") && i + 1 < args.size()) {
                target = Path.of(args.get(++i));
            } else if (args.get(i).startsWith("--")) {
                err.println(USAGE);
                return 2;
            } else {
                inputs.add(Path.of(args.get(i)));
            }
        }
        if (inputs.isEmpty() || target == null) {
            err.println(USAGE);
            return 2;
        }
        long start = System.nanoTime();
        List<Path> gameFiles = new ArrayList<>();
        for (Path p : inputs) {
            if (!Files.exists(p)) {
                err.println("warning: skipped " + p + ": no such file or directory");
            } else if (Files.isDirectory(p)) {
                try (Stream<Path> s = Files.walk(p)) {
                    s.filter(f -> f.toString().endsWith(".json") && Files.isRegularFile(f)).sorted().forEach(gameFiles::add);
                } catch (IOException e) {
                    err.println("warning: skipped " + p + ": " + e.getMessage());
                }
            } else {
                gameFiles.add(p);
            }
        }
        List<AnalyzedGame> games = new ArrayList<>();
        for (Path f : gameFiles) {
            try {
                GameSession s = files.open(f);
                games.add(new AnalyzedGame(f.getFileName().toString(), s.state(), s.history()));
            } catch (GameFileException | GameLoadException e) {
                err.println("warning: skipped " + e.getMessage());
            } catch (RuntimeException e) {
                err.println("warning: skipped " + f + ": internal error " + e);
            }
        }
        if (games.isEmpty()) {
            err.println("stats: no game could be read");
            return 1;
        }
        try {
            if (target.toAbsolutePath().getParent() != null) {
                Files.createDirectories(target.toAbsolutePath().getParent());
            }
            Files.writeString(target, Reports.stats(games).toCsv(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            err.println("stats: cannot write " + target + ": " + e.getMessage());
            return 1;
        }
        out.printf("wrote %s: %d games (%d skipped) in %d ms%n", target, games.size(), gameFiles.size() - games.size(),
                (System.nanoTime() - start) / 1_000_000);
        return 0;
    }
}
