package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.List;

import roundhouse.engine.spi.CashHolder;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.step.Answer;
import roundhouse.engine.spi.step.Question;
import roundhouse.engine.spi.step.Questions;

/**
 * Rounds of offers of one share each from a corporation's IPO at its price, as a transformed minor
 * makes them (RB 4.7.6) and 18xx.games after the secession: each holder in the list is asked in turn
 * ({@code choose} {@code yes} or {@code no}), those who cannot buy are passed over, and the subclass
 * says what follows a round. Kept with the game between the answers.
 */
abstract class OfferRound {
    static final String YES = "yes";
    static final String NO = "no";

    private final List<ShareHolder> queue = new ArrayList<>();
    private Corporation offered;

    /** The corporation of the round under way. */
    Corporation offered() {
        return offered;
    }

    /** Offers one share of {@code c} to each of {@code holders} in turn. */
    void offer(ItalianGame game, Questions questions, Corporation c, List<? extends ShareHolder> holders) {
        offered = c;
        queue.clear();
        queue.addAll(holders);
        if (game.logging()) {
            game.log(ItalianText.get(queue.isEmpty() ? "log.offers.none" : "log.offers.round", Names.of(c)));
        }
        next(game, questions);
    }

    private void next(ItalianGame game, Questions questions) {
        while (!queue.isEmpty()) {
            ShareHolder h = queue.get(0);
            if (h instanceof Entity e && canBuy(game, h, offered)) {
                questions.askFirst(new Offer(e, this, offered));
                return;
            }
            queue.remove(0);
            if (game.logging()) {
                game.log(ItalianText.get("log.offers.skipped", h.holderName(), Names.of(offered)));
            }
        }
        afterRound(game, questions);
    }

    /** What follows a round of offers. */
    protected abstract void afterRound(ItalianGame game, Questions questions);

    /**
     * The holders of {@code c} to be offered a share: each player from {@code from} on who holds some,
     * followed by the corporations he controls that hold some.
     */
    static List<ShareHolder> holdersFrom(ItalianGame game, Player from, Corporation c) {
        List<ShareHolder> out = new ArrayList<>();
        for (Player p : from == null ? game.playerOrder() : game.playersFrom(from)) {
            if (p.percentOf(c) > 0) {
                out.add(p);
            }
            for (Corporation k : MergeRules.controlled(game, p)) {
                if (k != c && HoldingsOrder.kept(game)) {
                    game.holdingsOrder().lookedUp(k, c); // as 18xx.games weighs it, so it files it
                }
                if (k != c && k.percentOf(c) > 0) {
                    out.add(k);
                }
            }
        }
        return out;
    }

    /**
     * Whether {@code h} may buy a share of {@code c} from its IPO: a share left, the cash, not a
     * corporation that {@code c} controls, within the certificate limit and 60 % (RB 3.5.2, 3.5.4).
     */
    static boolean canBuy(ItalianGame game, ShareHolder h, Corporation c) {
        Certificate cert = SecessionExchange.unissued(c);
        if (cert == null || !(h instanceof CashHolder cash) || cash.cash() < game.shareValue(c, cert.percent())) {
            return false;
        }
        if (h instanceof Corporation k && (k == c || game.shareRules().controls(c, k))) {
            return false;
        }
        return game.shareRules().certificateCount(h) < game.shareRules().certificateLimit(h)
                && game.shareRules().holdingOk(h, c, cert.percent());
    }

    private static void buy(ItalianGame game, ShareHolder h, Corporation c) {
        Certificate cert = SecessionExchange.unissued(c);
        int price = game.shareValue(c, cert.percent());
        game.transfer((CashHolder) h, c, price); // the IPO is the corporation's treasury (RB 4.7.1)
        game.transferShares(List.of(cert), h, cert.percent(), true);
        if (game.logging()) {
            game.log(ItalianText.get("log.offers.buys", h.holderName(), Names.of(c), game.format(price)));
        }
    }

    /** One share of {@code corporation} offered to the holder asked. */
    static final class Offer extends Question<Boolean> {
        private final OfferRound round;
        private final Corporation corporation;

        Offer(Entity asked, OfferRound round, Corporation corporation) {
            super(asked);
            this.round = round;
            this.corporation = corporation;
        }

        @Override
        public String text() {
            return ItalianText.get("question.offer", Names.of(asked()), Names.of(corporation));
        }

        @Override
        public List<Answer<Boolean>> answers(Game game) {
            Certificate cert = SecessionExchange.unissued(corporation);
            String price = cert == null ? "" : game.format(game.shareValue(corporation, cert.percent()));
            return List.of(Answer.choose(asked(), NO, ItalianText.get("label.offer.no"), false),
                    Answer.choose(asked(), YES, ItalianText.get("label.offer.yes", Names.of(corporation), price), true));
        }

        @Override
        protected void answered(Game game, Questions questions, Answer<Boolean> answer) {
            ItalianGame italy = (ItalianGame) game;
            round.queue.remove(0);
            if (answer.value()) {
                buy(italy, (ShareHolder) asked(), corporation);
            } else if (game.logging()) {
                game.log(ItalianText.get("log.offers.declines", Names.of(asked()), Names.of(corporation)));
            }
            round.next(italy, questions);
        }
    }
}
