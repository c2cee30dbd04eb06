package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameRecord;
import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.route.RunState;
import roundhouse.engine.internal.session.ActionLog;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.map.route.RouteOptimizer;
import roundhouse.engine.map.route.RunPlan;
import roundhouse.engine.spi.Train;

/**
 * Issue 6 for players and bots: before every recorded run of both 1830 games the legal actions
 * offer the optimiser's run as one ready-made {@code run_routes}; it is worth the optimum (never
 * less than what was recorded), names the revenue in its label, and the engine accepts it.
 */
class RouteSuggestionTest {
    private static final T1830Title TITLE = new T1830Title();
    private static final List<String> FIXTURES = List.of("src/test/resources/fixtures/1830/1830_game_end_bank.json",
            "src/test/resources/fixtures/1830/26855.json");

    @Test
    void everyRecordedRunStateOffersTheOptimalRunAndTheEngineAcceptsIt() throws Exception {
        GsonRecordCodec codec = new GsonRecordCodec();
        List<String> problems = new ArrayList<>();
        int checked = 0;
        for (String fixture : FIXTURES) {
            GameRecord record = codec.read(Path.of(fixture));
            for (ActionLog.Entry e : ActionLog.active(record.actions())) {
                if (!e.action().type().equals("run_routes")) {
                    continue;
                }
                GameRecord cut = new GameRecord(record.titleId(), record.gameId(), record.description(), record.setup(),
                        record.actions().subList(0, e.rawIndex()), Map.of(), null);
                EngineSession s = EngineSession.load(TITLE, cut);
                String where = fixture + " id " + e.action().number("id", -1) + " " + e.action().entity();
                RunState state = RunState.of(s.game()).orElseThrow(() -> new AssertionError(where + ": no run pending"));
                RunPlan best = state.best(new RouteOptimizer(1), null);
                List<Train> trains = state.trains();
                List<LegalAction> runs = s.legalActions().stream()
                        .filter(a -> a.action().type().equals("run_routes")).toList();
                if (runs.size() != 1) {
                    problems.add(where + ": " + runs.size() + " run_routes suggestions");
                    continue;
                }
                LegalAction suggestion = runs.get(0);
                Action action = suggestion.action();
                int offered = revenue(action);
                if (offered != best.total() || offered < revenue(e.action())) {
                    problems.add(where + ": offers " + offered + ", optimum " + best.total() + ", recorded " + revenue(e.action()));
                }
                if (!suggestion.label().equals("Run trains: best revenue " + s.game().format(best.total()) + " (optimal)")) {
                    problems.add(where + ": label \"" + suggestion.label() + "\" does not name " + s.game().format(best.total()));
                }
                try {
                    s.apply(action);
                } catch (IllegalActionException ex) {
                    problems.add(where + ": the engine refuses its own suggestion: " + ex.getMessage());
                    continue;
                }
                if (!trains.stream().filter(t -> t.owner() == state.corporation()).allMatch(t -> t.operated() || !runsIn(action, t))) {
                    problems.add(where + ": trains of the suggestion did not run");
                }
                checked++;
            }
        }
        if (!problems.isEmpty()) {
            fail(problems.size() + " problems:\n" + String.join("\n", problems));
        }
        assertTrue(checked > 100, "runs checked: " + checked);
    }

    private static boolean runsIn(Action action, Train t) {
        for (Object o : (List<?>) action.args().get("routes")) {
            if (t.id().equals(((Map<?, ?>) o).get("train"))) {
                return true;
            }
        }
        return false;
    }

    private static int revenue(Action run) {
        int sum = 0;
        for (Object o : (List<?>) run.args().get("routes")) {
            sum += ((Number) ((Map<?, ?>) o).get("revenue")).intValue();
        }
        return sum;
    }
}
