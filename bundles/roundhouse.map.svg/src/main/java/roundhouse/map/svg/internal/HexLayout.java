package roundhouse.map.svg.internal;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.view.HexView;
import roundhouse.api.view.PathView;
import roundhouse.api.view.StopView;

/**
 * Where the stops of one hex sit, in coordinates relative to its centre, and the shape of the
 * track between its edges.
 *
 * <p>A {@link HexView} says which ends each track segment joins but not where a stop sits on the
 * tile, so stop positions are worked out here the way printed tiles look: a lone city sits in the
 * middle, a town on a through track sits on that track, several stops move towards their exits and
 * stops that would overlap are pushed apart. The layout is fixed once made; the painters only read it.
 */
final class HexLayout {
    private final HexGrid grid;
    private final HexView hex;

    private final Map<Integer, StopView> stops = new LinkedHashMap<>();
    private final Map<Integer, List<Integer>> stopEdges = new LinkedHashMap<>();
    private final Map<Integer, double[]> stopPos = new LinkedHashMap<>();
    /** Towns drawn as a bar across a track between two edges: stop index to {edgeA, edgeB}. */
    private final Map<Integer, int[]> curveTowns = new LinkedHashMap<>();
    /** Directions (radians) already taken by track, stops and decorations. */
    private final List<Double> used = new ArrayList<>();

    HexLayout(HexGrid grid, HexView hex) {
        this.grid = grid;
        this.hex = hex;
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
    record End(char kind, int index) {
        /**
         * The two ends of a path, an edge first where one end is an edge (the painters draw from the edge
         * inward), or {@code null} if either end cannot be read.
         */
        static End[] edgeFirst(PathView p) {
            End a = parse(p.a());
            End b = parse(p.b());
            if (a == null || b == null) {
                return null;
            }
            return a.kind() != 'e' && b.kind() == 'e' ? new End[] {b, a} : new End[] {a, b};
        }

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

    /** The circle a curved track between two edges follows. */
    record Arc(double cx, double cy, double r) {
    }

    // ------------------------------------------------------------------ what the painters read

    /** The hex's stops, in the hex's order. */
    Collection<StopView> stops() {
        return Collections.unmodifiableCollection(stops.values());
    }

    /** The stop with this index, or {@code null}. */
    StopView stop(int index) {
        return stops.get(index);
    }

    boolean hasStop(int index) {
        return stops.containsKey(index);
    }

    /** Each stop's position by stop index, in the hex's order of stops. */
    Map<Integer, double[]> positions() {
        return Collections.unmodifiableMap(stopPos);
    }

    /** The position of a stop, relative to the hex's centre. */
    double[] position(int stop) {
        return stopPos.get(stop);
    }

    /** The two edges whose track a stop sits on (drawn across that track), or {@code null}. */
    int[] curve(int stop) {
        return curveTowns.get(stop);
    }

    boolean onCurve(int stop) {
        return curveTowns.containsKey(stop);
    }

    /** The edge pairs of every stop that sits on its track. */
    Collection<int[]> curves() {
        return Collections.unmodifiableCollection(curveTowns.values());
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
            if (Math.hypot(mid[0], mid[1]) > radius(stops.get(stop)) + HexPainter.TRACK) {
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
    double radius(StopView s) {
        if ("town".equals(s.kind()) && curveTowns.containsKey(s.index())) {
            return 12;
        }
        return switch (s.kind()) {
            // a two-slot city is a 2:1 capsule; spacing by its half-length would push cities off their track
            case "city" -> s.slots() <= 1 ? HexPainter.CITY_R : s.slots() == 2 ? 1.6 * HexPainter.CITY_R : 2.2 * HexPainter.CITY_R;
            case "town" -> HexPainter.TOWN_DOT;
            default -> 8;
        };
    }

    /**
     * The direction the slots of a city line up in: along its track where the city sits on a
     * curve between two edges, else east-west.
     */
    double slotAxis(StopView s) {
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
    Arc arc(int e1, int e2) {
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

    /** Where a path end lies: a stop's position, an edge's midpoint, else the middle. */
    double[] point(End e) {
        if (e.kind == 's' && stopPos.containsKey(e.index)) {
            return stopPos.get(e.index);
        }
        if (e.kind == 'e') {
            return grid.edgePoint(e.index);
        }
        return new double[] {0, 0};
    }

    /** The angle between two directions, from 0 to pi. */
    private static double angleDiff(double a, double b) {
        double d = Math.abs(a - b) % (2 * Math.PI);
        return d > Math.PI ? 2 * Math.PI - d : d;
    }
}
