package roundhouse.engine.map;

/**
 * Where a company's networks start: its stations ({@link Board#stations}) that start a network for a
 * purpose ({@link Reach#stationStartsNetwork}), a station alone, its stations in cities. Part of the
 * {@link Reach}; made on first use, again for each copy.
 */
final class NetworkStarts extends BoardArea {
    private final Reach reach;

    NetworkStarts(Reach reach) {
        super(reach.board);
        this.reach = reach;
    }

    /** Which purposes' networks start from which kinds of station, as a key: purposes share caches only where equal. */
    int startRule(ReachPurpose purpose) {
        return (reach.stationStartsNetwork("city", purpose) ? 1 : 0) | (reach.stationStartsNetwork("pass", purpose) ? 2 : 0);
    }

    /** The hexes of the company's stations that start its network for the purpose, or {@code null} for all of them. */
    boolean[] startingHexes(String company, ReachPurpose purpose) {
        if (startRule(purpose) == 3) {
            return null;
        }
        // the board keeps the company's stations (asked by every search) until a change touches them
        Board.Stations stations = board.stations(company);
        boolean[] from = null;
        for (int i = 0; i < stations.hexes().length; i++) {
            int h = stations.hexes()[i];
            if (!reach.stationStartsNetwork(tile[h].nodes[tile[h].cityNodes[stations.cityIndexes()[i]]].kind.key(), purpose)) {
                if (from == null) {
                    from = new boolean[tile.length];
                    java.util.Arrays.fill(from, true);
                }
                from[h] = false;
            }
        }
        return from;
    }

    /** The starting hexes of the network of the company's station on hex h alone ({@link Reach#stationNetwork}). */
    boolean[] stationStart(String company, int h, ReachPurpose purpose) {
        boolean[] from = only(h);
        boolean[] starting = startingHexes(company, purpose);
        from[h] = starting == null || starting[h];
        return from;
    }

    /** Whether the company has a token on hex h and none elsewhere. */
    boolean onlyOn(String company, int h) {
        int[] hexes = board.stations(company).hexes();
        for (int x : hexes) {
            if (x != h) {
                return false;
            }
        }
        return hexes.length > 0;
    }

    /** The hexes to start a network from: h alone. */
    private boolean[] only(int h) {
        boolean[] from = new boolean[tile.length];
        from[h] = true;
        return from;
    }

    /** The hexes where the company has a token in a city. */
    boolean[] cityHexes(String company) {
        boolean[] out = new boolean[tile.length];
        Board.Stations stations = board.stations(company);
        for (int i = 0; i < stations.hexes().length; i++) {
            int h = stations.hexes()[i];
            out[h] |= tile[h].nodes[tile[h].cityNodes[stations.cityIndexes()[i]]].kind == TileDef.Kind.CITY;
        }
        return out;
    }

    /** The hexes of the company's stations in cities that start its network for the purpose. */
    boolean[] cityStarts(String company, ReachPurpose purpose) {
        boolean[] from = cityHexes(company);
        boolean[] starting = startingHexes(company, purpose);
        for (int h = 0; h < from.length && starting != null; h++) {
            from[h] &= starting[h];
        }
        return from;
    }
}
