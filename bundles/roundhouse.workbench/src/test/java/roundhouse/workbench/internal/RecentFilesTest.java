package roundhouse.workbench.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecentFilesTest {
    @Test
    void newestFirstWithoutDuplicatesAtMostEightAndKeptForTheNextStart(@TempDir Path dir) {
        Path store = dir.resolve("home").resolve("recent-files.txt");
        RecentFiles recent = new RecentFiles(store);
        List<Path> games = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            games.add(dir.resolve("game-" + i + ".json"));
            recent.add(games.get(i));
        }
        recent.add(dir.resolve("sub").resolve("..").resolve("game-5.json"));
        List<Path> expected = List.of(games.get(5), games.get(9), games.get(8), games.get(7), games.get(6), games.get(4),
                games.get(3), games.get(2));
        assertEquals(expected, recent.files(), "reopening moves a file to the top, the oldest fall off");
        assertEquals(expected, new RecentFiles(store).files(), "read back at the next start");

        recent.remove(games.get(9));
        assertEquals(7, new RecentFiles(store).files().size());
        assertEquals(games.get(8), new RecentFiles(store).files().get(1));
    }

    @Test
    void anUnreadableListStartsEmpty(@TempDir Path dir) throws Exception {
        assertEquals(List.of(), new RecentFiles(dir.resolve("none.txt")).files());
        Files.createDirectory(dir.resolve("a-directory.txt"));
        assertEquals(List.of(), new RecentFiles(dir.resolve("a-directory.txt")).files());
    }
}
