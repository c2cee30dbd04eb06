package roundhouse.map.svg.internal;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.view.HexView;
import roundhouse.api.view.MapView;

/**
 * Where every hex of a map lies in the SVG's natural coordinates (scale 1.0).
 *
 * <p>{@link HexView#x()}/{@link HexView#y()} form a "doubled" offset grid (the engine's
 * {@code Board.view} convention): on a pointy map neighbours in a row are two x apart and the
 * centre lies at {@code (x * width / 2, y * 3R / 2)}; on a flat map neighbours in a column are two
 * y apart and the centre lies at {@code (x * 3R / 2, y * height / 2)}. Edges are numbered clockwise
 * from the bottom-left (pointy: 0 = SW) or the bottom (flat: 0 = S), as 18xx.games numbers them.
 *
 * <p>Immutable and thread-safe.
 */
final class HexGrid {
    /** Circumradius of a hex in natural units. */
    static final double R = 50;
    /** Inradius: centre to edge midpoint. */
    static final double A = R * Math.sqrt(3) / 2;
    static final double MARGIN = 12;

    final boolean flat;
    final double width;
    final double height;
    private final double offsetX;
    private final double offsetY;
    private final Map<String, HexView> byCoord = new HashMap<>();
    private final Map<String, double[]> centres = new HashMap<>();

    HexGrid(MapView map) {
        this.flat = "flat".equals(map.orientation());
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        List<HexView> hexes = map.hexes();
        for (HexView h : hexes) {
            double[] c = rawCentre(h);
            minX = Math.min(minX, c[0]);
            minY = Math.min(minY, c[1]);
            maxX = Math.max(maxX, c[0]);
            maxY = Math.max(maxY, c[1]);
        }
        double halfW = flat ? R : A;
        double halfH = flat ? A : R;
        if (hexes.isEmpty()) {
            minX = minY = maxX = maxY = 0;
        }
        offsetX = MARGIN + halfW - minX;
        offsetY = MARGIN + halfH - minY;
        width = Math.ceil(maxX - minX + 2 * halfW + 2 * MARGIN);
        height = Math.ceil(maxY - minY + 2 * halfH + 2 * MARGIN);
        for (HexView h : hexes) {
            double[] c = rawCentre(h);
            centres.put(h.coord(), new double[] {c[0] + offsetX, c[1] + offsetY});
            byCoord.put(h.coord(), h);
        }
    }

    private double[] rawCentre(HexView h) {
        return flat ? new double[] {h.x() * 1.5 * R, h.y() * A} : new double[] {h.x() * A, h.y() * 1.5 * R};
    }

    /** The centre of a hex, or {@code null} if the map has no such hex. */
    double[] centre(String coord) {
        return centres.get(coord);
    }

    HexView hex(String coord) {
        return byCoord.get(coord);
    }

    /** Direction (radians, screen coordinates: y grows downwards) from the centre to the middle of an edge. */
    double edgeAngle(int edge) {
        return Math.toRadians((flat ? 90 : 120) + 60 * edge);
    }

    /** The middle of an edge relative to the hex centre. */
    double[] edgePoint(int edge) {
        double t = edgeAngle(edge);
        return new double[] {A * Math.cos(t), A * Math.sin(t)};
    }

    /** Corner {@code k} (0-5) relative to the hex centre. */
    double[] corner(int k) {
        double t = Math.toRadians((flat ? 0 : 30) + 60 * k);
        return new double[] {R * Math.cos(t), R * Math.sin(t)};
    }

    /** The hex containing a point in natural coordinates, or {@code null}. */
    String hexAt(double x, double y) {
        String best = null;
        double bestD = Double.MAX_VALUE;
        for (Map.Entry<String, double[]> e : centres.entrySet()) {
            double dx = x - e.getValue()[0];
            double dy = y - e.getValue()[1];
            double d = dx * dx + dy * dy;
            if (d < bestD && inside(dx, dy)) {
                bestD = d;
                best = e.getKey();
            }
        }
        return best;
    }

    /** Whether a point relative to a hex centre lies inside the hex (on its boundary counts). */
    boolean inside(double dx, double dy) {
        for (int e = 0; e < 3; e++) {
            double t = edgeAngle(e);
            if (Math.abs(dx * Math.cos(t) + dy * Math.sin(t)) > A + 1e-9) {
                return false;
            }
        }
        return true;
    }
}
