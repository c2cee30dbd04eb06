package roundhouse.plugins.internal;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarInputStream;
import java.util.jar.Manifest;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * One bundle jar read from a plugin file (a jar, or one entry of a feature zip), with what its
 * manifest says. Read whole before anything is installed, so that a feature with one bad jar
 * installs nothing.
 *
 * @param symbolicName the Bundle-SymbolicName without its directives
 * @param version the Bundle-Version, "0.0.0" if none
 * @param bytes the jar
 * @param name where it came from, for messages ("x.jar" or "feature.zip!/x.jar")
 */
record PluginJar(String symbolicName, String version, byte[] bytes, String name) {
    /** Largest plugin file read into memory (a feature of every Roundhouse bundle is ~15 MB). */
    static final long MAX_BYTES = 256L * 1024 * 1024;

    /** The bundle jars of a {@code .jar} or a feature {@code .zip}. */
    static List<PluginJar> read(Path file, Text text) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IOException(text.get("error.noFile", file));
        }
        if (Files.size(file) > MAX_BYTES) {
            throw new IOException(text.get("error.tooLarge", file.getFileName(), MAX_BYTES / (1024 * 1024)));
        }
        String fileName = file.getFileName().toString();
        List<PluginJar> out = new ArrayList<>();
        if (fileName.endsWith(".zip")) {
            try (ZipInputStream in = new ZipInputStream(Files.newInputStream(file))) {
                for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                    if (!e.isDirectory() && e.getName().endsWith(".jar")) {
                        out.add(of(in.readAllBytes(), fileName + "!/" + e.getName(), text));
                    }
                }
            }
            if (out.isEmpty()) {
                throw new IOException(text.get("error.noBundles", fileName));
            }
        } else {
            out.add(of(Files.readAllBytes(file), fileName, text));
        }
        return out;
    }

    static PluginJar of(byte[] bytes, String name, Text text) throws IOException {
        Manifest manifest;
        try (JarInputStream jar = new JarInputStream(new ByteArrayInputStream(bytes))) {
            manifest = jar.getManifest();
        } catch (IOException | RuntimeException e) {
            throw new IOException(text.get("error.notBundle", name), e);
        }
        String bsn = manifest == null ? null : manifest.getMainAttributes().getValue("Bundle-SymbolicName");
        if (bsn == null || bsn.isBlank()) {
            throw new IOException(text.get("error.notBundle", name));
        }
        int semi = bsn.indexOf(';');
        bsn = (semi < 0 ? bsn : bsn.substring(0, semi)).trim();
        Attributes main = manifest.getMainAttributes();
        String version = main.getValue("Bundle-Version");
        return new PluginJar(bsn, version == null || version.isBlank() ? "0.0.0" : version.trim(), bytes, name);
    }

    InputStream stream() {
        return new ByteArrayInputStream(bytes);
    }
}
