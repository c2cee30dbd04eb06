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
    private final ItalianGame italy;
    /** The operating corporation's share dealings this turn (RB 4.7). */
    private final ShareDeals deals = new ShareDeals();
    private Questions questions;
    /** Corporations started in this round whose homes and tokens are settled. */
    private final java.util.Set<String> settled = new java.util.HashSet<>();

    ItalianOperatingRound(ItalianGame game, int number) {
        super(game, number);
        this.italy = game;
    }

    /** The turn is over: a corporation it started gets its homes and tokens first (RB 3.4, 4.7). */
    @Override
    protected void nextEntity() {
        for (roundhouse.engine.spi.step.StockRound.TurnAction a : deals.currentActions()) {
            if (a.type().equals("par") && settled.add(a.corporation().id())) {
                Homes.settleStart(italy, questions, a.corporation());
                return;
            }
        }
        super.nextEntity();
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
        r.questions = new Questions(game, r);
        r.add(r.questions);
        r.add(buyTrain);
        r.add(new ItalianShares(game, r, r.deals));
        return r;
    }

    /** RB 4.5.1.1: a frozen corporation does not run; its price falls two columns. */
    @Override
    protected void frozenTurn(Corporation c) {
        game.market().moveLeft(c);
        game.market().moveLeft(c);
    }
}
