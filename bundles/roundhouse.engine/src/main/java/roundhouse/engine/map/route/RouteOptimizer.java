package roundhouse.engine.map.route;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.DoubleConsumer;
import java.util.function.ToIntBiFunction;
import java.util.function.ToIntFunction;

import roundhouse.engine.map.RouteGraph;
import roundhouse.engine.map.RouteView;
import roundhouse.engine.map.RunPricing;
import roundhouse.engine.map.TrainSpec;

/**
 * Finds the assignment of routes to a company's trains with the highest total revenue (1830 §5.5
 * rules: distinct stops per route, no track segment shared within or between routes, at least one
 * own token per route, offboards and full cities only at the ends, offboard groups once), and proves
 * it optimal.
 *
 * <p>Method: every legal route is enumerated once ({@link RouteEnumerator}: depth-first over the stop
 * graph, each path in one canonical direction, as far as the longest train reaches in stops or, for H
 * trains, in hexes), scored per kind of train ({@link TrainSpec#fits}, {@link TrainSpec#pays}, barred
 * stops, an express train's paid stops, the title's stop values and bonuses),
 * then a branch and bound picks one route per train
 * with disjoint track; the bound is the sum of each remaining train's best route, so the answer is
 * exact. The first train's choices are split over worker threads sharing the best total.
 *
 * <p>Thread-safe and stateless apart from its thread count; {@link #optimize} blocks the caller
 * (run it off the UI thread) and may be cancelled through its {@code cancelled} supplier, polled
 * often; progress is reported as a fraction 0..1 from the worker threads.
 */
@org.osgi.annotation.versioning.ProviderType
public final class RouteOptimizer {
    /** Candidate routes below which the search stays in the caller's thread. */
    static final int PARALLEL_THRESHOLD = 4000;
    private static ExecutorService sharedPool;
    private final int threads;

    private static synchronized ExecutorService pool(int threads) {
        if (sharedPool == null) {
            sharedPool = Executors.newFixedThreadPool(Math.max(1, Runtime.getRuntime().availableProcessors() - 1), r -> {
                Thread th = new Thread(r, "route-optimiser");
                th.setDaemon(true);
                return th;
            });
        }
        return sharedPool;
    }

    /** An optimiser using all available processors. */
    public RouteOptimizer() {
        this(Runtime.getRuntime().availableProcessors());
    }

    /** An optimiser using the given number of threads (1 = run in the caller's thread). */
    public RouteOptimizer(int threads) {
        this.threads = Math.max(1, threads);
    }

    /**
     * The best run.
     *
     * @param graph the company's stops and track
     * @param trains the trains that may run
     * @param bonus extra revenue of a route given its stops in order (title bonuses), or {@code null}
     * @param cancelled polled during the search; when it returns true the best answer so far comes back
     *     with {@code optimal = false}
     * @param progress receives the fraction of the search done, or {@code null}
     */
    public RunPlan optimize(RouteGraph graph, List<TrainSpec> trains, ToIntFunction<List<RouteGraph.Stop>> bonus,
            BooleanSupplier cancelled, DoubleConsumer progress) {
        return bestRun(graph, trains, bonus == null ? null : (t, route) -> bonus.applyAsInt(route), cancelled, progress);
    }

    /**
     * The best run, with bonuses that may depend on the train (pass {@code Board.routeBonuses} so the
     * optimiser prices routes as {@code Board.checkRun} does).
     *
     * @param bonus extra revenue of a route for a train given its stops in order, or {@code null}
     * @see #optimize(RouteGraph, List, ToIntFunction, BooleanSupplier, DoubleConsumer)
     */
    public RunPlan bestRun(RouteGraph graph, List<TrainSpec> trains, ToIntBiFunction<TrainSpec, List<RouteGraph.Stop>> bonus,
            BooleanSupplier cancelled, DoubleConsumer progress) {
        return search(graph, trains, bonus, cancelled, progress, false);
    }

    /**
     * Whether the trains can run at all: whether {@link #bestRun} with the same arguments would give a
     * run with a route, found by the same search ended at the first run it would keep. Where the title's
     * rules refuse most runs (18Mag: a rail car bought must be used), asking this instead of the best
     * run spares the search for the most.
     */
    public boolean anyRun(RouteGraph graph, List<TrainSpec> trains, ToIntBiFunction<TrainSpec, List<RouteGraph.Stop>> bonus,
            BooleanSupplier cancelled) {
        return !search(graph, trains, bonus, cancelled, null, true).routes().isEmpty();
    }

    /** The search of {@link #bestRun}; with {@code firstOnly} it ends at the first run it keeps. */
    private RunPlan search(RouteGraph graph, List<TrainSpec> trains, ToIntBiFunction<TrainSpec, List<RouteGraph.Stop>> bonus,
            BooleanSupplier cancelled, DoubleConsumer progress, boolean firstOnly) {
        BooleanSupplier stop = cancelled == null ? () -> false : cancelled;
        if (trains.isEmpty()) {
            return new RunPlan(List.of(), 0, true, 0);
        }
        List<Candidate> candidates = new ArrayList<>();
        boolean complete = RouteEnumerator.enumerate(graph, trains, candidates, stop);
        // Trains by reach, longest first: they have the most to choose from and bound best.
        List<TrainSpec> order = new ArrayList<>(trains);
        order.sort(Comparator.comparingInt((TrainSpec t) -> reachKey(t)).reversed().thenComparing(TrainSpec::id));
        int n = order.size();
        int[][] options = new int[n][];
        int[][] revenue = new int[n][];
        for (int t = 0; t < n; t++) {
            TrainSpec train = order.get(t);
            if (t > 0 && sameKind(order.get(t - 1), train)) {
                options[t] = options[t - 1];
                revenue[t] = revenue[t - 1];
                continue;
            }
            List<int[]> scored = new ArrayList<>();
            boolean[] barred = onHexes(graph, train.barredHexes());
            boolean[] paid = onHexes(graph, train.paidHexes());
            for (int c = 0; c < candidates.size(); c++) {
                int r = score(graph, candidates.get(c), train, barred, paid, bonus);
                if (r > 0) {
                    scored.add(new int[] {c, r});
                }
            }
            scored.sort((x, y) -> y[1] != x[1] ? Integer.compare(y[1], x[1]) : Integer.compare(x[0], y[0]));
            options[t] = scored.stream().mapToInt(x -> x[0]).toArray();
            revenue[t] = scored.stream().mapToInt(x -> x[1]).toArray();
        }
        int[] suffix = new int[n + 1];
        for (int t = n - 1; t >= 0; t--) {
            suffix[t] = suffix[t + 1] + (revenue[t].length > 0 ? revenue[t][0] : 0);
        }
        RunPricing whole = bonus instanceof RunPricing p && p.wholeRun() ? p : null;
        Search shared = new Search(graph, order, options, revenue, suffix, candidates, stop, whole, firstOnly);
        int top = options[0].length;
        AtomicInteger done = new AtomicInteger();
        // Branch 0 = the first train runs nothing; branches 1..top = its i-th best route.
        int branches = top + 1;
        // Small searches finish in well under a millisecond: handing them to other threads costs more than it saves.
        if (threads == 1 || candidates.size() < PARALLEL_THRESHOLD) {
            for (int b = 0; b < branches && !shared.found && !stop.getAsBoolean(); b++) {
                shared.branch(b, new long[words(graph)], new int[n]);
                report(progress, done.incrementAndGet(), branches);
            }
        } else {
            AtomicInteger next = new AtomicInteger();
            Runnable worker = () -> {
                long[] used = new long[words(graph)];
                int[] chosen = new int[n];
                for (int b; (b = next.getAndIncrement()) < branches && !shared.found && !stop.getAsBoolean();) {
                    shared.branch(b, used, chosen);
                    report(progress, done.incrementAndGet(), branches);
                }
            };
            // The caller is one worker; the others come from a shared pool of daemon threads.
            List<Future<?>> futures = new ArrayList<>();
            for (int w = 1; w < threads; w++) {
                futures.add(pool(threads).submit(worker));
            }
            worker.run();
            try {
                for (Future<?> f : futures) {
                    f.get();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                shared.aborted = true;
            } catch (java.util.concurrent.ExecutionException e) {
                throw new IllegalStateException("route search failed: " + e.getCause(), e.getCause());
            }
        }
        boolean optimal = complete && !shared.aborted && !stop.getAsBoolean();
        Best best = shared.best.get();
        List<PlannedRoute> routes = new ArrayList<>();
        for (int t = 0; t < n; t++) {
            int c = best.choice[t];
            if (c < 0) {
                continue;
            }
            Candidate cand = candidates.get(c);
            TrainSpec train = order.get(t);
            int r = best.revenues != null ? best.revenues[t]
                    : score(graph, cand, train, onHexes(graph, train.barredHexes()), onHexes(graph, train.paidHexes()), bonus);
            routes.add(plan(graph, order.get(t).id(), cand, r));
        }
        return new RunPlan(routes, best.total, optimal, candidates.size());
    }

    private static void report(DoubleConsumer progress, int done, int of) {
        if (progress != null) {
            progress.accept((double) done / of);
        }
    }

    private static int words(RouteGraph g) {
        return Math.max(1, (g.segmentCount() + 63) / 64);
    }

    private static int reachKey(TrainSpec t) {
        return t.express() || t.distance() == TrainSpec.UNLIMITED ? Integer.MAX_VALUE
                : (int) Math.min(Integer.MAX_VALUE - 1L, (long) t.distance() + t.townAllowance());
    }

    /** Trains that score every route alike share their option lists (and, for twins, skip permutations). */
    private static boolean sameKind(TrainSpec a, TrainSpec b) {
        return a.distance() == b.distance() && a.townAllowance() == b.townAllowance() && a.townsFree() == b.townsFree()
                && a.freeStops().equals(b.freeStops())
                && a.hexDistance() == b.hexDistance() && a.express() == b.express()
                && a.barredHexes().equals(b.barredHexes()) && a.paidHexes().equals(b.paidHexes());
    }

    /**
     * Which stops of the graph lie on the given hexes (a train's barred or paid hexes), or {@code null}
     * if there are no such hexes.
     */
    private static boolean[] onHexes(RouteGraph g, java.util.Set<String> hexes) {
        if (hexes.isEmpty()) {
            return null;
        }
        boolean[] out = new boolean[g.stops().size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = hexes.contains(g.stops().get(i).hex());
        }
        return out;
    }

    /** What the train pays for the candidate's stops ({@code paid}: stops on its paid hexes, or null). */
    private static int pays(Candidate c, TrainSpec t, boolean[] paid) {
        if (paid == null) {
            return t.pays(c.values(), c.tokened());
        }
        boolean[] onPaid = new boolean[c.stops().length];
        for (int k = 0; k < onPaid.length; k++) {
            onPaid[k] = paid[c.stops()[k]];
        }
        return t.pays(c.values(), c.tokened(), onPaid);
    }

    /** @param revenues per train when whole runs were priced, else {@code null} (each route alone) */
    private record Best(int total, int[] choice, int[] revenues) {
    }

    /** The shared branch and bound state. */
    private static final class Search {
        final List<TrainSpec> trains;
        final int[][] options;
        final int[][] revenue;
        final int[] suffix;
        final List<Candidate> candidates;
        final BooleanSupplier stop;
        final AtomicReference<Best> best;
        /** Prices complete runs when the title's route hooks see the whole run, else null. */
        final RunPricing whole;
        final RouteGraph graph;
        volatile boolean aborted;
        /** Whether the search ends at the first run it keeps ({@link RouteOptimizer#anyRun}). */
        final boolean firstOnly;
        /** Set when {@link #firstOnly} and a run was kept: the search is over. */
        volatile boolean found;
        private long polls;

        Search(RouteGraph graph, List<TrainSpec> trains, int[][] options, int[][] revenue, int[] suffix,
                List<Candidate> candidates, BooleanSupplier stop, RunPricing whole, boolean firstOnly) {
            this.graph = graph;
            this.firstOnly = firstOnly;
            this.whole = whole;
            this.trains = trains;
            this.options = options;
            this.revenue = revenue;
            this.suffix = suffix;
            this.candidates = candidates;
            this.stop = stop;
            int[] none = new int[trains.size()];
            Arrays.fill(none, -1);
            this.best = new AtomicReference<>(new Best(0, none, null));
        }

        void branch(int b, long[] used, int[] chosen) {
            Arrays.fill(used, 0);
            if (b == 0) {
                chosen[0] = -1;
                descend(1, used, chosen, 0, -1);
                return;
            }
            int k = b - 1;
            if (revenue[0][k] + suffix[1] <= best.get().total) {
                return;
            }
            Candidate c = candidates.get(options[0][k]);
            or(used, c.segments());
            chosen[0] = options[0][k];
            descend(1, used, chosen, revenue[0][k], k);
            andNot(used, c.segments());
        }

        /** @param prevIndex option index chosen by the previous train (for identical trains: no permutations) */
        private void descend(int t, long[] used, int[] chosen, int total, int prevIndex) {
            if (found) {
                return;
            }
            if ((++polls & 0x3ff) == 0 && stop.getAsBoolean()) {
                aborted = true;
                return;
            }
            if (t == trains.size()) {
                if (whole == null) {
                    offer(total, chosen, null);
                } else {
                    priceWholeRun(chosen);
                }
                return;
            }
            if (total + suffix[t] <= best.get().total) {
                return;
            }
            boolean twin = options[t] == options[t - 1];
            int from = twin ? prevIndex + 1 : 0;
            if (!(twin && prevIndex < 0)) {
                int[] opts = options[t];
                int[] revs = revenue[t];
                for (int k = Math.max(0, from); k < opts.length; k++) {
                    if (total + revs[k] + suffix[t + 1] <= best.get().total) {
                        break;
                    }
                    Candidate c = candidates.get(opts[k]);
                    if (intersects(used, c.segments())) {
                        continue;
                    }
                    or(used, c.segments());
                    chosen[t] = opts[k];
                    descend(t + 1, used, chosen, total + revs[k], k);
                    andNot(used, c.segments());
                    if (aborted || found) {
                        return;
                    }
                }
            }
            // This train runs nothing (then an identical later train runs nothing either).
            chosen[t] = -1;
            descend(t + 1, used, chosen, total, -1);
        }

        /** A complete run priced by the title's whole-run hooks (the bound used so far was optimistic). */
        private void priceWholeRun(int[] chosen) {
            List<RouteView> run = new ArrayList<>();
            List<Integer> trainOf = new ArrayList<>();
            for (int t = 0; t < chosen.length; t++) {
                if (chosen[t] >= 0) {
                    run.add(view(graph, candidates.get(chosen[t]), trains.get(t), whole));
                    trainOf.add(t);
                }
            }
            int[] bonuses = whole.price(run);
            if (bonuses == null) {
                return;
            }
            int[] revenues = new int[chosen.length];
            int total = 0;
            for (int i = 0; i < run.size(); i++) {
                int t = trainOf.get(i);
                Candidate c = candidates.get(chosen[t]);
                revenues[t] = pays(c, trains.get(t), onHexes(graph, trains.get(t).paidHexes())) + bonuses[i];
                total += revenues[t];
            }
            offer(total, chosen, revenues);
        }

        private void offer(int total, int[] chosen, int[] revenues) {
            while (true) {
                Best cur = best.get();
                if (total <= cur.total) {
                    return;
                }
                if (best.compareAndSet(cur, new Best(total, chosen.clone(), revenues))) {
                    found = firstOnly;
                    return;
                }
            }
        }
    }

    private static boolean intersects(long[] a, long[] b) {
        for (int i = 0; i < b.length; i++) {
            if ((a[i] & b[i]) != 0) {
                return true;
            }
        }
        return false;
    }

    private static void or(long[] a, long[] b) {
        for (int i = 0; i < b.length; i++) {
            a[i] |= b[i];
        }
    }

    private static void andNot(long[] a, long[] b) {
        for (int i = 0; i < b.length; i++) {
            a[i] &= ~b[i];
        }
    }

    /** Revenue of a candidate for a train, 0 if the train cannot run it (1830 §5.5 distance, barred stops). */
    private static int score(RouteGraph g, Candidate c, TrainSpec t, boolean[] barred, boolean[] paid,
            ToIntBiFunction<TrainSpec, List<RouteGraph.Stop>> bonus) {
        if (c.routeStops() < 2 || !t.fits(counted(g, c, t), c.towns(), c.hexes())) {
            return 0;
        }
        if (barred != null) {
            for (int s : c.stops()) {
                if (barred[s]) {
                    return 0;
                }
            }
        }
        int sum = pays(c, t, paid);
        if (bonus instanceof RunPricing pricing) {
            if (pricing.none()) {
                return sum;
            }
            RouteView route = view(g, c, t, pricing);
            if (pricing.refuse(route) != null) {
                return 0;
            }
            return sum + pricing.bonus(route);
        }
        if (bonus != null) {
            List<RouteGraph.Stop> visited = new ArrayList<>(c.stops().length);
            for (int s : c.stops()) {
                visited.add(g.stops().get(s));
            }
            sum += bonus.applyAsInt(t, visited);
        }
        return sum;
    }

    /** The stops of the candidate that count toward this train's distance (1841: the 8-train does not count passes). */
    private static int counted(RouteGraph g, Candidate c, TrainSpec t) {
        int n = c.counted();
        if (t.freeStops().isEmpty()) {
            return n;
        }
        for (int s : c.stops()) {
            RouteGraph.Stop stop = g.stops().get(s);
            n -= !stop.free() && !t.counts(stop.kind()) ? 1 : 0;
        }
        return n;
    }

    /** A candidate as the board's route hooks see it (the same view the run check builds). */
    private static RouteView view(RouteGraph g, Candidate c, TrainSpec train, RunPricing pricing) {
        PlannedRoute p = plan(g, train.id(), c, 0);
        return pricing.view(train, p.stops(), p.hexes(), p.connections());
    }

    private static PlannedRoute plan(RouteGraph g, String train, Candidate c, int revenue) {
        List<String> signatures = new ArrayList<>();
        List<String> hexes = new ArrayList<>();
        for (int s : c.stops()) {
            signatures.add(g.stops().get(s).signature());
            hexes.add(g.stops().get(s).hex());
        }
        List<List<String>> connections = new ArrayList<>();
        for (int k = 0; k < c.chains().length; k++) {
            RouteGraph.Chain chain = g.chains().get(c.chains()[k]);
            List<String> h = new ArrayList<>(chain.hexes());
            if (chain.a() != c.stops()[k]) {
                java.util.Collections.reverse(h);
            }
            connections.add(List.copyOf(h));
        }
        return new PlannedRoute(train, signatures, hexes, connections, revenue);
    }
}
