package roundhouse.api.command;

import java.io.PrintStream;
import java.util.List;

import org.osgi.annotation.versioning.ConsumerType;

/**
 * A {@link Command} whose command line is declared once, with picocli 4.7's annotations: an object
 * whose class is annotated {@code @Command(name = WORD, description = ...)}, its fields
 * {@code @Option} and {@code @Parameters} with their types and labels, numeric ones {@link Range}.
 * {@link CommandLines} parses every declared command alike: {@code --help} prints the usage generated
 * from the declaration (exit 0), an unknown option, a missing or mistyped value or one out of its
 * range is one line on stderr (exit 2), and the shell completion covers it. Register it as a
 * {@code Command} service (DS: {@code service = Command.class}).
 *
 * @param <O> the declaration's class
 */
@ConsumerType
public interface DeclaredCommand<O> extends Command {
    /** A new declaration object, its fields at their defaults: parsing fills it in. */
    O declaration();

    /**
     * Runs the command with its arguments parsed, typed and in range.
     *
     * @return the process exit code, as {@link Command#run(List, PrintStream, PrintStream)}
     */
    int run(O options, PrintStream out, PrintStream err);

    /** Parses {@code args} into a new {@link #declaration()} ({@link CommandLines#run}) and runs with it. */
    @Override
    default int run(List<String> args, PrintStream out, PrintStream err) {
        return CommandLines.run(this, args, out, err);
    }
}
