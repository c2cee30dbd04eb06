package roundhouse.chart.internal;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

import org.jfree.chart.JFreeChart;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

import roundhouse.api.GameFileException;
import roundhouse.api.GameFiles;
import roundhouse.api.GameLoadException;
import roundhouse.api.GameSession;
import roundhouse.api.command.Command;

/** {@code chart FILE --kind prices|worth|cash|revenue --out OUT.png|OUT.svg}. */
@Component(property = { Command.NAME + "=chart",
        Command.SUMMARY + "=chart FILE --kind prices|worth|cash|revenue --out OUT.png|OUT.svg draws a game's history" })
public class ChartCommand implements Command {
    static final String USAGE = "usage: chart FILE --kind prices|worth|cash|revenue --out OUT.png|OUT.svg";
    private final GameFiles files;

    @Activate
    public ChartCommand(@Reference GameFiles files) {
        this.files = files;
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        String file = null;
        String kind = null;
        String target = null;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("--kind") && i + 1 < args.size()) {
                kind = args.get(++i);
            } else if (a.equals("--out") && i + 1 < args.size()) {
                target = args.get(++i);
            } else if (!a.startsWith("--") && file == null) {
                file = a;
            } else {
                err.println(USAGE);
                return 2;
            }
        }
        if (file == null || kind == null || target == null) {
            err.println(USAGE);
            return 2;
        }
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
