package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.List;

import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.step.Answer;
import roundhouse.engine.spi.step.Question;
import roundhouse.engine.spi.step.Questions;

/**
 * A holder's choice in the exchange of two majors' certificates (RB 4.7.4, digest 6.2), as 18xx.games
 * writes it: with two or three old shares, {@code pres} (pay for the new president's certificate) or
 * {@code no} (the exchange two for one); with one old share left, {@code cash} (half the new price from
 * the bank), {@code full} (pay half the price for a new share) or {@code pres}.
 */
final class MergerExchange extends Question<String> {
    static final String PRES = "pres";
    static final String NO = "no";
    static final String CASH = "cash";
    static final String FULL = "full";

    private final ItalianMerger merger;
    private final ShareHolder holder;
    private final List<String> choices;

    MergerExchange(ItalianMerger merger, ShareHolder holder, List<String> choices) {
        super((roundhouse.engine.spi.Entity) holder);
        this.merger = merger;
        this.holder = holder;
        this.choices = List.copyOf(choices);
    }

    /** The exchange may end refused (no president, control in a circle: digest 6.2): answers are tried first. */
    @Override
    protected boolean answersTriedFirst() {
        return true;
    }

    @Override
    public String text() {
        return ItalianText.get("question.merger.exchange", Names.of(asked()), Names.of(merger.a), Names.of(merger.b),
                Names.of(merger.t));
    }

    @Override
    public List<Answer<String>> answers(Game game) {
        int tp = ItalianMergerTerms.oldPercent(merger.merger, holder);
        List<Answer<String>> out = new ArrayList<>();
        for (String c : merger.hopefulChoices(holder, choices)) {
            String label = switch (c) {
                case PRES -> ItalianText.get("label.merger.pres", Names.of(merger.t), game.format(merger.presidentCost(tp)));
                case NO -> ItalianText.get("label.merger.no", Names.of(merger.t));
                case FULL -> ItalianText.get("label.merger.full", Names.of(merger.t), game.format(merger.halfPrice()));
                default -> ItalianText.get("label.merger.cash", game.format(merger.halfPrice()));
            };
            out.add(Answer.choose(asked(), c, label, c));
        }
        return out;
    }

    @Override
    protected void answered(Game game, Questions questions, Answer<String> answer) {
        merger.exchange(holder, answer.value());
        merger.next(questions);
    }
}
