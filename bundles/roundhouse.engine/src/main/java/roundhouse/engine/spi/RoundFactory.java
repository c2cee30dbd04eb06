package roundhouse.engine.spi;

import roundhouse.engine.spi.step.Round;

/**
 * How a title sequences and composes its rounds and which rule areas a game uses (tobymao
 * {@code game/base.rb} {@code next_round!}, {@code stock_round}, {@code operating_round}).
 * Implemented by titles (usually by {@link EngineTitle}); the game calls {@link #initialRound} once,
 * then {@link #nextRound} whenever a round ends and the game goes on.
 */
@org.osgi.annotation.versioning.ConsumerType
public interface RoundFactory {
    /**
     * The round that opens the game ({@link EngineTitle}: a stock round; 1830: its waterfall auction of
     * the privates; 1841: its concession round).
     */
    Round initialRound(Game game);

    Round stockRound(Game game);

    /** @param number 1-based number of the OR within its set */
    Round operatingRound(Game game, int number);

    /**
     * The round after {@code finished}; moves the counters ({@link Game#counters()}). Default, the
     * sequence every title so far shares (1830 R 1): the initial round, a stock round (after an initial
     * round that is no stock round), the phase's number of operating rounds, a stock round... A
     * title with its own kinds (a merger round after each OR set, a draft) overrides, returns its
     * rounds where they belong and calls this for the rest.
     */
    default Round nextRound(Game game, Round finished) {
        RoundCounters n = game.counters();
        if (RoundKind.OPERATING.equals(finished.roundKind())) {
            if (!n.lastOperatingRoundOfSet()) {
                n.nextOperatingRound();
                return operatingRound(game, n.operatingRoundNumber());
            }
            n.nextTurn();
            return stockRound(game);
        }
        if (RoundKind.STOCK.equals(finished.roundKind())) {
            n.startOperatingSet(game.phase().operatingRounds());
            return operatingRound(game, 1);
        }
        return stockRound(game);
    }

    /** The game's end triggers; default the rules.json switches ({@link GameEnd#fromRules}). */
    default GameEnd createGameEnd(Game game) {
        return new GameEnd(GameEnd.fromRules(game.rules()));
    }

    /** The game's depot and phase rules; a title returns its {@link TrainRules} subclass. */
    default TrainRules createTrainRules(Game game) {
        return new TrainRules(game);
    }

    /** The game's dividend rules; a title returns its {@link DividendRules} subclass. */
    default DividendRules createDividendRules(Game game) {
        return new DividendRules(game);
    }
}
