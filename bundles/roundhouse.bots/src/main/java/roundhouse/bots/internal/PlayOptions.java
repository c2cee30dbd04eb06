package roundhouse.bots.internal;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import roundhouse.api.command.CommandLines;
import roundhouse.api.command.Range;

/**
 * The arguments of {@code play}: {@code TITLE [--players N] [--seed S] [--bots random|greedy|expert,...]
 * [--option ID]... [--rulebook] [--game-timeout SECONDS] [--max-actions N] (--out FILE | --count K [--out DIR])}.
 *
 * <p>Games follow 18xx.games' behaviour by default (the title's import-default options are on), so
 * that the reference engine can replay their files; {@code --rulebook} plays exactly the options
 * named with {@code --option}.
 */
record PlayOptions(String title, Integer players, long seed, List<String> bots, Set<String> options,
        boolean importDefaults, Path out, int count, GameLimits limits) {
    /** With the default {@link GameLimits}. */
    PlayOptions(String title, Integer players, long seed, List<String> bots, Set<String> options, boolean importDefaults,
            Path out, int count) {
        this(title, players, seed, bots, options, importDefaults, out, count, GameLimits.DEFAULT);
    }

    /**
     * The command line of {@code play}, declared once: {@code CommandLines} parses it, checks the
     * ranges and prints the usage.
     */
    @Command(name = "play", description = {
            "Bots play a whole game, written as an 18xx.games file (--out FILE), or K seeded games on every core "
                    + "with one summary line (--count K, every game written to --out DIR if given).",
            "A game past a limit stops unfinished; a batch goes on with the other games." })
    static final class Line {
        @Parameters(paramLabel = "TITLE", description = "The title's id (see the titles command).")
        String title;
        @Option(names = "--players", paramLabel = "N", description = "Players (default: drawn from each game's seed).")
        @Range(min = 1)
        Integer players;
        @Option(names = "--seed", paramLabel = "S", description = "The (first) game's seed (default ${DEFAULT-VALUE}).")
        long seed = 1;
        @Option(names = "--bots", paramLabel = "KIND", split = ",",
                description = "Bot kinds repeated over the seats: random, greedy, expert or a plugin's (default random).")
        List<String> bots = new ArrayList<>(List.of("random"));
        @Option(names = "--option", paramLabel = "ID", description = "An optional rule of the title, on; -ID switches one off (repeatable).")
        List<String> options = new ArrayList<>();
        @Option(names = "--rulebook", description = "Play exactly the --option rules: no 18xx.games import defaults, no variant's defaults.")
        boolean rulebook;
        @Option(names = "--game-timeout", paramLabel = "SECONDS",
                description = "A game's CPU time before it stops unfinished (default 120; fractions allowed).")
        @Range(min = 0, aboveMin = true, unit = "seconds")
        double gameTimeout = GameLimits.DEFAULT_SECONDS;
        @Option(names = "--max-actions", paramLabel = "N",
                description = "A game's actions before it stops unfinished (default ${DEFAULT-VALUE}).")
        @Range(min = 1)
        int maxActions = GameLimits.DEFAULT_MAX_ACTIONS;
        @Option(names = "--count", paramLabel = "K", description = "Play K games, seeds S to S+K-1, on every core.")
        @Range(min = 1)
        Integer count;
        @Option(names = "--out", paramLabel = "FILE|DIR",
                description = "The game's file; with --count, the directory every game is written to (made if missing).")
        Path out;
    }

    /** The options of a parsed command line; null (the refusal printed) when neither --out nor --count is given. */
    static PlayOptions of(Line line, PrintStream err) {
        if (line.count == null && line.out == null) {
            CommandLines.refuse(line, "give --out FILE (one game) or --count K (many)", err);
            return null;
        }
        return new PlayOptions(line.title, line.players, line.seed, new ArrayList<>(line.bots),
                new LinkedHashSet<>(line.options), !line.rulebook, line.out, line.count == null ? 0 : line.count,
                new GameLimits(line.gameTimeout, line.maxActions));
    }
}
