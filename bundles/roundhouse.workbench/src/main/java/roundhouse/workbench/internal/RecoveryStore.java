package roundhouse.workbench.internal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import roundhouse.api.GameFileException;
import roundhouse.api.GameRecord;
import roundhouse.api.GameRecordCodec;

/**
 * Recovery files: every open game is written here after each of its actions, and removed when
 * the workbench closes normally. Whatever is left at the next start belongs to a workbench that
 * died, and is offered again.
 */
final class RecoveryStore {
    /** A game left behind: its recovery file and the file the user had it in, if any. */
    record Pending(Path recoveryFile, Path originalFile) {
    }

    private static final AtomicInteger SEQUENCE = new AtomicInteger();
    private final Path dir;
    /** The keys of the games open here: they are not left behind (recovery is offered again after Tools > Plugins). */
    private final Set<String> ownKeys = ConcurrentHashMap.newKeySet();

    RecoveryStore(Path dir) {
        this.dir = dir;
    }

    /**
     * {@code -Droundhouse.recovery.dir}, else {@code recovery} in the user's Roundhouse directory
     * ({@code -Droundhouse.home}, which the product's launcher sets, else {@code ~/.roundhouse}).
     */
    static Path defaultDir() {
        String configured = System.getProperty("roundhouse.recovery.dir");
        if (configured != null) {
            return Path.of(configured);
        }
        String home = System.getProperty("roundhouse.home");
        return (home != null && !home.isBlank() ? Path.of(home) : Path.of(System.getProperty("user.home"), ".roundhouse"))
                .resolve("recovery");
    }


    Path dir() {
        return dir;
    }

    /** A key no other open game of this or an earlier run uses. */
    String newKey() {
        String base = "game-" + ProcessHandle.current().pid() + "-" + SEQUENCE.incrementAndGet();
        String key = base.replaceAll("[^A-Za-z0-9-]", "_");
        ownKeys.add(key);
        return key;
    }

    void save(String key, GameRecord record, Path originalFile, GameRecordCodec codec) throws GameFileException {
        try {
            Files.createDirectories(dir);
            if (originalFile != null) {
                Files.writeString(dir.resolve(key + ".path"), originalFile.toAbsolutePath().toString(),
                        StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            throw new GameFileException("cannot write the recovery file in " + dir + ": " + e.getMessage(), e);
        }
        codec.write(record, dir.resolve(key + ".json"));
    }

    void discard(String key) {
        try {
            Files.deleteIfExists(dir.resolve(key + ".json"));
            Files.deleteIfExists(dir.resolve(key + ".path"));
        } catch (IOException e) {
            // a stale recovery file is offered once more at the next start: harmless
        }
    }

    void discard(Pending pending) {
        String name = pending.recoveryFile().getFileName().toString();
        discard(name.substring(0, name.length() - ".json".length()));
    }

    /** Recovery files left by earlier runs (not the games this store keeps now), oldest first. */
    List<Pending> pending() {
        List<Pending> result = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return result;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "*.json")) {
            for (Path f : files) {
                String name = f.getFileName().toString();
                if (ownKeys.contains(name.substring(0, name.length() - ".json".length()))) {
                    continue;
                }
                Path pathFile = dir.resolve(name.substring(0, name.length() - ".json".length()) + ".path");
                Path original = null;
                if (Files.isRegularFile(pathFile)) {
                    original = Path.of(Files.readString(pathFile, StandardCharsets.UTF_8).trim());
                }
                result.add(new Pending(f, original));
            }
        } catch (IOException e) {
            return result;
        }
        result.sort((a, b) -> Long.compare(modified(a.recoveryFile()), modified(b.recoveryFile())));
        return result;
    }

    private static long modified(Path p) {
        try {
            return Files.getLastModifiedTime(p).toMillis();
        } catch (IOException e) {
            return 0;
        }
    }
}
