package roundhouse.workbench.uitest;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * Starts of the assembled product (product/target/roundhouse.jar, as a player starts it) from a test
 * inside the framework: each a new process with a given Roundhouse directory, a framework cache and
 * temporary files of its own under {@code dir}, never the real home.
 */
final class ProductRuns {
    private static final long TIMEOUT_SECONDS = 120;

    record Run(int code, String out, String err) {
        String all() {
            return out + err;
        }
    }

    private final Path dir;
    private final Path jar = Path.of(System.getProperty("roundhouse.product.jar", "product/target/roundhouse.jar"));

    ProductRuns(Path dir) {
        this.dir = dir;
    }

    Path dir() {
        return dir;
    }

    Path jar() {
        return jar;
    }

    boolean available() {
        return Files.isRegularFile(jar);
    }

    /** A headless command with the Roundhouse directory {@code home}. */
    Run run(Path home, String... args) throws IOException, InterruptedException {
        return start(home, List.of(), List.of(args));
    }

    /**
     * The workbench with the Roundhouse directory {@code home}, opening {@code game}; it saves a
     * screenshot and exits (the smoke tests' way of running it without a player).
     */
    Run workbench(Path home, Path game) throws IOException, InterruptedException {
        Path shot = dir.resolve("workbench-" + game.getFileName() + ".png");
        return start(home, List.of("-Droundhouse.screenshot=" + shot, "-Droundhouse.exitAfterScreenshot=true",
                "-Droundhouse.recovery.dir=" + Files.createDirectories(dir.resolve("recovery"))), List.of(game.toString()));
    }

    private Run start(Path home, List<String> vmArgs, List<String> args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Droundhouse.home=" + home.toAbsolutePath(), "-Droundhouse.cache=" + dir.resolve("cache").toAbsolutePath(),
                "-Droundhouse.locale=en", "-Djava.io.tmpdir=" + Files.createDirectories(dir.resolve("tmp")).toAbsolutePath()));
        cmd.addAll(vmArgs);
        cmd.addAll(List.of("-jar", jar.toAbsolutePath().toString()));
        cmd.addAll(args);
        Path out = dir.resolve("stdout.txt");
        Path err = dir.resolve("stderr.txt");
        Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("no exit within " + TIMEOUT_SECONDS + " s: " + cmd + "\n" + Files.readString(out));
        }
        // on Java 24+ the JVM warns on stderr that Felix uses sun.misc.Unsafe (JEP 498)
        String errText = Files.readString(err, StandardCharsets.UTF_8).lines().filter(l -> !l.startsWith("WARNING:"))
                .collect(Collectors.joining("\n"));
        return new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8), errText);
    }
}
