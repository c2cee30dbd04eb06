package roundhouse.engine.map.route;

/**
 * A route found by the enumeration ({@link RouteEnumerator}), with what every kind of train needs to
 * price it: its stops and chains in route order, the track segments it uses, its stops' values and
 * own tokens, its towns, the hexes it spans and its free stops (that cost no reach, visit_cost 0).
 */
record Candidate(int[] stops, int[] chains, long[] segments, int[] values, boolean[] tokened, int towns,
        int hexes, int free, int routeStops) {
    /** Stops that count toward the reach and the two-stop minimum. */
    int counted() {
        return stops.length - free;
    }
}
