package roundhouse.map.svg.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import roundhouse.api.view.HexView;
import roundhouse.api.view.PathView;
import roundhouse.api.view.StopView;
import roundhouse.map.svg.internal.HexLayout.Arc;
import roundhouse.map.svg.internal.HexLayout.End;

/**
 * The free room of one hex, relative to its centre, and where each decoration goes: the name at
 * the top or the bottom, whichever is freer, then offboard values, revenues, terrain, icons, the
 * label and the blocker each on the freest spot left, keeping off the track, the stops and what is
 * already placed. Every spot handed out is taken, so the order of the calls decides the layout.
 */
final class HexSpots {
    static final double NAME_FONT = 7.5;

    private final HexGrid grid;
    private final HexView hex;
    private final HexLayout layout;

    /** Circles {x, y, r} already taken by stops and placed decorations. */
    private final List<double[]> taken = new ArrayList<>();
    /** Points along the track, made on first use. */
    private List<double[]> samples;
    /** The name's box {x0, y0, x1, y1}, or null. */
    private double[] nameBox;
    private List<String> nameLines;
    private boolean nameAtTop;

    HexSpots(HexGrid grid, HexView hex, HexLayout layout) {
        this.grid = grid;
        this.hex = hex;
        this.layout = layout;
    }

    /** The name's box {x0, y0, x1, y1} once {@link #layoutName()} placed it, or null. */
    double[] nameBox() {
        return nameBox;
    }

    /** The name's lines, as {@link #layoutName()} split it. */
    List<String> nameLines() {
        return nameLines;
    }

    // ------------------------------------------------------------------ the track

    /** Points along the track (relative to the centre), so decorations can keep off it. */
    private List<double[]> trackSamples() {
        if (samples != null) {
            return samples;
        }
        samples = new ArrayList<>();
        for (PathView p : hex.paths()) {
            End[] ends = End.edgeFirst(p);
            if (ends == null) {
                continue;
            }
            End a = ends[0];
            End b = ends[1];
            if (a.kind() == 'e' && b.kind() == 'e') {
                sampleEdgeToEdge(a.index(), b.index());
            } else if (a.kind() == 'e' && b.kind() == 's' && layout.hasStop(b.index())) {
                if (layout.onCurve(b.index())) {
                    int[] e = layout.curve(b.index());
                    sampleEdgeToEdge(e[0], e[1]);
                } else if ("offboard".equals(layout.stop(b.index()).kind())) {
                    double[] q = grid.edgePoint(a.index());
                    sampleLine(q, new double[] {q[0] * 0.2, q[1] * 0.2});
                } else {
                    double[] q = grid.edgePoint(a.index());
                    double[] to = layout.position(b.index());
                    double len = Math.hypot(to[0] - q[0], to[1] - q[1]);
                    double k = Math.hypot(to[0], to[1]) < 1 ? 0 : 0.5 * len / HexGrid.A;
                    double[] ctl = {q[0] * (1 - k), q[1] * (1 - k)};
                    for (int i = 0; i <= 12; i++) {
                        double t = i / 12.0;
                        double u = 1 - t;
                        samples.add(new double[] {u * u * q[0] + 2 * u * t * ctl[0] + t * t * to[0],
                            u * u * q[1] + 2 * u * t * ctl[1] + t * t * to[1]});
                    }
                }
            } else {
                sampleLine(layout.point(a), layout.point(b));
            }
        }
        return samples;
    }

    private void sampleEdgeToEdge(int e1, int e2) {
        Arc arc = layout.arc(e1, e2);
        double[] p = grid.edgePoint(e1);
        double[] q = grid.edgePoint(e2);
        if (arc == null) {
            sampleLine(p, q);
            return;
        }
        double t1 = Math.atan2(p[1] - arc.cy(), p[0] - arc.cx());
        double t2 = Math.atan2(q[1] - arc.cy(), q[0] - arc.cx());
        double d = Math.atan2(Math.sin(t2 - t1), Math.cos(t2 - t1));
        for (int i = 0; i <= 12; i++) {
            double t = t1 + d * i / 12;
            samples.add(new double[] {arc.cx() + arc.r() * Math.cos(t), arc.cy() + arc.r() * Math.sin(t)});
        }
    }

    private void sampleLine(double[] p, double[] q) {
        for (int i = 0; i <= 12; i++) {
            double t = i / 12.0;
            samples.add(new double[] {p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t});
        }
    }

    // ------------------------------------------------------------------ spots taken

    /** Takes the room of every stop but the offboard ones. */
    void takeStops() {
        for (Map.Entry<Integer, double[]> e : layout.positions().entrySet()) {
            StopView s = layout.stop(e.getKey());
            double[] p = e.getValue();
            if ("city".equals(s.kind()) && s.slots() == 2) {
                double axis = layout.slotAxis(s);
                double dx = Math.cos(axis) * HexPainter.CITY_R;
                double dy = Math.sin(axis) * HexPainter.CITY_R;
                taken.add(new double[] {p[0] - dx, p[1] - dy, HexPainter.CITY_R});
                taken.add(new double[] {p[0] + dx, p[1] + dy, HexPainter.CITY_R});
            } else if ("offboard".equals(s.kind())) {
                continue;
            } else {
                taken.add(new double[] {p[0], p[1], layout.onCurve(s.index()) ? 12 : layout.radius(s)});
            }
        }
    }

    /** Takes the room of the hex's coordinate (see {@link #coordinatePoint()}). */
    void takeCoordinate() {
        double[] at = coordinatePoint();
        taken.add(new double[] {at[0], at[1], 6});
    }

    /** How bad it is to put a circle of radius {@code r} at {@code (x, y)}: 0 is a free spot. */
    private double cost(double x, double y, double r) {
        double c = 0;
        if (!grid.inside(x * (1 + r / Math.max(1, Math.hypot(x, y))) * 1.04, y * (1 + r / Math.max(1, Math.hypot(x, y))) * 1.04)) {
            c += 100;
        }
        for (double[] t : taken) {
            double gap = Math.hypot(t[0] - x, t[1] - y) - t[2] - r;
            if (gap < 1) {
                c += 20 + (1 - gap);
            }
        }
        if (nameBox != null) {
            double nx = Math.max(nameBox[0], Math.min(x, nameBox[2]));
            double ny = Math.max(nameBox[1], Math.min(y, nameBox[3]));
            if (Math.hypot(nx - x, ny - y) < r) {
                c += 20;
            }
        }
        for (double[] s : trackSamples()) {
            double gap = Math.hypot(s[0] - x, s[1] - y) - HexPainter.TRACK / 2 - r;
            if (gap < 1) {
                c += 2 + (1 - gap) * 0.2;
            }
        }
        return c;
    }

    /**
     * The best free spot for a circle of radius {@code r}: around the hex first (corners before
     * edges), then nearer the middle; or around {@code near} if given.
     */
    double[] place(double r, double[] near, double reach) {
        double[] best = null;
        double bestCost = Double.MAX_VALUE;
        double[] rings = {0.78, 0.66, 0.5, 0.34};
        for (int ring = 0; ring < (near == null ? rings.length : 2); ring++) {
            for (int k = 0; k < 12; k++) {
                // corners first: they have the most room
                double base = Math.atan2(grid.corner(0)[1], grid.corner(0)[0]);
                double t = base + Math.PI / 3 * (k % 6) + (k >= 6 ? Math.PI / 6 : 0);
                double x;
                double y;
                if (near == null) {
                    double dist = (k < 6 ? HexGrid.R : HexGrid.A) * rings[ring];
                    x = Math.cos(t) * dist;
                    y = Math.sin(t) * dist;
                } else {
                    double dist = reach + ring * 5;
                    x = near[0] + Math.cos(t) * dist;
                    y = near[1] + Math.sin(t) * dist;
                }
                double c = cost(x, y, r) + (near == null ? Math.abs(ring - 1) : ring) * 0.5;
                if (c < bestCost - 1e-9) {
                    bestCost = c;
                    best = new double[] {x, y};
                }
            }
        }
        taken.add(new double[] {best[0], best[1], r});
        return best;
    }

    /** Centre of the offboard value box: the middle, moved off the arrows. */
    double[] offboardBoxCentre(double w, double h) {
        double[] best = {0, 0};
        double bestCost = Double.MAX_VALUE;
        for (int k = 0; k < 13; k++) {
            double t = Math.PI / 6 * (k - 1);
            double d = k == 0 ? 0 : 0.3 * HexGrid.A;
            double x = Math.cos(t) * d;
            double y = Math.sin(t) * d;
            double c = 0;
            for (double[] s : trackSamples()) {
                if (Math.abs(s[0] - x) < w / 2 + HexPainter.TRACK / 2 && Math.abs(s[1] - y) < h / 2 + HexPainter.TRACK / 2) {
                    c++;
                }
            }
            if (c < bestCost - 1e-9) {
                bestCost = c;
                best = new double[] {x, y};
            }
        }
        taken.add(new double[] {best[0] - w / 4, best[1], w / 4 + 1});
        taken.add(new double[] {best[0] + w / 4, best[1], w / 4 + 1});
        return best;
    }

    // ------------------------------------------------------------------ the name and the coordinate

    /** Decides where the name goes (top or bottom, whichever is freer) before anything else is placed. */
    void layoutName() {
        String name = hex.locationName();
        if (name == null) {
            return;
        }
        nameLines = splitName(name);
        double size = NAME_FONT;
        double h = nameLines.size() * (size + 1);
        double first = nameLines.size() == 1 ? 0.6 * HexGrid.A : 0.48 * HexGrid.A;
        double bestCost = Double.MAX_VALUE;
        for (double shift : new double[] {0, 0.08, -0.08, 0.16}) {
            for (int side = 0; side < 2; side++) {
                for (double dx : new double[] {0, -10, 10}) {
                    double y0 = first - size / 2 + shift * HexGrid.A;
                    double[] box = side == 0 ? nameBox(y0, y0 + h, dx) : nameBox(-(y0 + h), -y0, dx);
                    double c = boxCost(box) + Math.abs(dx) * 0.01 + Math.abs(shift) + squeeze(box) * 0.25;
                    if (c < bestCost - 1e-9) {
                        bestCost = c;
                        nameBox = box;
                        nameAtTop = side == 1;
                    }
                }
            }
        }
    }

    private double[] nameBox(double y0, double y1, double dx) {
        double w = 0;
        for (String line : nameLines) {
            w = Math.max(w, estimateWidth(line, NAME_FONT));
        }
        double avail = Math.min(halfWidthAt(y0), halfWidthAt(y1)) - 2 - Math.abs(dx);
        double half = Math.max(4, Math.min(w / 2, avail));
        return new double[] {dx - half, y0, dx + half, y1};
    }

    /** How many units the name must be squeezed to fit its box. */
    private double squeeze(double[] box) {
        double w = 0;
        for (String line : nameLines) {
            w = Math.max(w, estimateWidth(line, NAME_FONT));
        }
        return Math.max(0, w - (box[2] - box[0]));
    }

    private double boxCost(double[] b) {
        double c = 0;
        for (double[] s : trackSamples()) {
            double nx = Math.max(b[0], Math.min(s[0], b[2]));
            double ny = Math.max(b[1], Math.min(s[1], b[3]));
            if (Math.hypot(nx - s[0], ny - s[1]) < HexPainter.TRACK / 2) {
                c += 1;
            }
        }
        for (double[] t : taken) {
            double nx = Math.max(b[0], Math.min(t[0], b[2]));
            double ny = Math.max(b[1], Math.min(t[1], b[3]));
            if (Math.hypot(nx - t[0], ny - t[1]) < t[2]) {
                c += 10;
            }
        }
        return c;
    }

    /** The coordinate goes to the top, or to the bottom when the name is at the top. */
    double[] coordinatePoint() {
        boolean top = !nameAtTop || nameBox == null;
        return new double[] {0, (top ? -1 : 1) * (grid.flat ? 0.84 * HexGrid.A : 0.8 * HexGrid.R)};
    }

    /** Splits long names at " & " or the middle space, as printed maps do. */
    private static List<String> splitName(String name) {
        if (name.length() <= 13) {
            return List.of(name);
        }
        int amp = name.indexOf(" & ");
        if (amp > 0) {
            return List.of(name.substring(0, amp + 2), name.substring(amp + 3));
        }
        int mid = name.length() / 2;
        int best = -1;
        for (int i = 0; i < name.length(); i++) {
            if (name.charAt(i) == ' ' && (best < 0 || Math.abs(i - mid) < Math.abs(best - mid))) {
                best = i;
            }
        }
        return best < 0 ? List.of(name) : List.of(name.substring(0, best), name.substring(best + 1));
    }

    static double estimateWidth(String s, double size) {
        return s.length() * size * 0.58;
    }

    /** Half the hex's width at height {@code y} (relative to the centre). */
    double halfWidthAt(double y) {
        double lo = 0;
        double hi = HexGrid.R;
        for (int i = 0; i < 16; i++) {
            double m = (lo + hi) / 2;
            if (grid.inside(m, y)) {
                lo = m;
            } else {
                hi = m;
            }
        }
        return lo;
    }
}
