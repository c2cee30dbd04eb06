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
 * are exchanged (the 40 % for the president's, each 20 % for a 10 %); then each holder and then each
 * player is offered one share ({@link OfferRound}), and the major buys its tokens (a second one
 * compulsory at L.50, more at L.100, up to five). The Tuscan merge's holding is formed the same way and
 * ends otherwise ({@link TuscanTransform}).
 */
class Transformation extends OfferRound {
    /** digest 6.3 (R XFORM_REQ_TOKEN_COST, XFORM_OPT_TOKEN_COST), RB 4.7.6. */
    static final int REQUIRED_TOKEN = 50;
    static final int EXTRA_TOKEN = 100;

    final ItalianGame game;
    final Corporation m;
    final Corporation t;
    final Merger merger;
    /** Who begins the exchange and the offers where no player controls the minor or the major, or {@code null}. */
    private final Player decider;
    private boolean secondRound;

    Transformation(ItalianGame game, Corporation m, Corporation t, Player decider) {
        this.game = game;
        this.m = m;
        this.t = t;
        this.decider = decider;
        this.merger = new Merger(game, List.of(m), t, new ItalianMergerTerms(true));
    }

    static Transformation start(ItalianGame game, ItalianOperatingRound round, Questions questions, Corporation m,
            Corporation t) {
        Transformation x = new Transformation(game, m, t, null);
        x.transform();
        round.replaceCurrent(t);
        x.offers(questions);
        return x;
    }

    /** The minor's assets, tokens (as many as it had), price and certificates pass to the major. */
    void transform() {
        ItalianMergerTerms.logText(game, "log.transform.start", Names.of(m), Names.of(t));
        int tokens = m.tokenPrices().size();
        // its holdings move as a merger's do (MERGER_TAKES_LOCKED_PRESIDENCY)
        ((ItalianShareRules) game.shareRules()).unlockedBy(T1841Title.MERGER_TAKES_LOCKED_PRESIDENCY, () -> {
            Merger.Assets moved = merger.moveAssets(m);
            if (HoldingsOrder.kept(game)) {
                game.holdingsOrder().moved(m, t, moved.certificates());
                game.holdingsOrder().transformLook(game, m);
            }
        });
        game.closedHoldings().handOver(m, t);
        while (t.tokenPrices().size() > tokens && t.tokensLeft() > 0) {
            t.removeToken();
        }
        merger.startAt(m.sharePrice());
        t.setFloated(true);
        game.capitalSettled(t);
        exchange();
    }

    /** RB 4.7.6: the 40 % for the president's certificate, then each 20 % for a 10 % share. */
    private void exchange() {
        ShareHolder pres = m.president();
        Certificate old = m.presidentsShare();
        ItalianMergerTerms.giveBack(old);
        merger.issuePresidents(pres);
        for (ShareHolder h : holdersInOrder(pres.controller() != null ? pres.controller() : decider)) {
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
        List<ShareHolder> out = new ArrayList<>(MergeRules.playersFrom(game, first));
        for (Corporation c : game.corporations()) {
            if (c != m) {
                out.add(c);
            }
        }
        out.add(game.pool());
        return out;
    }

    /** Who the offers begin with: the major's controlling player, else the decider. */
    private Player offersFrom() {
        return t.controller() != null ? t.controller() : decider;
    }

    /** The first offer: the holders of the new major, each player followed by the corporations he controls that hold it. */
    void offers(Questions questions) {
        offer(game, questions, t, holdersFrom(game, offersFrom(), t));
    }

    /** After the holders' offers every player is offered a share (RB 4.7.6); then {@link #afterOffers}. */
    @Override
    protected void afterRound(ItalianGame game, Questions questions) {
        if (!secondRound) {
            secondRound = true;
            List<ShareHolder> players = new ArrayList<>();
            for (Player p : MergeRules.playersFrom(game, offersFrom())) {
                if (!p.resigned()) {
                    players.add(p);
                }
            }
            offer(game, questions, t, players);
            return;
        }
        afterOffers(questions);
    }

    /** What follows the offers: the major buys its tokens. */
    void afterOffers(Questions questions) {
        tokens(questions);
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
        if (min == 1 && max == 1 && HoldingsOrder.kept(game)) {
            // 18xx.games weighs the chain's emergency money for the compulsory token before it asks
            for (Corporation k : new EmergencySales(game, REQUIRED_TOKEN).weighedBeforeSelling(t)) {
                game.holdingsOrder().lookAtAll(game, k);
            }
        }
        boolean shortOfToken = min == 1 && max == 1 && TokenSales.shortOfToken(game, t);
        questions.askFirst(new TransformTokens(this, min, max, shortOfToken));
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
