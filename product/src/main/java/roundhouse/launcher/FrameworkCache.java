package roundhouse.launcher;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The framework's storage, kept between starts: {@code <root>/<build stamp>-<profile>-<slot>}. A
 * process holds its slot with a file lock, which the operating system drops when the process dies,
 * even by kill -9; a second process at the same time takes the next slot. Earlier builds of the
 * same jar lose their slots at once, other jars' slots after a day unused. Nothing goes to /tmp,
 * so a killed process leaves nothing behind but the reusable cache.
 */
final class FrameworkCache {
    private static final int SLOTS = 8;
    /** A day, in milliseconds (no java.time here: the launcher loads as few classes as it can). */
    private static final long STALE_MILLIS = 24L * 60 * 60 * 1000;
    private static final String LOCK = "launcher.lock";
    /** Names the product jar a slot belongs to: a rebuilt jar at the same place makes its old slots useless. */
    private static final String PRODUCT = "product.txt";
    /** Written once the slot's framework has been started and stopped (the caches it writes at a stop exist). */
    private static final String PRIMED = "primed";
    /** The product jar's nested bundle entries (listing the jar's ~500 entries at every start costs more). */
    private static final String BUNDLES = "jar-entries.txt"; // not "bundle*": Felix takes those for bundles

    private final Path dir;
    private final FileChannel channel;
    private final FileLock lock;

    private FrameworkCache(Path dir, FileChannel channel, FileLock lock) {
        this.dir = dir;
        this.channel = channel;
        this.lock = lock;
    }

    static FrameworkCache open(Path root, String stamp, String profile, String product) throws IOException {
        Files.createDirectories(root);
        removeStale(root, stamp, product);
        for (int slot = 0; slot < SLOTS; slot++) {
            Path dir = root.resolve(stamp + "-" + profile + "-" + slot);
            FrameworkCache cache = tryLock(dir);
            if (cache != null) {
                Files.writeString(dir.resolve(PRODUCT), product);
                return cache;
            }
        }
        throw new IOException("all " + SLOTS + " framework caches under " + root
                + " are in use by other roundhouse processes; wait for one to finish");
    }

    private static FrameworkCache tryLock(Path dir) throws IOException {
        Files.createDirectories(dir);
        Path lockFile = dir.resolve(LOCK);
        FileChannel ch = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        try {
            FileLock lock = ch.tryLock();
            if (lock != null) {
                Files.setLastModifiedTime(lockFile, FileTime.fromMillis(System.currentTimeMillis()));
                return new FrameworkCache(dir, ch, lock);
            }
        } catch (OverlappingFileLockException e) {
            // held by this JVM already
        }
        ch.close();
        return null;
    }

    Path dir() {
        return dir;
    }

    /** The product jar's nested bundle entries as saved in this slot, or null if not saved yet. */
    List<String> bundleEntries() throws IOException {
        Path list = dir.resolve(BUNDLES);
        return Files.isRegularFile(list) ? Files.readAllLines(list) : null;
    }

    /** Saves the entry list whole or not at all (a killed process leaves no partial list). */
    void saveBundleEntries(List<String> entries) throws IOException {
        Path tmp = dir.resolve(BUNDLES + ".tmp");
        Files.write(tmp, entries);
        Files.move(tmp, dir.resolve(BUNDLES), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** Whether a start from this slot has already stopped the framework once (see {@code Main.prime}). */
    boolean isPrimed() {
        return Files.isRegularFile(dir.resolve(PRIMED));
    }

    void markPrimed() throws IOException {
        Files.writeString(dir.resolve(PRIMED), "");
    }

    /** Empties the slot (kept locked) after a start from it failed. */
    void wipe() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                if (!p.getFileName().toString().equals(LOCK)) {
                    deleteTree(p);
                }
            }
        }
    }

    void release() {
        try {
            lock.release();
            channel.close();
        } catch (IOException e) {
            // the process is ending; the operating system drops the lock
        }
    }

    /**
     * Removes other builds' slots that no process holds: at once when they belong to an earlier build
     * of the same jar, else when they were last used over a day ago.
     */
    private static void removeStale(Path root, String stamp, String product) {
        long cutoff = System.currentTimeMillis() - STALE_MILLIS;
        try (DirectoryStream<Path> dirs = Files.newDirectoryStream(root)) {
            for (Path d : dirs) {
                if (d.getFileName().toString().startsWith(stamp + "-") || !Files.isDirectory(d)) {
                    continue;
                }
                Path lockFile = d.resolve(LOCK);
                Path owner = d.resolve(PRODUCT);
                boolean sameJar = Files.isRegularFile(owner) && Files.readString(owner).equals(product);
                if (!sameJar && Files.exists(lockFile) && Files.getLastModifiedTime(lockFile).toMillis() > cutoff) {
                    continue;
                }
                FrameworkCache held = tryLock(d);
                if (held != null) {
                    held.release();
                    deleteTree(d);
                }
            }
        } catch (IOException e) {
            // tidying is best effort
        }
    }

    static void deleteTree(Path p) throws IOException {
        if (!Files.exists(p)) {
            return;
        }
        try (Stream<Path> s = Files.walk(p)) {
            for (Path q : (Iterable<Path>) s.sorted(Comparator.reverseOrder())::iterator) {
                Files.deleteIfExists(q);
            }
        }
    }
}
