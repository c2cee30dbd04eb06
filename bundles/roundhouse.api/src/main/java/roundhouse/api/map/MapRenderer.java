package roundhouse.api.map;

import org.osgi.annotation.versioning.ConsumerType;

import roundhouse.api.view.MapView;

/**
 * Draws a title's map. Registered as a service by renderer bundles; the workbench and the
 * {@code map} command use the one with the highest service ranking.
 *
 * <p>Methods are called from any thread (the workbench renders in the background) and must not
 * touch SWT; they may take tens of milliseconds.
 */
@ConsumerType
public interface MapRenderer {
    /** Service property (String): renderer id, e.g. {@code "svg"}. */
    String ID = "roundhouse.map.renderer";

    /** The map as a standalone SVG document. */
    String toSvg(MapView map, MapStyle style);

    /** The map rasterised at {@code scale} (1.0 = the SVG's natural size). */
    RasterImage rasterize(MapView map, MapStyle style, double scale);

    /** The hex under a point given in the natural (scale 1.0) coordinates, or {@code null}. */
    String hexAt(MapView map, double x, double y);
}
