package roundhouse.engine.map;

import java.util.List;

/**
 * One route of a {@code run_routes} action exactly as 18xx.games writes it.
 *
 * @param train the train id, e.g. {@code "2-0"}
 * @param connections chains between consecutive stops, each the hex ids traversed from one stop's
 *     hex to the next stop's hex, e.g. {@code [["I15","I17","I19"]]}; chains may be listed in either
 *     direction, consecutive chains share one stop
 * @param hexes the stop hexes in route order (informational; checked against the computed stops
 *     when present)
 * @param nodes optional stop signatures {@code "<hex>-<node index>"} (may be empty); used to
 *     choose between two stops of one hex when track alone cannot tell
 * @param revenue the logged revenue of this route (the board computes its own)
 */
public record RecordedRoute(String train, List<List<String>> connections, List<String> hexes, List<String> nodes,
        int revenue) {
    public RecordedRoute {
        @SuppressWarnings("unchecked")
        List<String>[] chains = new List[connections.size()];
        for (int i = 0; i < chains.length; i++) {
            chains[i] = List.copyOf(connections.get(i)); // the same list when it is immutable already
        }
        connections = List.of(chains);
        hexes = hexes == null ? List.of() : List.copyOf(hexes);
        nodes = nodes == null ? List.of() : List.copyOf(nodes);
    }
}
