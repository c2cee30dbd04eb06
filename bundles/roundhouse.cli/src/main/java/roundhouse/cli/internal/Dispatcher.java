package roundhouse.cli.internal;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

import roundhouse.api.command.Command;
import roundhouse.api.command.DeclaredCommand;
import roundhouse.api.ui.Workbench;

/**
 * Decides what a command line means: a command word runs that command; nothing, or a single
 * game file, opens the workbench; anything else is an unknown command.
 */
final class Dispatcher {
    /** Exit codes of every command (README section 4): 0 ok, 1 a game that does not reproduce, 2 unusable input or arguments. */
    static final int EXIT_USAGE = 2;
    /** Anywhere on the command line: print stack traces of unexpected errors. */
    static final String DEBUG = "--debug";
    /** How long to wait for a command or the workbench whose bundle is still starting. */
    private static final long DEFAULT_WAIT_MILLIS = 3000;
    private final long serviceWaitMillis;

    private final CommandRegistry commands;
    private final Supplier<Optional<Workbench>> workbench;
    private final boolean displayAvailable;
    private final PrintStream out;
    private final PrintStream err;

    Dispatcher(CommandRegistry commands, Supplier<Optional<Workbench>> workbench, boolean displayAvailable,
            PrintStream out, PrintStream err) {
        this(commands, workbench, displayAvailable, out, err, DEFAULT_WAIT_MILLIS);
    }

    Dispatcher(CommandRegistry commands, Supplier<Optional<Workbench>> workbench, boolean displayAvailable,
            PrintStream out, PrintStream err, long serviceWaitMillis) {
        this.serviceWaitMillis = serviceWaitMillis;
        this.commands = commands;
        this.workbench = workbench;
        this.displayAvailable = displayAvailable;
        this.out = out;
        this.err = err;
    }

    int dispatch(String[] commandLine) throws InterruptedException {
        boolean debug = Arrays.asList(commandLine).contains(DEBUG);
        String[] args = Arrays.stream(commandLine).filter(a -> !a.equals(DEBUG)).toArray(String[]::new);
        if (args.length == 0 || (args.length == 1 && looksLikeGameFile(args[0]))) {
            List<Path> files = Arrays.stream(args).map(Path::of).toList();
            return openWorkbench(files);
        }
        String word = args[0];
        if (isHelp(word) && args.length <= 2) {
            if (args.length == 1) {
                printCommands(out);
                return 0;
            }
            word = args[1]; // "help COMMAND"
            args = new String[] {word, HELP};
        }
        Optional<CommandRegistry.Entry> entry = commands.await(word, serviceWaitMillis);
        if (entry.isEmpty()) {
            err.println("Unknown command '" + word + "'.");
            printCommands(err);
            return EXIT_USAGE;
        }
        List<String> rest = List.of(args).subList(1, args.length);
        if (rest.size() == 1 && isHelp(rest.get(0))) {
            Command command = entry.get().command();
            if (command instanceof DeclaredCommand<?> declared) {
                // the usage generated from the command's declaration (CommandLines)
                return declared.run(List.of(HELP), out, err);
            }
            // a command that parses its own line answers --help from its registered summary, without running
            String summary = entry.get().summary();
            out.println("usage: java -jar roundhouse.jar "
                    + (summary.startsWith(word + " ") ? summary : word + ": " + summary));
            out.println("Exit codes: 0 done, 1 a game that does not reproduce, 2 unusable input or arguments (README section 4).");
            return 0;
        }
        try {
            return entry.get().command().run(rest, out, err);
        } catch (OutOfMemoryError e) {
            err.println(word + ": out of memory; give Java more with -Xmx (java -Xmx2g -jar roundhouse.jar "
                    + word + " ...) or pass fewer or smaller files");
            return EXIT_USAGE;
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            err.println(word + ": unexpected error: " + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + firstLine(e.getMessage()))
                    + (debug ? "" : "; run again with --debug for the details and report it"));
            if (debug) {
                e.printStackTrace(err);
            }
            return EXIT_USAGE;
        }
    }

    static final String HELP = "--help";

    private static boolean isHelp(String arg) {
        return arg.equals(HELP) || arg.equals("-h") || arg.equals("help");
    }

    /** Longest message of an unexpected error shown: it may quote a whole input. */
    private static final int MAX_MESSAGE = 200;

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        String line = nl < 0 ? s : s.substring(0, nl);
        return line.length() <= MAX_MESSAGE ? line : line.substring(0, MAX_MESSAGE) + "...";
    }

    private static boolean looksLikeGameFile(String arg) {
        return arg.endsWith(".json") || Files.isRegularFile(Path.of(arg));
    }

    private int openWorkbench(List<Path> files) throws InterruptedException {
        if (!displayAvailable) {
            err.println("No display available (DISPLAY is not set): name a command to run headless.");
            printCommands(err);
            return EXIT_USAGE;
        }
        long deadline = System.nanoTime() + serviceWaitMillis * 1_000_000;
        Optional<Workbench> wb = workbench.get();
        while (wb.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(20);
            wb = workbench.get();
        }
        if (wb.isEmpty()) {
            err.println("The workbench bundle is not installed or did not start: name a command to run headless.");
            printCommands(err);
            return EXIT_USAGE;
        }
        return wb.get().open(files);
    }

    void printCommands(PrintStream to) {
        // --plugins DIR is the launcher's (product/), which takes it off the command line before it gets here
        to.println("Usage: java -jar roundhouse.jar [--plugins DIR] [GAME_FILE | COMMAND ARGS...]");
        to.println("Commands:");
        for (CommandRegistry.Entry e : commands.all()) {
            to.printf("  %-10s %s%n", e.name(), e.summary());
        }
    }
}
