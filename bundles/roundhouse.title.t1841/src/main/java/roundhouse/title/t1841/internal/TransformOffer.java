package roundhouse.title.t1841.internal;

import java.util.List;

import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Investor;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.step.Answer;
import roundhouse.engine.spi.step.Question;
import roundhouse.engine.spi.step.Questions;

/**
 * RB 4.7.6: a minor just transformed offers one share at its price, first to each holder, then to each
 * player ({@code choose} {@code yes} or {@code no}, as 18xx.games writes it).
 */
final class TransformOffer extends Question<Boolean> {
    private final Transformation transformation;

    TransformOffer(Transformation transformation, Investor who) {
        super(who);
        this.transformation = transformation;
    }

    @Override
    public String text() {
        return ItalianText.get("question.transform.offer", Names.of(asked()), Names.of(transformation.t));
    }

    @Override
    public List<Answer<Boolean>> answers(Game game) {
        String price = game.format(transformation.t.sharePrice().price());
        return List.of(Answer.choose(asked(), "yes", ItalianText.get("label.transform.buy", Names.of(transformation.t), price), true),
                Answer.choose(asked(), "no", ItalianText.get("label.transform.decline"), false));
    }

    @Override
    protected void answered(Game game, Questions questions, Answer<Boolean> answer) {
        if (answer.value()) {
            transformation.buy((Investor) asked());
        } else {
            ItalianMergerTerms.logText(game, "log.transform.declines", Names.of(asked()), Names.of(transformation.t));
        }
        transformation.nextOffer(questions);
    }
}
