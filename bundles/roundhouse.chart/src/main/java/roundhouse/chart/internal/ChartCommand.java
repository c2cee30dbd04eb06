package roundhouse.chart.internal;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;

import org.jfree.chart.JFreeChart;
import org.jfree.data.xy.XYSeriesCollection;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import roundhouse.api.GameFileException;
import roundhouse.api.GameFiles;
import roundhouse.api.GameLoadException;
import roundhouse.api.GameSession;
import roundhouse.api.bot.ChanceEstimator;
import roundhouse.api.command.Command;
import roundhouse.api.command.DeclaredCommand;
import roundhouse.api.command.Range;

/**
 * {@code chart FILE --kind prices|worth|cash|revenue|chances [--playouts N] --out OUT.png|OUT.svg}; the
 * chances come from the bots' {@link ChanceEstimator} (at the start of every round, by playouts).
 */
@Component(service = Command.class, property = { Command.NAME + "=chart",
        Command.SUMMARY + "=chart FILE --kind prices|worth|cash|revenue|chances --out OUT.png|OUT.svg draws a game's history" })
public class ChartCommand implements DeclaredCommand<ChartCommand.Options> {
    private final GameFiles files;
    private volatile ChanceEstimator chances;

    @Activate
    public ChartCommand(@Reference GameFiles files) {
        this.files = files;
    }

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC)
    void setChances(ChanceEstimator e) {
        chances = e;
    }

    void unsetChances(ChanceEstimator e) {
        if (chances == e) {
            chances = null;
        }
    }

    /** The command line of {@code chart}: {@code CommandLines} parses it and prints the usage. */
    @picocli.CommandLine.Command(name = "chart", description = "Draws a game's history: share prices, players' worth or cash, or companies' revenue.")
    static final class Options {
        @Parameters(paramLabel = "FILE", description = "An 18xx.games game file.")
        String file;
        @Option(names = "--kind", paramLabel = "prices|worth|cash|revenue|chances", required = true, completionCandidates = Kinds.class,
                description = "What to draw; chances: each player's chance to win at every round, by playouts of the bots.")
        String kind;
        @Option(names = "--playouts", paramLabel = "N", description = "With --kind chances: playouts per round (default ${DEFAULT-VALUE}).")
        @Range(min = 1)
        int playouts = 100;
        @Option(names = "--out", paramLabel = "OUT.png|OUT.svg", required = true, description = "The chart's file: PNG or SVG.")
        String out;
    }

    /** The values of --kind, for the shell completion. */
    static final class Kinds extends java.util.ArrayList<String> {
        private static final long serialVersionUID = 1L;

        Kinds() {
            super(List.of("prices", "worth", "cash", "revenue", "chances"));
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
            long start = System.nanoTime();
            JFreeChart chart;
            GameSession session;
            if (kind.equals("chances")) {
                ChanceEstimator estimator = chances;
                if (estimator == null) {
                    err.println("chart: --kind chances needs the bots, which are not installed");
                    return 2;
                }
                session = files.open(Path.of(file));
                chart = chancesChart(session, estimator, o.playouts);
            } else {
                HistoryCharts.Kind k = HistoryCharts.Kind.parse(kind);
                session = files.open(Path.of(file));
                chart = chart(session, k);
            }
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
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("chart: interrupted");
            return 2;
        }
    }

    /** Each player's chance at the start of every round, {@code playouts} playouts each on every core. */
    static JFreeChart chancesChart(GameSession session, ChanceEstimator estimator, int playouts)
            throws GameLoadException, InterruptedException {
        GameSession game = session.fork();
        Map<String, String> names = new HashMap<>();
        game.setup().players().forEach(p -> names.put(p.id(), p.name()));
        XYSeriesCollection data = new XYSeriesCollection();
        ExecutorService pool = ChancesChart.playoutThreads();
        try {
            for (ChanceEstimator.Position p : estimator.positions(game, false)) {
                ChancesChart.add(data, estimator.estimate(game, p, playouts, 1, pool, () -> false), names);
            }
        } finally {
            pool.shutdownNow();
        }
        return ChancesChart.create(data, Texts.get("chances.title", playouts), ChartInputs.of(game.state()).colors());
    }

    static JFreeChart chart(GameSession session, HistoryCharts.Kind kind) {
        return HistoryCharts.create(kind, session.history(), ChartInputs.of(session.state()));
    }
}
