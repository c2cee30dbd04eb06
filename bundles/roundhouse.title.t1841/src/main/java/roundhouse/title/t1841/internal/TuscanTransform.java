package roundhouse.title.t1841.internal;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.step.Questions;

/**
 * The Tuscan merge's first step when one Tuscan minor runs beside SSFL (RB 4.6.9, 4.7.6): the minor
 * becomes the holding as any minor becomes a major ({@link Transformation}: its assets and price, its
 * certificates, the two offers of shares, from the decider where nobody controls it), except that the
 * holding buys no tokens: a second one is free. Then the holding merges with SSFL.
 */
final class TuscanTransform extends Transformation {
    /** RB 4.7.6: a major holds at least two tokens. */
    static final int MIN_TOKENS = 2;

    private final TuscanMerge merge;

    private TuscanTransform(ItalianGame game, TuscanMerge merge, Corporation minor, Corporation holding) {
        super(game, minor, holding, merge.decider);
        this.merge = merge;
    }

    static void start(ItalianGame game, Questions questions, TuscanMerge merge, Corporation minor, Corporation holding) {
        TuscanTransform x = new TuscanTransform(game, merge, minor, holding);
        x.transform();
        x.offers(questions);
    }

    /** The holding's tokens, a second one free; the minor leaves; the holding merges with SSFL. */
    @Override
    void afterOffers(Questions questions) {
        int placed = game.board().tokensOf(t.id()).size();
        Secession.setTokens(t, Math.max(Math.max(t.tokenPrices().size(), MIN_TOKENS), placed), placed);
        TuscanMerge.retire(game, merger);
        merge.holdingFormed(game, questions);
    }
}
