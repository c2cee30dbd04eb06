package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The exported SPI ({@code roundhouse.engine.spi}, {@code .step}, {@code roundhouse.engine.map}) never
 * names the engine's internal packages: a title bundle sees only what is exported.
 */
class SpiBoundaryTest {
    @Test
    void exportedPackagesDoNotImportInternals() throws IOException {
        Path src = Path.of("src/main/java/roundhouse/engine");
        List<String> offenders;
        try (Stream<Path> files = Stream.concat(Files.walk(src.resolve("spi")), Files.walk(src.resolve("map")))) {
            offenders = files.filter(p -> p.toString().endsWith(".java")).filter(p -> {
                try {
                    return Files.readString(p).contains("roundhouse.engine.internal");
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            }).map(Path::toString).sorted().toList();
        }
        assertEquals(List.of(), offenders);
    }

    @Test
    void theEngineRuntimeIsFoundWithoutOsgi() {
        assertEquals("roundhouse.engine.internal.runtime.EngineRuntimeImpl", EngineRuntime.get().getClass().getName());
    }
}
