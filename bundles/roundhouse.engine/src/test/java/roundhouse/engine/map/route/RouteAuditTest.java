package roundhouse.engine.map.route;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.engine.map.AuditSupport;
import roundhouse.engine.map.RecordedRoute;
import roundhouse.engine.map.RunResult;
import roundhouse.engine.map.TrainSpec;

/**
 * Issue 6 audit on the recorded 1830 games: before every recorded run, the optimum for the trains
 * that ran is at least the recorded revenue (below = 0), and the optimiser's routes pass the
 * board's own route check with the revenue it claims.
 */
class RouteAuditTest {

    @Test
    void optimumIsNeverBelowTheRecordedRevenueAndItsRoutesAreLegal() throws Exception {
        RouteOptimizer optimizer = new RouteOptimizer();
        List<String> problems = new ArrayList<>();
        int[] counts = new int[4];
        List<Long> times = new ArrayList<>();
        List<Path> files;
        try (var list = Files.list(AuditSupport.fixtures())) {
            files = list.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        for (Path file : files) {
            AuditSupport.replay(file, (id, board, company, routes, rules) -> {
                List<TrainSpec> trains = routes.stream().map(r -> AuditSupport.train(r.train())).toList();
                int recorded = routes.stream().mapToInt(RecordedRoute::revenue).sum();
                long t0 = System.nanoTime();
                RunPlan plan = optimizer.optimize(board.routeGraph(company, rules), trains, null, null, null);
                times.add(System.nanoTime() - t0);
                counts[0]++;
                if (!plan.optimal()) {
                    problems.add(file.getFileName() + " #" + id + ": not proven optimal");
                }
                if (plan.total() > recorded) {
                    counts[1]++;
                } else if (plan.total() == recorded) {
                    counts[2]++;
                } else {
                    counts[3]++;
                    problems.add(file.getFileName() + " #" + id + " " + company + ": optimum " + plan.total() + " below recorded " + recorded);
                }
                List<RecordedRoute> mine = plan.routes().stream()
                        .map(p -> new RecordedRoute(p.train(), p.connections(), p.hexes(), p.stops(), p.revenue())).toList();
                RunResult check = board.checkRun(company, mine, AuditSupport::train, rules);
                if (!check.ok() || check.total() != plan.total()) {
                    problems.add(file.getFileName() + " #" + id + " " + company + ": optimiser routes refused or mispriced: "
                            + check.error() + " " + check.total() + " vs " + plan.total() + " " + plan.routes());
                }
            });
        }
        times.sort(null);
        System.out.printf("audited=%d above=%d equal=%d below=%d p50_ms=%.3f p99_ms=%.3f%n", counts[0], counts[1], counts[2],
                counts[3], times.get(times.size() / 2) / 1e6, times.get((int) Math.floor(times.size() * 0.99)) / 1e6);
        assertEquals("", String.join("\n", problems));
        assertTrue(counts[0] > 100, "runs audited: " + counts[0]);
    }
}
