package roundhouse.engine.spi;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.map.MapRuleException;

/**
 * Moves tried on a copy of the position before they are offered. Some choices are refused not by
 * themselves but by what they set off (1841: a merger's exchange is refused at its end when it leaves
 * the new major without a president or makes control run in a circle, digest 6.2); a step offers
 * only those that get through, so that a player is never offered a move that ends refused.
 */
public final class Trials {
    private Trials() {
    }

    /**
     * Whether {@code action} would be taken in {@code game} and what it sets off could be finished
     * without a refusal: tried on a copy, then each later decision, every offered way in turn, until
     * {@code settled} holds for the copy or {@code depth} decisions were taken. A copy is a trial
     * ({@link Game#trial}): its own steps offer without trying, the search tries them.
     */
    public static boolean getsThrough(Game game, Action action, Predicate<Game> settled, int depth) {
        return pathThrough(game, action, settled, depth) != null;
    }

    /**
     * As {@link #getsThrough}, with the way it found: {@code action} and the decisions taken after it on
     * the copy, in order, or {@code null} where it does not get through. The way is {@link Path#settled}
     * where it ended with {@code settled} holding (or the game over), not at the depth: each of its later
     * decisions then gets through in turn, as the game is taken along it.
     */
    public static Path pathThrough(Game game, Action action, Predicate<Game> settled, int depth) {
        if (game.round() == null) {
            return new Path(List.of(action), false); // a game not started (a test's hand-built round): nothing to try it on
        }
        Game copy = EngineRuntime.get().copy(game);
        copy.markTrial();
        try {
            EngineRuntime.get().apply(copy, action);
        } catch (GameRuleException | MapRuleException e) {
            return null;
        }
        if (copy.finished() || settled.test(copy)) {
            return new Path(List.of(action), true);
        }
        if (depth <= 0) {
            return new Path(List.of(action), false);
        }
        for (LegalAction next : copy.round().legalActions()) {
            Path rest = pathThrough(copy, next.action(), settled, depth - 1);
            if (rest != null) {
                List<Action> way = new ArrayList<>(rest.actions().size() + 1);
                way.add(action);
                way.addAll(rest.actions());
                return new Path(List.copyOf(way), rest.settled());
            }
        }
        return null;
    }

    /**
     * A way through found by a trial: the actions taken, the first one the one tried; {@code settled} where
     * it reached the end asked for within the depth (so its tail is a way through from each later position).
     */
    public record Path(List<Action> actions, boolean settled) {
    }
}
