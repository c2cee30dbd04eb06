package roundhouse.title.t1841.internal;

import java.util.List;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.step.DiscardTrain;
import roundhouse.engine.spi.step.Round;

/**
 * Trains over the limit are discarded by a corporation's president: the major a merger forms receives the
 * old corporations' trains before its certificates are exchanged (RB 4.7.4), so it discards once the
 * exchange has given it a president, not while nobody could decide for it.
 */
final class PresidedDiscards extends DiscardTrain {
    PresidedDiscards(Game game, Round round) {
        super(game, round);
    }

    @Override
    protected List<Corporation> crowded() {
        List<Corporation> all = super.crowded();
        for (Corporation c : all) {
            if (c.president() == null) {
                return all.stream().filter(x -> x.president() != null).toList();
            }
        }
        return all;
    }
}
