package roundhouse.api.bot;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.function.BooleanSupplier;

import org.osgi.annotation.versioning.ProviderType;

import roundhouse.api.GameLoadException;
import roundhouse.api.GameSession;

/**
 * Each player's chance to win from positions of a game, estimated by playing the game out from each
 * position many times with bots. Registered as a service by the bundle that has the bots; views and
 * tools ask it, never the bots themselves.
 *
 * @since 1.1
 */
@ProviderType
public interface ChanceEstimator {
    /**
     * A position of a game: after its first {@code actions} effective actions, in the round named.
     *
     * @param actions effective actions before the position
     * @param round the round's name there, as the game shows it
     */
    record Position(int actions, String round) {
    }

    /**
     * One player's chance at one position.
     *
     * @param position where
     * @param player the player's id
     * @param chance the share of playouts he won (a tie of k players is 1/k of a win each)
     * @param low the lower end of its 95% interval (Wilson)
     * @param high the upper end of its 95% interval
     * @param playouts playouts counted
     */
    record Estimate(Position position, String player, double chance, double low, double high, int playouts) {
    }

    /**
     * The positions to estimate: before the first action, at the start of every round
     * ({@code everyAction} false) or after every action, and the end. Replays {@code game}; on any thread
     * that owns it.
     */
    List<Position> positions(GameSession game, boolean everyAction);

    /**
     * The estimates at one position, one per player in seat order: {@code playouts} playouts run on
     * {@code pool}, seeded from {@code seed}, so that the same arguments give the same estimates.
     * Blocks until they are done; called on a thread that owns {@code game} (a copy the caller keeps for
     * this, never a game being played).
     *
     * @param cancelled asked between playouts; once it says yes, the call ends with a
     *        {@link java.util.concurrent.CancellationException}
     * @throws GameLoadException if the game cannot be replayed up to the position
     * @throws InterruptedException if the calling thread is interrupted while it waits
     */
    List<Estimate> estimate(GameSession game, Position position, int playouts, long seed, ExecutorService pool,
            BooleanSupplier cancelled) throws GameLoadException, InterruptedException;
}
