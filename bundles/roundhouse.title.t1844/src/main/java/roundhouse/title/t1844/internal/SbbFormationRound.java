package roundhouse.title.t1844.internal;

import java.util.List;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.RoundKind;
import roundhouse.engine.spi.step.Questions;
import roundhouse.engine.spi.step.Round;
import roundhouse.title.t1844.internal.step.SbbDiscardTrain;
import roundhouse.title.t1844.internal.step.SbbTokenRemoval;

/**
 * RB X: right after the SBB has formed ({@link SbbFormation}) it gives up what it may not keep:
 * trains above its limit of four (its own 5H stays) and, where two of its stations lie on one hex,
 * one of them (the token stays its own to build again). The round ends when nothing is left to do;
 * the game then goes on as it would have after the operating round.
 */
final class SbbFormationRound extends Round {
    /** The round's kind, as views show it. */
    static final RoundKind KIND = new RoundKind("sbb_formation");

    private final Round after;
    private final String number;

    /**
     * @param after the round the game goes on with (the next operating or stock round)
     * @param number the round's number as 18xx.games writes it ("7.1")
     */
    SbbFormationRound(SwissGame game, Corporation sbb, Round after, String number) {
        super(game);
        this.after = after;
        this.number = number;
        this.entities = List.of(sbb);
        add(new SbbDiscardTrain(game, this, sbb));
        Questions questions = new Questions(game, this);
        add(questions);
        questions.ask(new SbbTokenRemoval(sbb));
    }

    /** The round the game goes on with. */
    Round after() {
        return after;
    }

    @Override
    public RoundKind roundKind() {
        return KIND;
    }

    @Override
    public String name() {
        return SwissText.get("round.sbbFormation", number);
    }
}
