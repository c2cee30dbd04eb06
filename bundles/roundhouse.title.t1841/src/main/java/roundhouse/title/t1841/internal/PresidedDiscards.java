package roundhouse.title.t1841.internal;

import java.util.List;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.step.DiscardTrain;
import roundhouse.engine.spi.step.Round;

/**
 * Trains over the limit are discarded by whoever decides for the corporation ({@link
 * roundhouse.engine.spi.step.Round#decider}): the major a merger forms receives the old corporations'
 * trains before its certificates are exchanged and gives up what is over its limit at once, decided by
 * the director who carries out the merger (RB 4.7.4 and its example 4.7.4.1: "Eine Lok ... muß in den
 * Bankpool gegeben werden" before the exchange); a frozen corporation (RB 4.5.1.1, it runs no trains)
 * keeps them until a player controls it again (the rulebook is silent; README), not while nobody could
 * decide.
 */
final class PresidedDiscards extends DiscardTrain {
    PresidedDiscards(Game game, Round round) {
        super(game, round);
    }

    @Override
    protected List<Corporation> crowded() {
        List<Corporation> all = super.crowded();
        for (Corporation c : all) {
            if (round.decider(c) == null) {
                return all.stream().filter(x -> round.decider(x) != null).toList();
            }
        }
        return all;
    }
}
