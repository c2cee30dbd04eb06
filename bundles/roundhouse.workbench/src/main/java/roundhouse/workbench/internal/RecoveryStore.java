package roundhouse.workbench.internal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import roundhouse.api.GameFileException;
import roundhouse.api.GameRecord;
import roundhouse.api.GameRecordCodec;

/**
 * Recovery files: every open game is written here after each of its actions, and removed when
 * the workbench closes normally. Whatever is left at the next start belongs to a workbench that
 * died, and is offered again: but only this user's files, and none of a workbench that still runs.
 * A running workbench holds a lock on {@code owner-PID.lock} (the operating system drops it when
 * the process dies, also on {@code kill -9}); a game's files are named {@code game-PID-N}, so the
 * lock of PID says whether its owner still runs.
 */
final class RecoveryStore {
    /** A game left behind: its recovery file and the file the user had it in, if any. */
    record Pending(Path recoveryFile, Path originalFile) {
        /** The key the game was saved under. */
        String key() {
            String name = recoveryFile.getFileName().toString();
            return name.substring(0, name.length() - ".json".length());
        }
    }

    private static final AtomicInteger SEQUENCE = new AtomicInteger();
    private static final long PID = ProcessHandle.current().pid();
    /** This process's owner lock, held until the process ends (the workbenches of one JVM share it). */
    private static final java.util.Map<Path, FileLock> CLAIMED = new java.util.HashMap<>();
    private final Path dir;

    RecoveryStore(Path dir) {
        this.dir = dir;
    }

    /** {@code -Droundhouse.recovery.dir}, else {@code recovery} in the user's Roundhouse directory. */
    static Path defaultDir() {
        String configured = System.getProperty("roundhouse.recovery.dir");
        return configured != null ? Path.of(configured) : userDir().resolve("recovery");
    }

    /** The user's Roundhouse directory: {@code -Droundhouse.home}, else {@code ~/.roundhouse}. */
    static Path userDir() {
        String configured = System.getProperty("roundhouse.home");
        return configured != null ? Path.of(configured) : Path.of(System.getProperty("user.home"), ".roundhouse");
    }

    /**
     * Marks this process as the running owner of the games it autosaves here, so that another
     * workbench started meanwhile does not offer them. Best effort: without the lock, a second
     * workbench may offer them, as it did before.
     */
    void claim() {
        Path lockFile = dir.resolve("owner-" + PID + ".lock");
        synchronized (CLAIMED) {
            if (CLAIMED.containsKey(lockFile)) {
                return;
            }
            try {
                Files.createDirectories(dir);
                FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                FileLock lock = channel.tryLock();
                if (lock != null) {
                    CLAIMED.put(lockFile, lock);
                } else {
                    channel.close();
                }
            } catch (IOException | RuntimeException e) {
                // no lock: this process's games may be offered by a second workbench
            }
        }
    }

    /** Whether the process that wrote files named {@code game-PID-...} still runs (holds its owner lock). */
    private boolean ownerRuns(String key) {
        String[] parts = key.split("-");
        if (parts.length < 3 || !parts[0].equals("game")) {
            return false;
        }
        if (parts[1].equals(Long.toString(PID))) {
            // this process: its open games are not pending; anything else of this pid is an earlier process's
            return false;
        }
        Path lockFile = dir.resolve("owner-" + parts[1] + ".lock");
        if (!Files.isRegularFile(lockFile)) {
            return false;
        }
        try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.WRITE)) {
            FileLock lock = channel.tryLock();
            if (lock == null) {
                return true;
            }
            lock.release();
            return false;
        } catch (OverlappingFileLockException heldInThisJvm) {
            return true;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** Whether the file belongs to the user running this workbench (a shared recovery folder may hold others'). */
    private static boolean mine(Path file) {
        try {
            return Files.getOwner(file).getName().equals(System.getProperty("user.name"));
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return true; // a file system without owners: the folder is the user's own
        }
    }

    Path dir() {
        return dir;
    }

    /** A key no other open game of this or an earlier run uses. */
    String newKey() {
        String base = "game-" + ProcessHandle.current().pid() + "-" + SEQUENCE.incrementAndGet();
        return base.replaceAll("[^A-Za-z0-9-]", "_");
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
        discard(pending.key());
    }

    /**
     * Recovery files left by workbenches that no longer run, this user's only, oldest first. The
     * games this process has open are not pending: the caller leaves them out.
     */
    List<Pending> pending() {
        List<Pending> result = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return result;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "*.json")) {
            for (Path f : files) {
                String name = f.getFileName().toString();
                String key = name.substring(0, name.length() - ".json".length());
                if (ownerRuns(key) || !mine(f)) {
                    continue;
                }
                Path pathFile = dir.resolve(key + ".path");
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
