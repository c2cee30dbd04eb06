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
        Game copy = trialCopy(game);
        if (!takes(copy, action)) {
            return null;
        }
        List<Action> rest = wayOn(copy, () -> {
            Game again = trialCopy(game);
            takes(again, action);
            return again;
        }, settled, depth);
        if (rest == null) {
            return null;
        }
        List<Action> way = new ArrayList<>(rest.size() + 1);
        way.add(action);
        way.addAll(rest);
        return new Path(List.copyOf(way), !reachedDepth(rest));
    }

    /**
     * The decisions after a position that get through, searched on {@code position} itself: the first
     * offered way is taken in place (it usually gets through, and a trial then costs one copy, not one
     * per decision); only where it fails is the position made again by {@code again} for the next.
     * {@code null} where none gets through; a way that stopped at the depth, not settled, is
     * {@link #AT_DEPTH} or a {@link DepthWay}.
     */
    private static List<Action> wayOn(Game position, java.util.function.Supplier<Game> again, Predicate<Game> settled, int depth) {
        if (position.finished() || settled.test(position)) {
            return new ArrayList<>();
        }
        if (depth <= 0) {
            return AT_DEPTH;
        }
        List<LegalAction> offered = position.round().legalActions();
        for (int i = 0; i < offered.size(); i++) {
            Game at = i == 0 ? position : again.get();
            Action next = offered.get(i).action();
            if (!takes(at, next)) {
                continue;
            }
            List<Action> rest = wayOn(at, () -> {
                Game g = again.get();
                takes(g, next);
                return g;
            }, settled, depth - 1);
            if (rest != null) {
                if (rest == AT_DEPTH) {
                    List<Action> way = new ArrayList<>();
                    way.add(next);
                    return new DepthWay(way);
                }
                rest.add(0, next);
                return rest;
            }
        }
        return null;
    }

    /** A way that stopped at the depth, not where {@code settled} held. */
    private static final List<Action> AT_DEPTH = List.of();

    /** A way whose last decision was taken at the depth: it is not settled. */
    private static final class DepthWay extends ArrayList<Action> {
        DepthWay(List<Action> way) {
            super(way);
        }
    }

    private static boolean reachedDepth(List<Action> rest) {
        return rest == AT_DEPTH || rest instanceof DepthWay;
    }

    private static Game trialCopy(Game game) {
        Game copy = EngineRuntime.get().copy(game);
        copy.markTrial();
        return copy;
    }

    /** Whether {@code game} takes {@code action}; a refusal may leave it half changed. */
    private static boolean takes(Game game, Action action) {
        try {
            EngineRuntime.get().apply(game, action);
            return true;
        } catch (GameRuleException | MapRuleException e) {
            return false;
        }
    }

    /**
     * A way through found by a trial: the actions taken, the first one the one tried; {@code settled} where
     * it reached the end asked for within the depth (so its tail is a way through from each later position).
     */
    public record Path(List<Action> actions, boolean settled) {
    }
}
