package roundhouse.title.t1841.internal;

import java.util.Set;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.BoardAreas;
import roundhouse.engine.map.RouteCheck;
import roundhouse.engine.map.RouteView;
import roundhouse.engine.map.RunContext;

/**
 * 1841's route rules on top of the engine's (which already free towns and ports, let the 8-train cross
 * passes without counting them, end routes at yellow Milano's terminal track and use each off-board
 * area once, all from the data):
 * <ul>
 * <li>a route needs two cities or off-board areas (RB 4.3.1: "mindestens zwei Städte", passes and
 *     ports not among them, the arrows counting as cities), or with {@link #TOWNS_MAKE_ROUTES} two stops
 *     that are neither passes nor ports;</li>
 * <li>its own station is a token in a city (RB 4.3.1: "ein Paß zählt nicht"), or with
 *     {@link #PASS_TOKENS} on a pass too;</li>
 * <li>never two cities of one hex (RB 4.3.1: "zwei Bahnhöfe auf demselben Feld", yellow Torino and
 *     Firenze), unless {@link #SAME_HEX_CITIES};</li>
 * <li>one route of a run at most runs to yellow Milano (digest 5.5).</li>
 * </ul>
 */
final class ItalianRouteCheck extends RouteCheck {
    /** 18xx.games: towns make a route with another stop; passes and ports do not (RB 4.3.1: two cities). */
    static final String TOWNS_MAKE_ROUTES = "towns_make_routes";
    /** 18xx.games: a token on a pass makes a route the corporation's own (RB 4.3.1: only a city token). */
    static final String PASS_TOKENS = "pass_tokens_make_routes";
    /** 18xx.games: a route may visit both cities of yellow Torino or Firenze (RB 4.3.1: not two on one hex). */
    static final String SAME_HEX_CITIES = "same_hex_cities";
    /** Milano, whose yellow tile ends its track in the city. */
    static final String MILANO = "F8";
    /** Rule keys cited (GAME-INF/rule_sections.json). */
    static final String SAME_HEX_RULE = "route.same_hex";
    static final String MILANO_RULE = "route.milano";

    private final boolean townsMakeRoutes;
    private final boolean passTokens;
    private final boolean sameHexCities;

    private ItalianRouteCheck(Board board, Set<String> options) {
        super(board);
        townsMakeRoutes = options.contains(TOWNS_MAKE_ROUTES);
        passTokens = options.contains(PASS_TOKENS);
        sameHexCities = options.contains(SAME_HEX_CITIES);
    }

    /** The areas of an 1841 board under the game's options. */
    static BoardAreas areas(Set<String> options) {
        Set<String> copy = Set.copyOf(options);
        return new BoardAreas() {
            @Override
            public RouteCheck routeCheck(Board board) {
                return new ItalianRouteCheck(board, copy);
            }

            /** {@link T1841Title#NETWORKS_FROM_CITY_STATIONS}: track and tokens start only from stations in cities. */
            @Override
            public roundhouse.engine.map.Reach reach(Board board) {
                if (!copy.contains(T1841Title.NETWORKS_FROM_CITY_STATIONS)) {
                    return BoardAreas.super.reach(board);
                }
                return new roundhouse.engine.map.Reach(board) {
                    @Override
                    protected boolean stationStartsNetwork(String kind, roundhouse.engine.map.ReachPurpose purpose) {
                        return purpose == roundhouse.engine.map.ReachPurpose.ROUTES || !kind.equals("pass");
                    }
                };
            }

            /** RB 4.1.1: an upgrade must give the corporation new track it can run on. */
            @Override
            public roundhouse.engine.map.TileLays lays(Board board) {
                return new roundhouse.engine.map.TileLays(board) {
                    @Override
                    protected boolean upgradeNeedsUsableTrack() {
                        return true;
                    }
                };
            }
        };
    }

    /** RB 4.3.1: cities and off-board arrows make a route; passes, ports and towns do not. */
    @Override
    protected boolean makesRoute(String kind, boolean counts) {
        if (townsMakeRoutes) {
            return counts && !kind.equals("pass");
        }
        return kind.equals("city") || kind.equals("offboard");
    }

    @Override
    protected String twoStopsRefusal() {
        return ItalianText.get(townsMakeRoutes ? "refuse.route.twoStops" : "refuse.route.twoCities");
    }

    /** RB 4.3.1: a token on a pass does not make a route the corporation's. */
    @Override
    protected boolean tokenMakesStation(String kind) {
        return passTokens || !kind.equals("pass");
    }

    /** Whether {@link #routeRule} reads the other routes: while Milano is yellow. */
    @Override
    protected boolean seesWholeRun() {
        return "yellow".equals(board.colorAt(MILANO));
    }

    @Override
    protected String routeRule(RouteView route, RunContext run) {
        if (!sameHexCities) {
            String hex = twoCitiesOnOneHex(route, run);
            if (hex != null) {
                return cite(SAME_HEX_RULE, ItalianText.get("refuse.route.sameHex", board.definition().locationName(hex)));
            }
        }
        if (route.uses(MILANO) && seesWholeRun()) {
            for (RouteView other : run.others(route)) {
                if (other.uses(MILANO)) {
                    return cite(MILANO_RULE, ItalianText.get("refuse.route.milano"));
                }
            }
        }
        return null;
    }

    /** The hex of which the route visits two cities, or {@code null}. */
    private String twoCitiesOnOneHex(RouteView route, RunContext run) {
        Set<String> seen = new java.util.HashSet<>();
        for (String signature : route.stops()) {
            StopFacts stop = stop(signature, run.rules());
            if (stop != null && stop.kind().equals("city") && !seen.add(stop.hex())) {
                return stop.hex();
            }
        }
        return null;
    }
}
