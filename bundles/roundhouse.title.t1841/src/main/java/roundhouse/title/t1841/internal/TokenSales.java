package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.step.Answer;
import roundhouse.engine.spi.step.Question;
import roundhouse.engine.spi.step.Questions;

/**
 * {@link T1841Title#TOKEN_SALES_AFTER_PURCHASE}: 18xx.games marks a major formed from a minor (by a
 * transformation or a merger of two minors) that must buy its second token for L.50 and whose money,
 * with that of its chain up to the first holder with shares to sell, is short of it; after the token is
 * bought, the corporations of its chain sell shares at half price (as for a train, no share beyond the
 * need) until that money reaches L.50 again. The rulebook knows no such sales (RB 4.7.6: the token is
 * paid). Each answer is one sale, recorded as the major's {@code sell_shares}.
 */
final class TokenSales extends Question<EmergencySales.Sale> {
    /** The compulsory token's price (RB 4.7.6). */
    static final int AMOUNT = Transformation.REQUIRED_TOKEN;

    TokenSales(Corporation major) {
        super(major);
    }

    private Corporation major() {
        return (Corporation) asked();
    }

    /** Whether the major's money before any sale is short of the token when its purchase is asked. */
    static boolean shortOfToken(ItalianGame game, Corporation major) {
        return game.option(T1841Title.TOKEN_SALES_AFTER_PURCHASE)
                && new EmergencySales(game, AMOUNT).cashBeforeSelling(major) < AMOUNT;
    }

    /** Asks for the next sale while the money is short and the chain has a sale to make. */
    static void askIfShort(ItalianGame game, Questions questions, Corporation major) {
        TokenSales q = new TokenSales(major);
        if (new EmergencySales(game, AMOUNT).cashBeforeSelling(major) < AMOUNT && !q.answers(game).isEmpty()) {
            questions.askFirst(q);
        }
    }

    @Override
    public String text() {
        return ItalianText.get("question.tokenSales", Names.of(major()));
    }

    @Override
    public List<Answer<EmergencySales.Sale>> answers(Game game) {
        EmergencySales sales = new EmergencySales((ItalianGame) game, AMOUNT);
        List<Answer<EmergencySales.Sale>> out = new ArrayList<>();
        for (EmergencySales.Sale s : sales.corporateSales(major(), Set.of())) {
            out.add(Answer.of(major(), "sell_shares", sales.saleArgs(s), sales.saleLabel(s), s));
        }
        return out;
    }

    @Override
    protected void answered(Game game, Questions questions, Answer<EmergencySales.Sale> answer) {
        ItalianGame italy = (ItalianGame) game;
        EmergencySales sales = new EmergencySales(italy, AMOUNT);
        EmergencySales.Sale s = answer.value();
        game.shareRules().sellShares(s.holding(), s.certs(), s.percent(), sales.terms());
        italy.frozenFlagsMoment();
        sales.sweep(major(), s.seller());
        if (game.round() instanceof ItalianOperatingRound or) {
            or.resortRemaining();
        }
        askIfShort(italy, questions, major());
    }
}
