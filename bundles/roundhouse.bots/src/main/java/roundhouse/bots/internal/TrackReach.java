package roundhouse.bots.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.view.HexView;
import roundhouse.api.view.MapView;
import roundhouse.api.view.PathView;
import roundhouse.api.view.StopView;

/**
 * How far track is from the places a company could run to: the stops (cities, towns, offboards)
 * without its station, on the same board, by hex distance. A company whose trains have nowhere to
 * run builds toward the nearest of them (1854's local railways start one lay or more from a second
 * stop). Distances ignore water and borders: a heading, not a route.
 */
final class TrackReach {
    /** Neighbour offsets per edge 0-5 as {dy, dx} on the doubled grid ({@link HexView#x()}, {@link HexView#y()}). */
    private static final int[][] POINTY = {{1, -1}, {0, -2}, {-1, -1}, {-1, 1}, {0, 2}, {1, 1}};
    private static final int[][] FLAT = {{2, 0}, {1, -1}, {-1, -1}, {-2, 0}, {-1, 1}, {1, 1}};

    private final boolean flat;
    private final Map<String, HexView> byCoord = new HashMap<>();
    private final List<HexView> targets = new ArrayList<>();

    TrackReach(MapView map, String company) {
        flat = "flat".equals(map.orientation());
        for (HexView h : map.hexes()) {
            byCoord.put(h.coord(), h);
            if (!h.stops().isEmpty() && !hasStation(h, company)) {
                targets.add(h);
            }
        }
    }

    private static boolean hasStation(HexView h, String company) {
        for (StopView s : h.stops()) {
            if (s.tokens().contains(company)) {
                return true;
            }
        }
        return false;
    }

    /** Hexes from this one to the nearest target on its board (0 on a target), {@link Integer#MAX_VALUE} if none. */
    int distance(String coord) {
        HexView from = byCoord.get(coord);
        if (from == null) {
            return Integer.MAX_VALUE;
        }
        int best = Integer.MAX_VALUE;
        for (HexView t : targets) {
            if (t.board().equals(from.board())) {
                best = Math.min(best, between(from, t));
            }
        }
        return best;
    }

    /**
     * How near the track just laid on {@code coord} (as {@code after} shows it) leads to a target: the
     * least {@link #distance} of the hexes its open ends point into, 0 when the hex is a target
     * itself; {@link Integer#MAX_VALUE} when it leads nowhere new. An end is open when the hex
     * across it has no track meeting it (the ends that join the network lead back, not on).
     */
    int lead(MapView after, String coord) {
        HexView laid = null;
        Map<Long, HexView> now = new HashMap<>();
        for (HexView h : after.hexes()) {
            now.put(key(h.y(), h.x()), h);
            if (h.coord().equals(coord)) {
                laid = h;
            }
        }
        if (laid == null) {
            return Integer.MAX_VALUE;
        }
        if (targets.stream().anyMatch(t -> t.coord().equals(coord))) {
            return 0;
        }
        int[][] deltas = flat ? FLAT : POINTY;
        int best = Integer.MAX_VALUE;
        for (int edge : edges(laid)) {
            HexView across = now.get(key(laid.y() + deltas[edge][0], laid.x() + deltas[edge][1]));
            if (across == null || edges(across).contains((edge + 3) % 6)) {
                continue;
            }
            best = Math.min(best, distance(across.coord()));
        }
        return best;
    }

    private static List<Integer> edges(HexView h) {
        List<Integer> out = new ArrayList<>();
        for (PathView p : h.paths()) {
            for (String end : List.of(p.a(), p.b())) {
                if (end.startsWith("e")) {
                    int e = Integer.parseInt(end.substring(1));
                    if (!out.contains(e)) {
                        out.add(e);
                    }
                }
            }
        }
        return out;
    }

    /** Hex distance on the doubled grid: one step changes y by 1 and x by 1, or the long axis by 2. */
    private int between(HexView a, HexView b) {
        int dx = Math.abs(a.x() - b.x());
        int dy = Math.abs(a.y() - b.y());
        return flat ? dx + Math.max(0, (dy - dx) / 2) : dy + Math.max(0, (dx - dy) / 2);
    }

    private static long key(int y, int x) {
        return ((long) y << 32) ^ (x & 0xffffffffL);
    }
}
