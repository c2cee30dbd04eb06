package roundhouse.map.svg.internal;

import roundhouse.api.view.HexView;
import roundhouse.api.view.PathView;
import roundhouse.api.view.StopView;
import roundhouse.map.svg.internal.HexLayout.Arc;
import roundhouse.map.svg.internal.HexLayout.End;

/**
 * Draws the track of one hex, relative to its centre: edge to edge along arcs or straight lines,
 * edge to stop, stop to stop, an arrow into an offboard area, and tunnels laid onto the hex dashed.
 */
final class TrackPainter {
    private final HexGrid grid;
    private final HexView hex;
    private final HexLayout layout;
    private final Svg svg;

    TrackPainter(HexGrid grid, HexView hex, HexLayout layout, Svg svg) {
        this.grid = grid;
        this.hex = hex;
        this.layout = layout;
        this.svg = svg;
    }

    void paint() {
        StringBuilder d = new StringBuilder();
        Svg path = new Svg(256);
        Svg tunnels = new Svg(64);
        for (PathView p : hex.paths()) {
            End[] ends = End.edgeFirst(p);
            if (ends == null) {
                continue;
            }
            End a = ends[0];
            End b = ends[1];
            if (p.overlay() && a.kind() == 'e' && b.kind() == 'e') {
                edgeToEdge(tunnels, a.index(), b.index()); // a tunnel laid onto the hex: dashed, as tunnel track is drawn
                continue;
            }
            if (a.kind() == 'e' && b.kind() == 'e') {
                edgeToEdge(path, a.index(), b.index());
            } else if (a.kind() == 'e' && b.kind() == 's') {
                StopView s = layout.stop(b.index());
                if (s == null || layout.onCurve(b.index())) {
                    continue;
                }
                if ("offboard".equals(s.kind())) {
                    offboardArrow(path, a.index());
                } else {
                    edgeToPoint(path, a.index(), layout.position(b.index()));
                }
            } else {
                double[] pa = layout.point(a);
                double[] pb = layout.point(b);
                path.raw("M").pt(pa[0], pa[1]).raw("L").pt(pb[0], pb[1]);
            }
        }
        for (int[] edges : layout.curves()) {
            edgeToEdge(path, edges[0], edges[1]);
        }
        d.append(path.out);
        if (d.length() > 0) {
            svg.raw("<path d=\"").raw(d.toString()).raw("\" fill=\"none\" stroke=\"#000\"")
                    .attr("stroke-width", HexPainter.TRACK).raw("/>");
        }
        if (tunnels.out.length() > 0) {
            svg.raw("<path d=\"").raw(tunnels.out.toString()).raw("\" fill=\"none\" stroke=\"#000\"")
                    .attr("stroke-width", HexPainter.TRACK).raw(" stroke-dasharray=\"5 3\"/>");
        }
    }

    private void edgeToEdge(Svg path, int e1, int e2) {
        double[] p = grid.edgePoint(e1);
        double[] q = grid.edgePoint(e2);
        Arc arc = layout.arc(e1, e2);
        path.raw("M").pt(p[0], p[1]);
        if (arc == null) {
            path.raw("L").pt(q[0], q[1]);
            return;
        }
        double cross = (p[0] - arc.cx()) * (q[1] - arc.cy()) - (p[1] - arc.cy()) * (q[0] - arc.cx());
        path.raw("A").pt(arc.r(), arc.r()).raw("0 0 ").raw(cross > 0 ? "1 " : "0 ").pt(q[0], q[1]);
    }

    /** Track from an edge to a point, leaving the edge square to it. */
    private void edgeToPoint(Svg path, int edge, double[] to) {
        double[] p = grid.edgePoint(edge);
        path.raw("M").pt(p[0], p[1]);
        if (Math.hypot(to[0], to[1]) < 1) {
            path.raw("L").pt(to[0], to[1]);
            return;
        }
        double len = Math.hypot(to[0] - p[0], to[1] - p[1]);
        double k = 0.5 * len / HexGrid.A;
        path.raw("Q").pt(p[0] * (1 - k), p[1] * (1 - k)).pt(to[0], to[1]);
    }

    /** Offboard track: from the edge towards the middle, ending in an arrow head. */
    private void offboardArrow(Svg path, int edge) {
        double t = grid.edgeAngle(edge);
        double ux = Math.cos(t);
        double uy = Math.sin(t);
        path.raw("M").pt(ux * HexGrid.A, uy * HexGrid.A).raw("L").pt(ux * 0.45 * HexGrid.A, uy * 0.45 * HexGrid.A);
        double bx = ux * 0.45 * HexGrid.A;
        double by = uy * 0.45 * HexGrid.A;
        svg.raw("<polygon points=\"").pt(bx - uy * 8, by + ux * 8).pt(bx + uy * 8, by - ux * 8)
                .pt(ux * 0.2 * HexGrid.A, uy * 0.2 * HexGrid.A).raw("\" fill=\"#000\"/>");
    }
}
