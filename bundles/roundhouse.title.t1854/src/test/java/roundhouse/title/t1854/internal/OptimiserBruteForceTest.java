package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameSetup;
import roundhouse.api.LegalAction;
import roundhouse.engine.internal.route.RunState;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.map.RecordedRoute;
import roundhouse.engine.map.RouteGraph;
import roundhouse.engine.map.RunResult;
import roundhouse.engine.map.TrainSpec;
import roundhouse.engine.map.route.RouteOptimizer;
import roundhouse.engine.spi.Game;
import roundhouse.testsupport.RandomGames;

/**
 * The route optimiser against a brute force on positions of random 1854 games: before runs of one or two
 * trains, every simple path over the company's track graph (through any stop, off-boards and full cities
 * included) is priced by the board's own run check, the oracle for all of 1854's route rules (Wien once,
 * customs, Graz, the Orient Express through Zürich and Budapest, barred Paris, plus trains, tunnels); the
 * best single route per train, and the best pair the check accepts together, must be the optimiser's total;
 * the same for an Orient Express put in the company's place, which runs through Zürich and Budapest.
 * Positions with more paths than {@link #MAX_PATHS} are left out (reported).
 */
class OptimiserBruteForceTest {
    private static final T1854Title TITLE = new T1854Title();
    static final int MAX_PATHS = 4000;

    @Test
    void theOptimiserFindsWhatTheBruteForceFinds() throws Exception {
        int compared = 0;
        int skipped = 0;
        int orient = 0;
        for (long seed = 21; seed <= 32; seed++) {
            Random rnd = new Random(seed);
            EngineSession s = (EngineSession) TITLE.newGame(new GameSetup(RandomGames.players(3 + (int) (seed % 4)), Set.of(), seed));
            RandomGames.Picker picker = RandomGames.mostlyActing(60, Set.of("discard_train"));
            for (int count = 0; count < RandomGames.MAX_ACTIONS && !s.game().finished(); count++) {
                var run = RunState.of(s.game());
                if (run.isPresent() && run.get().trainSpecs().size() <= 2 && !run.get().trainSpecs().isEmpty()) {
                    RunState rs = run.get();
                    // its own trains, and an Orient Express in its place (through Zürich and Budapest)
                    for (List<TrainSpec> trains : List.of(rs.trainSpecs(), List.of(TrainSpec.express("8x-0", 8)))) {
                        Integer brute = bruteForce(rs, trains);
                        if (brute == null) {
                            skipped++;
                            continue;
                        }
                        var plan = new RouteOptimizer(1).bestRun(rs.graph(), trains, rs.bonuses(), null, null);
                        int best = plan.total();
                        orient += plan.routes().stream().anyMatch(r -> r.hexes().contains("D0") || r.hexes().contains("F28")) ? 1 : 0;
                        assertEquals(brute.intValue(), best, "seed " + seed + " action " + count + " " + rs.corporation().id()
                                + " " + trains);
                        compared++;
                    }
                }
                List<LegalAction> legal = s.legalActions();
                LegalAction choice = picker.pick(rnd, legal);
                Action action = choice.amount() == null ? choice.action()
                        : choice.withAmount(RandomGames.amount(rnd, choice.amount()));
                s.apply(action);
            }
        }
        System.out.println("1854 brute force: " + compared + " runs compared, " + skipped + " left out (over " + MAX_PATHS
                + " paths), " + orient + " best runs to Paris or Konstantinopel");
        assertTrue(compared > 50, compared + " compared");
    }

    /** The best run of one or two trains by brute force, or null when the graph has too many paths. */
    private static Integer bruteForce(RunState run, List<TrainSpec> trains) {
        RouteGraph g = run.graph();
        List<List<Integer>> paths = new ArrayList<>();
        Map<Integer, List<Integer>> byStop = new HashMap<>();
        for (int c = 0; c < g.chains().size(); c++) {
            byStop.computeIfAbsent(g.chains().get(c).a(), k -> new ArrayList<>()).add(c);
            byStop.computeIfAbsent(g.chains().get(c).b(), k -> new ArrayList<>()).add(c);
        }
        for (int start = 0; start < g.stops().size(); start++) {
            if (!walk(g, byStop, List.of(start), List.of(), new boolean[g.segmentCount()], paths)) {
                return null;
            }
        }
        Game game = run.game();
        String company = run.corporation().id();
        List<List<int[]>> priced = new ArrayList<>(); // per train: {path index, revenue}, best first
        for (TrainSpec t : trains) {
            List<int[]> out = new ArrayList<>();
            for (int p = 0; p < paths.size(); p++) {
                RunResult r = game.board().checkRun(company, List.of(route(g, paths.get(p), t.id())), id -> t, run.rules());
                if (r.ok() && r.total() > 0) {
                    out.add(new int[] {p, r.total()});
                }
            }
            out.sort(Comparator.comparingInt((int[] x) -> -x[1]));
            priced.add(out);
        }
        int best = priced.get(0).isEmpty() ? 0 : priced.get(0).get(0)[1];
        if (trains.size() == 2) {
            best = Math.max(best, priced.get(1).isEmpty() ? 0 : priced.get(1).get(0)[1]);
            TrainSpec a = trains.get(0);
            TrainSpec b = trains.get(1);
            for (int[] x : priced.get(0)) {
                if (priced.get(1).isEmpty() || x[1] + priced.get(1).get(0)[1] <= best) {
                    break;
                }
                for (int[] y : priced.get(1)) {
                    if (x[1] + y[1] <= best) {
                        break;
                    }
                    RunResult both = game.board().checkRun(company, List.of(route(g, paths.get(x[0]), a.id()),
                            route(g, paths.get(y[0]), b.id())), id -> id.equals(a.id()) ? a : b, run.rules());
                    if (both.ok()) {
                        best = Math.max(best, both.total());
                    }
                }
            }
        }
        return best;
    }

    /** Extends a path of stops (with the chains between them) every way it can; false when there are too many. */
    private static boolean walk(RouteGraph g, Map<Integer, List<Integer>> byStop, List<Integer> stops, List<Integer> chains,
            boolean[] used, List<List<Integer>> out) {
        if (stops.size() >= 2 && stops.get(0) < stops.get(stops.size() - 1)) {
            List<Integer> p = new ArrayList<>(stops);
            p.add(-1);
            p.addAll(chains);
            out.add(p);
            if (out.size() > MAX_PATHS) {
                return false;
            }
        }
        if (stops.size() >= 14) {
            return true;
        }
        int last = stops.get(stops.size() - 1);
        for (int c : byStop.getOrDefault(last, List.of())) {
            RouteGraph.Chain chain = g.chains().get(c);
            int next = chain.a() == last ? chain.b() : chain.a();
            if (stops.contains(next) || usesAny(chain, used)) {
                continue;
            }
            mark(chain, used, true);
            List<Integer> s2 = new ArrayList<>(stops);
            s2.add(next);
            List<Integer> c2 = new ArrayList<>(chains);
            c2.add(c);
            boolean ok = walk(g, byStop, s2, c2, used, out);
            mark(chain, used, false);
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    private static boolean usesAny(RouteGraph.Chain chain, boolean[] used) {
        for (int s : chain.segments()) {
            if (used[s]) {
                return true;
            }
        }
        return false;
    }

    private static void mark(RouteGraph.Chain chain, boolean[] used, boolean on) {
        for (int s : chain.segments()) {
            used[s] = on;
        }
    }

    /** A path as a recorded route: its stops' hexes and signatures, the track between them hex by hex. */
    private static RecordedRoute route(RouteGraph g, List<Integer> path, String train) {
        int split = path.indexOf(-1);
        List<Integer> stops = path.subList(0, split);
        List<Integer> chains = path.subList(split + 1, path.size());
        List<String> hexes = new ArrayList<>();
        List<String> nodes = new ArrayList<>();
        for (int s : stops) {
            hexes.add(g.stops().get(s).hex());
            nodes.add(g.stops().get(s).signature());
        }
        List<List<String>> connections = new ArrayList<>();
        for (int k = 0; k < chains.size(); k++) {
            RouteGraph.Chain c = g.chains().get(chains.get(k));
            List<String> h = new ArrayList<>(c.hexes());
            if (c.a() != stops.get(k)) {
                java.util.Collections.reverse(h);
            }
            connections.add(h);
        }
        return new RecordedRoute(train, connections, hexes, nodes, 0);
    }
}
