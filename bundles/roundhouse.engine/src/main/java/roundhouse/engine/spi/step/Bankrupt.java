package roundhouse.engine.spi.step;

import java.util.ArrayList;
import java.util.List;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.EngineOption;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Investor;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.SaleTerms;

/**
 * Bankruptcy (1830 R 6.6.2, digest §5.8): legal when the corporation must buy a train and its
 * treasury, the president's cash and everything he could sell do not reach the cheapest train.
 * The president's sellable shares are sold, his cash goes to the bank; the game's end triggers
 * decide whether the game ends. Where corporations control corporations (1841), the money counted is
 * that of every raiser up the chain ({@link BuyTrain#raisers}); the one who goes bankrupt is the
 * controlling player.
 */
@org.osgi.annotation.versioning.ConsumerType
public class Bankrupt extends CorporationStep {
    private final BuyTrain buyTrain;

    public Bankrupt(Game game, Round round, BuyTrain buyTrain) {
        super(game, round);
        this.buyTrain = buyTrain;
    }

    @Override
    public String description() {
        return EngineText.get("step.bankrupt");
    }

    /** Offered alongside the forced purchase; never holds up the turn by itself. */
    @Override
    public boolean blocks() {
        return false;
    }

    public boolean canGoBankrupt(Corporation c) {
        Player p = c.controller();
        if (p == null || !buyTrain.mustBuy(c)) {
            return false;
        }
        int cheapest = game.trainRules().cheapestBankTrainPrice(c);
        int cash = c.cash() + buyTrain.raisersCash(c);
        if (cash >= cheapest) {
            return false;
        }
        int value = 0;
        for (Investor raiser : buyTrain.raisers(c)) {
            value += buyTrain.liquidationValue(raiser, c);
        }
        return cash + value < cheapest;
    }

    @Override
    public List<String> actions(Entity entity) {
        Corporation c = corporation();
        return entity == c && c != null && canGoBankrupt(c) ? List.of("bankrupt") : List.of();
    }

    /** Only a {@code bankrupt} asks whether it is open: the step is asked for every action of a turn. */
    @Override
    public boolean offers(String type, Entity entity) {
        return "bankrupt".equals(type) && super.offers(type, entity);
    }

    @Override
    public void process(Action action, Entity entity) {
        Corporation c = corporation();
        Player p = c.controller();
        game.logText("log.bankrupt", p.name());
        if (game.option(EngineOption.BANKRUPT_EARLY_SELLS_NOTHING) && round.activeStep() != buyTrain) {
            // 18xx.games sells through the buy-trains step; declared before it, nothing is sold
            game.logText("log.keepsShares", p.name());
        } else {
            sellEverything(p, c);
        }
        game.transfer(p, game.bank(), p.cash());
        p.setBankrupt(true);
        // the game's end triggers decide what a bankruptcy ends (GameEnd.bankruptcy, rules.json game_end_bankrupt)
    }

    /**
     * The president sells the largest legal bundle of every corporation, in operating order. 1830 R 6.6.3
     * and R 6.7: "all shares he may sell", and no sale may change the president of the corporation that
     * must buy the train, so bundles that would hand the buyer to another player stay with him (the same
     * test as the emergency sales and the bankruptcy check, {@link BuyTrain#keepsPresidency}). The sales are
     * on the title's bankruptcy terms ({@link roundhouse.engine.spi.ShareRules#saleTerms}; 1830: ordinary). Where
     * the emergency sells each corporation once ({@link BuyTrain#salesInBlocks}), one he already sold in it stays.
     */
    protected void sellEverything(Investor p, Corporation buyer) {
        SaleTerms terms = game.shareRules().saleTerms(SaleTerms.Kind.BANKRUPTCY);
        List<Corporation> order = new ArrayList<>();
        for (Corporation o : game.corporations()) {
            if (o.sharePrice() != null) {
                order.add(o);
            }
        }
        order.sort(game.operatingComparator());
        for (Corporation o : order) {
            if (buyTrain.soldAlready(p, o)) {
                continue; // 1844: each company once in the emergency, and the bankruptcy's sales belong to it
            }
            List<Integer> percents = new ArrayList<>();
            List<List<Certificate>> bundles = game.shareRules().saleBundles(p, o, percents, terms);
            int best = -1;
            for (int i = 0; i < bundles.size(); i++) {
                if (buyTrain.keepsPresidency(p, buyer, bundles.get(i), percents.get(i))
                        && (best < 0 || percents.get(i) > percents.get(best))) {
                    best = i;
                }
            }
            if (best >= 0) {
                game.shareRules().sellShares(p, bundles.get(best), percents.get(best), terms);
            }
        }
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        Corporation c = corporation();
        return List.of(choice(corpAction("bankrupt", c, null), EngineText.get("label.bankrupt")));
    }
}
