package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Merger;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.step.Questions;

/**
 * The Tuscan merge's first step when one Tuscan minor runs beside SSFL (RB 4.6.9, 4.7.6): the minor
 * becomes the holding, a free non-historical major, at the minor's price with its assets and tokens
 * (a second token free, none bought); its 40 % becomes the holding's president's certificate and each
 * 20 % a 10 % share; each holder and then each player is offered one share of the IPO. Then the
 * holding merges with SSFL.
 */
final class TuscanTransform extends OfferRound {
    /** RB 4.7.6: a major holds at least two tokens. */
    static final int MIN_TOKENS = 2;

    private final TuscanMerge merge;
    private final Merger merger;
    private final Corporation minor;
    private final Corporation holding;
    private boolean secondOffer;

    private TuscanTransform(TuscanMerge merge, Merger merger, Corporation minor, Corporation holding) {
        this.merge = merge;
        this.merger = merger;
        this.minor = minor;
        this.holding = holding;
    }

    static void start(ItalianGame game, Questions questions, TuscanMerge merge, Corporation minor, Corporation holding) {
        Merger merger = new Merger(game, List.of(minor), holding, new TuscanMerge.Terms(game));
        TuscanTransform t = new TuscanTransform(merge, merger, minor, holding);
        if (game.logging()) {
            game.log(ItalianText.get("log.tuscan.transform", Names.of(minor), Names.of(holding)));
        }
        merger.startAt(minor.sharePrice());
        holding.setFloated(true);
        int tokens = minor.tokenPrices().size();
        merger.moveAssets(minor);
        TuscanMerge.handTokens(game, merger, holding, Math.max(tokens, MIN_TOKENS));
        t.exchange(game);
        t.offer(game, questions, holding, holdersFrom(game, holding.controller() != null ? holding.controller() : merge.decider, holding));
    }

    /**
     * RB 4.7.6: the president's 40 % for the holding's president's certificate; then every 20 %, of the
     * players from the minor's director on, of the corporations in their order, of the pool, for a share.
     */
    private void exchange(ItalianGame game) {
        ShareHolder president = minor.president();
        Certificate pres = minor.presidentsShare();
        pres.moveTo(minor.ipo());
        SecessionExchange.issue(game, holding, president, true);
        List<ShareHolder> order = new ArrayList<>();
        Player from = minor.controller() != null ? minor.controller() : merge.decider;
        order.addAll(from == null ? game.playerOrder() : game.playersFrom(from));
        order.addAll(game.corporations());
        order.add(game.pool());
        for (ShareHolder h : order) {
            if (h == minor) {
                continue;
            }
            List<Certificate> held = new ArrayList<>(h.certificatesOf(minor));
            held.sort(Comparator.comparingInt(Certificate::percent).reversed());
            for (Certificate c : held) {
                c.moveTo(minor.ipo());
                SecessionExchange.issue(game, holding, h, false);
            }
        }
    }

    /** After the holders' offers every player is offered a share (RB 4.7.6); then the holding merges on. */
    @Override
    protected void afterRound(ItalianGame game, Questions questions) {
        if (!secondOffer) {
            secondOffer = true;
            Player from = holding.controller() != null ? holding.controller() : merge.decider;
            List<ShareHolder> players = new ArrayList<>();
            for (Player p : from == null ? game.playerOrder() : game.playersFrom(from)) {
                if (!p.resigned()) {
                    players.add(p);
                }
            }
            offer(game, questions, holding, players);
            return;
        }
        TuscanMerge.retire(game, merger);
        merge.holdingFormed(game, questions);
    }
}
