package roundhouse.engine.internal.session;

import java.util.ArrayList;
import java.util.List;

import roundhouse.engine.map.RouteRules;
import roundhouse.engine.map.TrainSpec;
import roundhouse.engine.map.route.RouteOptimizer;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.step.Route;

/** Advice a session gives bots and views beside the legal actions (not rules). */
final class Advice {
    /**
     * Search budget of {@link #bestRevenue}, in optimiser cancellation polls rather than time, so
     * that the advice (and a bot's choice made on it) is the same on every machine.
     */
    static final int BUDGET_POLLS = 2_000;

    private Advice() {
    }

    /** The best run of all the trains the company owns and may run, on the board now; 0 without them, a route or a map. */
    static int bestRevenue(Game game, String companyId) {
        Corporation c = game.corporation(companyId);
        if (c == null || game.board() == null || c.closed() || c.trains().isEmpty()) {
            return 0;
        }
        List<TrainSpec> trains = new ArrayList<>();
        for (Train t : c.trains()) {
            if (game.trainRules().runs(c, t)) {
                trains.add(Route.spec(t));
            }
        }
        if (trains.isEmpty()) {
            return 0;
        }
        RouteRules rules = new RouteRules(game.phase().tiles(), game.phase().offboardColor());
        int[] polls = { 0 };
        return new RouteOptimizer(1).bestRun(game.board().routeGraph(c.id(), rules), trains,
                game.board().routeBonuses(c.id(), rules), () -> ++polls[0] > BUDGET_POLLS, null).total();
    }

    /** Whether the company may run the train ({@code TrainRules.runs}); true when either is unknown. */
    static boolean mayRun(Game game, String companyId, String trainId) {
        Corporation c = game.corporation(companyId);
        Train t = game.depot().train(trainId);
        return c == null || t == null || game.trainRules().runs(c, t);
    }
}
