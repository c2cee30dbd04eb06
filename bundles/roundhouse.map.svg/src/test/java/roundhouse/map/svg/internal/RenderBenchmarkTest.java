package roundhouse.map.svg.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.map.MapStyle;
import roundhouse.api.map.RasterImage;
import roundhouse.api.view.GameState;
import roundhouse.api.view.MapView;

/**
 * Prints how long the full 1830 map takes (final map of a recorded game): SVG build, Batik
 * parse + graphics tree, and painting at two zoom levels. Figures only, never a timed assertion:
 * machines differ.
 */
class RenderBenchmarkTest {
    private static final int WARM = 15;
    private static final int RUNS = 25;

    @Test
    void timingsOfTheFull1830Map() throws Exception {
        GameState st = Games1830.load("1830_game_end_bank.json").state();
        MapView map = st.map();
        MapStyle style = new MapStyle(Set.of("E11", "F20"), List.of(List.of("E19", "E21", "F20")), false,
                Games1830.colors(st));
        String svg = MapSvg.build(map, style);
        HexGrid grid = new HexGrid(map);

        double build = median(() -> MapSvg.build(map, style));
        double tree = median(() -> new BatikRaster(svg, grid.width, grid.height));
        BatikRaster raster = new BatikRaster(svg, grid.width, grid.height);
        double paint1 = median(() -> raster.paint(1.0));
        double treeAndPaint = median(() -> new BatikRaster(svg, grid.width, grid.height).paint(1.0));
        double paint2 = median(() -> raster.paint(2.0));
        double paintHalf = median(() -> raster.paint(0.5));
        SvgMapRenderer renderer = new SvgMapRenderer();
        // a new style each time: the renderer cannot reuse its tree (a changed game)
        int[] n = {0};
        double cold = median(() -> renderer.rasterize(map, new MapStyle(Set.of("A" + n[0]++), List.of(), false,
                style.companyColors()), 1.0));
        double zoom = median(() -> renderer.rasterize(map, style, 1.0));
        RasterImage img = raster.paint(1.0);
        System.out.printf(Locale.ROOT, "map benchmark (1830 final map, %d hexes, SVG %d chars, %dx%d px at 1.0; median of %d warm runs)%n",
                map.hexes().size(), svg.length(), img.width(), img.height(), RUNS);
        System.out.printf(Locale.ROOT, "  SVG build                  %7.2f ms%n", build);
        System.out.printf(Locale.ROOT, "  Batik parse + GVT tree     %7.2f ms%n", tree);
        System.out.printf(Locale.ROOT, "  tree + its first paint     %7.2f ms (text is laid out on first paint)%n", treeAndPaint);
        System.out.printf(Locale.ROOT, "  paint 0.5x / 1.0x / 2.0x   %7.2f / %.2f / %.2f ms%n", paintHalf, paint1, paint2);
        System.out.printf(Locale.ROOT, "  rasterize new state  1.0x  %7.2f ms (build + tree + paint)%n", cold);
        System.out.printf(Locale.ROOT, "  rasterize same state 1.0x  %7.2f ms (zoom: tree reused)%n", zoom);
        assertTrue(build > 0 && tree > 0 && paint1 > 0);
    }

    static double median(Runnable r) {
        for (int i = 0; i < WARM; i++) {
            r.run();
        }
        double[] ms = new double[RUNS];
        for (int i = 0; i < RUNS; i++) {
            long t0 = System.nanoTime();
            r.run();
            ms[i] = (System.nanoTime() - t0) / 1e6;
        }
        Arrays.sort(ms);
        return ms[RUNS / 2];
    }
}
