package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.List;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.step.Answer;
import roundhouse.engine.spi.step.Question;
import roundhouse.engine.spi.step.Questions;

/**
 * RB 4.7.6: the major a minor became buys its tokens: a second one compulsorily at L.50 if the minor had
 * one, more at L.100 up to five ({@code choose} with the number of tokens added). Money short for the
 * compulsory token comes from the corporations above it and its controlling player (digest 6.3).
 */
final class TransformTokens extends Question<Integer> {
    private final Transformation transformation;
    private final int min;
    private final int max;
    /** 18xx.games' mark that the major's money was short of the token: sales follow ({@link TokenSales}). */
    private final boolean shortOfToken;

    TransformTokens(Transformation transformation, int min, int max, boolean shortOfToken) {
        super(transformation.t);
        this.transformation = transformation;
        this.min = min;
        this.max = max;
        this.shortOfToken = shortOfToken;
    }

    @Override
    public String text() {
        return ItalianText.get("question.transform.tokens", Names.of(transformation.t));
    }

    @Override
    public List<Answer<Integer>> answers(Game game) {
        Corporation t = transformation.t;
        List<Answer<Integer>> out = new ArrayList<>();
        for (int n = min; n <= max; n++) {
            int cost = transformation.tokenCost(n, min);
            if (n > min && cost > t.cash()) {
                continue;
            }
            out.add(Answer.choose(t, n, ItalianText.get(n == 1 ? "label.token1" : "label.tokens", n, game.format(cost)), n));
        }
        return out;
    }

    @Override
    protected void answered(Game game, Questions questions, Answer<Integer> answer) {
        Corporation t = transformation.t;
        int n = answer.value();
        int cost = transformation.tokenCost(n, min);
        sweep(game, t, cost);
        if (t.cash() < cost && n > min) {
            throw roundhouse.engine.spi.GameRuleException.refuse(game.data(), roundhouse.engine.spi.RuleKey.CASH,
                    ItalianText.get("refuse.transform.tokenCash", Names.of(t), game.format(cost)));
        }
        // the compulsory token only: the chain's money did not suffice. The rulebook is silent (18xx.games
        // differs, README): the corporation sells unsold shares as at its start, then pays what it has
        TokenPurchase.raiseShortfall(game, t, cost);
        for (int i = 0; i < n; i++) {
            t.addToken(0);
        }
        game.transfer(t, game.bank(), Math.min(cost, t.cash()));
        if (game.logging()) {
            game.log(TokenTexts.furtherTokens(Names.of(t), n, game.format(cost)));
        }
        transformation.finish();
        if (shortOfToken) {
            TokenSales.askIfShort((ItalianGame) game, questions, t);
        }
    }

    /** The money the corporation and its chain of control hold, which {@link #sweep} may bring together. */
    static int moneyUpTheChain(Game game, Corporation t) {
        int money = t.cash();
        for (ShareHolder h : game.shareRules().chainOfControl(t)) {
            if (h instanceof roundhouse.engine.spi.CashHolder payer) {
                money += payer.cash();
            }
        }
        return money;
    }

    /** Money the corporation lacks comes from its chain of control, nearest first, up to its player (digest 6.3). */
    static void sweep(Game game, Corporation t, int cost) {
        for (ShareHolder h : game.shareRules().chainOfControl(t)) {
            int needed = cost - t.cash();
            if (needed <= 0 || !(h instanceof roundhouse.engine.spi.CashHolder payer)) {
                return;
            }
            int amount = Math.min(needed, payer.cash());
            if (amount > 0) {
                game.transfer(payer, t, amount);
                ItalianMergerTerms.logText(game, "log.transform.sweep", game.format(amount), Names.of((roundhouse.engine.spi.Entity) h), Names.of(t));
            }
        }
    }
}
