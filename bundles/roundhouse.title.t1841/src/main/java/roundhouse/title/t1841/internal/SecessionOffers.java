package roundhouse.title.t1841.internal;

import java.util.List;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
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
final class SecessionOffers extends OfferRound {
    static final String AGAIN = "y";
    static final String ENOUGH = "n";

    private final Secession s;
    /** The company whose offers came last. */
    private Corporation last;
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
        last = c;
        offer(game, questions, c, holdersFrom(game, c.controller() != null ? c.controller() : s.decider, c));
    }

    /** After a round: the other company's first round, else the other company's next round if it wants one. */
    @Override
    protected void afterRound(ItalianGame game, Questions questions) {
        if (first) {
            first = false;
            offer(game, questions, s.newb);
            return;
        }
        while (!(doneA && doneB)) {
            Corporation c = last == s.newa ? s.newb : s.newa;
            last = c;
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

        /** Enough first: offers that everybody declines could go round for ever for one who takes the first answer. */
        @Override
        public List<Answer<Boolean>> answers(Game game) {
            return List.of(Answer.choose(asked(), ENOUGH, ItalianText.get("label.offerAgain.no"), false),
                    Answer.choose(asked(), AGAIN, ItalianText.get("label.offerAgain.yes"), true));
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
