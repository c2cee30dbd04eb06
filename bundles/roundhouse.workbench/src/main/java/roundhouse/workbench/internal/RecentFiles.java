package roundhouse.workbench.internal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

/**
 * The game files opened or saved last, newest first, for File > Recent Files: kept in
 * {@code recent-files.txt} in the user's Roundhouse directory (one absolute path a line), so that
 * they are there at the next start. Read once, written after every change; a file that cannot be
 * read or written leaves the list as it is in memory. UI thread only.
 */
final class RecentFiles {
    /** As many as a menu shows at a glance. */
    static final int MAX = 8;

    private final Path store;
    private final List<Path> files = new ArrayList<>();

    RecentFiles(Path store) {
        this.store = store;
        try {
            for (String line : Files.readAllLines(store, StandardCharsets.UTF_8)) {
                if (!line.isBlank() && files.size() < MAX) {
                    Path p = Path.of(line.trim());
                    if (!files.contains(p)) {
                        files.add(p);
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            // no list yet (first start), or an unreadable one: start empty
        }
    }

    /** {@code recent-files.txt} in {@link RecoveryStore#userDir()}. */
    static Path defaultStore() {
        return RecoveryStore.userDir().resolve("recent-files.txt");
    }

    /** Newest first. */
    List<Path> files() {
        return List.copyOf(files);
    }

    /** The file was opened or saved: it goes to the top. */
    void add(Path file) {
        Path p = file.toAbsolutePath().normalize();
        files.remove(p);
        files.add(0, p);
        while (files.size() > MAX) {
            files.remove(files.size() - 1);
        }
        write();
    }

    /** The file is gone (moved or deleted): it leaves the list. */
    void remove(Path file) {
        if (files.remove(file.toAbsolutePath().normalize())) {
            write();
        }
    }

    private void write() {
        try {
            Files.createDirectories(store.toAbsolutePath().getParent());
            // written beside and moved over, so that a crash never leaves half a list
            Path tmp = store.resolveSibling(store.getFileName() + ".tmp");
            Files.write(tmp, files.stream().map(Path::toString).toList(), StandardCharsets.UTF_8);
            Files.move(tmp, store, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException | RuntimeException e) {
            System.getLogger("roundhouse.workbench").log(System.Logger.Level.WARNING,
                    "Recent files not saved to " + store + ": " + e.getMessage());
        }
    }
}
