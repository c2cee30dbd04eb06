package roundhouse.engine.map;

/**
 * Off-board connections (1841's game end): the stops a company's network reaches from its tokens in
 * cities, and whether track joins a stop to any city. Part of the {@link Reach}; made on first use,
 * again for each copy.
 */
final class OffboardConnections extends BoardArea {
    private final Reach reach;

    OffboardConnections(Reach reach) {
        super(reach.board);
        this.reach = reach;
    }

    /** @see Reach#stopHexesFromCities(String, ReachPurpose) */
    java.util.Set<String> stopHexesFromCities(String company, ReachPurpose purpose) {
        java.util.Set<String> out = new java.util.TreeSet<>();
        Network n = networkFromCities(company, purpose);
        if (n == null) {
            return out;
        }
        for (int x = 0; x < tile.length; x++) {
            for (int k = 0; k < tile[x].nodes.length; k++) {
                if (n.nodes[x * maxNodes + k] && tile[x].nodes[k].isStop()) {
                    out.add(def.hexes[x].coord);
                }
            }
        }
        return out;
    }

    /** @see Reach#stopHexesFromCities(String, ReachPurpose, java.util.Set) */
    java.util.Set<String> stopHexesFromCities(String company, ReachPurpose purpose, java.util.Set<String> among) {
        int[] blocked = board.blockedSides(purpose);
        boolean[] wanted = new boolean[tile.length];
        for (String hex : among) {
            wanted[board.hexOrThrow(hex).index] = true;
        }
        if (!trackJoins(reach.starts().cityHexes(company), wanted, blocked)) {
            return new java.util.TreeSet<>();
        }
        java.util.Set<String> out = new java.util.TreeSet<>();
        Network n = networkFromCities(company, purpose);
        for (String hex : n == null ? java.util.Set.<String>of() : among) {
            int x = board.hexOrThrow(hex).index;
            for (int k = 0; k < tile[x].nodes.length; k++) {
                if (n.nodes[x * maxNodes + k] && tile[x].nodes[k].isStop()) {
                    out.add(def.hexes[x].coord);
                    break;
                }
            }
        }
        return out;
    }

    /**
     * Whether track leads from a hex {@code from} marks to one {@code wanted} marks, hex side to hex side
     * with track on both tiles, crossing no side {@code blocked} closes: a bound on every route between
     * them, found without asking which paths of a tile join which (a route needs at least this).
     */
    private boolean trackJoins(boolean[] from, boolean[] wanted, int[] blocked) {
        boolean[] seen = new boolean[tile.length];
        int[] work = new int[tile.length];
        int size = 0;
        for (int h = 0; h < tile.length; h++) {
            if (from[h]) {
                seen[h] = true;
                work[size++] = h;
            }
        }
        while (size > 0) {
            int h = work[--size];
            if (wanted[h]) {
                return true;
            }
            int exits = tile[h].exitMask[rot[h]];
            for (int e = 0; e < 6; e++) {
                int nb = def.hexes[h].neighbors[e];
                if ((exits & (1 << e)) == 0 || nb < 0 || seen[nb] || (blocked[h] & (1 << e)) != 0
                        || (tile[nb].exitMask[rot[nb]] & (1 << ((e + 3) % 6))) == 0) {
                    continue;
                }
                seen[nb] = true;
                work[size++] = nb;
            }
        }
        return false;
    }

    /**
     * The network from the company's tokens on the hexes where it has a token in a city, or null without
     * one. A route starts at one station, so what a search from several stations reaches is what the
     * searches from each reach together; where every station of the company is on such a hex, this is its
     * cached {@link Reach#network}.
     */
    private Network networkFromCities(String company, ReachPurpose purpose) {
        boolean[] from = reach.starts().cityHexes(company);
        boolean anyCity = false;
        boolean allCities = true;
        for (int h = 0; h < tile.length; h++) {
            anyCity |= from[h];
            for (int c = 0; c < tokens[h].length && !from[h]; c++) {
                for (String t : tokens[h][c]) {
                    allCities &= !company.equals(t); // a station on a hex without one of its cities
                }
            }
        }
        if (!anyCity) {
            return null;
        }
        return allCities ? reach.network(company, purpose) : new Network(reach, company, from, false, board.blockedSides(purpose));
    }

    /** @see Reach#joinedToCity */
    boolean joinedToCity(String hex) {
        int h = board.hexOrThrow(hex).index;
        for (int n = 0; n < tile[h].nodes.length; n++) {
            if (tile[h].nodes[n].isStop() && reach.trackFlood().flood(h, n, def.printedImpassable, x -> true, (x, k) -> true,
                    (x, k) -> tile[x].nodes[k].kind == TileDef.Kind.CITY)) {
                return true;
            }
        }
        return false;
    }
}
