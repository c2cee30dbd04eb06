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
 * 18xx.games' share offers after the secession ({@link T1841Title#SECESSION_SHARE_OFFERS}; the rulebook
 * has none, RB 4.6.8 leaves the rest in the IPOs): each holder of the Venetian company, from its
 * president on, may buy one share of it from its IPO at its price, then each holder of the Lombard
 * company; after that the companies take turns, each one's president first deciding whether there is
 * another round, until both have declined or nobody can buy.
 */
final class SecessionOffers {
    static final String YES = "yes";
    static final String NO = "no";
    static final String AGAIN = "y";
    static final String ENOUGH = "n";

    private final Secession s;
    private final List<ShareHolder> queue = new ArrayList<>();
    private Corporation offered;
    private boolean first = true;
    private boolean doneA;
    private boolean doneB;

    private SecessionOffers(Secession s) {
        this.s = s;
    }

    static void start(ItalianGame game, Questions questions, Secession s) {
        SecessionOffers o = new SecessionOffers(s);
        o.offer(game, questions, s.newa);
    }

    /** One round of offers for {@code c}: its holders from its controlling player (or the decider) on. */
    private void offer(ItalianGame game, Questions questions, Corporation c) {
        offered = c;
        queue.clear();
        queue.addAll(holdersFrom(game, c.controller() != null ? c.controller() : s.decider, c));
        if (game.logging()) {
            game.log(ItalianText.get(queue.isEmpty() ? "log.offers.none" : "log.offers.round", Names.of(c)));
        }
        next(game, questions);
    }

    private void next(ItalianGame game, Questions questions) {
        while (!queue.isEmpty()) {
            ShareHolder h = queue.get(0);
            if (canBuy(game, h, offered)) {
                questions.askFirst(new Offer((Entity) h, this, offered));
                return;
            }
            queue.remove(0);
            if (game.logging()) {
                game.log(ItalianText.get("log.offers.skipped", Secession.name(h), Names.of(offered)));
            }
        }
        afterRound(game, questions);
    }

    /** After a round: the other company's first round, else the other company's next round if it wants one. */
    private void afterRound(ItalianGame game, Questions questions) {
        if (first) {
            first = false;
            offer(game, questions, s.newb);
            return;
        }
        while (!(doneA && doneB)) {
            Corporation c = offered == s.newa ? s.newb : s.newa;
            offered = c;
            if (c == s.newa ? doneA : doneB) {
                continue;
            }
            if (holdersFrom(game, c.controller() != null ? c.controller() : s.decider, c).stream()
                    .anyMatch(h -> canBuy(game, h, c))) {
                Entity asked = c.controller() != null ? c : s.decider;
                questions.askFirst(new Again(asked, this, c));
                return;
            }
            done(c);
        }
        SecessionTokens.start(game, questions, s);
    }

    private void done(Corporation c) {
        if (c == s.newa) {
            doneA = true;
        } else {
            doneB = true;
        }
    }

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
            for (Corporation k : Secession.controlled(game, p)) {
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
        if (cert == null || !(h instanceof CashHolder cash) || cash.cash() < price(game, c, cert)) {
            return false;
        }
        if (h instanceof Corporation k && (k == c || game.shareRules().controls(c, k))) {
            return false;
        }
        return game.shareRules().certificateCount(h) < game.shareRules().certificateLimit(h)
                && game.shareRules().holdingOk(h, c, cert.percent());
    }

    private static int price(ItalianGame game, Corporation c, Certificate cert) {
        return game.shareValue(c, cert.percent());
    }

    private void buy(ItalianGame game, ShareHolder h, Corporation c) {
        Certificate cert = SecessionExchange.unissued(c);
        int price = price(game, c, cert);
        game.transfer((CashHolder) h, c, price); // the IPO is the corporation's treasury (RB 4.7.1)
        game.transferShares(List.of(cert), h, cert.percent(), true);
        if (game.logging()) {
            game.log(ItalianText.get("log.offers.buys", Secession.name(h), Names.of(c), game.format(price)));
        }
    }

    /** One share of {@code corporation} offered to the holder asked: {@code choose} {@code yes} or {@code no}. */
    static final class Offer extends Question<Boolean> {
        private final SecessionOffers offers;
        private final Corporation corporation;

        Offer(Entity asked, SecessionOffers offers, Corporation corporation) {
            super(asked);
            this.offers = offers;
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
            offers.queue.remove(0);
            if (answer.value()) {
                offers.buy(italy, (ShareHolder) asked(), corporation);
            } else if (game.logging()) {
                game.log(ItalianText.get("log.offers.declines", Names.of(asked()), Names.of(corporation)));
            }
            offers.next(italy, questions);
        }
    }

    /** Whether {@code corporation}'s holders are offered another round: {@code choose} {@code y} or {@code n}. */
    static final class Again extends Question<Boolean> {
        private final SecessionOffers offers;
        private final Corporation corporation;

        Again(Entity asked, SecessionOffers offers, Corporation corporation) {
            super(asked);
            this.offers = offers;
            this.corporation = corporation;
        }

        @Override
        public String text() {
            return ItalianText.get("question.offerAgain", Names.of(corporation));
        }

        @Override
        public List<Answer<Boolean>> answers(Game game) {
            return List.of(Answer.choose(asked(), AGAIN, ItalianText.get("label.offerAgain.yes"), true),
                    Answer.choose(asked(), ENOUGH, ItalianText.get("label.offerAgain.no"), false));
        }

        @Override
        protected void answered(Game game, Questions questions, Answer<Boolean> answer) {
            ItalianGame italy = (ItalianGame) game;
            if (game.logging()) {
                game.log(ItalianText.get(answer.value() ? "log.offers.again" : "log.offers.enough", Names.of(corporation)));
            }
            if (answer.value()) {
                offers.offer(italy, questions, corporation);
            } else {
                offers.done(corporation);
                offers.afterRound(italy, questions);
            }
        }
    }
}
