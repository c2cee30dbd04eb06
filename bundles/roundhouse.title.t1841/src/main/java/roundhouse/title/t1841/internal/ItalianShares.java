package roundhouse.title.t1841.internal;

import java.util.List;

import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Investor;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.SharePrice;
import roundhouse.engine.spi.step.BuySellParShares;
import roundhouse.engine.spi.step.Round;
import roundhouse.engine.spi.step.ShareTurn;
import roundhouse.engine.spi.step.StockRound;

/**
 * 1841's share dealings over the engine's, for a player in the stock round and a corporation in its
 * operating turn alike (RB 3.3, 3.4, 4.7): who may start which corporation and at which price, the
 * starter's further shares at the start price up to 40 %, shares always at the market price, and no
 * sale of a corporation that has not operated.
 */
class ItalianShares extends BuySellParShares {
    /** RB 3.4: the starter may buy shares "bis er 40 % besitzt" in the turn he starts it. */
    static final int STARTER_PERCENT = 40;

    private final ItalianGame italy;

    ItalianShares(ItalianGame game, StockRound round) {
        super(game, round);
        this.italy = game;
    }

    ItalianShares(ItalianGame game, Round round, ShareTurn turn) {
        super(game, round, turn);
        this.italy = game;
    }

    @Override
    public String checkPar(Investor investor, Corporation c, SharePrice cell, boolean explain) {
        String why = startRefusal(investor, c, cell);
        if (why != null) {
            return explain ? why : Game.NO;
        }
        return super.checkPar(investor, c, cell, explain);
    }

    /** Who may start {@code c} now (RB 3.4), or {@code null} if {@code investor} may. */
    private String startRefusal(Investor investor, Corporation c, SharePrice cell) {
        if (italy.formedOnly(c)) {
            return ItalianText.get("refuse.start.formed", c);
        }
        if (italy.historical(c)) {
            PrivateCompany concession = italy.concession(c);
            if (concession == null || concession.closed()) {
                return ItalianText.get("refuse.start.phase4", c);
            }
            if (!(investor instanceof Player) || concession.owner() != investor) {
                return ItalianText.get("refuse.start.concession", investor, c);
            }
        } else if (italy.phaseNumber() < 3) {
            return ItalianText.get("refuse.start.phase3", c);
        }
        if (cell != null && italy.minor(c) && cell.zone().contains("x")) {
            return ItalianText.get("refuse.start.minorPar", italy.format(cell.price()));
        }
        return null;
    }

    /** The starter's further shares of a major at its start (RB 3.4), from the treasury, up to 40 %. */
    @Override
    protected boolean canBuyMultiple(Corporation c, boolean fromIpo) {
        for (StockRound.TurnAction a : stock.currentActions()) {
            if (a.type().equals("par")) {
                return a.corporation() == c && fromIpo && !italy.minor(c) && c.president() != null
                        && c.president().percentOf(c) < STARTER_PERCENT;
            }
        }
        return super.canBuyMultiple(c, fromIpo);
    }

    /** RB 3.3: every share, unsold or in the pool, costs the market price. */
    @Override
    protected int price(Corporation c, ShareHolder source, int percent) {
        return c.sharePrice().price() * percent / c.sharePercent();
    }

    /** RB 3.3: a corporation's shares are sold only once it has operated. */
    @Override
    protected boolean canSell(Investor investor, Corporation c) {
        return c.operatedCount() > 0 && super.canSell(investor, c);
    }

    @Override
    public String checkBuy(Investor investor, List<Certificate> certs, boolean explain) {
        return super.checkBuy(investor, certs, explain);
    }
}
