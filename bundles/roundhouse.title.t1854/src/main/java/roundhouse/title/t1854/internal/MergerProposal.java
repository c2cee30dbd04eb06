package roundhouse.title.t1854.internal;

import java.util.List;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.step.Answer;
import roundhouse.engine.spi.step.Question;
import roundhouse.engine.spi.step.Questions;

/**
 * A merger proposed by the owner of one local to the owner of the other, who accepts
 * ({@code accept_merge}) or declines ({@code decline_merge}); the answer's value says whether he agrees.
 */
final class MergerProposal extends Question<Boolean> {
    private final MergerRound window;
    private final Corporation a;
    private final Corporation b;
    private final Corporation ag;

    MergerProposal(MergerRound window, Player responder, Corporation a, Corporation b, Corporation ag) {
        super(responder);
        this.window = window;
        this.a = a;
        this.b = b;
        this.ag = ag;
    }

    @Override
    public String text() {
        return LocalText.get("step.merger");
    }

    @Override
    public List<Answer<Boolean>> answers(Game game) {
        Object[] names = names(a, b, ag);
        return List.of(Answer.of(asked(), "accept_merge", LocalText.get("label.acceptMerge", names), true),
                Answer.of(asked(), "decline_merge", LocalText.get("label.declineMerge", names), false));
    }

    @Override
    protected void answered(Game game, Questions questions, Answer<Boolean> answer) {
        if (answer.value()) {
            window.merge(a, b, ag);
        } else {
            LocalText.log(game, "log.mergerDeclined", asked().name(), LocalText.name(a), LocalText.name(b));
            window.acted(false);
        }
    }

    /** The label arguments: both locals, the AG and the director (the lower-numbered local's owner). */
    static Object[] names(Corporation a, Corporation b, Corporation ag) {
        Corporation lower = LocalMerger.number(a) < LocalMerger.number(b) ? a : b;
        return new Object[] { LocalText.name(a), LocalText.name(b), LocalText.name(ag), ((Player) lower.president()).name() };
    }
}
