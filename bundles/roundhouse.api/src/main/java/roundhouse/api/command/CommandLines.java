package roundhouse.api.command;

import java.io.PrintStream;
import java.lang.reflect.AnnotatedElement;
import java.math.BigDecimal;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Parses the command line of every {@link DeclaredCommand} alike, with picocli: {@code -h}/{@code --help}
 * anywhere prints the usage generated from the declaration, and every argument error is one line
 * {@code WORD: what is wrong}, exit {@value #EXIT_USAGE} (README section 4).
 */
public final class CommandLines {
    /** Exit code of unusable input or arguments. */
    public static final int EXIT_USAGE = 2;
    /** The last line of every command's usage. */
    public static final String EXIT_CODES = "Exit codes: 0 done, 1 a game that does not reproduce, "
            + "2 unusable input or arguments (README section 4).";

    private CommandLines() {
    }

    /**
     * Parses {@code args} into a new declaration of {@code command} and runs it: the usage on
     * {@code --help} (exit 0), one line on a bad argument (exit 2).
     */
    public static <O> int run(DeclaredCommand<O> command, List<String> args, PrintStream out, PrintStream err) {
        O options = command.declaration();
        CommandLine line = commandLine(options);
        try {
            line.parseArgs(args.toArray(String[]::new));
            if (line.isUsageHelpRequested()) {
                out.print(line.getUsageMessage());
                return 0;
            }
            checkRanges(line.getCommandSpec());
        } catch (ParameterException e) {
            err.println(problem(line.getCommandName(), e));
            return EXIT_USAGE;
        }
        return command.run(options, out, err);
    }

    /**
     * A refusal the declaration cannot express (options that exclude each other, a value missing
     * unless another option is given): {@code WORD: problem; usage: SYNOPSIS} on {@code err}.
     *
     * @return {@value #EXIT_USAGE}
     */
    public static int refuse(Object declaration, String problem, PrintStream err) {
        CommandLine line = commandLine(declaration);
        err.println(line.getCommandName() + ": " + problem + "; usage: " + synopsisOf(line));
        return EXIT_USAGE;
    }

    /** The usage text generated from a declaration, as {@code --help} prints it. */
    public static String usage(Object declaration) {
        return commandLine(declaration).getUsageMessage();
    }

    /** The usage's synopsis on one line, e.g. {@code replay [-h] [--bench] [--runs=N] FILE...}. */
    public static String synopsis(Object declaration) {
        return synopsisOf(commandLine(declaration));
    }

    /**
     * A bash completion script for {@code program} (e.g. {@code roundhouse}) and its commands: the
     * declared ones with their options, the others by their word.
     *
     * @param commands the command words, each with its declaration or null where it has none
     */
    public static String bashCompletion(String program, Map<String, Object> commands) {
        CommandLine root = new CommandLine(CommandSpec.create().name(program));
        commands.forEach((word, declaration) -> root.addSubcommand(word,
                declaration == null ? new CommandLine(CommandSpec.create().name(word)) : commandLine(declaration)));
        return AutoComplete.bash(program, root);
    }

    /** picocli's parser for a declaration, with what every command shares: help, exit codes, no @files. */
    private static CommandLine commandLine(Object declaration) {
        CommandLine line = new CommandLine(declaration);
        CommandSpec spec = line.getCommandSpec();
        if (spec.findOption("--help") == null) {
            spec.addOption(OptionSpec.builder("-h", "--help").usageHelp(true)
                    .description("Print this usage and exit.").build());
        }
        spec.usageMessage().footer(EXIT_CODES);
        line.setExpandAtFiles(false); // "@x.json" is a file name, not a file of arguments
        line.setOverwrittenOptionsAllowed(true); // the last of a repeated option counts, as it always has
        line.setAbbreviatedOptionsAllowed(false);
        return line;
    }

    /** The synopsis of the usage on one line. */
    private static String synopsisOf(CommandLine line) {
        String s = line.getHelp().synopsis(0).replaceAll("\\s+", " ").trim();
        return s.startsWith("Usage: ") ? s.substring("Usage: ".length()) : s;
    }

    /** The one line for a parse error: our words for values, picocli's for the shape of the line. */
    static String problem(String word, ParameterException e) {
        if (e instanceof UnmatchedArgumentException u) {
            List<String> unmatched = u.getUnmatched();
            String first = unmatched.isEmpty() ? "" : unmatched.get(0);
            if (u.isUnknownOption()) {
                List<String> like = u.getSuggestions();
                return word + ": unknown option " + first + (like.isEmpty() ? "" : " (did you mean " + like.get(0) + "?)")
                        + "; usage: " + synopsisOf(e.getCommandLine());
            }
            return word + ": unexpected argument " + first + "; usage: " + synopsisOf(e.getCommandLine());
        }
        if (e instanceof MissingParameterException m && !m.getMissing().isEmpty()) {
            return word + ": " + missing(m) + "; usage: " + synopsisOf(e.getCommandLine());
        }
        if (e.getArgSpec() != null && e.getValue() != null && e.getCause() != null) {
            return word + ": " + name(e.getArgSpec()) + " " + takes(e.getArgSpec()) + ", not " + e.getValue();
        }
        String message = e.getMessage() == null ? "bad arguments" : e.getMessage().lines().findFirst().orElse("");
        if (!message.isEmpty()) {
            message = Character.toLowerCase(message.charAt(0)) + message.substring(1);
        }
        return word + ": " + message + "; usage: " + synopsisOf(e.getCommandLine());
    }

    /** "--count needs a value (K)" for an option given without its value; "missing --out OUT.csv, FILE" for what is not given. */
    private static String missing(MissingParameterException m) {
        ArgSpec first = m.getMissing().get(0);
        if (first instanceof OptionSpec o && m.getMessage() != null && m.getMessage().contains("parameter for option")) {
            return o.longestName() + " needs a value (" + o.paramLabel() + ")";
        }
        StringBuilder what = new StringBuilder("missing ");
        for (ArgSpec a : m.getMissing()) {
            what.append(what.length() == "missing ".length() ? "" : ", ")
                    .append(a instanceof OptionSpec o ? o.longestName() + " " + o.paramLabel() : a.paramLabel());
        }
        return what.toString();
    }

    /** Every matched numeric value inside its {@link Range}; the first outside is a {@link ParameterException}. */
    private static void checkRanges(CommandSpec spec) {
        for (ArgSpec arg : spec.args()) {
            Range range = range(arg);
            Object value = arg.getValue();
            if ((range == null && !isFloating(arg)) || value == null) {
                continue;
            }
            Collection<?> values = value instanceof Collection<?> c ? c : List.of(value);
            for (Object v : values) {
                if (v instanceof Number n && !inRange(n, range)) {
                    throw new ParameterException(spec.commandLine(), name(arg) + " " + takes(arg) + ", not " + plain(n),
                            new IllegalArgumentException(), arg, plain(n));
                }
            }
        }
    }

    private static boolean inRange(Number n, Range range) {
        double v = n.doubleValue();
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return false;
        }
        if (range == null) {
            return true;
        }
        return (range.aboveMin() ? v > range.min() : v >= range.min()) && v <= range.max();
    }

    /** What the option takes: "takes a whole number from 1 to 2147483647", "takes a number of seconds above 0". */
    private static String takes(ArgSpec arg) {
        Class<?> type = elementType(arg);
        if (type.isEnum()) {
            StringBuilder values = new StringBuilder();
            for (Object c : type.getEnumConstants()) {
                values.append(values.length() == 0 ? "" : "|").append(c.toString().toLowerCase(Locale.ROOT));
            }
            return "takes " + values;
        }
        if (!Number.class.isAssignableFrom(boxed(type))) {
            return "takes a " + (arg.paramLabel().isEmpty() ? "value" : arg.paramLabel());
        }
        boolean whole = !isFloating(arg);
        Range range = range(arg);
        String unit = range == null || range.unit().isEmpty() ? "" : " of " + range.unit();
        String what = "takes a " + (whole ? "whole number" : "number") + unit;
        if (range == null) {
            return what;
        }
        double min = whole ? Math.max(range.min(), lowest(type)) : range.min();
        double max = whole ? Math.min(range.max(), highest(type)) : range.max();
        boolean noMin = Double.isInfinite(min) || (whole && min == lowest(type));
        boolean noMax = Double.isInfinite(max) || (whole && max == highest(type) && noMin);
        if (range.aboveMin() && Double.isInfinite(max)) {
            return what + " above " + plain(min);
        }
        if (noMin && noMax) {
            return what;
        }
        if (noMax) {
            return what + " from " + plain(min);
        }
        return what + " from " + plain(min) + " to " + plain(max);
    }

    private static Range range(ArgSpec arg) {
        return arg.userObject() instanceof AnnotatedElement e ? e.getAnnotation(Range.class) : null;
    }

    private static boolean isFloating(ArgSpec arg) {
        Class<?> t = boxed(elementType(arg));
        return t == Double.class || t == Float.class;
    }

    private static Class<?> elementType(ArgSpec arg) {
        Class<?>[] aux = arg.auxiliaryTypes();
        return arg.isMultiValue() && aux.length > 0 ? aux[0] : arg.type();
    }

    private static Class<?> boxed(Class<?> t) {
        return t == int.class ? Integer.class : t == long.class ? Long.class : t == double.class ? Double.class
                : t == float.class ? Float.class : t == short.class ? Short.class : t == byte.class ? Byte.class : t;
    }

    private static double lowest(Class<?> type) {
        Class<?> t = boxed(type);
        return t == Integer.class ? Integer.MIN_VALUE : t == Long.class ? Long.MIN_VALUE : Double.NEGATIVE_INFINITY;
    }

    private static double highest(Class<?> type) {
        Class<?> t = boxed(type);
        return t == Integer.class ? Integer.MAX_VALUE : t == Long.class ? Long.MAX_VALUE : Double.POSITIVE_INFINITY;
    }

    /** A number as a person writes it: 8, 0.05, 2147483647. */
    private static String plain(Number n) {
        return n instanceof Double || n instanceof Float ? plain(n.doubleValue()) : n.toString();
    }

    private static String plain(double d) {
        return Double.isFinite(d) ? BigDecimal.valueOf(d).stripTrailingZeros().toPlainString() : String.valueOf(d);
    }

    /** The option's longest name, or a parameter's label. */
    private static String name(ArgSpec arg) {
        return arg instanceof OptionSpec o ? o.longestName()
                : arg instanceof PositionalParamSpec p ? p.paramLabel() : String.valueOf(arg);
    }
}
