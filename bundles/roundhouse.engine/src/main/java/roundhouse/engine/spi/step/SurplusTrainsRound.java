package roundhouse.engine.spi.step;

import java.util.List;

import roundhouse.engine.spi.EngineOption;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.RoundKind;

/**
 * A short round between two others in which corporations left over their train limit give up their
 * surplus, when something outside an operating round's train purchase changed the phase (1844 RB XV: a
 * train exported at the end of a set; the surplus goes to the bank pool at the phase change). The corporations
 * discard in the order {@link DiscardTrain} takes them, each decided by its controller; then the game goes on
 * with the round that was due. Under {@link EngineOption#DISCARD_AT_NEXT_OPERATING_ROUND} (18xx.games) there is
 * no such round: the next operating round's own discard step takes them at its start.
 *
 * @since 4.5
 */
public final class SurplusTrainsRound extends Round {
    /** The round's kind, as views show it. */
    public static final RoundKind KIND = new RoundKind("surplus_trains");

    private final Round after;

    private SurplusTrainsRound(Game game, Round after) {
        super(game);
        this.after = after;
        this.entities = List.copyOf(game.crowdedCorporations());
        add(new DiscardTrain(game, this));
    }

    /**
     * The round the game goes on with: {@code next}, or first a round of discards when corporations are over
     * their train limit (and the game does not leave them to the next operating round).
     */
    public static Round before(Game game, Round next) {
        if (game.option(EngineOption.DISCARD_AT_NEXT_OPERATING_ROUND) || game.crowdedCorporations().isEmpty()) {
            return next;
        }
        return new SurplusTrainsRound(game, next);
    }

    /** The round that was due when this one began; the game starts it when this one is over. */
    public Round after() {
        return after;
    }

    @Override
    public RoundKind roundKind() {
        return KIND;
    }

    @Override
    public String name() {
        // named after the round it comes before: the counters have already moved on to that one
        return EngineText.get("round.surplusTrains", after.name());
    }
}
