package roundhouse.engine.map;

/**
 * Reach: which hexes, edges and stops a company's track network gets to from its tokens (1830 R 6.2.1,
 * R 6.3.2, R 6.4.2), and whether a route may pass a stop. Lays (connection), tokens (reach) and the
 * optimiser graph ask it, each for its {@link ReachPurpose}. A title changes reach by subclassing and
 * returning its class from {@link BoardAreas#reach}; answers are cached per company until the board
 * changes, one cache for the purposes whose borders are the same ({@link Board#blockedSides}).
 *
 * <p>Its parts: the networks ({@link Network}, found by {@link NetworkSearch}) and their caches
 * ({@link NetworkCache}), where they start ({@link NetworkStarts}), the arrival search that answers
 * without a network where a route near the stations shows it ({@link Arrivals}), off-board connections
 * ({@link OffboardConnections}) and whether a company has a route ({@link RouteAvailability}, over a
 * {@link TrackFlood}). The hooks a title overrides stay here, and the parts call them on the reach.
 */
@org.osgi.annotation.versioning.ConsumerType
public class Reach extends BoardArea {
    /** The area of one board; made by {@link BoardAreas}, again for each copy of the board. */
    protected Reach(Board board) {
        super(board);
    }

    /** The found networks and what drops them: copied with the reach, so a copy keeps them until its board changes. */
    final NetworkCache networks = new NetworkCache(this);
    /** The parts without state of their own, made on first use; a copy makes its own. */
    private transient NetworkStarts starts;
    /** The arrival search and what it found, until the board changes; a copy starts without. */
    private transient Arrivals arrivals;
    private transient OffboardConnections offboards;
    private transient RouteAvailability routeAvailability;
    private transient TrackFlood trackFlood;

    NetworkStarts starts() {
        if (starts == null) {
            starts = new NetworkStarts(this);
        }
        return starts;
    }

    Arrivals arrivals() {
        if (arrivals == null) {
            arrivals = new Arrivals(this);
        }
        return arrivals;
    }

    private OffboardConnections offboards() {
        if (offboards == null) {
            offboards = new OffboardConnections(this);
        }
        return offboards;
    }

    private RouteAvailability routeAvailability() {
        if (routeAvailability == null) {
            routeAvailability = new RouteAvailability(this);
        }
        return routeAvailability;
    }

    TrackFlood trackFlood() {
        if (trackFlood == null) {
            trackFlood = new TrackFlood(board);
        }
        return trackFlood;
    }

    /**
     * Hook: whether the company's track and trains may use hexes of this board (1854: local railways
     * on the local board only). Asked only on maps of several boards; default: every board.
     */
    protected boolean mayUse(String company, String boardId) {
        return true;
    }

    /**
     * Whether the company's track and trains may use hex h: under {@link #mayUse} on a map of several
     * boards, always on a map of one. A title may close more hexes to a company (1844: the red
     * off-boards to the regionals, RB VIII); reach, lays, tokens and routes all ask here.
     */
    public boolean mayUseHex(String company, int h) {
        return !def.severalBoards || mayUse(company, def.hexes[h].board);
    }

    /** Forgets cached networks; the board calls it after every change. */
    protected void invalidate() {
        if (arrivals != null) {
            arrivals.forget();
        }
        networks.invalidate();
    }

    /**
     * Forgets the cached networks that a change on hex {@code h} (track, tokens, reservations) can
     * alter: those that reach an edge or a node of the hex or have a token there. A network that
     * never enters the hex runs no route through it, so whatever changes there leaves it as it was.
     */
    protected void invalidate(int h) {
        if (arrivals != null) {
            arrivals.forget();
        }
        networks.invalidate(h);
    }

    /** Forgets one company's cached network (it placed a token, maybe far from its track). */
    protected void invalidate(String company) {
        if (arrivals != null) {
            arrivals.forget();
        }
        networks.invalidate(company);
    }

    /** The company's network for the purpose ({@link NetworkCache#network}). */
    Network network(String company, ReachPurpose purpose) {
        return networks.network(company, purpose);
    }

    /**
     * The hex across side e of hex h if a route of the company may cross there, with the sides {@code
     * blocked} closes, else -1: off the map, a closed side, or a hex of a board the company may not use.
     */
    int across(String company, int[] blocked, int h, int e) {
        int nb = def.hexes[h].neighbors[e];
        if (nb < 0 || (blocked[h] & (1 << e)) != 0 || !mayUseHex(company, nb) || !mayUseHex(company, h)) {
            return -1;
        }
        return nb;
    }

    /** Whether a route of the network for the purpose arrives at a side of hex h that {@code sides} marks ({@link Arrivals#arrivesAt}). */
    boolean arrivesAt(String company, ReachPurpose purpose, int h, int sides) {
        return arrivals().arrivesAt(company, purpose, h, sides);
    }

    /** As {@link #reachesNode}, for one node ({@link Arrivals#reachesNodeAt}). */
    boolean reachesNodeAt(String company, ReachPurpose purpose, int h, int node) {
        return arrivals().reachesNodeAt(company, purpose, h, node);
    }

    /** Whether a route of the network for the purpose reaches a node for which {@code wanted} holds ({@link Arrivals#reachesNode}). */
    boolean reachesNode(String company, ReachPurpose purpose, java.util.function.BiPredicate<Integer, Integer> wanted) {
        return arrivals().reachesNode(company, purpose, wanted);
    }

    /**
     * Hook: whether a company's station in a node of this kind ({@code city} or {@code pass}) starts its
     * network for a purpose; default yes. 18xx.games' 1841 builds track and places tokens only from its
     * stations in cities.
     */
    protected boolean stationStartsNetwork(String kind, ReachPurpose purpose) {
        return true;
    }

    /** The hexes of the company's stations that start its network for the purpose, or {@code null} for all of them. */
    boolean[] startingHexes(String company, ReachPurpose purpose) {
        return starts().startingHexes(company, purpose);
    }

    /** The network of the company's station on hex h alone for the purpose ({@link NetworkCache#stationNetwork}). */
    Network stationNetwork(String company, int h, ReachPurpose purpose) {
        return networks.stationNetwork(company, h, purpose);
    }

    /** As {@link #arrivesAt}, for the network of the company's station on hex {@code station} alone ({@link Arrivals#stationArrivesAt}). */
    boolean stationArrivesAt(String company, int station, ReachPurpose purpose, int h, int sides) {
        return arrivals().stationArrivesAt(company, station, purpose, h, sides);
    }

    /** Whether routes from the station on hex {@code station} alone show an arrival on hex h and a node there ({@link Arrivals#stationShowsArrivalAndNode}). */
    boolean stationShowsArrivalAndNode(String company, int station, ReachPurpose purpose, int h, int sides) {
        return arrivals().stationShowsArrivalAndNode(company, station, purpose, h, sides);
    }

    /** What the company's trains reach, through the off-boards some train may pass ({@link NetworkCache#routeNetwork}). */
    Network routeNetwork(String company) {
        return networks.routeNetwork(company);
    }

    /**
     * Whether a route of the company may continue through this node (1830 §5.4 blocking, §5.5 offboards;
     * a node of terminal track, 1841's yellow Milano, only ends a route).
     */
    protected boolean passable(String company, int h, int node) {
        TileDef.Node n = tile[h].nodes[node];
        if (n.kind == TileDef.Kind.OFFBOARD || tile[h].terminalAt(node)) {
            return false;
        }
        if (n.takesTokens()) {
            return !board.blocks(company, h, n.cityIndex);
        }
        return true;
    }

    /**
     * Whether a route of the company's network gets to a stop on {@code hex} (1844's destinations,
     * RB VI "Anbindungsverpflichtung": a train of unlimited length could run from the company's
     * stations to that station, not through cities blocked for it). A hex with a station of the
     * company counts as reached.
     */
    public boolean reachesStopOn(String company, String hex) {
        return reachesStopOn(company, hex, ReachPurpose.ROUTES);
    }

    /**
     * As {@link #reachesStopOn(String, String)}, crossing only the borders the purpose may cross (1841's
     * mergers: a city in the merging corporation's network for tokens, which province borders cut).
     */
    public boolean reachesStopOn(String company, String hex, ReachPurpose purpose) {
        int h = board.hexOrThrow(hex).index;
        Network n = network(company, purpose);
        for (int k = 0; k < maxNodes; k++) {
            if (n.nodes[h * maxNodes + k]) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a route from the company's station on {@code fromHex} alone gets to a stop on {@code hex}
     * (1844 RB VI: "vom Heimatbahnhof bis zum Zielbahnhof"; its other stations do not count). Not
     * cached: asked rarely.
     */
    public boolean reachesStopOnFrom(String company, String fromHex, String hex) {
        int h = board.hexOrThrow(hex).index;
        // cached until a change touches it: 1844 asks this of every destination after every action
        Network n = stationNetwork(company, board.hexOrThrow(fromHex).index, ReachPurpose.ROUTES);
        for (int k = 0; k < maxNodes; k++) {
            if (n.nodes[h * maxNodes + k]) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a lay connects to the network of the company's station on {@code fromHex} alone, for a
     * purpose: its tile, as laid, has an exit where that network arrives on the hex, or the station is on
     * the hex (1841 RB 4.1.2: each further lay of a turn is built "von einem anderen Bahnhof aus"). The
     * station's network is cached until a change touches it ({@link #stationNetwork}).
     */
    public java.util.function.Predicate<TileLay> layConnectsFrom(String company, String fromHex, ReachPurpose purpose) {
        Network n = stationNetwork(company, board.hexOrThrow(fromHex).index, purpose);
        return lay -> {
            TileDef t = def.tiles.get(lay.tileName());
            int h = board.hexOrThrow(lay.hex()).index;
            return t != null && (n.reachedEdgeMask(h) & t.exitMask[Math.floorMod(lay.rotation(), 6)]) != 0;
        };
    }

    /**
     * The hexes with a stop the company's network for a purpose reaches from its tokens in cities, not
     * those on passes (1841 digest 10.3: 18xx.games marks the off-boards a corporation's track reaches
     * after it lays, by the graph of track in phase 2 that stops at province borders).
     */
    public java.util.Set<String> stopHexesFromCities(String company, ReachPurpose purpose) {
        return offboards().stopHexesFromCities(company, purpose);
    }

    /**
     * As {@link #stopHexesFromCities(String, ReachPurpose)}, only the hexes of {@code among}: no route is
     * searched where no track joins any of them to a hex of the company's cities (an off-board the game
     * end waits for is far from most lays).
     */
    public java.util.Set<String> stopHexesFromCities(String company, ReachPurpose purpose, java.util.Set<String> among) {
        return offboards().stopHexesFromCities(company, purpose, among);
    }

    /**
     * The hexes a route of the company's network for a purpose enters, passes or starts from: the extent
     * of the track its search walks (benchmarks weigh reach's cost by it; a view may shade it).
     */
    public java.util.Set<String> networkHexes(String company, ReachPurpose purpose) {
        java.util.Set<String> out = new java.util.TreeSet<>();
        Network n = network(company, purpose);
        for (int h = 0; h < tile.length; h++) {
            if (n.touches(h)) {
                out.add(def.hexes[h].coord);
            }
        }
        return out;
    }

    /**
     * Whether track joins a stop on the hex to a city, whoever's: borders printed impassable stop it,
     * tokens do not (1841 RB 5: an off-board area counts as connected "mit regulären Gleisverbindungen
     * an Städte auf dem Spielplan").
     */
    public boolean joinedToCity(String hex) {
        return offboards().joinedToCity(hex);
    }

    /**
     * Whether some token city of the company connects by track to at least one other stop that makes a
     * route with it (1830 §5.5; {@link RouteCheck#givesRoute}: 1841's passes and ports do not, nor are
     * tokens on passes where a route starts).
     */
    public boolean routeAvailable(String company) {
        return routeAvailable(company, ReachPurpose.ROUTES);
    }

    /**
     * As {@link #routeAvailable(String)}, crossing only the borders the purpose may cross (18xx.games' 1841
     * asks its route step in phase 2 on the network its tokens use, which province borders close).
     */
    public boolean routeAvailable(String company, ReachPurpose purpose) {
        return routeAvailability().routeAvailable(company, purpose);
    }

    /** Whether routes near the stations show a route reaching a node of hex h that may go on ({@link Arrivals#showsLeavingNodeOn}). */
    boolean showsLeavingNodeOn(String company, ReachPurpose purpose, int h) {
        return arrivals().showsLeavingNodeOn(company, purpose, h);
    }
}
