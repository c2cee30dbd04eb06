package roundhouse.plugins.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PluginJarTest {
    private static final Text TEXT = Text.of(Locale.ENGLISH);

    static byte[] jar(String bsn, String version) throws IOException {
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        if (bsn != null) {
            m.getMainAttributes().putValue("Bundle-SymbolicName", bsn);
        }
        if (version != null) {
            m.getMainAttributes().putValue("Bundle-Version", version);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JarOutputStream jar = new JarOutputStream(out, m)) {
            jar.putNextEntry(new ZipEntry("x/Y.class"));
            jar.write(new byte[] { 1, 2, 3 });
        }
        return out.toByteArray();
    }

    @Test
    void aJarIsOneBundleNamedWithoutItsDirectives(@TempDir Path dir) throws Exception {
        Path f = Files.write(dir.resolve("a.jar"), jar("my.title; singleton:=true", "1.2.3"));
        List<PluginJar> jars = PluginJar.read(f, TEXT);
        assertEquals(1, jars.size());
        assertEquals("my.title", jars.get(0).symbolicName());
        assertEquals("1.2.3", jars.get(0).version());
        assertEquals("a.jar", jars.get(0).name());
    }

    @Test
    void aFeatureZipIsEveryJarInIt(@TempDir Path dir) throws Exception {
        Path zip = dir.resolve("f.zip");
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(zip))) {
            out.putNextEntry(new ZipEntry("bundles/a.jar"));
            out.write(jar("a", "1.0.0"));
            out.putNextEntry(new ZipEntry("README.txt"));
            out.write("not a bundle".getBytes());
            out.putNextEntry(new ZipEntry("bundles/b.jar"));
            out.write(jar("b", null));
        }
        List<PluginJar> jars = PluginJar.read(zip, TEXT);
        assertEquals(List.of("a", "b"), jars.stream().map(PluginJar::symbolicName).toList());
        assertEquals("0.0.0", jars.get(1).version(), "no Bundle-Version is version 0.0.0, as OSGi reads it");
        assertEquals("f.zip!/bundles/b.jar", jars.get(1).name());
    }

    @Test
    void whatIsNoBundleIsRefusedByName(@TempDir Path dir) throws Exception {
        Path plain = Files.write(dir.resolve("plain.jar"), jar(null, "1.0"));
        IOException e = assertThrows(IOException.class, () -> PluginJar.read(plain, TEXT));
        assertEquals("plain.jar is not a bundle (it has no Bundle-SymbolicName in its manifest).", e.getMessage());
        Path text = Files.writeString(dir.resolve("notes.jar"), "hello");
        assertTrue(assertThrows(IOException.class, () -> PluginJar.read(text, TEXT)).getMessage().startsWith("notes.jar is not a bundle"));
        Path emptyZip = dir.resolve("empty.zip");
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(emptyZip))) {
            out.putNextEntry(new ZipEntry("README.txt"));
        }
        assertEquals("empty.zip contains no bundle jars.", assertThrows(IOException.class, () -> PluginJar.read(emptyZip, TEXT)).getMessage());
        assertThrows(IOException.class, () -> PluginJar.read(dir, TEXT), "a directory");
    }

    @Test
    void fileNamesKeepOnlyPlainCharacters() {
        assertEquals("roundhouse.itest.title.jar", PluginStoreImpl.fileName("roundhouse.itest.title"));
        assertEquals("a_b_.._c.jar", PluginStoreImpl.fileName("a/b\\..:c"));
    }

    @Test
    void aBundleOfTheProductIsKnownByItsJarNameAlsoWhenThisStartLeftItOut() {
        String before = System.setProperty(PluginStoreImpl.PRODUCT_PROPERTY,
                "jar/roundhouse.views-0.1.0-SNAPSHOT.jar,jar/org.eclipse.swt.gtk.linux.x86_64-3.129.0.jar");
        try {
            assertTrue(PluginStoreImpl.isProductBundle("roundhouse.views"));
            assertTrue(PluginStoreImpl.isProductBundle("org.eclipse.swt.gtk.linux.x86_64"));
            assertFalse(PluginStoreImpl.isProductBundle("org.eclipse.swt"), "a longer name sharing the prefix");
            assertFalse(PluginStoreImpl.isProductBundle("roundhouse.view"));
            assertFalse(PluginStoreImpl.isProductBundle("my.variant"));
        } finally {
            if (before == null) {
                System.clearProperty(PluginStoreImpl.PRODUCT_PROPERTY);
            } else {
                System.setProperty(PluginStoreImpl.PRODUCT_PROPERTY, before);
            }
        }
    }
}
