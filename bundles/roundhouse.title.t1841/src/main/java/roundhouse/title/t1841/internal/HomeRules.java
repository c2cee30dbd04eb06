package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.ReachPurpose;
import roundhouse.engine.spi.Corporation;

/**
 * Where a corporation without printed homes may start, and what its tokens cost (RB 3.4, digest
 * 2.2, 4.4): a city of the zones (title.json {@code home_zones}), not Lugano, not Austrian nor a
 * historical home before phase 4, for a minor not a great city nor a hex with a token; a major's
 * second home in the first one's zone before phase 4, in or out of Veneto with it in phase 4,
 * anywhere from phase 5. A token costs L.200 when the home itself is built on, L.100 when a
 * neighbour is, L.50 at two hexes, L.25 otherwise (the dearer home counts).
 */
final class HomeRules {
    static final int PRICE_BUILT_HOME = 200;
    static final int PRICE_BUILT_NEIGHBOUR = 100;
    static final int PRICE_BUILT_TWO_AWAY = 50;
    static final int PRICE_UNBUILT = 25;
    /** RB 6.1: phase 4 opens Austria and the historical homes. */
    static final int OPEN_PHASE = 4;
    /** From phase 5 a second home may lie anywhere. */
    static final int FREE_SECOND_HOME_PHASE = 5;

    private final ItalianGame game;
    private final Map<String, String> zoneOf = new LinkedHashMap<>();
    private final Map<String, java.util.Set<String>> rules = new LinkedHashMap<>();
    private final String veneto;
    private final java.util.Set<String> austrianZones;

    @SuppressWarnings("unchecked")
    HomeRules(ItalianGame game) {
        this.game = game;
        Map<String, Object> title = (Map<String, Object>) game.data().raw().get("title.json");
        Map<String, Object> zones = (Map<String, Object>) title.get("home_zones");
        zones.forEach((zone, hexes) -> {
            if (hexes instanceof List<?> l) {
                l.forEach(h -> zoneOf.put(String.valueOf(h), zone));
            }
        });
        Map<String, Object> r = (Map<String, Object>) title.get("home_rules");
        r.forEach((k, v) -> {
            if (v instanceof List<?> l) {
                rules.put(k, l.stream().map(String::valueOf).collect(java.util.stream.Collectors.toCollection(java.util.LinkedHashSet::new)));
            }
        });
        veneto = String.valueOf(r.get("veneto"));
        austrianZones = rules.get("austrian_zones");
    }

    /**
     * The city ids where {@code c} may put a home now: its first, or its second beside {@code first}
     * (a hex, or {@code null}).
     */
    List<String> homeCities(Corporation c, String first) {
        List<String> out = new ArrayList<>();
        List<String> hexes = first == null && game.historical(c) ? List.of(c.homeHex()) : homeHexes(c, first);
        for (String hex : hexes) {
            out.addAll(freeCities(c, hex));
        }
        return out;
    }

    /** The cities of the hex where {@code c} may put a token (reach aside). */
    private List<String> freeCities(Corporation c, String hex) {
        Board board = game.board();
        List<String> out = new ArrayList<>(1);
        for (int i = 0; i < board.cityCount(hex); i++) {
            String city = board.cityRef(hex, i);
            if (board.tokenRefusal(c.id(), city, false) == null) {
                out.add(city);
            }
        }
        return out;
    }

    /**
     * The hexes the zone rules allow for {@code c}'s first home, or its second beside {@code first},
     * whether or not a city there has room (a historical corporation that chooses, the second
     * edition's SFMA, chooses on its printed hex).
     */
    List<String> homeHexes(Corporation c, String first) {
        int phase = game.phaseNumber();
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, String> e : zoneOf.entrySet()) {
            if (allowsHome(c, first, e.getKey(), e.getValue(), phase)) {
                out.add(e.getKey());
            }
        }
        return out;
    }

    /**
     * Whether {@code c} has a city for its first home now ({@link #homeCities} not empty), found without
     * listing them: asked for every corporation a player might start, at every position of a replay.
     */
    boolean anyHomeCity(Corporation c) {
        long at = game.board().changes();
        int phase = game.phaseNumber();
        if (at != homesAt || phase != homesPhase) {
            homeFound.clear();
            homesAt = at;
            homesPhase = phase;
        }
        Boolean found = homeFound.get(c);
        if (found == null) {
            found = findsHomeCity(c, phase);
            homeFound.put(c, found);
        }
        return found;
    }

    /**
     * {@link #anyHomeCity} by corporation, for one state of the board in one phase: the stock round asks
     * it for every corporation a player might start after each action, while the board rarely changes.
     */
    private final Map<Corporation, Boolean> homeFound = new java.util.IdentityHashMap<>();
    private long homesAt = -1;
    private int homesPhase = -1;

    private boolean findsHomeCity(Corporation c, int phase) {
        if (game.historical(c)) {
            return !homeCities(c, null).isEmpty();
        }
        String last = homeSeen.get(c);
        if (last != null && homeAllowed(c, last, phase)) {
            return true; // the hex found last time still serves: a lay or a token rarely takes it
        }
        for (String hex : zoneOf.keySet()) {
            if (homeAllowed(c, hex, phase)) {
                homeSeen.put(c, hex);
                return true;
            }
        }
        return false;
    }

    /** Whether {@code hex} may be {@code c}'s first home now and has a city with room for it. */
    private boolean homeAllowed(Corporation c, String hex, int phase) {
        return allowsHome(c, null, hex, zoneOf.get(hex), phase) && !freeCities(c, hex).isEmpty();
    }

    /** By corporation: the hex {@link #findsHomeCity} last found, tried first the next time (any one answers). */
    private final Map<Corporation, String> homeSeen = new java.util.IdentityHashMap<>();

    private transient java.util.Set<String> onMap;

    /** Whether the zone rules allow {@code hex} of {@code zone} as {@code c}'s first home, or its second beside {@code first}. */
    private boolean allowsHome(Corporation c, String first, String hex, String zone, int phase) {
        if (onMap == null) {
            onMap = new java.util.HashSet<>();
            for (String h : zoneOf.keySet()) {
                if (game.board().definition().hasHex(h) && !rules.get("never").contains(h)) {
                    onMap.add(h);
                }
            }
        }
        if (!onMap.contains(hex) || hex.equals(first)) {
            return false;
        }
        if (phase < OPEN_PHASE && (austrianZones.contains(zone) || rules.get("historical_homes").contains(hex))) {
            return false;
        }
        if (game.minor(c) && (rules.get("great_cities").contains(hex) || anyToken(hex))) {
            return false;
        }
        return first == null || secondHomeZoneOk(zone, zoneOf.get(first), phase);
    }

    private boolean secondHomeZoneOk(String zone, String firstZone, int phase) {
        if (phase >= FREE_SECOND_HOME_PHASE) {
            return true;
        }
        if (phase >= OPEN_PHASE) {
            return veneto.equals(firstZone) == veneto.equals(zone);
        }
        return zone.equals(firstZone);
    }

    private boolean anyToken(String hex) {
        for (String t : game.board().tokensOn(hex)) {
            if (game.corporation(t) != null) {
                return true;
            }
        }
        return false;
    }

    /** The price of each token bought at the start: L.50 historical, else by the nearest built hex to the dearer home. */
    int tokenPrice(Corporation c) {
        if (game.historical(c)) {
            return Homes.HISTORICAL_TOKEN_PRICE;
        }
        int price = PRICE_UNBUILT;
        for (String city : game.board().tokensOf(c.id())) {
            price = Math.max(price, priceAround(game.board().hexOfCity(city)));
        }
        return price;
    }

    /** By the nearest built hex within two steps of {@code home} that crosses no border closed to tokens. */
    private int priceAround(String home) {
        Board board = game.board();
        List<String> ring = List.of(home);
        List<String> seen = new ArrayList<>(ring);
        int[] prices = { PRICE_BUILT_HOME, PRICE_BUILT_NEIGHBOUR, PRICE_BUILT_TWO_AWAY };
        for (int d = 0; d < prices.length; d++) {
            for (String hex : ring) {
                if (built(hex)) {
                    return prices[d];
                }
            }
            List<String> next = new ArrayList<>();
            for (String hex : ring) {
                for (int edge = 0; edge < 6; edge++) {
                    String n = board.definition().neighbor(hex, edge);
                    if (n != null && !seen.contains(n) && !board.isImpassable(hex, edge, ReachPurpose.TOKENS)) {
                        seen.add(n);
                        next.add(n);
                    }
                }
            }
            ring = next;
        }
        return PRICE_UNBUILT;
    }

    /**
     * Built (digest 4.4): a tile laid there, a printed city with track, or printed track that meets the
     * track of a laid tile across a side no border closes.
     */
    private boolean built(String hex) {
        Board board = game.board();
        if (laid(hex)) {
            return true;
        }
        int edges = board.trackEdges(hex);
        if (edges == 0) {
            return false;
        }
        for (int i = 0; i < board.cityCount(hex); i++) {
            if (!board.isPass(board.cityRef(hex, i))) {
                return true;
            }
        }
        for (int edge = 0; edge < 6; edge++) {
            String n = board.definition().neighbor(hex, edge);
            if ((edges & (1 << edge)) != 0 && n != null && laid(n) && (board.trackEdges(n) & (1 << ((edge + 3) % 6))) != 0
                    && !board.isImpassable(hex, edge, ReachPurpose.TOKENS)) {
                return true;
            }
        }
        return false;
    }

    private boolean laid(String hex) {
        return !game.board().colorAt(hex).equals(game.board().definition().hexColor(hex));
    }
}
