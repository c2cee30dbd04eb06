package roundhouse.map.svg.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.view.HexView;
import roundhouse.api.view.PathView;
import roundhouse.api.view.StopView;

/**
 * Draws one hex in coordinates relative to its centre: background, track, towns, cities with
 * their token slots, offboard values, revenue, label, terrain, name and coordinate.
 *
 * <p>A {@link HexView} says which ends each track segment joins but not where a stop sits on the
 * tile, so stop positions are worked out here the way printed tiles look: a lone city sits in the
 * middle, a town on a through track sits on that track, several stops move towards their exits,
 * stops that would overlap are pushed apart, and free directions are found for the decorations.
 */
final class HexPainter {
    static final double TRACK = 8;
    static final double CITY_R = 12.5;
    private static final double TOWN_DOT = 5.5;
    private static final String FONT_COLOR = "#000";

    private final HexGrid grid;
    private final HexView hex;
    private final MapPalette palette;
    private final Svg svg;

    private final Map<Integer, StopView> stops = new LinkedHashMap<>();
    private final Map<Integer, List<Integer>> stopEdges = new LinkedHashMap<>();
    private final Map<Integer, double[]> stopPos = new LinkedHashMap<>();
    /** Towns drawn as a bar across a track between two edges: stop index to {edgeA, edgeB}. */
    private final Map<Integer, int[]> curveTowns = new LinkedHashMap<>();
    /** Directions (radians) already taken by track, stops and decorations. */
    private final List<Double> used = new ArrayList<>();

    HexPainter(HexGrid grid, HexView hex, MapPalette palette, Svg svg) {
        this.grid = grid;
        this.hex = hex;
        this.palette = palette;
        this.svg = svg;
        for (StopView s : hex.stops()) {
            stops.put(s.index(), s);
            stopEdges.put(s.index(), new ArrayList<>());
        }
        for (PathView p : hex.paths()) {
            End a = End.parse(p.a());
            End b = End.parse(p.b());
            if (a == null || b == null) {
                continue;
            }
            if (a.kind == 'e' && b.kind == 's') {
                addStopEdge(b.index, a.index);
            } else if (b.kind == 'e' && a.kind == 's') {
                addStopEdge(a.index, b.index);
            }
            if (a.kind == 'e') {
                used.add(grid.edgeAngle(a.index));
            }
            if (b.kind == 'e') {
                used.add(grid.edgeAngle(b.index));
            }
        }
        layoutStops();
    }

    private void addStopEdge(int stop, int edge) {
        List<Integer> edges = stopEdges.get(stop);
        if (edges != null && !edges.contains(edge)) {
            edges.add(edge);
        }
    }

    /** A path end: {@code e<edge>}, {@code s<stop>} or {@code j<junction>}. */
    private record End(char kind, int index) {
        static End parse(String s) {
            if (s == null || s.length() < 2 || "esj".indexOf(s.charAt(0)) < 0) {
                return null;
            }
            try {
                return new End(s.charAt(0), Integer.parseInt(s.substring(1)));
            } catch (NumberFormatException e) {
                return null;
            }
        }
    }

    // ------------------------------------------------------------------ layout

    private boolean hasStopToStopPath(int stop) {
        for (PathView p : hex.paths()) {
            End a = End.parse(p.a());
            End b = End.parse(p.b());
            if (a != null && b != null && a.kind != 'e' && b.kind != 'e'
                    && ((a.kind == 's' && a.index == stop) || (b.kind == 's' && b.index == stop))) {
                return true;
            }
        }
        return false;
    }

    private void layoutStops() {
        int n = stops.size();
        int spread = 0;
        int unconnected = 0;
        for (StopView s : stops.values()) {
            if (stopEdges.get(s.index()).isEmpty()) {
                unconnected++;
            }
        }
        for (StopView s : stops.values()) {
            List<Integer> edges = stopEdges.get(s.index());
            // towns sit on their track; so do cities sharing a tile with another stop (1830 #64-#68, NY)
            boolean onCurve = "town".equals(s.kind()) || ("city".equals(s.kind()) && n > 1);
            if (onCurve && edges.size() == 2 && !hasStopToStopPath(s.index())) {
                curveTowns.put(s.index(), new int[] {edges.get(0), edges.get(1)});
                stopPos.put(s.index(), curveMid(edges.get(0), edges.get(1)));
            } else if (n == 1) {
                stopPos.put(s.index(), new double[] {0, 0});
            } else if (!edges.isEmpty()) {
                double x = 0;
                double y = 0;
                for (int e : edges) {
                    x += Math.cos(grid.edgeAngle(e));
                    y += Math.sin(grid.edgeAngle(e));
                }
                double len = Math.hypot(x, y);
                stopPos.put(s.index(), len < 0.1 ? new double[] {0, 0}
                        : new double[] {x / len * 0.5 * HexGrid.A, y / len * 0.5 * HexGrid.A});
            } else {
                // no track yet (e.g. a bare OO hex): spread the stops evenly, first one west
                double t = grid.edgeAngle(1) + 2 * Math.PI * spread++ / unconnected;
                stopPos.put(s.index(), new double[] {Math.cos(t) * 0.5 * HexGrid.A, Math.sin(t) * 0.5 * HexGrid.A});
            }
        }
        avoidThroughTrack();
        Map<Integer, double[]> before = new LinkedHashMap<>();
        stopPos.forEach((k, v) -> before.put(k, v.clone()));
        separate();
        // a stop pushed well off its curve gets its own track to its new place
        before.forEach((k, v) -> {
            double[] now = stopPos.get(k);
            if (Math.hypot(now[0] - v[0], now[1] - v[1]) > 4 && straightTrack(k) == null) {
                curveTowns.remove(k);
            }
        });
        for (Map.Entry<Integer, double[]> e : stopPos.entrySet()) {
            double[] p = e.getValue();
            if (Math.hypot(p[0], p[1]) > 3) {
                used.add(Math.atan2(p[1], p[0]));
            }
            StopView s = stops.get(e.getKey());
            if ("city".equals(s.kind()) && s.slots() > 1 && Math.hypot(p[0], p[1]) <= 3) {
                // a wide city in the middle covers east and west
                used.add(0.0);
                used.add(Math.PI);
            }
        }
    }

    /**
     * A lone city on a hex with track running past it (1830 H12, Altoona) moves off that track,
     * to the side with fewer exits.
     */
    private void avoidThroughTrack() {
        if (stops.size() != 1) {
            return;
        }
        int stop = stops.keySet().iterator().next();
        if (curveTowns.containsKey(stop)) {
            return;
        }
        for (PathView p : hex.paths()) {
            End a = End.parse(p.a());
            End b = End.parse(p.b());
            if (a == null || b == null || a.kind != 'e' || b.kind != 'e') {
                continue;
            }
            double[] mid = curveMid(a.index, b.index);
            if (Math.hypot(mid[0], mid[1]) > radius(stops.get(stop)) + TRACK) {
                continue;
            }
            double[] dir;
            if (Math.hypot(mid[0], mid[1]) > 1) {
                dir = new double[] {-mid[0], -mid[1]};
            } else {
                // straight through the middle: go perpendicular, where fewer exits are
                double t = grid.edgeAngle(a.index) + Math.PI / 2;
                dir = new double[] {Math.cos(t), Math.sin(t)};
                if (crowding(t) > crowding(t + Math.PI) || (crowding(t) == crowding(t + Math.PI) && dir[1] > 0)) {
                    dir = new double[] {-dir[0], -dir[1]};
                }
            }
            double len = Math.hypot(dir[0], dir[1]);
            stopPos.put(stop, new double[] {dir[0] / len * 0.5 * HexGrid.A, dir[1] / len * 0.5 * HexGrid.A});
            return;
        }
    }

    /** How many used directions lie within 60 degrees of {@code t}. */
    private int crowding(double t) {
        int c = 0;
        for (double u : used) {
            if (angleDiff(u, t) < Math.PI / 3 - 1e-6) {
                c++;
            }
        }
        return c;
    }

    /**
     * The direction of the straight track a stop sits on (a town on tile #55 or #4), or
     * {@code null}: such stops slide along their track instead of leaving it.
     */
    private double[] straightTrack(int stop) {
        int[] edges = curveTowns.get(stop);
        if (edges == null || arc(edges[0], edges[1]) != null) {
            return null;
        }
        double t = grid.edgeAngle(edges[0]);
        return new double[] {Math.cos(t), Math.sin(t)};
    }

    private void move(int stop, double[] p, double dx, double dy, double sign) {
        double[] line = straightTrack(stop);
        if (line == null) {
            p[0] += dx;
            p[1] += dy;
            return;
        }
        double len = Math.hypot(dx, dy);
        double proj = dx * line[0] + dy * line[1];
        if (Math.abs(proj) < 0.3 * len) {
            proj = sign * len;
        }
        p[0] += line[0] * proj;
        p[1] += line[1] * proj;
    }

    /** Pushes overlapping stops apart along the line between them. */
    private void separate() {
        List<Integer> ids = new ArrayList<>(stopPos.keySet());
        for (int round = 0; round < 12; round++) {
            boolean moved = false;
            for (int i = 0; i < ids.size(); i++) {
                for (int j = i + 1; j < ids.size(); j++) {
                    double[] p = stopPos.get(ids.get(i));
                    double[] q = stopPos.get(ids.get(j));
                    double need = radius(stops.get(ids.get(i))) + radius(stops.get(ids.get(j))) + 3;
                    double dx = q[0] - p[0];
                    double dy = q[1] - p[1];
                    double d = Math.hypot(dx, dy);
                    if (d >= need - 1e-6) {
                        continue;
                    }
                    if (d < 1e-6) {
                        double t = grid.edgeAngle(1);
                        dx = Math.cos(t);
                        dy = Math.sin(t);
                        d = 1;
                    }
                    double push = (need - Math.hypot(q[0] - p[0], q[1] - p[1])) / 2;
                    move(ids.get(i), p, -dx / d * push, -dy / d * push, -1);
                    move(ids.get(j), q, dx / d * push, dy / d * push, 1);
                    moved = true;
                }
            }
            if (!moved) {
                return;
            }
        }
    }

    /** Half the extent of a stop's drawing, for spacing. */
    private double radius(StopView s) {
        if ("town".equals(s.kind()) && curveTowns.containsKey(s.index())) {
            return 12;
        }
        return switch (s.kind()) {
            // a two-slot city is a 2:1 capsule; spacing by its half-length would push cities off their track
            case "city" -> s.slots() <= 1 ? CITY_R : s.slots() == 2 ? 1.6 * CITY_R : 2.2 * CITY_R;
            case "town" -> TOWN_DOT;
            default -> 8;
        };
    }

    /** The middle of the track between two edges. */
    private double[] curveMid(int e1, int e2) {
        Arc arc = arc(e1, e2);
        if (arc == null) {
            return new double[] {0, 0};
        }
        double len = Math.hypot(arc.cx, arc.cy);
        return new double[] {arc.cx - arc.cx / len * arc.r, arc.cy - arc.cy / len * arc.r};
    }

    /**
     * The circle track between two edges follows: tangent to both edges' inward normals, centred
     * where the two edge lines meet. {@code null} for opposite edges (a straight line).
     */
    private Arc arc(int e1, int e2) {
        int diff = Math.floorMod(e2 - e1, 6);
        int d = Math.min(diff, 6 - diff);
        if (d == 3 || d == 0) {
            return null;
        }
        double theta = Math.toRadians(60 * d);
        double bis = grid.edgeAngle(e1) + (diff <= 3 ? 1 : -1) * theta / 2;
        double dist = HexGrid.A / Math.cos(theta / 2);
        double r = HexGrid.A * Math.tan(theta / 2);
        return new Arc(Math.cos(bis) * dist, Math.sin(bis) * dist, r);
    }

    private record Arc(double cx, double cy, double r) {
    }

    // ------------------------------------------------------------------ drawing

    void paint() {
        double[] c = grid.centre(hex.coord());
        svg.raw("<g transform=\"translate(").num(c[0]).raw(",").num(c[1]).raw(")\">");
        svg.raw("<polygon points=\"");
        for (int k = 0; k < 6; k++) {
            double[] p = grid.corner(k);
            svg.pt(p[0], p[1]);
        }
        svg.raw("\"").attr("fill", palette.hexFill(hex.color())).raw(" stroke=\"#333\" stroke-width=\"1\"/>");
        paintTrack();
        for (StopView s : stops.values()) {
            switch (s.kind()) {
                case "city" -> paintCity(s);
                case "town" -> paintTown(s);
                case "offboard" -> paintOffboard(s);
                default -> paintTown(s);
            }
        }
        takeStops();
        layoutName();
        if (palette.showCoordinates()) {
            double[] at = coordinatePoint();
            taken.add(new double[] {at[0], at[1], 6});
        }
        paintRevenue();
        paintTerrain();
        paintIcons();
        paintLabel();
        paintBlocked();
        paintCoordinate();
        paintName();
        svg.raw("</g>");
    }

    private void paintTrack() {
        StringBuilder d = new StringBuilder();
        Svg path = new Svg(256);
        Svg tunnels = new Svg(64);
        for (PathView p : hex.paths()) {
            End a = End.parse(p.a());
            End b = End.parse(p.b());
            if (a == null || b == null) {
                continue;
            }
            if (p.overlay() && a.kind == 'e' && b.kind == 'e') {
                edgeToEdge(tunnels, a.index, b.index); // a tunnel laid onto the hex: dashed, as tunnel track is drawn
                continue;
            }
            if (a.kind != 'e' && b.kind == 'e') {
                End t = a;
                a = b;
                b = t;
            }
            if (a.kind == 'e' && b.kind == 'e') {
                edgeToEdge(path, a.index, b.index);
            } else if (a.kind == 'e' && b.kind == 's') {
                StopView s = stops.get(b.index);
                if (s == null || curveTowns.containsKey(b.index)) {
                    continue;
                }
                if ("offboard".equals(s.kind())) {
                    offboardArrow(path, a.index);
                } else {
                    edgeToPoint(path, a.index, stopPos.get(b.index));
                }
            } else {
                double[] pa = point(a);
                double[] pb = point(b);
                path.raw("M").pt(pa[0], pa[1]).raw("L").pt(pb[0], pb[1]);
            }
        }
        for (int[] edges : curveTowns.values()) {
            edgeToEdge(path, edges[0], edges[1]);
        }
        d.append(path.out);
        if (d.length() > 0) {
            svg.raw("<path d=\"").raw(d.toString()).raw("\" fill=\"none\" stroke=\"#000\"")
                    .attr("stroke-width", TRACK).raw("/>");
        }
        if (tunnels.out.length() > 0) {
            svg.raw("<path d=\"").raw(tunnels.out.toString()).raw("\" fill=\"none\" stroke=\"#000\"")
                    .attr("stroke-width", TRACK).raw(" stroke-dasharray=\"5 3\"/>");
        }
    }

    private double[] point(End e) {
        if (e.kind == 's' && stopPos.containsKey(e.index)) {
            return stopPos.get(e.index);
        }
        if (e.kind == 'e') {
            return grid.edgePoint(e.index);
        }
        return new double[] {0, 0};
    }

    private void edgeToEdge(Svg path, int e1, int e2) {
        double[] p = grid.edgePoint(e1);
        double[] q = grid.edgePoint(e2);
        Arc arc = arc(e1, e2);
        path.raw("M").pt(p[0], p[1]);
        if (arc == null) {
            path.raw("L").pt(q[0], q[1]);
            return;
        }
        double cross = (p[0] - arc.cx) * (q[1] - arc.cy) - (p[1] - arc.cy) * (q[0] - arc.cx);
        path.raw("A").pt(arc.r, arc.r).raw("0 0 ").raw(cross > 0 ? "1 " : "0 ").pt(q[0], q[1]);
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

    private void paintTown(StopView s) {
        double[] p = stopPos.get(s.index());
        int[] edges = curveTowns.get(s.index());
        if (edges == null) {
            svg.raw("<circle").attr("cx", p[0]).attr("cy", p[1]).attr("r", TOWN_DOT)
                    .raw(" fill=\"#000\" stroke=\"#fff\" stroke-width=\"1\"/>");
            return;
        }
        // the bar lies across the track: along the radius of the track's arc, or square to a straight track
        Arc arc = arc(edges[0], edges[1]);
        double t = arc == null ? grid.edgeAngle(edges[0]) + Math.PI / 2 : Math.atan2(arc.cy, arc.cx);
        svg.raw("<rect x=\"-12\" y=\"-4\" width=\"24\" height=\"8\" fill=\"#000\" transform=\"translate(")
                .num(p[0]).raw(",").num(p[1]).raw(") rotate(").num(Math.toDegrees(t)).raw(")\"/>");
    }

    private void paintCity(StopView s) {
        double[] p = stopPos.get(s.index());
        int n = Math.max(1, s.slots());
        double r = CITY_R;
        double[][] at = slotCentres(n, r);
        double axis = slotAxis(s);
        if (axis != 0) {
            for (double[] a : at) {
                double x = a[0] * Math.cos(axis) - a[1] * Math.sin(axis);
                double y = a[0] * Math.sin(axis) + a[1] * Math.cos(axis);
                a[0] = x;
                a[1] = y;
            }
        }
        if (n == 2) {
            svg.raw("<rect").attr("x", -2 * r).attr("y", -r).attr("width", 4 * r).attr("height", 2 * r)
                    .attr("rx", r).raw(" transform=\"translate(").num(p[0]).raw(",").num(p[1]).raw(") rotate(")
                    .num(Math.toDegrees(axis)).raw(")\" fill=\"#fff\" stroke=\"#000\" stroke-width=\"1.5\"/>");
        } else if (n == 4) {
            svg.raw("<rect").attr("x", p[0] - 2 * r).attr("y", p[1] - 2 * r).attr("width", 4 * r)
                    .attr("height", 4 * r).attr("rx", r).raw(" fill=\"#fff\" stroke=\"#000\" stroke-width=\"1.5\"/>");
        } else if (n >= 3) {
            double ring = Math.hypot(at[0][0], at[0][1]) + r;
            svg.raw("<circle").attr("cx", p[0]).attr("cy", p[1]).attr("r", ring)
                    .raw(" fill=\"#fff\" stroke=\"#000\" stroke-width=\"1.5\"/>");
        }
        List<String> tokens = s.tokens() == null ? List.of() : s.tokens();
        List<String> reserved = s.reserved() == null ? List.of() : s.reserved();
        int ri = 0;
        for (int i = 0; i < n; i++) {
            double x = p[0] + at[i][0];
            double y = p[1] + at[i][1];
            svg.raw("<circle").attr("cx", x).attr("cy", y).attr("r", r)
                    .raw(" fill=\"#fff\" stroke=\"#000\" stroke-width=\"1.5\"/>");
            if (i < tokens.size()) {
                String company = tokens.get(i);
                String fill = palette.companyColor(company);
                svg.raw("<circle").attr("cx", x).attr("cy", y).attr("r", r - 1.5).attr("fill", fill)
                        .raw(" stroke=\"#fff\" stroke-width=\"1\"/>");
                svg.label(x, y, tokenFont(company), "bold", MapPalette.textOn(fill), company);
            } else if (ri < reserved.size()) {
                // a home kept for a company: a dashed ring in its colour round its name, never a filled
                // disc, so that it cannot be taken for a station already built
                String company = reserved.get(ri++);
                svg.raw("<circle").attr("cx", x).attr("cy", y).attr("r", r - 2.5).attr("fill", "none")
                        .attr("stroke", palette.companyColor(company))
                        .raw(" stroke-width=\"1.5\" stroke-dasharray=\"2.5,1.5\"/>");
                svg.label(x, y, tokenFont(company) * 0.9, null, "#777", company);
            }
        }
        // tokens beyond the slots (should not happen) are still shown, stacked on the last slot
        for (int i = n; i < tokens.size(); i++) {
            svg.label(p[0], p[1] + r + 6, 7, "bold", "#000", tokens.get(i));
        }
    }

    /**
     * The direction the slots of a city line up in: along its track where the city sits on a
     * curve between two edges, else east-west.
     */
    private double slotAxis(StopView s) {
        int[] edges = curveTowns.get(s.index());
        if (edges == null || s.slots() < 2) {
            return 0;
        }
        Arc arc = arc(edges[0], edges[1]);
        double t = arc == null ? grid.edgeAngle(edges[0]) : Math.atan2(arc.cy, arc.cx) + Math.PI / 2;
        // keep the first slot on the left/top so token order reads naturally
        double deg = Math.toDegrees(t) % 180;
        if (deg < -90) {
            deg += 180;
        } else if (deg > 90) {
            deg -= 180;
        }
        return Math.toRadians(deg);
    }

    private static double tokenFont(String company) {
        return Math.min(9, 19.0 / Math.max(1, company.length()) * 1.55);
    }

    /** Slot centres relative to the city's centre. */
    private static double[][] slotCentres(int n, double r) {
        if (n == 1) {
            return new double[][] {{0, 0}};
        }
        if (n == 2) {
            return new double[][] {{-r, 0}, {r, 0}};
        }
        if (n == 4) {
            return new double[][] {{-r, -r}, {r, -r}, {-r, r}, {r, r}};
        }
        double ring = r / Math.sin(Math.PI / n);
        double[][] out = new double[n][];
        for (int i = 0; i < n; i++) {
            double t = -Math.PI / 2 + 2 * Math.PI * i / n;
            out[i] = new double[] {Math.cos(t) * ring, Math.sin(t) * ring};
        }
        return out;
    }

    private void paintOffboard(StopView s) {
        Map<String, Integer> values = s.revenueByPhase();
        if (s.valueHidden()) {
            // an offboard area of several hexes or stops prints its value once (hide:1 in the data)
            return;
        }
        List<Map.Entry<String, Integer>> entries = values == null || values.isEmpty()
                ? List.of(Map.entry("red", s.revenue())) : new ArrayList<>(values.entrySet());
        double w = 17;
        double h = 13;
        double[] p = stopPos.get(s.index());
        double total = w * entries.size();
        // the value box sits in the middle, moved away from the arrows
        double[] at = offboardBoxCentre(total, h);
        double x0 = at[0] - total / 2;
        double y0 = at[1] - h / 2;
        for (int i = 0; i < entries.size(); i++) {
            Map.Entry<String, Integer> e = entries.get(i);
            String fill = palette.phaseFill(e.getKey());
            svg.raw("<rect").attr("x", x0 + i * w).attr("y", y0).attr("width", w).attr("height", h).attr("fill", fill)
                    .raw(" stroke=\"#000\" stroke-width=\"0.8\"/>");
            svg.label(x0 + i * w + w / 2, y0 + h / 2, 8.5, "bold", MapPalette.textOn(fill), String.valueOf(e.getValue()));
        }
    }

    // ------------------------------------------------------------------ decorations

    /** Points along the track (relative to the centre), so decorations can keep off it. */
    private List<double[]> trackSamples() {
        if (samples != null) {
            return samples;
        }
        samples = new ArrayList<>();
        for (PathView p : hex.paths()) {
            End a = End.parse(p.a());
            End b = End.parse(p.b());
            if (a == null || b == null) {
                continue;
            }
            if (a.kind != 'e' && b.kind == 'e') {
                End t = a;
                a = b;
                b = t;
            }
            if (a.kind == 'e' && b.kind == 'e') {
                sampleEdgeToEdge(a.index, b.index);
            } else if (a.kind == 'e' && b.kind == 's' && stops.containsKey(b.index)) {
                if (curveTowns.containsKey(b.index)) {
                    int[] e = curveTowns.get(b.index);
                    sampleEdgeToEdge(e[0], e[1]);
                } else if ("offboard".equals(stops.get(b.index).kind())) {
                    double[] q = grid.edgePoint(a.index);
                    sampleLine(q, new double[] {q[0] * 0.2, q[1] * 0.2});
                } else {
                    double[] q = grid.edgePoint(a.index);
                    double[] to = stopPos.get(b.index);
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
                sampleLine(point(a), point(b));
            }
        }
        return samples;
    }

    private List<double[]> samples;

    private void sampleEdgeToEdge(int e1, int e2) {
        Arc arc = arc(e1, e2);
        double[] p = grid.edgePoint(e1);
        double[] q = grid.edgePoint(e2);
        if (arc == null) {
            sampleLine(p, q);
            return;
        }
        double t1 = Math.atan2(p[1] - arc.cy, p[0] - arc.cx);
        double t2 = Math.atan2(q[1] - arc.cy, q[0] - arc.cx);
        double d = Math.atan2(Math.sin(t2 - t1), Math.cos(t2 - t1));
        for (int i = 0; i <= 12; i++) {
            double t = t1 + d * i / 12;
            samples.add(new double[] {arc.cx + arc.r * Math.cos(t), arc.cy + arc.r * Math.sin(t)});
        }
    }

    private void sampleLine(double[] p, double[] q) {
        for (int i = 0; i <= 12; i++) {
            double t = i / 12.0;
            samples.add(new double[] {p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t});
        }
    }

    /** Circles {x, y, r} already taken by stops and placed decorations. */
    private final List<double[]> taken = new ArrayList<>();
    /** The name's box {x0, y0, x1, y1}, or null. */
    private double[] nameBox;
    private List<String> nameLines;
    private boolean nameAtTop;

    private void takeStops() {
        for (Map.Entry<Integer, double[]> e : stopPos.entrySet()) {
            StopView s = stops.get(e.getKey());
            double[] p = e.getValue();
            if ("city".equals(s.kind()) && s.slots() == 2) {
                double axis = slotAxis(s);
                double dx = Math.cos(axis) * CITY_R;
                double dy = Math.sin(axis) * CITY_R;
                taken.add(new double[] {p[0] - dx, p[1] - dy, CITY_R});
                taken.add(new double[] {p[0] + dx, p[1] + dy, CITY_R});
            } else if ("offboard".equals(s.kind())) {
                continue;
            } else {
                taken.add(new double[] {p[0], p[1], curveTowns.containsKey(s.index()) ? 12 : radius(s)});
            }
        }
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
            double gap = Math.hypot(s[0] - x, s[1] - y) - TRACK / 2 - r;
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
    private double[] place(double r, double[] near, double reach) {
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

    /** Decides where the name goes (top or bottom, whichever is freer) before anything else is placed. */
    private void layoutName() {
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
            if (Math.hypot(nx - s[0], ny - s[1]) < TRACK / 2) {
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

    /** Centre of the offboard value box: the middle, moved off the arrows. */
    private double[] offboardBoxCentre(double w, double h) {
        double[] best = {0, 0};
        double bestCost = Double.MAX_VALUE;
        for (int k = 0; k < 13; k++) {
            double t = Math.PI / 6 * (k - 1);
            double d = k == 0 ? 0 : 0.3 * HexGrid.A;
            double x = Math.cos(t) * d;
            double y = Math.sin(t) * d;
            double c = 0;
            for (double[] s : trackSamples()) {
                if (Math.abs(s[0] - x) < w / 2 + TRACK / 2 && Math.abs(s[1] - y) < h / 2 + TRACK / 2) {
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

    private void paintRevenue() {
        List<StopView> priced = new ArrayList<>();
        for (StopView s : stops.values()) {
            if (!"offboard".equals(s.kind()) && s.revenue() > 0) {
                priced.add(s);
            }
        }
        if (priced.isEmpty()) {
            return;
        }
        boolean same = priced.stream().allMatch(s -> s.revenue() == priced.get(0).revenue());
        if (same && priced.size() > 1) {
            double[] p = place(8, null, 0);
            revenueCircle(p[0], p[1], priced.get(0).revenue());
            return;
        }
        for (StopView s : priced) {
            double[] at = stopPos.get(s.index());
            double reach = (curveTowns.containsKey(s.index()) ? 12 : radius(s)) + 9;
            double[] p = place(8, at, reach);
            revenueCircle(p[0], p[1], s.revenue());
        }
    }

    private void revenueCircle(double x, double y, int revenue) {
        svg.raw("<circle").attr("cx", x).attr("cy", y).attr("r", 8)
                .raw(" fill=\"#fff\" stroke=\"#000\" stroke-width=\"0.8\"/>");
        svg.label(x, y, revenue >= 100 ? 7.5 : 9, "bold", FONT_COLOR, String.valueOf(revenue));
    }

    private void paintLabel() {
        if (hex.label() == null || hex.label().isEmpty()) {
            return;
        }
        double[] p = place(6 + 2 * hex.label().length(), null, 0);
        svg.label(p[0], p[1], 13, "bold", FONT_COLOR, hex.label());
    }

    private void paintTerrain() {
        if (hex.terrainCost() <= 0 && hex.terrain() == null) {
            return;
        }
        double[] p = place(10, null, 0);
        double x = p[0];
        double y = p[1] - 4;
        String terrain = hex.terrain() == null ? "" : hex.terrain();
        if (terrain.contains("mountain")) {
            svg.raw("<polygon points=\"").pt(x - 8, y + 4).pt(x, y - 7).pt(x + 8, y + 4)
                    .raw("\" fill=\"#8a5a2b\" stroke=\"#3b2410\" stroke-width=\"0.8\"/>");
        } else if (terrain.contains("water")) {
            svg.raw("<path d=\"M").pt(x - 9, y - 2).raw("q4.5,-4 9,0 t9,0 M").pt(x - 9, y + 3)
                    .raw("q4.5,-4 9,0 t9,0\" fill=\"none\" stroke=\"#1f78d1\" stroke-width=\"1.8\"/>");
        } else if (!terrain.isEmpty()) {
            svg.label(x, y, 8, "bold", "#444", terrain.substring(0, 1).toUpperCase(java.util.Locale.ROOT));
        }
        if (hex.terrainCost() > 0) {
            svg.label(x, y + 11, 8, "bold", FONT_COLOR, palette.money(hex.terrainCost()));
        }
    }

    /** The printed icons the renderer knows ({@link HexIcons}), each on a free spot of the hex. */
    private void paintIcons() {
        if (hex.icons() == null) {
            return;
        }
        for (String image : hex.icons()) {
            String glyph = HexIcons.glyph(image);
            if (glyph != null) {
                double[] p = place(11, null, 0);
                HexIcons.paint(svg, glyph, p[0], p[1]);
            }
        }
    }

    private void paintBlocked() {
        if (!hex.blocked()) {
            return;
        }
        double[] p = place(7, null, 0);
        double x = p[0];
        double y = p[1];
        // a private company still blocks this hex: a small crossed box, as a reminder
        svg.raw("<rect").attr("x", x - 6).attr("y", y - 6).raw(" width=\"12\" height=\"12\" rx=\"2\" fill=\"#fff\" stroke=\"#b00\" stroke-width=\"1.5\"/>");
        svg.raw("<path d=\"M").pt(x - 4, y - 4).raw("L").pt(x + 4, y + 4).raw("M").pt(x + 4, y - 4).raw("L")
                .pt(x - 4, y + 4).raw("\" stroke=\"#b00\" stroke-width=\"1.5\"/>");
    }

    /** The coordinate goes to the top, or to the bottom when the name is at the top. */
    private double[] coordinatePoint() {
        boolean top = !nameAtTop || nameBox == null;
        return new double[] {0, (top ? -1 : 1) * (grid.flat ? 0.84 * HexGrid.A : 0.8 * HexGrid.R)};
    }

    private void paintCoordinate() {
        if (!palette.showCoordinates()) {
            return;
        }
        double[] c = coordinatePoint();
        svg.label(c[0], c[1], 7, null, MapPalette.textOn(palette.hexFill(hex.color())), hex.coord());
    }

    private void paintName() {
        if (nameBox == null) {
            return;
        }
        double size = NAME_FONT;
        String fill = palette.hexFill(hex.color());
        for (int i = 0; i < nameLines.size(); i++) {
            double y = nameBox[1] + (i + 0.5) * (size + 1);
            String line = nameLines.get(i);
            double cx = (nameBox[0] + nameBox[2]) / 2;
            double avail = 2 * (halfWidthAt(y) - Math.abs(cx)) - 4;
            // a halo in the hex colour keeps the name readable where track runs under it
            for (int pass = 0; pass < 2; pass++) {
                svg.raw("<text");
                svg.attr("x", cx).attr("y", y + 0.36 * size).attr("font-size", size);
                if (estimateWidth(line, size) > avail) {
                    svg.attr("textLength", avail).raw(" lengthAdjust=\"spacingAndGlyphs\"");
                }
                if (pass == 0) {
                    svg.attr("fill", fill).attr("stroke", fill).raw(" stroke-width=\"2.5\" stroke-linejoin=\"round\"");
                } else {
                    svg.attr("fill", MapPalette.textOn(fill));
                }
                svg.raw(" text-anchor=\"middle\">").text(line).raw("</text>");
            }
        }
    }

    private static final double NAME_FONT = 7.5;

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

    private static double estimateWidth(String s, double size) {
        return s.length() * size * 0.58;
    }

    /** Half the hex's width at height {@code y} (relative to the centre). */
    private double halfWidthAt(double y) {
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

    /** How many used directions lie within 60 degrees of {@code t}. */
    private static double angleDiff(double a, double b) {
        double d = Math.abs(a - b) % (2 * Math.PI);
        return d > Math.PI ? 2 * Math.PI - d : d;
    }
}
