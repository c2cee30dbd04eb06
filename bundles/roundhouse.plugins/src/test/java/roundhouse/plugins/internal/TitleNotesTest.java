package roundhouse.plugins.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TitleNotesTest {
    @Test
    void aTitleIsRememberedAfterItsPluginIsUninstalled(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("home/plugin-titles.properties");
        TitleNotes notes = new TitleNotes(file);
        assertNull(notes.get("1830v"));
        notes.installed("1830v", "1830 Variant: Coalfields", "my.variant", "1.0.0", "/tmp/v.jar");
        notes.installed("other", "Other", "other.plugin", "2.0.0", "");
        assertFalse(notes.get("1830v").removed());

        assertEquals(List.of("1830v"), notes.removed("my.variant"));
        TitleNotes.Note n = new TitleNotes(file).get("1830v"); // as another process reads it
        assertEquals(new TitleNotes.Note("1830v", "1830 Variant: Coalfields", "my.variant", "1.0.0", "/tmp/v.jar", true), n);
        assertFalse(notes.get("other").removed());

        java.nio.file.attribute.FileTime written = Files.getLastModifiedTime(file);
        Files.setLastModifiedTime(file, java.nio.file.attribute.FileTime.fromMillis(written.toMillis() - 60_000));
        notes.installed("other", "Other", "other.plugin", "2.0.0", "");
        assertEquals(written.toMillis() - 60_000, Files.getLastModifiedTime(file).toMillis(), "nothing new, nothing written");
        notes.installed("1830v", "1830 Variant: Coalfields", "my.variant", "1.1.0", "/tmp/v2.jar");
        assertFalse(notes.get("1830v").removed(), "installed again");
        assertEquals("1.1.0", notes.get("1830v").version());
        try (var files = Files.list(file.getParent())) {
            assertEquals(List.of(file), files.toList(), "no temporary file left beside it");
        }
    }

    @Test
    void anUnreadableNoteIsNoNote(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("plugin-titles.properties"), "plugin.x=\\u12");
        assertNull(new TitleNotes(file).get("x"));
        assertTrue(new TitleNotes(file).removed("y").isEmpty());
    }
}
