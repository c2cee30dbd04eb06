package roundhouse.engine.map;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The optimiser graph: a company's reachable stops and the track chains between them
 * ({@link RouteGraph}). A title subclasses it and returns its class from {@link BoardAreas#routeGraph}.
 */
@org.osgi.annotation.versioning.ConsumerType
public class RouteGraphBuilder extends BoardArea {
    /** The area of one board; made by {@link BoardAreas}, again for each copy of the board. */
    protected RouteGraphBuilder(Board board) {
        super(board);
    }

    /**
     * The stops the company reaches and the track chains between them, for route optimisers.
     * Revenues are those of the given phase.
     */
    public RouteGraph routeGraph(String company, RouteRules rules) {
        walking = company;
        // past the off-boards some train may run through (1854's Orient Express): their routes are priced per train
        Network net = board.reach().routeNetwork(company);
        Map<Integer, Integer> stopIndex = new HashMap<>();
        List<RouteGraph.Stop> stops = new ArrayList<>();
        Map<String, Integer> groupBits = new HashMap<>();
        for (int h = 0; h < tile.length; h++) {
            TileDef t = tile[h];
            for (int n = 0; n < t.nodes.length; n++) {
                TileDef.Node node = t.nodes[n];
                if (!net.nodes[h * maxNodes + n] || !node.isStop()) {
                    continue;
                }
                boolean token = false;
                String kind = node.kind.name().toLowerCase(java.util.Locale.ROOT);
                if (node.takesTokens() && board.routeCheck().tokenMakesStation(kind)) {
                    for (String s : tokens[h][node.cityIndex]) {
                        token |= company.equals(s);
                    }
                }
                long groups = 0;
                for (String g : node.groups) {
                    if (board.routeCheck().groupOnce(g)) {
                        groups |= 1L << groupBits.computeIfAbsent(g, k -> groupBits.size());
                    }
                }
                stopIndex.put(h * maxNodes + n, stops.size());
                String coord = def.hexes[h].coord;
                int revenue = board.routeCheck().stopRevenue(coord, node.stopIndex, t.revenue(n, rules), rules);
                boolean passable = board.reach().passable(company, h, n) && !t.terminalAt(n)
                        || node.kind == TileDef.Kind.OFFBOARD && board.routeCheck().offboardPassable(coord);
                stops.add(new RouteGraph.Stop(coord, coord + "-" + node.stopIndex, kind, revenue, token, passable, groups,
                        !node.counts(), board.routeCheck().makesRoute(kind, node.counts())));
            }
        }
        Map<Long, Integer> segmentIds = new HashMap<>();
        List<RouteGraph.Chain> chains = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Map.Entry<Integer, Integer> e : stopIndex.entrySet()) {
            int h = e.getKey() / maxNodes;
            int n = e.getKey() % maxNodes;
            int from = e.getValue();
            TileDef t = tile[h];
            int r = rot[h];
            for (int i = 0; i < t.pathA.length; i++) {
                int a = t.rotA[r][i];
                int b = t.rotB[r][i];
                int other = a == NODE + n ? b : b == NODE + n ? a : -1;
                if (other < 0) {
                    continue;
                }
                if (other >= NODE) {
                    Integer to = stopIndex.get(h * maxNodes + other - NODE);
                    if (to != null && t.nodes[other - NODE].isStop()) {
                        long seg = (long) tile.length * 6 + (long) h * 64 + i;
                        addChain(chains, seen, segmentIds, from, to, List.of(seg), List.of(def.hexes[h].coord));
                    }
                    continue;
                }
                List<Long> segs = new ArrayList<>();
                List<String> hexes = new ArrayList<>();
                hexes.add(def.hexes[h].coord);
                walkChain(h, other, from, segs, hexes, stopIndex, chains, seen, segmentIds);
            }
        }
        return new RouteGraph(stops, chains, segmentIds.size());
    }

    /** The company whose graph is being built (chains stay on hexes it may use). */
    private String walking;

    private void walkChain(int h, int e, int from, List<Long> segs, List<String> hexes, Map<Integer, Integer> stopIndex,
            List<RouteGraph.Chain> chains, Set<String> seen, Map<Long, Integer> segmentIds) {
        HexDef hd = def.hexes[h];
        int nb = hd.neighbors[e];
        if (nb < 0 || (board.blockedSides(ReachPurpose.ROUTES)[h] & (1 << e)) != 0 || !board.reach().mayUseHex(walking, nb)) {
            return;
        }
        long key = board.edgeKey(h, e);
        if (segs.contains(key)) {
            return;
        }
        segs.add(key);
        hexes.add(def.hexes[nb].coord);
        int ee = (e + 3) % 6;
        TileDef t = tile[nb];
        int r = rot[nb];
        for (int i = 0; i < t.pathA.length; i++) {
            int other = t.otherEnd(r, i, ee);
            if (other < 0) {
                continue;
            }
            if (other >= NODE) {
                if (t.nodes[other - NODE].isStop()) {
                    Integer to = stopIndex.get(nb * maxNodes + other - NODE);
                    if (to != null && to != from) {
                        addChain(chains, seen, segmentIds, from, to, segs, hexes);
                    }
                }
            } else {
                walkChain(nb, other, from, segs, hexes, stopIndex, chains, seen, segmentIds);
            }
        }
        segs.remove(segs.size() - 1);
        hexes.remove(hexes.size() - 1);
    }

    private static void addChain(List<RouteGraph.Chain> chains, Set<String> seen, Map<Long, Integer> segmentIds, int from,
            int to, List<Long> segs, List<String> hexes) {
        List<Long> sorted = new ArrayList<>(segs);
        sorted.sort(null);
        // Each chain is found from both of its ends; keep one.
        if (!seen.add(Math.min(from, to) + ":" + Math.max(from, to) + ":" + sorted)) {
            return;
        }
        int[] ids = new int[segs.size()];
        for (int k = 0; k < ids.length; k++) {
            ids[k] = segmentIds.computeIfAbsent(segs.get(k), x -> segmentIds.size());
        }
        chains.add(new RouteGraph.Chain(from, to, ids, List.copyOf(hexes)));
    }

}
