package roundhouse.launcher;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarInputStream;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

import org.junit.jupiter.api.Test;

/** A jar rewritten by {@link StoredJar} has the same entries with the same bytes, all stored. */
class StoredJarTest {
    private record Entry(String name, int method, long time, byte[] data) {
    }

    private static List<Entry> entries(byte[] jar) throws IOException {
        List<Entry> out = new ArrayList<>();
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(jar))) {
            for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                out.add(new Entry(e.getName(), e.getMethod(), e.getTime(), in.readAllBytes()));
            }
        }
        return out;
    }

    private static byte[] deflatedJar() throws IOException {
        Manifest mf = new Manifest();
        mf.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        mf.getMainAttributes().putValue("Bundle-SymbolicName", "test.bundle");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (JarOutputStream jar = new JarOutputStream(bytes, mf)) {
            jar.putNextEntry(new ZipEntry("a/"));
            jar.closeEntry();
            ZipEntry text = new ZipEntry("a/B.class");
            text.setTime(1_700_000_000_000L);
            jar.putNextEntry(text);
            jar.write("class bytes, class bytes, class bytes".repeat(50).getBytes());
            jar.closeEntry();
            jar.putNextEntry(new ZipEntry("OSGI-INF/empty.xml"));
            jar.closeEntry();
        }
        return bytes.toByteArray();
    }

    @Test
    void sameEntriesSameBytesSameOrderAllStored() throws IOException {
        byte[] original = deflatedJar();
        byte[] stored;
        try (InputStream in = StoredJar.of(new ByteArrayInputStream(original))) {
            stored = in.readAllBytes();
        }
        List<Entry> before = entries(original);
        List<Entry> after = entries(stored);
        assertEquals(before.size(), after.size());
        for (int i = 0; i < before.size(); i++) {
            assertEquals(before.get(i).name(), after.get(i).name());
            assertArrayEquals(before.get(i).data(), after.get(i).data(), before.get(i).name());
            assertEquals(before.get(i).time(), after.get(i).time(), before.get(i).name());
            assertEquals(ZipEntry.STORED, after.get(i).method(), after.get(i).name());
        }
        assertEquals(ZipEntry.DEFLATED, before.get(2).method(), "the test jar was not deflated");
        try (JarInputStream jar = new JarInputStream(new ByteArrayInputStream(stored))) {
            assertNotNull(jar.getManifest(), "the manifest is no longer the first entry");
            assertEquals("test.bundle", jar.getManifest().getMainAttributes().getValue("Bundle-SymbolicName"));
        }
    }
}
