package roundhouse.title.t1854.internal;

import java.util.function.UnaryOperator;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.RoundKind;
import roundhouse.engine.spi.step.Round;

/**
 * Where the merger windows sit in the order of rounds: after an operating round (its end),
 * and before the first operating round after a stock round (its start); between two operating
 * rounds of a set the end window of the earlier one is the only one. An AG formed at the start of
 * an operating round operates from the round after it: it floats when that round is over.
 */
final class MergerWindows {
    private MergerWindows() {
    }

    /**
     * The round after {@code finished}, given the title's usual sequence ({@code usual}: the round after a
     * finished round, as if no window existed).
     */
    static Round next(Game game, Round finished, UnaryOperator<Round> usual) {
        if (finished instanceof MergerRound window) {
            return window.atEnd() ? usual.apply(window.operatingRound()) : window.operatingRound();
        }
        if (RoundKind.OPERATING.equals(finished.roundKind())) {
            floatWaitingAgs(game);
            if (MergerRound.opens(game)) {
                return new MergerRound(game, true, finished);
            }
            return usual.apply(finished);
        }
        Round next = usual.apply(finished);
        if (RoundKind.OPERATING.equals(next.roundKind()) && MergerRound.opens(game)) {
            return new MergerRound(game, false, next);
        }
        return next;
    }

    /** AGs formed at the start of the operating round just finished may operate from the next one. */
    static void floatWaitingAgs(Game game) {
        for (Corporation c : game.corporations()) {
            if (AustrianGame.isAg(c) && !c.closed() && c.president() != null && !c.floated()) {
                c.setFloated(true);
            }
        }
    }
}
