package roundhouse.engine.internal.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import roundhouse.api.GameFileException;

/** Files that are not game files: each refused with one line naming the file and the problem. */
class BadGameFileTest {
    private final GsonRecordCodec codec = new GsonRecordCodec();
    @TempDir
    Path dir;

    private String refusal(Path file) {
        GameFileException e = assertThrows(GameFileException.class, () -> codec.read(file));
        assertEquals(1, e.getMessage().lines().count(), e.getMessage());
        return e.getMessage();
    }

    @Test
    void aFileOverTheLimitNamesItsSizeAndHowToRaiseTheLimit() throws Exception {
        Path big = dir.resolve("big.json");
        Files.write(big, new byte[3 << 20]);
        System.setProperty(GsonRecordCodec.MAX_FILE_MB, "2");
        try {
            assertEquals(big + ": 3 MB is over the 2 MB limit for a game file; raise it with java -Droundhouse.maxFileMB=6"
                    + " -jar roundhouse.jar ...", refusal(big));
        } finally {
            System.clearProperty(GsonRecordCodec.MAX_FILE_MB);
        }
    }

    @Test
    void aNamedPipeIsRefusedAtOnce() throws Exception {
        Path fifo = dir.resolve("pipe.json");
        Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeTrue(mk.waitFor() == 0, "mkfifo not available");
        String msg = assertTimeoutPreemptively(Duration.ofSeconds(5), () -> refusal(fifo));
        assertEquals(fifo + ": not a regular file (a directory, named pipe or device); give a game's .json file", msg);
    }

    @Test
    void aDirectoryIsNotAGameFile() {
        assertEquals(dir + ": not a regular file (a directory, named pipe or device); give a game's .json file", refusal(dir));
    }

    @Test
    void randomBytesAreNotAUtf8JsonFile() throws Exception {
        Path noise = dir.resolve("noise.json");
        byte[] bytes = new byte[4096];
        new Random(7).nextBytes(bytes);
        bytes[0] = (byte) 0xC3; // a UTF-8 lead byte followed by no continuation byte
        bytes[1] = (byte) 0x28;
        Files.write(noise, bytes);
        assertEquals(noise + ": not a UTF-8 JSON file", refusal(noise));
    }

    @Test
    void aGoodFileStillReadsAsAStream() throws Exception {
        Path ok = dir.resolve("ok.json");
        Files.writeString(ok, "{\"title\":\"mini\",\"players\":[{\"id\":1,\"name\":\"Ä\"}],\"actions\":[]}");
        assertEquals("Ä", codec.read(ok).setup().players().get(0).name());
    }
}
