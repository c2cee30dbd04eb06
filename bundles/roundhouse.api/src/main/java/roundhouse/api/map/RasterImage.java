package roundhouse.api.map;

/**
 * Pixels, row by row, as packed ARGB ints: no AWT or SWT type crosses the API.
 *
 * @param width pixels per row
 * @param height rows
 * @param argb {@code width * height} pixels
 */
public record RasterImage(int width, int height, int[] argb) {
    public RasterImage {
        if (argb.length != width * height) {
            throw new IllegalArgumentException("expected " + width * height + " pixels, got " + argb.length);
        }
    }
}
