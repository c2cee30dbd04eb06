package roundhouse.launcher;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LaunchArgsTest {
    @Test
    void pluginDirectoriesAreTakenOffTheCommandLineWhereverTheyStand(@TempDir Path dir) throws Exception {
        Path a = Files.createDirectories(dir.resolve("a"));
        Path b = Files.createDirectories(dir.resolve("b"));
        LaunchArgs args = LaunchArgs.of(new String[] { "--plugins", a.toString(), "replay", "g.json", "--plugins=" + b, "--debug" });
        assertEquals(List.of(a, b), args.pluginDirs());
        assertArrayEquals(new String[] { "replay", "g.json", "--debug" }, args.rest());
        assertArrayEquals(new String[0], LaunchArgs.of(new String[] { "--plugins", a.toString() }).rest(), "the workbench");
    }

    @Test
    void aMissingDirectoryIsNamed(@TempDir Path dir) {
        assertEquals("--plugins needs a directory of plugin jars",
                assertThrows(IllegalArgumentException.class, () -> LaunchArgs.of(new String[] { "titles", "--plugins" })).getMessage());
        Path none = dir.resolve("none");
        assertEquals("--plugins " + none + ": no such directory",
                assertThrows(IllegalArgumentException.class, () -> LaunchArgs.of(new String[] { "--plugins", none.toString() })).getMessage());
    }

    @Test
    void keptPluginsComeFirstThenThoseOfThisRunEachByItsLocation(@TempDir Path dir) throws Exception {
        Path kept = Files.createDirectories(dir.resolve("home/plugins"));
        Files.writeString(kept.resolve("b.jar"), "");
        Files.writeString(kept.resolve("a.jar"), "");
        Files.writeString(kept.resolve(".installing-1.tmp"), ""); // a write under way is no plugin
        Path run = Files.createDirectories(dir.resolve("run"));
        Files.writeString(run.resolve("c.jar"), "");
        Map<String, Path> wanted = UserPlugins.wanted(kept, List.of(run));
        assertEquals(List.of("plugin:a.jar", "plugin:b.jar", "plugin-run:" + run.resolve("c.jar").toAbsolutePath().normalize()),
                List.copyOf(wanted.keySet()));
        assertEquals(Map.of(), UserPlugins.wanted(dir.resolve("nowhere"), List.of()), "no plugins directory yet");
    }
}
