package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.DrawnRoute;
import roundhouse.api.GameRecord;
import roundhouse.api.RunCheck;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.route.DrawnRun;
import roundhouse.engine.internal.route.RunState;
import roundhouse.engine.internal.session.EngineSession;

/**
 * Prints what a click on the map costs while a player draws routes, at the last run of a whole
 * recorded 1830 game (the longest replay): the route check alone, the whole check of the session (the
 * route check and the run played on copies with its dividend choices), and one fork of the session
 * for scale. Figures only, never a timed assertion.
 */
class RunCheckBenchmarkTest {
    private static final int WARM = 5;
    private static final int RUNS = 15;

    @Test
    @SuppressWarnings("unchecked")
    void costOfCheckingADrawnRunLateInA1830Game() throws Exception {
        GameRecord r = new GsonRecordCodec().read(DrawnRunTest.FIXTURES.resolve("1830_game_end_bank.json"));
        long lastRun = r.actions().stream().filter(a -> a.type().equals("run_routes")).mapToLong(a -> a.number("id", -1)).max()
                .orElseThrow();
        Action recorded = r.actions().stream().filter(a -> a.number("id", -1) == lastRun).findFirst().orElseThrow();
        EngineSession game = EngineSession.load(new T1830Title(),
                r.withActions(r.actions().stream().filter(a -> a.number("id", -1) < lastRun).toList()));
        List<DrawnRoute> drawn = new ArrayList<>();
        for (Object o : (List<Object>) recorded.args().get("routes")) {
            Map<String, Object> m = (Map<String, Object>) o;
            drawn.add(new DrawnRoute((String) m.get("train"), (List<String>) m.get("hexes")));
        }
        RunCheck first = game.checkRun(drawn);
        assertTrue(first.legal(), first.refusal());
        System.out.println("checked run: " + first.total() + " " + first.dividends());
        double check = median(() -> new DrawnRun(RunState.of(game.game()).orElseThrow()).check(drawn, 0));
        double whole = median(() -> game.checkRun(drawn));
        double fork = median(game::fork);
        System.out.printf(Locale.ROOT, "drawn run check (1830, last run of a %d-action game, %d routes; median of %d warm runs): "
                + "route check %.2f ms, with the run and its dividends played on copies %.1f ms (a fork of the session %.1f ms)%n",
                game.actions().size(), drawn.size(), RUNS, check, whole, fork);
    }

    private static double median(Runnable work) {
        for (int i = 0; i < WARM; i++) {
            work.run();
        }
        double[] t = new double[RUNS];
        for (int i = 0; i < RUNS; i++) {
            long t0 = System.nanoTime();
            work.run();
            t[i] = (System.nanoTime() - t0) / 1e6;
        }
        Arrays.sort(t);
        return t[RUNS / 2];
    }
}
