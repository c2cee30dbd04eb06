package roundhouse.title.t1854.internal;

import java.util.List;

import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.step.BuyTrain;
import roundhouse.engine.spi.step.Round;

/**
 * "6. Loks kaufen", forced purchase: a major's director who pays for a train may choose any train on
 * offer; an AG's director only the cheapest. Shares he must sell for it may not change the director of
 * any company.
 */
class AustrianBuyTrain extends BuyTrain {
    AustrianBuyTrain(Game game, Round round) {
        super(game, round);
    }

    /** "Lokalbahnen": a local has no train obligation; its owner never pays for a train. */
    @Override
    public boolean mustBuy(Corporation c) {
        return !AustrianGame.isLocal(c) && super.mustBuy(c);
    }

    /**
     * A company obliged to own a train it can run but full of trains it cannot (plus trains bought to
     * sell on, or a limit lowered by a phase) may still buy one: it then hands another back to the bank
     * without compensation ("Loks kaufen": the exception for a lowered limit, applied to every such case
     * so that the obligation can always be met; README).
     */
    @Override
    public boolean room(Corporation c) {
        return super.room(c) || mustBuy(c);
    }

    /** A forced purchase is of a train the company can run. */
    @Override
    public List<roundhouse.api.LegalAction> legalActions(roundhouse.engine.spi.Entity entity) {
        List<roundhouse.api.LegalAction> all = super.legalActions(entity);
        Corporation c = corporation();
        if (!(entity instanceof Corporation) || c == null || !mustBuy(c)) {
            return all;
        }
        List<roundhouse.api.LegalAction> out = new java.util.ArrayList<>();
        for (roundhouse.api.LegalAction a : all) {
            roundhouse.engine.spi.Train t = a.action().type().equals("buy_train") ? game.depot().train(a.action().string("train")) : null;
            if (t == null || game.trainRules().runs(c, t)) {
                out.add(a);
            }
        }
        return out;
    }

    @Override
    protected boolean presidentChoosesAnyTrain(Corporation c) {
        return AustrianGame.isMajor(c);
    }

    @Override
    protected boolean keepsPresidency(ShareHolder p, Corporation buyer, List<Certificate> certs, int percent) {
        Corporation sold = certs.get(0).corporation();
        return sold.president() != p || super.keepsPresidency(p, sold, certs, percent);
    }
}
