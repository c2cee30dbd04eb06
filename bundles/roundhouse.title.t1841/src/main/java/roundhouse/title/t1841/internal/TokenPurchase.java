package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.List;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.step.Answer;
import roundhouse.engine.spi.step.Question;
import roundhouse.engine.spi.step.Questions;

/**
 * RB 3.4: a corporation just started buys its tokens, home tokens included: a major two to five, a
 * minor one or two, each at the price of its home (L.50 for a historical corporation). The answer
 * is the number of tokens (18xx.games {@code choose} with that number).
 */
final class TokenPurchase extends Question<Integer> {
    static final int MAJOR_MIN = 2;
    static final int MAJOR_MAX = 5;
    static final int MINOR_MIN = 1;
    static final int MINOR_MAX = 2;

    TokenPurchase(Corporation corporation) {
        super(corporation);
    }

    /** The price of one token, by the homes laid (asked once they are). */
    private static int price(Game game, Corporation c) {
        return ((ItalianGame) game).homeRules().tokenPrice(c);
    }

    private Corporation corporation() {
        return (Corporation) asked();
    }

    @Override
    public String text() {
        return ItalianText.get("question.tokens", Names.of(corporation()));
    }

    @Override
    public List<Answer<Integer>> answers(Game game) {
        ItalianGame italy = (ItalianGame) game;
        Corporation c = corporation();
        boolean minor = italy.minor(c);
        int min = minor ? MINOR_MIN : MAJOR_MIN;
        int max = minor ? MINOR_MAX : MAJOR_MAX;
        int price = price(game, c);
        List<Answer<Integer>> out = new ArrayList<>();
        for (int n = min; n <= max; n++) {
            if (n == min || n * price <= c.cash()) {
                out.add(Answer.choose(c, n, ItalianText.get(n == 1 ? "label.token1" : "label.tokens", n, game.format(n * price)), n));
            }
        }
        return out;
    }

    @Override
    protected void answered(Game game, Questions questions, Answer<Integer> answer) {
        Corporation c = corporation();
        int n = answer.value();
        int cost = n * price(game, c);
        raiseShortfall(game, c, cost);
        // where even its unsold shares do not pay for them, the corporation pays what it has (README)
        game.transfer(c, game.bank(), Math.min(cost, c.cash()));
        for (int have = c.tokenPrices().size(); have < n; have++) {
            c.addToken(0);
        }
        if (game.logging()) {
            game.log(ItalianText.get(n == 1 ? "log.token1" : "log.tokens", Names.of(c), n, game.format(cost)));
        }
    }

    /**
     * A corporation that cannot pay for its fewest tokens (at its start, or a transformed minor's
     * compulsory second token) sells, in one sale to the pool at half price, as
     * many of its unsold shares as the shortfall needs, which moves its price down once per share (the
     * rulebook is silent; 18xx.games does so, digest 4.4).
     */
    static void raiseShortfall(Game game, Corporation c, int cost) {
        int shortfall = cost - c.cash();
        if (shortfall <= 0 || c.sharePrice() == null) {
            return;
        }
        int wanted = (int) Math.ceil(2.0 * shortfall / c.sharePrice().price());
        List<roundhouse.engine.spi.Certificate> sold = c.ipo().certificatesOf(c).stream().filter(x -> !x.president())
                .limit(wanted).toList();
        if (sold.isEmpty()) {
            return;
        }
        int percent = sold.stream().mapToInt(roundhouse.engine.spi.Certificate::percent).sum();
        game.shareRules().sellShares(c.ipo(), sold, percent,
                game.shareRules().saleTerms(roundhouse.engine.spi.SaleTerms.Kind.EMERGENCY));
        if (game.round() instanceof roundhouse.engine.spi.step.OperatingRound or) {
            or.resortRemaining(); // its price fell: those still to operate go by price again (ItalianShares#process)
        }
    }
}
