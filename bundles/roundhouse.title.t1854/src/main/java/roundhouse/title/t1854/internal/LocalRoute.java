package roundhouse.title.t1854.internal;

import java.util.List;

import roundhouse.api.LegalAction;
import roundhouse.engine.map.RecordedRoute;
import roundhouse.engine.map.RunResult;
import roundhouse.engine.map.TrainSpec;
import roundhouse.engine.map.route.RunPlan;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.TrainType;
import roundhouse.engine.spi.step.Round;
import roundhouse.engine.spi.step.Route;

/**
 * Run trains with the trains a company may run ("Lokalbahnen": "dürfen nur Plus-Züge fahren lassen,
 * aber andere Züge besitzen"): a local runs only its plus trains, a major or a Lokalbahn AG only
 * regular trains. A company may own the others (to sell them) within its limit; they stay in the
 * shed. A company with nothing it may run has no run to make (an AG with no train available runs
 * nothing, A-24).
 */
class LocalRoute extends Route {
    LocalRoute(Game game, Round round) {
        super(game, round);
    }

    /** Whether {@code c} may run {@code t}: plus trains are the locals', every other train the others'. */
    static boolean runs(Corporation c, Train t) {
        boolean plus = t.runsAs().kind() == TrainType.Kind.PLUS;
        return AustrianGame.isLocal(c) == plus;
    }

    private List<Train> runnable(Corporation c) {
        return c.trains().stream().filter(t -> !t.operated() && runs(c, t)).toList();
    }

    @Override
    public List<String> actions(Entity entity) {
        Corporation c = corporation();
        if (entity != c || runnable(c).isEmpty()) {
            return List.of();
        }
        return super.actions(entity);
    }

    @Override
    public RunResult check(List<RecordedRoute> routes) {
        Corporation c = corporation();
        for (RecordedRoute r : routes) {
            Train t = game.depot().train(r.train());
            if (t != null && t.owner() == c && !runs(c, t)) {
                throw refuse(LocalText.get("refuse.trainNotRunnable", LocalText.name(c), Names.aTrain(t.name())));
            }
        }
        return super.check(routes);
    }

    /** The optimiser's best run of the trains the company may run. */
    @Override
    public List<LegalAction> legalActions(Entity entity) {
        Corporation c = corporation();
        List<TrainSpec> trains = runnable(c).stream().map(this::runSpec).toList();
        RunPlan plan = bestRun(trains, routeRules());
        return List.of(runChoice(plan, EngineText.get(plan.optimal() ? "label.runOptimal" : "label.runBestFound",
                game.format(plan.total()))));
    }
}
