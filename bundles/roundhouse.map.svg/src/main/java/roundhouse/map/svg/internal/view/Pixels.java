package roundhouse.map.svg.internal.view;

import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.PaletteData;

import roundhouse.api.map.RasterImage;

/** Renderer pixels to SWT image data, without AWT: a direct 32-bit palette and one pass over the pixels. */
final class Pixels {
    private Pixels() {
    }

    static ImageData toImageData(RasterImage img) {
        int w = img.width();
        int h = img.height();
        // SWT stores a 32-bit direct pixel most significant byte first: 0x00RRGGBB -> 00 RR GG BB
        ImageData data = new ImageData(w, h, 32, new PaletteData(0xFF0000, 0xFF00, 0xFF));
        byte[] bytes = data.data;
        int[] argb = img.argb();
        byte[] alpha = null;
        int bpl = data.bytesPerLine;
        for (int y = 0; y < h; y++) {
            int o = y * bpl;
            int row = y * w;
            for (int x = 0; x < w; x++) {
                int p = argb[row + x];
                bytes[o + 1] = (byte) (p >>> 16);
                bytes[o + 2] = (byte) (p >>> 8);
                bytes[o + 3] = (byte) p;
                o += 4;
                int a = p >>> 24;
                if (a != 0xff && alpha == null) {
                    alpha = new byte[w * h];
                    java.util.Arrays.fill(alpha, 0, row + x, (byte) 0xff);
                }
                if (alpha != null) {
                    alpha[row + x] = (byte) a;
                }
            }
        }
        // an opaque picture (the usual case) has no alpha channel: SWT draws those faster
        data.alphaData = alpha;
        return data;
    }
}
