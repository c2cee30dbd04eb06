package roundhouse.title.t1844.internal;

import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.RoundKind;
import roundhouse.engine.spi.step.Round;

/**
 * RB II: when the first stock round ends with privates unsold, its operating round is only the
 * privates' income; it needs no decision and is over as soon as it starts.
 */
final class IncomeRound extends Round {
    /** The round's kind, as views show it. */
    static final RoundKind KIND = new RoundKind("income");

    IncomeRound(Game game) {
        super(game);
    }

    @Override
    public RoundKind roundKind() {
        return KIND;
    }

    @Override
    public String name() {
        return EngineText.get("round.operating", game.turn() + ".1");
    }

    @Override
    public void start() {
        game.logText("log.roundHeader", name());
        game.payoutCompanies();
        finish();
    }
}
