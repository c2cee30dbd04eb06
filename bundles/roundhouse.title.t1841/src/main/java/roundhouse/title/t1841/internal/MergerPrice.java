package roundhouse.title.t1841.internal;

import java.util.List;

import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.SharePrice;
import roundhouse.engine.spi.step.Answer;
import roundhouse.engine.spi.step.Question;
import roundhouse.engine.spi.step.Questions;

/**
 * RB 4.7.4: two majors both above L.250; the director of the operating one (in the Tuscan merge the
 * decider) chooses which of their prices the new major keeps (18xx.games {@code choose} {@code first}, the lower, or {@code last}).
 */
final class MergerPrice extends Question<SharePrice> {
    private final ItalianMerger merger;
    private final SharePrice lower;
    private final SharePrice higher;

    MergerPrice(ItalianMerger merger, SharePrice lower, SharePrice higher) {
        super(merger.priceChooser());
        this.merger = merger;
        this.lower = lower;
        this.higher = higher;
    }

    /** The exchange may end refused (no president, control in a circle: digest 6.2): answers are tried first. */
    @Override
    protected boolean answersTriedFirst() {
        return true;
    }

    @Override
    public String text() {
        return ItalianText.get("question.merger.price", Names.of(merger.t));
    }

    @Override
    public List<Answer<SharePrice>> answers(Game game) {
        return List.of(Answer.choose(asked(), "first", game.format(lower.price()), lower),
                Answer.choose(asked(), "last", game.format(higher.price()), higher));
    }

    @Override
    protected void answered(Game game, Questions questions, Answer<SharePrice> answer) {
        merger.begin(questions, answer.value());
    }
}
