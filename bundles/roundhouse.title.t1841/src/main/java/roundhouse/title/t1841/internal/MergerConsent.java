package roundhouse.title.t1841.internal;

import java.util.List;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.step.Answer;
import roundhouse.engine.spi.step.Question;
import roundhouse.engine.spi.step.Questions;

/**
 * RB 4.7.4, 4.7.5: a merger needs "der Direktor der anderen Gesellschaft stimmt zu"; the partner's
 * director accepts or declines ({@code accept_merge}, {@code decline_merge}, as 1854 writes them).
 * Asked only where another player decides for the partner; 18xx.games asks nobody
 * ({@link T1841Title#MERGER_WITHOUT_CONSENT}).
 */
final class MergerConsent extends Question<Boolean> {
    private final Merge step;
    private final Corporation proposer;

    MergerConsent(Merge step, Corporation proposer, Corporation partner) {
        super(partner);
        this.step = step;
        this.proposer = proposer;
    }

    private Corporation partner() {
        return (Corporation) asked();
    }

    /** Consent starts a merger that may end refused (digest 6.2): answers are tried first. */
    @Override
    protected boolean answersTriedFirst() {
        return true;
    }

    @Override
    public String text() {
        return ItalianText.get("question.merger.consent", Names.of(proposer), Names.of(partner()));
    }

    @Override
    public List<Answer<Boolean>> answers(Game game) {
        String names = Names.of(proposer) + ", " + Names.of(partner());
        return List.of(Answer.of(asked(), "accept_merge", ItalianText.get("label.merger.accept", names), true),
                Answer.of(asked(), "decline_merge", ItalianText.get("label.merger.decline", names), false));
    }

    @Override
    protected void answered(Game game, Questions questions, Answer<Boolean> answer) {
        step.consented(partner(), answer.value());
    }
}
