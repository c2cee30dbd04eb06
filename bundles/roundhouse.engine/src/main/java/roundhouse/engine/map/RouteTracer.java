package roundhouse.engine.map;

import java.util.ArrayList;
import java.util.List;

/**
 * Follows a recorded route ({@code run_routes} connections, hex by hex) over the laid track for
 * {@link RouteCheck}: which stops it visits in which order, which track segments it uses and how many
 * hexes it spans. Where the track allows several readings, the recorded stop signatures choose.
 */
final class RouteTracer extends BoardArea {
    RouteTracer(Board board) {
        super(board);
    }

    /** A track segment as players read it: the two hexes it joins, or the stops of one hex it joins. */
    String segmentName(long seg) {
        if (seg >= (long) tile.length * 6) {
            int v = (int) (seg - (long) tile.length * 6);
            return MapText.get("segment.stopsOn", place(v / 64));
        }
        int a = (int) seg;
        HexDef h = def.hexes[a / 6];
        int nb = h.neighbors[a % 6];
        return MapText.get("segment.between", place(h.index), nb < 0 ? MapText.get("segment.mapEdge") : place(nb));
    }

    /** "Baltimore (I15)" as players name a place, or the hex alone where the map names none. */
    String place(int h) {
        HexDef d = def.hexes[h];
        return d.locationName == null || d.locationName.isBlank() ? d.coord : d.locationName + " (" + d.coord + ")";
    }

    /** One chain's possible end nodes: pairs {node at first hex, node at last hex}. */
    private record Chain(List<int[]> ends) {
    }

    /** Follows the recorded chains over the laid track; fills trace.stops and trace.segments. */
    String trace(String company, RecordedRoute route, RouteCheck.RouteTrace trace) {
        if (route.connections().isEmpty()) {
            return cite(MapRuleKey.ROUTE_STOPS, MapText.get("route.noTrack"));
        }
        List<Chain> chains = new ArrayList<>();
        for (List<String> hexes : route.connections()) {
            if (hexes.isEmpty()) {
                return MapText.get("route.emptyConnection");
            }
            int[] hx = new int[hexes.size()];
            for (int k = 0; k < hx.length; k++) {
                HexDef hd = def.hex(hexes.get(k));
                if (hd == null) {
                    return MapText.get("route.noHex", hexes.get(k));
                }
                hx[k] = hd.index;
                if (!board.reach().mayUseHex(company, hd.index)) {
                    return MapText.get("route.otherBoard", place(hd.index), def.boardName(hd.board), company);
                }
            }
            List<int[]> ends = new ArrayList<>();
            if (hx.length == 1) {
                // Two stops of one hex joined directly on the tile.
                int h = hx[0];
                TileDef t = tile[h];
                for (int i = 0; i < t.pathA.length; i++) {
                    int a = t.pathA[i];
                    int b = t.pathB[i];
                    if (a >= NODE && b >= NODE) {
                        ends.add(new int[] {h * maxNodes + a - NODE, h * maxNodes + b - NODE, i});
                    }
                }
                if (ends.isEmpty()) {
                    return MapText.get("route.noTrackOnHex", place(hx[0]));
                }
            } else {
                int[] exitEdge = new int[hx.length - 1];
                for (int k = 0; k + 1 < hx.length; k++) {
                    int e = edgeTowards(hx[k], hx[k + 1]);
                    if (e < 0) {
                        return MapText.get("route.notNeighbours", hexes.get(k), hexes.get(k + 1));
                    }
                    if ((board.blockedSides(ReachPurpose.ROUTES)[hx[k]] & (1 << e)) != 0) {
                        return MapText.get("route.impassable", place(hx[k]), place(hx[k + 1]));
                    }
                    exitEdge[k] = e;
                }
                for (int k = 1; k + 1 < hx.length; k++) {
                    int in = (exitEdge[k - 1] + 3) % 6;
                    String why = passThrough(company, hx[k], in, exitEdge[k]);
                    if (why != null) {
                        return why;
                    }
                }
                List<Integer> first = nodesAtEdge(hx[0], exitEdge[0]);
                List<Integer> last = nodesAtEdge(hx[hx.length - 1], (exitEdge[hx.length - 2] + 3) % 6);
                if (first.isEmpty()) {
                    return MapText.get("route.noTrackFrom", place(hx[0]), place(hx[1]));
                }
                if (last.isEmpty()) {
                    return MapText.get("route.noTrackTo", place(hx[hx.length - 2]), place(hx[hx.length - 1]));
                }
                for (int a : first) {
                    for (int b : last) {
                        ends.add(new int[] {hx[0] * maxNodes + a, hx[hx.length - 1] * maxNodes + b});
                    }
                }
                for (int k = 0; k + 1 < hx.length; k++) {
                    trace.segments.add(board.edgeKey(hx[k], exitEdge[k]));
                }
                trace.hexCount += hx.length - 1;
            }
            chains.add(new Chain(ends));
        }
        trace.hexCount += 1;
        int[] allowed = allowedNodes(route.nodes());
        int[] seq = new int[chains.size() + 1];
        // The recorded stop signatures only choose between readings of the same hexes (18xx.games
        // prefers the reading that matches them); the track itself decides whether the route exists.
        boolean found = orient(chains, 0, seq, allowed, true)
                || allowed != null && orient(chains, 0, seq, null, true);
        if (!found) {
            if (orient(chains, 0, seq, null, false)) {
                return cite(MapRuleKey.ROUTE_STOPS, MapText.get("route.stopTwice"));
            }
            return MapText.get("route.notJoined");
        }
        trace.stops = seq;
        // Track between two stops of one hex is a segment of its own.
        for (int j = 0; j < chains.size(); j++) {
            for (int[] pair : chains.get(j).ends()) {
                if (pair.length == 3 && ((pair[0] == seq[j] && pair[1] == seq[j + 1]) || (pair[1] == seq[j] && pair[0] == seq[j + 1]))) {
                    trace.segments.add((long) tile.length * 6 + (long) (pair[0] / maxNodes) * 64 + pair[2]);
                    break;
                }
            }
        }
        return null;
    }

    /** Chooses each chain's direction so consecutive chains share a stop; depth-first over the few candidates. */
    private boolean orient(List<Chain> chains, int j, int[] seq, int[] allowed, boolean distinct) {
        if (j == chains.size()) {
            return true;
        }
        for (int[] pair : chains.get(j).ends()) {
            for (int dir = 0; dir < 2; dir++) {
                int from = pair[dir];
                int to = pair[1 - dir];
                if (j > 0 && from != seq[j]) {
                    continue;
                }
                if (!allowedNode(from, allowed) || !allowedNode(to, allowed)) {
                    continue;
                }
                if (distinct) {
                    boolean clash = to == from;
                    for (int k = 0; k < j && !clash; k++) {
                        clash = seq[k] == to;
                    }
                    if (j == 0 && clash) {
                        continue;
                    }
                    if (j > 0 && clash) {
                        continue;
                    }
                }
                seq[j] = from;
                seq[j + 1] = to;
                if (orient(chains, j + 1, seq, allowed, distinct)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether the node may be a stop of the reading: any node without recorded stops ({@code null}). */
    private static boolean allowedNode(int key, int[] allowed) {
        if (allowed == null) {
            return true;
        }
        for (int a : allowed) {
            if (a == key) {
                return true;
            }
        }
        return false;
    }

    /**
     * The recorded stops ({@code "<hex>-<stop index>"}) as node keys, looked up once per route;
     * {@code null} when none were recorded. A stop that names no node of the board allows nothing.
     */
    private int[] allowedNodes(List<String> stops) {
        if (stops.isEmpty()) {
            return null;
        }
        int[] allowed = new int[stops.size() * maxNodes];
        int n = 0;
        for (String stop : stops) {
            int dash = stop.lastIndexOf('-');
            HexDef hd = dash < 0 ? null : def.hex(stop.substring(0, dash));
            int index = hd == null ? -1 : stopIndex(stop, dash + 1);
            if (index < 0) {
                continue;
            }
            TileDef.Node[] nodes = tile[hd.index].nodes;
            for (int k = 0; k < nodes.length; k++) {
                if (nodes[k].stopIndex == index) {
                    allowed[n++] = hd.index * maxNodes + k;
                }
            }
        }
        return java.util.Arrays.copyOf(allowed, n);
    }

    /** The digits from {@code from} to the end as a number, or -1 if they are not a plain number. */
    private static int stopIndex(String s, int from) {
        if (from >= s.length() || s.length() - from > 6 || (s.charAt(from) == '0' && s.length() - from > 1)) {
            return -1;
        }
        int v = 0;
        for (int i = from; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            v = v * 10 + (c - '0');
        }
        return v;
    }

    /** The edge of hex {@code from} towards its neighbour {@code to}, or -1 if they are no neighbours. */
    int edgeTowards(int from, int to) {
        int[] nb = def.hexes[from].neighbors;
        for (int e = 0; e < 6; e++) {
            if (nb[e] == to) {
                return e;
            }
        }
        return -1;
    }

    /** Stops (node indexes) joined by a path to the edge. */
    private List<Integer> nodesAtEdge(int h, int edge) {
        List<Integer> out = new ArrayList<>(2);
        TileDef t = tile[h];
        int r = rot[h];
        for (int i = 0; i < t.pathA.length; i++) {
            int a = t.rotA[r][i];
            int b = t.rotB[r][i];
            int node = a == edge && b >= NODE ? b - NODE : b == edge && a >= NODE ? a - NODE : -1;
            if (node >= 0 && t.nodes[node].isStop() && !out.contains(node)) {
                out.add(node);
            }
        }
        return out;
    }

    /** A chain passes a hex between two edges without stopping: plain track or a junction. */
    private String passThrough(String company, int h, int in, int out) {
        TileDef t = tile[h];
        int r = rot[h];
        for (int i = 0; i < t.pathA.length; i++) {
            int a = t.rotA[r][i];
            int b = t.rotB[r][i];
            if ((a == in && b == out) || (a == out && b == in)) {
                return null;
            }
        }
        for (int j = 0; j < t.nodes.length; j++) {
            if (t.nodes[j].kind == TileDef.Kind.JUNCTION && (t.nodeEdges[r][j] & (1 << in)) != 0
                    && (t.nodeEdges[r][j] & (1 << out)) != 0) {
                return null;
            }
        }
        if ((t.exitMask[r] & (1 << in)) != 0 && (t.exitMask[r] & (1 << out)) != 0) {
            return cite(MapRuleKey.ROUTE_STOPS, MapText.get("route.passesStop", place(h)));
        }
        return MapText.get("route.noTrackThrough", place(h), String.valueOf(in), String.valueOf(out));
    }
}
