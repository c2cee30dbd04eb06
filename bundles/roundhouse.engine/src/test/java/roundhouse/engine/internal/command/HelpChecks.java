package roundhouse.engine.internal.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import roundhouse.api.command.Command;

/**
 * The check every command's tests make of its {@code --help} (in the engine's test jar, which the
 * bundles with commands use): the usage generated from the declaration on stdout, nothing on
 * stderr, exit 0.
 */
public final class HelpChecks {
    private HelpChecks() {
    }

    /** {@code name --help}: the generated usage with its exit-codes footer, nothing on stderr, exit 0. */
    public static void assertHelp(String name, Command command) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        int code = command.run(List.of("--help"), new PrintStream(o, true, StandardCharsets.UTF_8),
                new PrintStream(e, true, StandardCharsets.UTF_8));
        String usage = o.toString(StandardCharsets.UTF_8);
        assertEquals(0, code, e.toString(StandardCharsets.UTF_8));
        assertTrue(usage.startsWith("Usage: " + name + " [-h]"), usage);
        assertTrue(usage.contains("  -h, --help "), usage);
        assertTrue(usage.strip().endsWith("(README section 4)."), usage);
        assertEquals("", e.toString(StandardCharsets.UTF_8));
    }
}
