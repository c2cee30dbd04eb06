package roundhouse.plugins.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code plugins}' line is declared: its usage on --help, an unknown option in one line; neither touches the store. */
class PluginsCommandLineTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(Path home, String... args) {
        // no framework: parsing and --help never reach the store
        return new PluginStoreImpl(null, home).run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void helpPrintsTheUsageGeneratedFromTheDeclaration(@TempDir Path home) {
        assertEquals(0, run(home, "--help"));
        String usage = out.toString(StandardCharsets.UTF_8);
        assertTrue(usage.startsWith("Usage: plugins [-h] [list|install|uninstall] [FILE|NAME...]"), usage);
        assertTrue(usage.strip().endsWith("(README section 4)."), usage);
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void anUnknownOptionIsOneLineExitTwo(@TempDir Path home) {
        assertEquals(2, run(home, "install", "--force", "x.jar"));
        assertEquals(List.of("plugins: unknown option --force; usage: plugins [-h] [list|install|uninstall] [FILE|NAME...]"),
                err.toString(StandardCharsets.UTF_8).lines().toList());
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }
}
