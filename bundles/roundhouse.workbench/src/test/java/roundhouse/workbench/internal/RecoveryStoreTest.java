package roundhouse.workbench.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import roundhouse.api.GameRecord;
import roundhouse.api.GameRecordCodec;
import roundhouse.api.GameSetup;
import roundhouse.api.PlayerRef;

class RecoveryStoreTest {
    /** Writes the title id only: enough to tell files apart. */
    private static final GameRecordCodec CODEC = new GameRecordCodec() {
        @Override
        public GameRecord read(Path file) {
            throw new UnsupportedOperationException();
        }

        @Override
        public GameRecord parse(String json, String source) {
            throw new UnsupportedOperationException();
        }

        @Override
        public String format(GameRecord record) {
            return record.titleId();
        }

        @Override
        public void write(GameRecord record, Path file) {
            try {
                Files.writeString(file, format(record), StandardCharsets.UTF_8);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
    };

    private static GameRecord record(String title) {
        return new GameRecord(title, null, "", new GameSetup(List.of(new PlayerRef("1", "A")), Set.of(), 1), List.of(),
                Map.of(), null);
    }

    @Test
    void savedGamesArePendingUntilDiscarded(@TempDir Path dir) throws Exception {
        RecoveryStore store = new RecoveryStore(dir.resolve("recovery"));
        String a = store.newKey();
        String b = store.newKey();
        assertNotEquals(a, b);
        store.save(a, record("1830"), null, CODEC);
        store.save(b, record("1841"), dir.resolve("mine.json"), CODEC);

        List<RecoveryStore.Pending> pending = new RecoveryStore(dir.resolve("recovery")).pending();
        assertEquals(2, pending.size());
        RecoveryStore.Pending withFile = pending.stream().filter(p -> p.originalFile() != null).findFirst().orElseThrow();
        assertEquals(dir.resolve("mine.json").toAbsolutePath(), withFile.originalFile());
        assertEquals("1841", Files.readString(withFile.recoveryFile()));
        assertNull(pending.stream().filter(p -> p.originalFile() == null).findFirst().orElseThrow().originalFile());

        store.discard(a);
        store.discard(withFile);
        assertTrue(store.pending().isEmpty());
    }

    @Test
    void theGamesOfAWorkbenchThatStillRunsAreNotPending(@TempDir Path dir) throws Exception {
        Path recovery = dir.resolve("recovery");
        Files.createDirectories(recovery);
        Files.writeString(recovery.resolve("game-999993-1.json"), "1830");
        Files.writeString(recovery.resolve("game-999994-1.json"), "1841");
        RecoveryStore store = new RecoveryStore(recovery);
        try (java.nio.channels.FileChannel channel = java.nio.channels.FileChannel.open(recovery.resolve("owner-999993.lock"),
                java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.WRITE)) {
            java.nio.channels.FileLock running = channel.lock();
            assertEquals(List.of("game-999994-1.json"),
                    store.pending().stream().map(p -> p.recoveryFile().getFileName().toString()).toList(),
                    "999993 holds its owner lock: it runs");
            running.release();
            assertEquals(2, store.pending().size(), "its lock released, it is gone: its game is offered");
        }
    }

    @Test
    void thisProcessClaimsItsGames(@TempDir Path dir) throws Exception {
        RecoveryStore store = new RecoveryStore(dir.resolve("recovery"));
        store.claim();
        String key = store.newKey();
        assertTrue(Files.isRegularFile(dir.resolve("recovery").resolve("owner-" + ProcessHandle.current().pid() + ".lock")));
        assertTrue(key.startsWith("game-" + ProcessHandle.current().pid() + "-"), key);
    }

    @Test
    void missingDirectoryMeansNothingPending(@TempDir Path dir) {
        assertTrue(new RecoveryStore(dir.resolve("none")).pending().isEmpty());
    }
}
