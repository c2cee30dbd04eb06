package roundhouse.title.t1841.internal;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.step.Bankrupt;
import roundhouse.engine.spi.step.BuyTrain;
import roundhouse.engine.spi.step.DiscardTrain;
import roundhouse.engine.spi.step.Dividend;
import roundhouse.engine.spi.step.OperatingRound;
import roundhouse.engine.spi.step.Questions;
import roundhouse.engine.spi.step.Route;
import roundhouse.engine.spi.step.ShareDeals;
import roundhouse.engine.spi.step.Token;

/**
 * An 1841 operating round (RB 4): corporations in price order lay track, place a token, run,
 * pay or withhold, buy trains, and deal in shares; a frozen corporation's price falls two columns
 * instead (RB 4.5.1.1).
 */
class ItalianOperatingRound extends OperatingRound {
    ItalianOperatingRound(ItalianGame game, int number) {
        super(game, number);
    }

    /** The steps of a corporation's turn in the order the rulebook gives them (RB 4.1-4.7). */
    static ItalianOperatingRound compose(ItalianGame game, int number) {
        ItalianOperatingRound r = new ItalianOperatingRound(game, number);
        BuyTrain buyTrain = new BuyTrain(game, r);
        r.add(new Bankrupt(game, r, buyTrain));
        r.add(new ItalianTrack(game, r));
        r.add(new OffboardConnections(game, r));
        r.add(new Token(game, r));
        r.add(new Route(game, r));
        r.add(new Dividend(game, r));
        r.add(new BuyTokenPlace(game, r));
        r.add(new DiscardTrain(game, r));
        r.add(new Questions(game, r));
        r.add(buyTrain);
        r.add(new ItalianShares(game, r, new ShareDeals()));
        return r;
    }

    /** RB 4.5.1.1: a frozen corporation does not run; its price falls two columns. */
    @Override
    protected void frozenTurn(Corporation c) {
        game.market().moveLeft(c);
        game.market().moveLeft(c);
    }
}
