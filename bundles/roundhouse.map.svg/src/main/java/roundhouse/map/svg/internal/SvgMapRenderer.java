package roundhouse.map.svg.internal;

import org.osgi.service.component.annotations.Component;

import roundhouse.api.map.MapRenderer;
import roundhouse.api.map.MapStyle;
import roundhouse.api.map.RasterImage;
import roundhouse.api.view.MapView;

/**
 * Draws any title's map as SVG and rasterises it with Apache Batik.
 *
 * <p>The last document's graphics tree is kept, so zooming (same map, new scale) only repaints.
 * Calls may come from any thread; rasterising is serialised because Batik's tree is not
 * thread-safe.
 */
@Component(service = MapRenderer.class, property = MapRenderer.ID + "=svg")
public class SvgMapRenderer implements MapRenderer {
    private final Object lock = new Object();
    private MapView lastMap;
    private MapStyle lastStyle;
    private BatikRaster lastRaster;

    @Override
    public String toSvg(MapView map, MapStyle style) {
        return MapSvg.build(check(map), style == null ? MapStyle.PLAIN : style);
    }

    @Override
    public RasterImage rasterize(MapView map, MapStyle style, double scale) {
        MapStyle s = style == null ? MapStyle.PLAIN : style;
        check(map);
        synchronized (lock) {
            if (lastRaster == null || !map.equals(lastMap) || !s.equals(lastStyle)) {
                HexGrid grid = new HexGrid(map);
                lastRaster = new BatikRaster(MapSvg.build(map, s), grid.width, grid.height);
                lastMap = map;
                lastStyle = s;
            }
            return lastRaster.paint(scale);
        }
    }

    @Override
    public String hexAt(MapView map, double x, double y) {
        return new HexGrid(check(map)).hexAt(x, y);
    }

    /** The natural size of a map's picture: {width, height}. */
    public static double[] size(MapView map) {
        HexGrid g = new HexGrid(check(map));
        return new double[] {g.width, g.height};
    }

    /** The centre of a hex in natural coordinates, or {@code null}. */
    public static double[] hexCentre(MapView map, String coord) {
        return new HexGrid(check(map)).centre(coord);
    }

    private static MapView check(MapView map) {
        if (map == null) {
            throw new IllegalArgumentException("no map to draw");
        }
        return map;
    }
}
