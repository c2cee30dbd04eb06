package roundhouse.title.t1844.internal;

import roundhouse.api.Action;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.step.OperatingRound;

/**
 * An 1844 operating round: destinations are checked after every action (RB VI); a run activates the
 * mountain railways it stops at (RB IV) and the tunnels it runs through (RB V).
 */
class SwissOperatingRound extends OperatingRound {
    private final SwissGame swiss;

    SwissOperatingRound(SwissGame game, int number) {
        super(game, number);
        this.swiss = game;
    }

    @Override
    protected void afterProcess(Action action, Entity entity) {
        if (action.type().equals("run_routes") && action.args() != null
                && action.args().get("routes") instanceof java.util.List<?> routes) {
            java.util.List<String> hexes = new java.util.ArrayList<>();
            java.util.List<String> tunnelHexes = new java.util.ArrayList<>();
            SwissRouteCheck check = (SwissRouteCheck) swiss.board().routeCheck();
            for (Object r : routes) {
                // the tunnels it passes on tunnel track: each connection lists the hexes of one leg
                if (r instanceof java.util.Map<?, ?> m && m.get("connections") instanceof java.util.List<?> legs) {
                    java.util.List<java.util.List<String>> connections = new java.util.ArrayList<>();
                    for (Object leg : legs) {
                        if (leg instanceof java.util.List<?> hexList) {
                            connections.add(hexList.stream().map(String::valueOf).toList());
                        }
                    }
                    tunnelHexes.addAll(check.tunnelsRunThrough(connections));
                }
                if (r instanceof java.util.Map<?, ?> m && m.get("nodes") instanceof java.util.List<?> nodes) {
                    for (Object n : nodes) {
                        String node = String.valueOf(n);
                        hexes.add(node.substring(0, Math.max(0, node.lastIndexOf('-'))));
                    }
                }
            }
            swiss.visited(hexes);
            swiss.ranThrough(tunnelHexes);
        }
        swiss.checkDestinations();
        super.afterProcess(action, entity);
    }
}
