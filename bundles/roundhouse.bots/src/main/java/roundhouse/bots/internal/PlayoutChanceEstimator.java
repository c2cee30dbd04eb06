package roundhouse.bots.internal;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.function.BooleanSupplier;

import org.osgi.service.component.annotations.Component;

import roundhouse.api.GameLoadException;
import roundhouse.api.GameSession;
import roundhouse.api.bot.ChanceEstimator;

/** Chances by playouts of the bots ({@link Chances}), as the service views and tools ask. */
@Component(service = ChanceEstimator.class)
public class PlayoutChanceEstimator implements ChanceEstimator {
    @Override
    public List<Position> positions(GameSession game, boolean everyAction) {
        return Chances.positions(game, everyAction);
    }

    @Override
    public List<Estimate> estimate(GameSession game, Position position, int playouts, long seed, ExecutorService pool,
            BooleanSupplier cancelled) throws GameLoadException, InterruptedException {
        return Chances.at(game, position, playouts, seed, pool, n -> { }, cancelled);
    }
}
