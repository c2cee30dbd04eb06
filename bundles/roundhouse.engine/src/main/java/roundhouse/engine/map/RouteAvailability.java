package roundhouse.engine.map;

/**
 * Whether a company has a route to run: some token city of it joined by track to another stop that makes
 * a route with it (1830 §5.5). Part of the {@link Reach}; made on first use, again for each copy.
 */
final class RouteAvailability extends BoardArea {
    private final Reach reach;

    RouteAvailability(Reach reach) {
        super(reach.board);
        this.reach = reach;
    }

    /** @see Reach#routeAvailable(String, ReachPurpose) */
    boolean routeAvailable(String company, ReachPurpose purpose) {
        int[] blockedSides = board.blockedSides(purpose);
        if (!reach.networks.cache(purpose.ordinal(), blockedSides).containsKey(company)
                && reach.arrivals().witnessed(company, blockedSides, reach.starts().cityStarts(company, purpose), otherStop())) {
            return true; // a route from a station in a city to another stop that makes a route with it
        }
        Network net = reach.network(company, purpose);
        int stops = 0;
        for (int h = 0; h < tile.length; h++) {
            for (int n = 0; n < tile[h].nodes.length; n++) {
                if (net.nodes[h * maxNodes + n] && givesRoute(tile[h].nodes[n])) {
                    stops++;
                }
            }
        }
        // Reached stops include the token cities; two distinct ones mean some pair is joined by track.
        if (stops < 2) {
            return false;
        }
        for (int h = 0; h < tile.length; h++) {
            for (int c = 0; c < tokens[h].length; c++) {
                for (String t : tokens[h][c]) {
                    if (company.equals(t) && tile[h].nodes[tile[h].cityNodes[c]].kind == TileDef.Kind.CITY
                            && touchesOtherStop(net, company, h, tile[h].cityNodes[c])) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** What a route from a station to another stop that makes a route with it looks for. */
    private RouteWitness.Target otherStop() {
        return RouteWitness.nodeWhere((h, node) -> givesRoute(tile[h].nodes[node]), (h, node) -> false);
    }

    /** Whether a stop joined to a station gives a route to run ({@link RouteCheck#givesRoute}). */
    private boolean givesRoute(TileDef.Node n) {
        return n.isStop() && board.routeCheck().givesRoute(n.kind.key(), n.counts());
    }

    /**
     * Whether track from this node leads to another stop that makes a route with it (a one-token network can
     * contain isolated token cities), through stops that do not where a route may pass them.
     */
    private boolean touchesOtherStop(Network net, String company, int h, int node) {
        return reach.trackFlood().flood(h, node, net.blocked, nb -> reach.mayUseHex(company, nb),
                (x, k) -> reach.passable(company, x, k), (x, k) -> givesRoute(tile[x].nodes[k]));
    }
}
