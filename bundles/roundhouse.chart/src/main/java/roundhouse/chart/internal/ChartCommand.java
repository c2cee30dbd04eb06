package roundhouse.chart.internal;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

import org.jfree.chart.JFreeChart;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import roundhouse.api.GameFileException;
import roundhouse.api.GameFiles;
import roundhouse.api.GameLoadException;
import roundhouse.api.GameSession;
import roundhouse.api.command.Command;
import roundhouse.api.command.DeclaredCommand;

/** {@code chart FILE --kind prices|worth|cash|revenue --out OUT.png|OUT.svg}. */
@Component(service = Command.class, property = { Command.NAME + "=chart",
        Command.SUMMARY + "=chart FILE --kind prices|worth|cash|revenue --out OUT.png|OUT.svg draws a game's history" })
public class ChartCommand implements DeclaredCommand<ChartCommand.Options> {
    private final GameFiles files;

    @Activate
    public ChartCommand(@Reference GameFiles files) {
        this.files = files;
    }

    /** The command line of {@code chart}: {@code CommandLines} parses it and prints the usage. */
    @picocli.CommandLine.Command(name = "chart", description = "Draws a game's history: share prices, players' worth or cash, or companies' revenue.")
    static final class Options {
        @Parameters(paramLabel = "FILE", description = "An 18xx.games game file.")
        String file;
        @Option(names = "--kind", paramLabel = "prices|worth|cash|revenue", required = true, completionCandidates = Kinds.class,
                description = "What to draw.")
        String kind;
        @Option(names = "--out", paramLabel = "OUT.png|OUT.svg", required = true, description = "The chart's file: PNG or SVG.")
        String out;
    }

    /** The values of --kind, for the shell completion. */
    static final class Kinds extends java.util.ArrayList<String> {
        private static final long serialVersionUID = 1L;

        Kinds() {
            super(List.of("prices", "worth", "cash", "revenue"));
        }
    }

    @Override
    public Options declaration() {
        return new Options();
    }

    @Override
    public int run(Options o, PrintStream out, PrintStream err) {
        String file = o.file;
        String kind = o.kind;
        String target = o.out;
        try {
            HistoryCharts.Kind k = HistoryCharts.Kind.parse(kind);
            long start = System.nanoTime();
            GameSession session = files.open(Path.of(file));
            JFreeChart chart = chart(session, k);
            ChartExport.write(chart, Path.of(target));
            out.printf("wrote %s (%s of %s, %d actions) in %d ms%n", target, kind, file, session.actions().size(),
                    (System.nanoTime() - start) / 1_000_000);
            return 0;
        } catch (GameLoadException e) {
            // exit codes as every command (README section 4): 1 a game that does not reproduce
            err.println("chart: " + e.getMessage());
            return e.malformed() ? 2 : 1;
        } catch (GameFileException | IOException | IllegalArgumentException e) {
            err.println("chart: " + e.getMessage());
            return 2;
        }
    }

    static JFreeChart chart(GameSession session, HistoryCharts.Kind kind) {
        return HistoryCharts.create(kind, session.history(), ChartInputs.of(session.state()));
    }
}
