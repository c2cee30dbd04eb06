package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.List;

import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Merger;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.step.Questions;

/**
 * A minor becoming a major (RB 4.7.6): its assets, tokens and price pass to the major, its certificates
 * are exchanged (the 40 % for the president's, each 20 % for a 10 %), the major takes its place in the
 * operating order; then each holder and then each player is offered one share, and the major buys its
 * tokens (a second one compulsory at L.50, more at L.100, up to five).
 */
final class Transformation {
    /** digest 6.3 (R XFORM_REQ_TOKEN_COST, XFORM_OPT_TOKEN_COST), RB 4.7.6. */
    static final int REQUIRED_TOKEN = 50;
    static final int EXTRA_TOKEN = 100;

    final ItalianGame game;
    final Corporation m;
    final Corporation t;
    final Merger merger;
    /** Who is offered a share next; the second round follows the first. */
    private final List<roundhouse.engine.spi.Investor> offers = new ArrayList<>();
    private boolean secondRound;

    private Transformation(ItalianGame game, Corporation m, Corporation t) {
        this.game = game;
        this.m = m;
        this.t = t;
        this.merger = new Merger(game, List.of(m), t, new ItalianMergerTerms(true));
    }

    static Transformation start(ItalianGame game, ItalianOperatingRound round, Questions questions, Corporation m,
            Corporation t) {
        Transformation x = new Transformation(game, m, t);
        ItalianMergerTerms.logText(game, "log.transform.start", Names.of(m), Names.of(t));
        int tokens = m.tokenPrices().size();
        x.merger.moveAssets(m);
        while (t.tokenPrices().size() > tokens && t.tokensLeft() > 0) {
            t.removeToken();
        }
        x.merger.startAt(m.sharePrice());
        t.setFloated(true);
        game.capitalSettled(t);
        x.exchange();
        round.replaceCurrent(t);
        x.firstOffers();
        x.nextOffer(questions);
        return x;
    }

    /** RB 4.7.6: the 40 % for the president's certificate, then each 20 % for a 10 % share. */
    private void exchange() {
        ShareHolder pres = m.president();
        Certificate old = m.presidentsShare();
        ItalianMergerTerms.giveBack(old);
        merger.issuePresidents(pres);
        for (ShareHolder h : holdersInOrder(pres.controller())) {
            List<Certificate> held = h.certificatesOf(m);
            for (Certificate c : held) {
                ItalianMergerTerms.giveBack(c);
                ItalianMergerTerms.receive(merger, h, merger.issue(h, 10));
                ItalianMergerTerms.logText(game, "log.merger.minorOne", h.holderName(), Names.of(m), Names.of(t));
            }
        }
    }

    /** Players from {@code first} in the order of play, then every corporation in list order, then the pool. */
    private List<ShareHolder> holdersInOrder(Player first) {
        List<ShareHolder> out = new ArrayList<>(playersFrom(first));
        for (Corporation c : game.corporations()) {
            if (c != m) {
                out.add(c);
            }
        }
        out.add(game.pool());
        return out;
    }

    private List<Player> playersFrom(Player first) {
        List<Player> order = game.playerOrder();
        int start = Math.max(0, order.indexOf(first));
        List<Player> out = new ArrayList<>();
        for (int i = 0; i < order.size(); i++) {
            out.add(order.get((start + i) % order.size()));
        }
        return out;
    }

    /** The holders of the new major, each player followed by the corporations he controls that hold it. */
    private void firstOffers() {
        for (Player p : playersFrom(t.controller())) {
            if (p.percentOf(t) > 0) {
                offers.add(p);
            }
            for (Corporation c : game.corporations()) {
                if (c != t && c.president() != null && c.controller() == p && c.percentOf(t) > 0) {
                    offers.add(c);
                }
            }
        }
    }

    /** Offers a share to the next who can buy one; then the second round; then the tokens. */
    void nextOffer(Questions questions) {
        while (true) {
            if (offers.isEmpty() && !secondRound) {
                secondRound = true;
                for (Player p : playersFrom(t.controller())) {
                    if (!p.resigned()) {
                        offers.add(p);
                    }
                }
            }
            if (offers.isEmpty()) {
                tokens(questions);
                return;
            }
            roundhouse.engine.spi.Investor who = offers.remove(0);
            if (canBuy(who)) {
                questions.askFirst(new TransformOffer(this, who));
                return;
            }
            ItalianMergerTerms.logText(game, "log.transform.cannotBuy", Names.of(who), Names.of(t));
        }
    }

    /** RB 4.7.6 with the limits of RB 3.5: a share left, the money, not in its own chain, the limits. */
    boolean canBuy(roundhouse.engine.spi.Investor who) {
        if (merger.unissued(10) == null || who.cash() < t.sharePrice().price()) {
            return false;
        }
        if (who == t || (who instanceof Corporation c && game.shareRules().controls(t, c))) {
            return false;
        }
        return game.shareRules().certificateCount(who) < game.shareRules().certificateLimit(who)
                && game.shareRules().holdingOk(who, t, 10);
    }

    /** A share bought from the new major's treasury at its price. */
    void buy(roundhouse.engine.spi.Investor who) {
        int price = t.sharePrice().price();
        game.transfer(who, t, price);
        ItalianMergerTerms.receive(merger, who, merger.issue(who, 10));
        ItalianMergerTerms.logText(game, "log.transform.buys", Names.of(who), Names.of(t), game.format(price));
    }

    /** RB 4.7.6: a second token for L.50 if the minor had one; more at L.100 up to five. */
    private void tokens(Questions questions) {
        int have = t.tokenPrices().size();
        int min = have == 1 ? 1 : 0;
        int required = min * REQUIRED_TOKEN;
        int extra = Math.max((t.cash() - required) / EXTRA_TOKEN, 0);
        int max = Math.min(extra + min, ItalianMerger.MAX_TOKENS - have);
        if (max <= 0) {
            ItalianMergerTerms.logText(game, "log.transform.noTokens", Names.of(t));
            finish();
            return;
        }
        questions.askFirst(new TransformTokens(this, min, max));
    }

    /** The price of {@code n} tokens bought now. */
    int tokenCost(int n, int min) {
        if (n == 0) {
            return 0;
        }
        return (min == 1 ? REQUIRED_TOKEN : EXTRA_TOKEN) + (n - 1) * EXTRA_TOKEN;
    }

    void finish() {
        merger.retire(m);
        ItalianOperatingRound.markDone(game, m, t);
        ItalianMergerTerms.logText(game, "log.transform.done", Names.of(m), Names.of(t));
    }
}
