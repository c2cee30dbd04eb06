package roundhouse.map.svg.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.view.BoardView;
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

    /** Space between two boards of one map, and the height of a board's name above it. */
    static final double BOARD_GAP = R;
    static final double BOARD_LABEL = 30;

    final boolean flat;
    final double width;
    final double height;
    private final Map<String, HexView> byCoord = new HashMap<>();
    private final Map<String, double[]> centres = new HashMap<>();
    /** The boards of a map of several boards, each with the box its hexes fill; empty for a map of one. */
    final List<BoardBox> boards = new ArrayList<>();

    /**
     * Where a board lies (natural coordinates, hex outlines included) and its name.
     *
     * @param name the board's name, its id if the map names it not
     */
    record BoardBox(String id, String name, double x, double y, double w, double h) {
    }

    HexGrid(MapView map) {
        this.flat = "flat".equals(map.orientation());
        double halfW = flat ? R : A;
        double halfH = flat ? A : R;
        List<HexView> hexes = map.hexes();
        Map<String, double[]> raw = new LinkedHashMap<>();
        for (HexView h : hexes) {
            raw.put(h.coord(), rawCentre(h));
        }
        boolean several = map.boards() != null && map.boards().size() > 1;
        List<String[]> named = several ? arrangeBoards(map, raw, halfW, halfH) : List.of();
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (double[] c : raw.values()) {
            minX = Math.min(minX, c[0]);
            minY = Math.min(minY, c[1]);
            maxX = Math.max(maxX, c[0]);
            maxY = Math.max(maxY, c[1]);
        }
        if (hexes.isEmpty()) {
            minX = minY = maxX = maxY = 0;
        }
        double top = several ? BOARD_LABEL : 0;
        double offsetX = MARGIN + halfW - minX;
        double offsetY = MARGIN + top + halfH - minY;
        width = Math.ceil(maxX - minX + 2 * halfW + 2 * MARGIN);
        height = Math.ceil(maxY - minY + 2 * halfH + 2 * MARGIN + top);
        for (HexView h : hexes) {
            double[] c = raw.get(h.coord());
            centres.put(h.coord(), new double[] {c[0] + offsetX, c[1] + offsetY});
            byCoord.put(h.coord(), h);
        }
        for (String[] b : named) {
            double x0 = Double.MAX_VALUE;
            double y0 = Double.MAX_VALUE;
            double x1 = -Double.MAX_VALUE;
            double y1 = -Double.MAX_VALUE;
            for (HexView h : hexes) {
                if (b[0].equals(h.board())) {
                    double[] c = centres.get(h.coord());
                    x0 = Math.min(x0, c[0] - halfW);
                    y0 = Math.min(y0, c[1] - halfH);
                    x1 = Math.max(x1, c[0] + halfW);
                    y1 = Math.max(y1, c[1] + halfH);
                }
            }
            boards.add(new BoardBox(b[0], b[1], x0, y0, x1 - x0, y1 - y0));
        }
    }

    /**
     * Moves the hexes of each later board below the boards before it (flush left) or to their right
     * (flush top), a gap and a name apart, whichever keeps the picture smaller (1854: the local
     * railways' board shares the main board's coordinates and would touch its bottom-right corner).
     *
     * @return the boards placed, each as {id, name}, in the map's order
     */
    private static List<String[]> arrangeBoards(MapView map, Map<String, double[]> raw, double halfW, double halfH) {
        List<String[]> named = new ArrayList<>();
        Map<String, List<HexView>> byBoard = new LinkedHashMap<>();
        map.boards().forEach(b -> byBoard.put(b.id(), new ArrayList<>()));
        map.hexes().forEach(h -> byBoard.computeIfAbsent(h.board(), k -> new ArrayList<>()).add(h));
        double[] placed = null; // minX, minY, maxX, maxY of the boards placed so far, hex outlines included
        for (Map.Entry<String, List<HexView>> b : byBoard.entrySet()) {
            if (b.getValue().isEmpty()) {
                continue;
            }
            double[] box = box(b.getValue(), raw, halfW, halfH);
            double dx = 0;
            double dy = 0;
            if (placed != null) {
                // below: flush left with the boards before; beside: flush with their top
                double down = placed[3] + BOARD_GAP + BOARD_LABEL - box[1];
                double left = placed[0] - box[0];
                double right = placed[2] + BOARD_GAP - box[0];
                double up = placed[1] - box[1];
                if (area(placed, box, right, up) < area(placed, box, left, down)) {
                    dx = right;
                    dy = up;
                } else {
                    dx = left;
                    dy = down;
                }
            }
            for (HexView h : b.getValue()) {
                raw.get(h.coord())[0] += dx;
                raw.get(h.coord())[1] += dy;
            }
            double[] moved = {box[0] + dx, box[1] + dy, box[2] + dx, box[3] + dy};
            placed = placed == null ? moved : new double[] {Math.min(placed[0], moved[0]), Math.min(placed[1], moved[1]),
                Math.max(placed[2], moved[2]), Math.max(placed[3], moved[3])};
            named.add(new String[] {b.getKey(), boardName(map, b.getKey())});
        }
        return named;
    }

    /** The box of some hexes' outlines: minX, minY, maxX, maxY. */
    private static double[] box(List<HexView> hexes, Map<String, double[]> raw, double halfW, double halfH) {
        double[] b = {Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
        for (HexView h : hexes) {
            double[] c = raw.get(h.coord());
            b[0] = Math.min(b[0], c[0] - halfW);
            b[1] = Math.min(b[1], c[1] - halfH);
            b[2] = Math.max(b[2], c[0] + halfW);
            b[3] = Math.max(b[3], c[1] + halfH);
        }
        return b;
    }

    /** The area of the box holding both boxes, the second moved by (dx, dy). */
    private static double area(double[] a, double[] b, double dx, double dy) {
        double w = Math.max(a[2], b[2] + dx) - Math.min(a[0], b[0] + dx);
        double h = Math.max(a[3], b[3] + dy) - Math.min(a[1], b[1] + dy);
        return w * h;
    }

    private static String boardName(MapView map, String id) {
        for (BoardView b : map.boards()) {
            if (b.id().equals(id) && b.name() != null) {
                return b.name();
            }
        }
        return id;
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
