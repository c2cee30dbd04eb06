package roundhouse.testsupport;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.ToIntBiFunction;

import roundhouse.api.GameRecord;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.route.RunState;
import roundhouse.engine.internal.session.ActionLog;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.map.Board;
import roundhouse.engine.map.RouteGraph;
import roundhouse.engine.map.RouteRules;
import roundhouse.engine.map.TrainSpec;
import roundhouse.engine.map.route.RouteOptimizer;
import roundhouse.engine.spi.EngineTitle;

/**
 * A benchmark of the route optimiser on the positions of recorded games: every state right before a
 * recorded {@code run_routes}, the graph built once, then the single-threaded search of all those
 * states repeated. Figures are thread CPU time (the search runs in this thread), which a busy machine
 * disturbs far less than wall time: medians of timed passes after untimed warm-up passes. Prints, never
 * asserts a time; run the same class on two builds to compare them.
 */
public final class RouteSearchBench {
    private RouteSearchBench() {
    }

    /** One position: what the optimiser gets. */
    private record Position(RouteGraph graph, List<TrainSpec> trains, ToIntBiFunction<TrainSpec, List<RouteGraph.Stop>> bonus) {
    }

    /**
     * Prints the median CPU time of a pass over every run position of the games, and of building their
     * graphs, and returns the positions' total optimum (the same on every build that is exact).
     */
    public static long run(String name, EngineTitle title, List<Path> games, int warm, int timed) throws Exception {
        List<Position> positions = new ArrayList<>();
        List<Runnable> graphs = new ArrayList<>();
        for (Path file : games) {
            GameRecord record = new GsonRecordCodec().read(file);
            List<ActionLog.Entry> active = ActionLog.active(record.actions());
            int[] done = {0};
            EngineSession.load(title, record, (action, game) -> {
                int next = ++done[0];
                if (next < active.size() && active.get(next).action().type().equals("run_routes")) {
                    RunState s = RunState.of(game).orElseThrow();
                    // a copy of the board: the game goes on changing its own
                    Board board = game.board().copy();
                    String company = s.corporation().id();
                    RouteRules rules = s.rules();
                    positions.add(new Position(board.routeGraph(company, rules), s.trainSpecs(),
                            board.routeBonuses(company, rules)));
                    graphs.add(() -> board.routeGraph(company, rules));
                }
            });
        }
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        RouteOptimizer one = new RouteOptimizer(1);
        long total = 0;
        double[] search = new double[timed];
        for (int pass = 0; pass < warm + timed; pass++) {
            long t0 = cpu.getCurrentThreadCpuTime();
            long sum = 0;
            for (Position p : positions) {
                sum += one.bestRun(p.graph(), p.trains(), p.bonus(), null, null).total();
            }
            if (pass >= warm) {
                search[pass - warm] = (cpu.getCurrentThreadCpuTime() - t0) / 1e6;
            }
            total = sum;
        }
        double[] build = new double[timed];
        for (int pass = 0; pass < warm + timed; pass++) {
            long t0 = cpu.getCurrentThreadCpuTime();
            graphs.forEach(Runnable::run);
            if (pass >= warm) {
                build[pass - warm] = (cpu.getCurrentThreadCpuTime() - t0) / 1e6;
            }
        }
        Arrays.sort(search);
        Arrays.sort(build);
        System.out.printf(Locale.ROOT, "route search benchmark %s: %d positions, optimum total %d; CPU ms per pass, median of"
                + " %d after %d warm-up passes: search %.1f (min %.1f), graphs %.1f%n", name, positions.size(), total, timed,
                warm, search[timed / 2], search[0], build[timed / 2]);
        return total;
    }
}
