package roundhouse.engine.spi;

import roundhouse.engine.spi.step.Round;

/**
 * How a title composes its rounds from steps (tobymao {@code g_1830/game.rb}
 * {@code stock_round}/{@code operating_round}). Implemented by titles (usually by
 * {@link EngineTitle}); called by {@link Game} whenever a round ends.
 */
@org.osgi.annotation.versioning.ConsumerType
public interface RoundFactory {
    /** The round that opens the game (1830: the private auction). */
    Round initialRound(Game game);

    Round stockRound(Game game);

    /** @param number 1-based number of the OR within its set */
    Round operatingRound(Game game, int number);
}
