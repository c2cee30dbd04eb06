package roundhouse.bots.internal;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

import roundhouse.api.GameFileException;
import roundhouse.api.GameRecordCodec;
import roundhouse.api.GameTitle;
import roundhouse.api.TitleInfo;
import roundhouse.api.TitleRegistry;
import roundhouse.api.bot.BotFactory;
import roundhouse.api.command.Command;
import roundhouse.api.command.DeclaredCommand;

/**
 * {@code play TITLE ...}: bots play whole games. With {@code --out FILE} one game is written as
 * an 18xx.games file; with {@code --count K} K seeded games run on every core and one summary line
 * follows (end reasons, invariant breaks, speed, wins per bot kind), and with {@code --out DIR} every
 * game is written there as {@code TITLE-seed-S.json}. A game that breaks an
 * invariant stops with its seed and action printed and its file written for replay. A game that runs
 * past its {@link GameLimits} stops unfinished, is reported with its seed in one line and counted, and
 * the batch goes on; one stuck inside a single action is left behind at twice its time limit.
 */
@Component(service = Command.class, property = { Command.NAME + "=play",
        Command.SUMMARY + "=play TITLE [--players N] [--seed S] [--bots random|greedy|expert,...] [--rulebook]"
                + " [--game-timeout SECONDS (default 120, CPU)] [--max-actions N (default 20000)] (--out FILE | --count K)"
                + " lets bots play whole games; a game past a limit stops unfinished and a batch goes on" })
public class PlayCommand implements DeclaredCommand<PlayOptions.Line> {
    private final GameRecordCodec codec;
    /** Only the title played is started: the others stay unloaded. */
    private final TitleRegistry titles;
    private final Map<String, BotFactory> bots = new ConcurrentHashMap<>();

    @Activate
    public PlayCommand(@Reference GameRecordCodec codec, @Reference TitleRegistry titles) {
        this.codec = codec;
        this.titles = titles;
    }

    /** Without OSGi: tests pass their titles and bots. */
    PlayCommand(GameRecordCodec codec, Map<String, GameTitle> titles, Map<String, BotFactory> bots) {
        this(codec, TitleRegistry.fixed(titles.values()));
        this.bots.putAll(bots);
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addBot(BotFactory bot, Map<String, Object> props) {
        bots.put(String.valueOf(props.get(BotFactory.ID)), bot);
    }

    void removeBot(BotFactory bot, Map<String, Object> props) {
        bots.remove(String.valueOf(props.get(BotFactory.ID)), bot);
    }

    @Override
    public PlayOptions.Line declaration() {
        return new PlayOptions.Line();
    }

    @Override
    public int run(PlayOptions.Line line, PrintStream out, PrintStream err) {
        PlayOptions o = PlayOptions.of(line, err);
        if (o == null) {
            return 2;
        }
        GameTitle title = titles.title(o.title()).orElse(null);
        if (title == null) {
            err.println("play: unknown title '" + o.title() + "' (installed: "
                    + String.join(", ", titles.titles().stream().map(TitleInfo::id).toList()) + ")");
            return 2;
        }
        for (String kind : o.bots()) {
            if (!bots.containsKey(kind)) {
                err.println("play: unknown bot '" + kind + "' (installed: " + String.join(", ", new TreeMap<>(bots).keySet()) + ")");
                return 2;
            }
        }
        try {
            // the first game's setup is every game's but for its seed: refused players or options stop here, once
            title.newGame(Table.of(title, o, o.seed()).setup());
        } catch (IllegalArgumentException e) {
            err.println("play: " + e.getMessage());
            return 2;
        }
        return o.count() > 0 ? many(title, o, out, err) : one(title, o, out, err);
    }

    private int one(GameTitle title, PlayOptions o, PrintStream out, PrintStream err) {
        BotGame.Outcome game = play(title, o, o.seed());
        if (!write(game, o.out(), err)) {
            return 2; // an unwritable --out is unusable input (exit 1 is for games that do not reproduce)
        }
        if (!game.finished()) {
            err.println("seed " + o.seed() + ": " + game.problem() + " (written to " + o.out() + ")");
            return game.broken() ? 1 : 3;
        }
        var state = game.session().state();
        out.println(o.out() + ": " + game.actions() + " actions, " + state.gameEndReason() + ", result " + state.result());
        return 0;
    }

    private BotGame.Outcome play(GameTitle title, PlayOptions o, long seed) {
        Table table = Table.of(title, o, seed);
        return BotGame.play(title.newGame(table.setup()), table.bots(bots), o.limits(), GameClock.start());
    }

    private boolean write(BotGame.Outcome game, Path file, PrintStream err) {
        try {
            codec.write(game.session().toRecord(), file);
            return true;
        } catch (GameFileException e) {
            err.println("play: " + e.getMessage());
            return false;
        }
    }

    /** One game of a batch: its clock once it runs, and whether it has been counted (by its thread or the watch). */
    private static final class Running {
        final long seed;
        volatile GameClock clock;
        final java.util.concurrent.atomic.AtomicBoolean settled = new java.util.concurrent.atomic.AtomicBoolean();
        Future<?> future;

        Running(long seed) {
            this.seed = seed;
        }
    }

    private int many(GameTitle title, PlayOptions o, PrintStream out, PrintStream err) {
        int threads = Runtime.getRuntime().availableProcessors();
        if (o.out() != null) {
            try {
                java.nio.file.Files.createDirectories(o.out()); // --out DIR: made if missing, like mkdir -p
            } catch (java.io.IOException | UnsupportedOperationException e) {
                err.println("play: --out " + o.out() + ": cannot make this directory (" + e.getMessage() + ")");
                return 2;
            }
        }
        java.util.concurrent.atomic.AtomicInteger unwritten = new java.util.concurrent.atomic.AtomicInteger();
        PlaySummary summary = new PlaySummary();
        Progress progress = new Progress(err, o.count());
        // Daemon threads: a game left behind inside one action does not keep the process alive.
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "play");
            t.setDaemon(true);
            return t;
        });
        long start = System.nanoTime();
        try {
            List<Running> games = new java.util.ArrayList<>();
            for (long seed = o.seed(); seed < o.seed() + o.count(); seed++) {
                Running g = new Running(seed);
                games.add(g);
                g.future = pool.submit(() -> {
                    g.clock = GameClock.start();
                    Table table = Table.of(title, o, g.seed);
                    BotGame.Outcome game;
                    try {
                        game = BotGame.play(title.newGame(table.setup()), table.bots(bots), o.limits(), g.clock);
                    } catch (OutOfMemoryError e) {
                        // the game's own search filled the memory; unwound, it is garbage and the others go on
                        leftBehindOutOfMemory(g, summary, progress, err);
                        return;
                    }
                    if (!g.settled.compareAndSet(false, true)) {
                        return; // left behind by the watch: counted and reported there
                    }
                    summary.add(game, game.finished() ? table.winner(game.session()) : null);
                    // every game goes to --out DIR (for the reference engine); a broken one always gets a file
                    Path file = (o.out() == null ? Path.of(".") : o.out()).resolve(o.title() + "-seed-" + g.seed + ".json");
                    if ((o.out() != null || !game.finished()) && !write(game, file, err)) {
                        unwritten.incrementAndGet();
                    }
                    if (!game.finished()) {
                        synchronized (err) {
                            err.println("seed " + g.seed + ": " + game.problem() + " (written to " + file + ")");
                        }
                    }
                    progress.step();
                });
            }
            watch(games, o.limits(), summary, progress, err);
            for (Running g : games) {
                if (!g.future.isCancelled()) {
                    g.future.get();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        } catch (java.util.concurrent.ExecutionException e) {
            err.println("play: unexpected error " + e.getCause() + " (a fault of Roundhouse: please report it)");
            return 2;
        } finally {
            pool.shutdownNow();
        }
        progress.done();
        out.println(summary.line(o.title(), (System.nanoTime() - start) / 1e9, threads));
        if (unwritten.get() > 0) {
            err.println("play: " + unwritten.get() + " of " + o.count() + " games could not be written (see above)");
            return 2;
        }
        return summary.breaks() == 0 ? 0 : 1;
    }

    private static void leftBehindOutOfMemory(Running g, PlaySummary summary, Progress progress, PrintStream err) {
        if (!g.settled.compareAndSet(false, true)) {
            return;
        }
        summary.addLeftBehind();
        synchronized (err) {
            err.println("seed " + g.seed + ": left behind unfinished: out of memory inside one action (java -Xmx gives Java more)");
        }
        progress.step();
    }

    /**
     * Waits for the games, leaving behind (reported, counted, cancelled) any still running at twice its
     * time limit: it is stuck inside one action, where the check between actions cannot stop it.
     */
    private static void watch(List<Running> games, GameLimits limits, PlaySummary summary, Progress progress,
            PrintStream err) throws InterruptedException {
        while (true) {
            boolean running = false;
            for (Running g : games) {
                GameClock clock = g.clock;
                if (g.future.isDone() || g.settled.get()) {
                    continue;
                }
                double spent = clock == null ? 0 : clock.seconds();
                if (spent > 2 * limits.seconds() && g.settled.compareAndSet(false, true)) {
                    g.future.cancel(true);
                    summary.addLeftBehind();
                    synchronized (err) {
                        err.println(String.format(java.util.Locale.ROOT,
                                "seed %d: left behind unfinished after %.1f s of %s time inside one action (--game-timeout %s)",
                                g.seed, spent, clock.kind(), limits.secondsText()));
                    }
                    progress.step();
                    continue;
                }
                running = true;
            }
            if (!running) {
                return;
            }
            Thread.sleep(50);
        }
    }
}
