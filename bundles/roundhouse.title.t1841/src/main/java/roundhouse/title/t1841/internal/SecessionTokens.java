package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.List;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.step.Answer;
import roundhouse.engine.spi.step.Question;
import roundhouse.engine.spi.step.Questions;

/**
 * The second edition's token purchase after the secession (digest 6.4 step 12; the rulebook's minors
 * keep their two tokens): the Venetian company, then the Lombard one, may buy tokens at L.50 each up to
 * five. The answer is the number bought ({@code choose} with that number), asked of the company or,
 * when it has no controlling player, of the decider (who buys none under
 * {@link T1841Title#SECESSION_DECIDER_BUYS_NO_TOKENS}). Then the secession ends.
 */
final class SecessionTokens extends Question<Integer> {
    /** 18xx.games {@code SECESSION_OPT_TOKEN_COST}. */
    static final int PRICE = 50;
    static final int MAX_TOKENS = 5;

    private final Secession s;
    private final Corporation corporation;

    private SecessionTokens(Entity asked, Secession s, Corporation corporation) {
        super(asked);
        this.s = s;
        this.corporation = corporation;
    }

    static void start(ItalianGame game, Questions questions, Secession s) {
        if (!game.option(T1841Title.VERSION_2)) {
            s.finish(game, questions);
            return;
        }
        next(game, questions, s, s.newa);
    }

    private static void next(ItalianGame game, Questions questions, Secession s, Corporation c) {
        for (Corporation k = c; k != null; k = k == s.newa ? s.newb : null) {
            if (k.tokenPrices().size() < MAX_TOKENS && k.cash() >= PRICE) {
                Entity asked = k.controller() != null ? k : s.decider;
                questions.askFirst(new SecessionTokens(asked, s, k));
                return;
            }
            if (game.logging()) {
                game.log(ItalianText.get("log.secession.noTokens", Names.of(k)));
            }
        }
        s.finish(game, questions);
    }

    @Override
    public String text() {
        return ItalianText.get("question.secession.tokens", Names.of(corporation), PRICE);
    }

    @Override
    public List<Answer<Integer>> answers(Game game) {
        int max = Math.min(corporation.cash() / PRICE, MAX_TOKENS - corporation.tokenPrices().size());
        if (asked() != corporation && game.option(T1841Title.SECESSION_DECIDER_BUYS_NO_TOKENS)) {
            max = 0;
        }
        List<Answer<Integer>> out = new ArrayList<>();
        for (int n = 0; n <= max; n++) {
            out.add(Answer.choose(asked(), n, ItalianText.get(n == 1 ? "label.moreToken1" : "label.moreTokens", n, game.format(n * PRICE)), n));
        }
        return out;
    }

    @Override
    protected void answered(Game game, Questions questions, Answer<Integer> answer) {
        int n = answer.value();
        if (n > 0) {
            game.transfer(corporation, game.bank(), n * PRICE);
            for (int i = 0; i < n; i++) {
                corporation.addToken(0);
            }
        }
        if (game.logging()) {
            game.log(TokenTexts.moreTokens(Names.of(corporation), n, game.format(n * PRICE)));
        }
        ItalianGame italy = (ItalianGame) game;
        if (corporation == s.newa) {
            next(italy, questions, s, s.newb);
        } else {
            s.finish(italy, questions);
        }
    }
}
