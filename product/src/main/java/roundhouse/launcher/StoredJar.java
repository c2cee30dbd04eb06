package roundhouse.launcher;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * A jar rewritten with every entry stored rather than deflated: same entries, same order, same
 * bytes and times. The launcher installs the nested bundles this way into its framework cache
 * (once per cache slot), because every start then reads its bundle classes without inflating
 * them: some 250 classes of SCR, gson and our bundles, 10-20 ms of CPU per start in our
 * measurements, for a cache that takes about twice the disk space.
 */
final class StoredJar {
    private StoredJar() {
    }

    static InputStream of(InputStream jar) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 20);
        try (ZipInputStream in = new ZipInputStream(jar); ZipOutputStream zip = new ZipOutputStream(out)) {
            for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                byte[] data = in.readAllBytes();
                CRC32 crc = new CRC32();
                crc.update(data);
                ZipEntry stored = new ZipEntry(e.getName());
                stored.setMethod(ZipEntry.STORED);
                stored.setSize(data.length);
                stored.setCompressedSize(data.length);
                stored.setCrc(crc.getValue());
                stored.setTime(e.getTime());
                if (e.getExtra() != null) {
                    stored.setExtra(e.getExtra());
                }
                zip.putNextEntry(stored);
                zip.write(data);
                zip.closeEntry();
            }
        }
        return new ByteArrayInputStream(out.toByteArray());
    }
}
