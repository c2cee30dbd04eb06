package roundhouse.engine.spi;

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
        if (game.round() == null) {
            return true; // a game not started (a test's hand-built round): nothing to try it on
        }
        Game copy = EngineRuntime.get().copy(game);
        copy.markTrial();
        try {
            EngineRuntime.get().apply(copy, action);
        } catch (GameRuleException | MapRuleException e) {
            return false;
        }
        if (copy.finished() || depth <= 0 || settled.test(copy)) {
            return true;
        }
        for (LegalAction next : copy.round().legalActions()) {
            if (getsThrough(copy, next.action(), settled, depth - 1)) {
                return true;
            }
        }
        return false;
    }
}
