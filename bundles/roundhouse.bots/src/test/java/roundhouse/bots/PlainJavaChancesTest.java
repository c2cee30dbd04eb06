package roundhouse.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.ServiceLoader;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.PlayerRef;
import roundhouse.api.bot.ChanceEstimator;
import roundhouse.title.t1830.internal.T1830Title;

/**
 * Chances from plain Java, without OSGi and without naming a class of the bots' bundle: the
 * estimator comes from {@link ServiceLoader}, as a Spark or Beam job would take it.
 */
class PlainJavaChancesTest {
    @Test
    void theEstimatorIsFoundByServiceLoaderAndEstimatesAPosition() throws Exception {
        ChanceEstimator estimator = ServiceLoader.load(ChanceEstimator.class).findFirst().orElseThrow();
        List<PlayerRef> players = List.of(new PlayerRef("1", "Ann"), new PlayerRef("2", "Bert"), new PlayerRef("3", "Cleo"));
        GameSession game = new T1830Title().newGame(new GameSetup(players, java.util.Set.of(), 1));
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<ChanceEstimator.Position> positions = estimator.positions(game, false);
            assertEquals(1, positions.size(), "a game without actions has its start only: " + positions);
            List<ChanceEstimator.Estimate> start = estimator.estimate(game, positions.get(0), 3, 7, pool, () -> false);
            assertEquals(3, start.size());
            assertEquals(1.0, start.stream().mapToDouble(ChanceEstimator.Estimate::chance).sum(), 1e-9);
            assertTrue(start.stream().allMatch(e -> e.playouts() == 3 && e.low() <= e.chance() && e.chance() <= e.high()));
        } finally {
            pool.shutdown();
        }
    }
}
