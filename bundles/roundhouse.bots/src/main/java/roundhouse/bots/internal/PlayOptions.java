package roundhouse.bots.internal;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The arguments of {@code play}: {@code TITLE [--players N] [--seed S] [--bots random|greedy,...]
 * [--option ID]... [--rulebook] [--game-timeout SECONDS] [--max-actions N] (--out FILE | --count K [--out DIR])}.
 *
 * <p>Games follow 18xx.games' behaviour by default (the title's import-default options are on), so
 * that the reference engine can replay their files; {@code --rulebook} plays exactly the options
 * named with {@code --option}.
 */
record PlayOptions(String title, Integer players, long seed, List<String> bots, Set<String> options,
        boolean importDefaults, Path out, int count, GameLimits limits) {
    static final String USAGE = "usage: play TITLE [--players N] [--seed S] [--bots random|greedy,...] [--option ID]..."
            + " [--rulebook] [--game-timeout SECONDS] [--max-actions N] (--out FILE | --count K [--out DIR])";

    /** With the default {@link GameLimits}. */
    PlayOptions(String title, Integer players, long seed, List<String> bots, Set<String> options, boolean importDefaults,
            Path out, int count) {
        this(title, players, seed, bots, options, importDefaults, out, count, GameLimits.DEFAULT);
    }

    /** The options, or an {@link IllegalArgumentException} with the usage line or the problem. */
    static PlayOptions parse(List<String> args) {
        String title = null;
        Integer players = null;
        long seed = 1;
        List<String> bots = List.of("random");
        Set<String> options = new LinkedHashSet<>();
        boolean importDefaults = true;
        Path out = null;
        int count = 0;
        double timeout = GameLimits.DEFAULT_SECONDS;
        int maxActions = GameLimits.DEFAULT_MAX_ACTIONS;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            boolean hasValue = i + 1 < args.size();
            switch (a) {
                case "--players" -> players = hasValue ? (int) number(a, args.get(++i), 1, Integer.MAX_VALUE) : fail();
                case "--seed" -> seed = hasValue ? number(a, args.get(++i), Long.MIN_VALUE, Long.MAX_VALUE) : fail();
                case "--bots" -> bots = hasValue ? List.of(args.get(++i).split(",")) : fail();
                case "--option" -> options.add(hasValue ? args.get(++i) : fail());
                case "--rulebook" -> importDefaults = false;
                case "--out" -> out = hasValue ? Path.of(args.get(++i)) : fail();
                case "--count" -> count = hasValue ? (int) number(a, args.get(++i), 1, Integer.MAX_VALUE) : fail();
                case "--game-timeout" -> timeout = hasValue ? seconds(args.get(++i)) : fail();
                case "--max-actions" -> maxActions = hasValue ? (int) number(a, args.get(++i), 1, Integer.MAX_VALUE) : fail();
                default -> {
                    if (a.startsWith("--") || title != null) {
                        fail();
                    }
                    title = a;
                }
            }
        }
        if (title == null || (count <= 0 && out == null)) {
            fail();
        }
        return new PlayOptions(title, players, seed, new ArrayList<>(bots), options, importDefaults, out, count,
                new GameLimits(timeout, maxActions));
    }

    /** A positive number of seconds, fractions allowed. */
    private static double seconds(String s) {
        double v;
        try {
            v = Double.parseDouble(s);
        } catch (NumberFormatException e) {
            v = Double.NaN;
        }
        if (!(v > 0 && v < 1e9)) {
            throw new IllegalArgumentException("play: --game-timeout needs a number of seconds above 0, not " + s);
        }
        return v;
    }

    /** An option's whole-number value from {@code min} to {@code max}, or the one line saying what it takes. */
    private static long number(String option, String value, long min, long max) {
        try {
            long n = Long.parseLong(value.trim());
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // the same line as for a number out of range
        }
        throw new IllegalArgumentException("play: " + option + " takes a whole number"
                + (min == Long.MIN_VALUE ? "" : " from " + min + " to " + max) + ", not " + value);
    }

    private static <T> T fail() {
        throw new IllegalArgumentException(USAGE);
    }
}
