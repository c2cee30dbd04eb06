package roundhouse.title.t1854.internal;

import java.util.List;

import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.step.BuyTrain;
import roundhouse.engine.spi.step.Round;

/**
 * "6. Loks kaufen", forced purchase: a company that can pay for a train from its treasury chooses any it
 * can pay; one that cannot gets the rest from its director, who may choose any train on offer for a major
 * (and sells shares for the difference) and only the cheapest for an AG. Shares he sells for it may not
 * change the director of any company.
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

    /**
     * "Sollten verschiedene Loks zur Verfügung stehen, kann der Direktor frei entscheiden ... Er muss nicht
     * zwingend die günstigere wählen": nothing asks a company paying from its treasury for the cheapest
     * train (an AG "kann dabei frei aus den vorhandenen Loks aussuchen").
     */
    @Override
    protected boolean anyAffordableTrain(Corporation c) {
        return true;
    }

    /** "Nur dann die niedrigste Lok, wenn der Direktor Geld zum Kauf zuschießen muss": only an AG's director is held to the cheapest. */
    @Override
    protected boolean presidentChoosesAnyTrain(Corporation c) {
        return AustrianGame.isMajor(c);
    }

    /** The director helps only a company that cannot pay for a train ("nicht genug Betriebskapital besitzen, um eine Lok zu kaufen"). */
    @Override
    protected boolean raisersContribute(Corporation c) {
        return c.cash() < game.trainRules().cheapestBankTrainPrice(c);
    }

    /** "Reicht das Privatvermögen des Direktors nicht aus, den Fehlbetrag zu finanzieren": he sells for the train he chooses. */
    @Override
    protected int emergencyTarget(Corporation c) {
        return presidentChoosesAnyTrain(c) && raisersContribute(c) ? game.trainRules().dearestTrainPrice(c) : super.emergencyTarget(c);
    }

    /** Certificates are sold whole: a 20 % share quoted per 10 % is the least part a sale could have kept. */
    @Override
    protected int keepablePart(List<Certificate> bundle, Corporation c) {
        int least = Integer.MAX_VALUE;
        for (Certificate cert : bundle) {
            if (!cert.president()) {
                least = Math.min(least, cert.percent());
            }
        }
        return least == Integer.MAX_VALUE ? c.sharePercent() : least;
    }

    @Override
    protected boolean keepsPresidency(ShareHolder p, Corporation buyer, List<Certificate> certs, int percent) {
        Corporation sold = certs.get(0).corporation();
        return sold.president() != p || super.keepsPresidency(p, sold, certs, percent);
    }
}
