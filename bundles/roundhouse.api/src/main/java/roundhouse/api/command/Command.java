package roundhouse.api.command;

import java.io.PrintStream;
import java.util.List;

import org.osgi.annotation.versioning.ConsumerType;

/**
 * A headless command: {@code java -jar roundhouse.jar NAME ARGS...} runs it without a window.
 *
 * <p>Implemented by any bundle that registers it as a service with the properties {@link #NAME}
 * and {@link #SUMMARY}; called once by the launcher on the JVM's main thread. It may block for
 * as long as it works. It must not touch SWT and must work with no display.
 */
@ConsumerType
public interface Command {
    /** Service property (String): the command word, e.g. {@code "titles"}. */
    String NAME = "roundhouse.command.name";
    /** Service property (String): one line on what it does, for the list of commands. */
    String SUMMARY = "roundhouse.command.summary";

    /**
     * Runs the command.
     *
     * @param args the arguments after the command word
     * @param out where results go
     * @param err where problems go: one line each, no stack traces
     * @return the process exit code: 0 for success
     */
    int run(List<String> args, PrintStream out, PrintStream err);
}
