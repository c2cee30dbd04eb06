package roundhouse.title.t18mag.internal.step;

import java.util.List;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.step.Round;

/** 18Mag: only minors own trains; a corporation never buys one (RB III.3.3). */
public class BuyTrain extends roundhouse.engine.spi.step.BuyTrain {
    private Supporters supporters;

    public BuyTrain(Game game, Round round) {
        super(game, round);
    }

    void useSupporters(Supporters s) {
        this.supporters = s;
    }

    /** KK's cheaper depot trains count in whether the minor can buy one. */
    @Override
    protected int minPrice(Corporation c) {
        int min = super.minPrice(c);
        if (supporters == null) {
            return min;
        }
        for (Train t : game.depotTrains()) {
            int p = t.price() - supporters.kandoDiscount(t);
            min = min < 0 ? p : Math.min(min, p);
        }
        return min;
    }

    /**
     * KK: a train from the depot at its price less the card's discount; the builder still gets half
     * the list price (from the bank).
     */
    void buyWithDiscount(Action action) {
        Corporation c = corporation();
        Train train = game.depot().train(action.string("train"));
        if (train == null || !game.depotTrains().contains(train)) {
            throw refuse(roundhouse.title.t18mag.internal.MagRuleKey.SUPPORTER,
                    roundhouse.title.t18mag.internal.MagText.get("refuse.kandoDepotOnly"));
        }
        int price = train.price() - supporters.kandoDiscount(train);
        if (action.number("price", price) != price || price > c.cash() || !room(c)) {
            throw refuse(roundhouse.title.t18mag.internal.MagRuleKey.SUPPORTER,
                    roundhouse.title.t18mag.internal.MagText.get("refuse.kandoPrice", Names.of(c), train.name(), game.format(price)));
        }
        game.buyTrain(c, train, train.type(), price, game.bank(), null);
    }

    @Override
    public List<String> actions(Entity entity) {
        if (entity instanceof Corporation c && c.priced()) {
            return List.of();
        }
        return super.actions(entity);
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        return actions(entity).isEmpty() ? List.of() : super.legalActions(entity);
    }
}
