package roundhouse.title.t18mag.internal.step;

import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.step.Round;

/**
 * A minor's two tile lays (RB VI.3.3): the second may not upgrade the tile just laid; with
 * {@code same_turn_upgrade} (18xx.games) it may.
 */
public class Track extends roundhouse.engine.spi.step.Track {
    public Track(Game game, Round round) {
        super(game, round);
    }

    @Override
    protected boolean oneTilePerHexPerTurn() {
        return !game.option(roundhouse.title.t18mag.internal.T18MagTitle.SAME_TURN_UPGRADE);
    }
}
