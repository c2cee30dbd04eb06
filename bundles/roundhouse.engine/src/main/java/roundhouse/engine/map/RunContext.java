package roundhouse.engine.map;

import java.util.ArrayList;
import java.util.List;

/**
 * The whole run one route belongs to, for the route hooks: every route of the run (this one
 * included), the phase's route rules, and the board (tokens, track types and overlays at a hex).
 *
 * @param company the running company
 * @param rules the route rules of the phase
 * @param routes every route of the run, in the order given (the check) or of the trains (the optimiser)
 * @param board the board the run is on (read it, never change it)
 */
public record RunContext(String company, RouteRules rules, List<RouteView> routes, Board board) {
    public RunContext {
        routes = List.copyOf(routes);
    }

    /** The other trains' routes of the run. */
    public List<RouteView> others(RouteView route) {
        List<RouteView> out = new ArrayList<>(routes.size());
        for (RouteView r : routes) {
            if (r != route) {
                out.add(r);
            }
        }
        return out;
    }

    /** The city ids where the company has tokens (a city with two of its tokens is listed twice). */
    public List<String> tokenCities() {
        return board.tokensOf(company);
    }
}
