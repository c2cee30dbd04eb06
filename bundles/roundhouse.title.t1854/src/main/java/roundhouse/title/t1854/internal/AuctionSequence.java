package roundhouse.title.t1854.internal;

import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.RoundFactory;
import roundhouse.engine.spi.RoundKind;
import roundhouse.engine.spi.step.Round;

/**
 * The order of rounds while privates are unsold ("Die Auktionsrunde"): an auction round that
 * leaves some unsold is followed by exactly one operating round (mountain railways pay, the locals
 * sold so far operate), then by another auction round; once all eleven are sold the first stock
 * round follows, and from then on the ordinary stock and operating rounds.
 */
final class AuctionSequence {
    private AuctionSequence() {
    }

    static Round first(Game game) {
        return new AustrianAuction(game);
    }

    /**
     * The round after {@code finished} while the auction lasts, or {@code null} for the title's usual
     * sequence. The operating round between two auction rounds is marked in the game rather than
     * inferred from unsold privates, so that a game set up to start in a later round (tests) runs
     * the usual sequence.
     */
    static Round next(RoundFactory rounds, Game game, Round finished) {
        AustrianGame austria = (AustrianGame) game;
        if (finished instanceof AustrianAuction) {
            if (AustrianAuction.lotsLeft(game)) {
                austria.setBetweenAuctions(true);
                game.counters().startOperatingSet(1);
                return rounds.operatingRound(game, 1);
            }
            return rounds.stockRound(game);
        }
        if (RoundKind.OPERATING.equals(finished.roundKind()) && austria.betweenAuctions()) {
            austria.setBetweenAuctions(false);
            game.counters().nextTurn();
            return new AustrianAuction(game);
        }
        return null;
    }
}
