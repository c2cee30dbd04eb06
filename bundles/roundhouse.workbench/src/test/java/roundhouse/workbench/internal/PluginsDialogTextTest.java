package roundhouse.workbench.internal;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.api.plugin.PluginChange;

/** What the Plugins dialog says after an install (in the test JVM's language: the figures are the same in both). */
class PluginsDialogTextTest {
    private static final Path FILE = Path.of("variant-1.1.0.jar");

    @Test
    void anUpdateShowsTheVersionChange() {
        String text = PluginsDialog.installed(FILE, List.of(new PluginChange("my.variant", "1.0.0", "1.1.0", "ACTIVE", null)), true);
        assertTrue(text.contains("my.variant 1.0.0 -> 1.1.0"), text);
    }

    @Test
    void aNewPluginShowsItsVersionAndWhetherItIsKept() {
        List<PluginChange> fresh = List.of(new PluginChange("my.variant", null, "1.0.0", "ACTIVE", null));
        String kept = PluginsDialog.installed(FILE, fresh, true);
        String once = PluginsDialog.installed(FILE, fresh, false);
        assertTrue(kept.contains("my.variant 1.0.0") && !kept.contains("->"), kept);
        assertNotEquals(kept, once, "an install for this run only says so");
    }

    @Test
    void aPluginThatDidNotStartSaysWhy() {
        String text = PluginsDialog.installed(FILE,
                List.of(new PluginChange("my.variant", "1.0.0", "1.1.0", "INSTALLED", "missing requirement x")), true);
        assertTrue(text.contains("my.variant 1.0.0 -> 1.1.0") && text.contains("missing requirement x"), text);
    }

    @Test
    void aFeatureCountsItsBundlesUpdatesAndFailures() {
        String text = PluginsDialog.installed(Path.of("f.zip"), List.of(
                new PluginChange("a", null, "1.0.0", "ACTIVE", null),
                new PluginChange("b", "1.0.0", "2.0.0", "ACTIVE", null),
                new PluginChange("c", null, "1.0.0", "INSTALLED", "broken")), true);
        assertTrue(text.contains("f.zip") && text.contains("3") && text.contains("1"), text);
    }
}
