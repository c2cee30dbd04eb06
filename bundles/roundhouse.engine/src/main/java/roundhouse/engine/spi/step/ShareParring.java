package roundhouse.engine.spi.step;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Investor;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.SharePrice;

/**
 * The par rules of a share turn (1830 §4.3): who may start a corporation at which par price, and
 * the start itself (the president's certificate bought from the IPO). The step's overridable
 * methods delegate here and are called back.
 */
final class ShareParring {
    private final BuySellParShares step;
    private final Game game;

    ShareParring(BuySellParShares step, Game game) {
        this.step = step;
        this.game = game;
    }

    String checkPar(Investor investor, Corporation c, SharePrice cell, boolean explain) {
        if (step.bought()) {
            return explain ? step.cite(RuleKey.SHARE_ONE_BUY_PER_TURN, EngineText.get("refuse.alreadyBought", investor)) : Game.NO;
        }
        if (c.parPrice() != null) {
            return explain ? step.cite(RuleKey.SHARE_PAR_PRICE, EngineText.get("refuse.par.hasPar", c)) : Game.NO;
        }
        if (!c.priced()) {
            return explain ? EngineText.get("refuse.par.neverParred", c) : Game.NO;
        }
        if (cell == null || !cell.par()) {
            return explain ? step.cite(RuleKey.SHARE_PAR_PRICE, EngineText.get("refuse.par.notPar")) : Game.NO;
        }
        Certificate pres = c.presidentsShare();
        if (pres.holder() != c.ipo()) {
            return explain ? step.cite(RuleKey.SHARE_PRESIDENT_BY_PAR, EngineText.get("refuse.par.presidentNotInIpo", c)) : Game.NO;
        }
        int price = cell.price() * pres.percent() / c.sharePercent();
        if (price > investor.cash()) {
            return explain ? step.cite(RuleKey.CASH, EngineText.get("refuse.par.cannotAfford", investor, game.format(price))) : Game.NO;
        }
        if (game.certificateCount(investor) + 1 > step.certificateLimit(investor)) {
            return explain ? step.cite(RuleKey.SHARE_CERT_LIMIT, EngineText.get("refuse.atCertLimit", investor)) : Game.NO;
        }
        return null;
    }

    boolean canParAny(Investor investor) {
        for (Corporation c : game.corporations()) {
            if (c.parPrice() != null || c.closed()) {
                continue;
            }
            for (SharePrice p : game.market().parPrices()) {
                if (step.checkPar(investor, c, p, false) == null) {
                    return true;
                }
            }
        }
        return false;
    }

    void process(Investor investor, Action action) {
        Corporation c = game.corporation(action.string("corporation"));
        if (c == null) {
            throw step.refuse(RuleKey.ACTION_MALFORMED, "no corporation " + action.string("corporation"));
        }
        String cellId = action.string("share_price");
        SharePrice cell = cellId == null ? null : game.market().cell(cellId);
        String reason = step.checkPar(investor, c, cell);
        if (reason != null) {
            throw BuySellParShares.refuse(reason);
        }
        Certificate pres = c.presidentsShare();
        int price = cell.price() * pres.percent() / c.sharePercent();
        game.setPar(c, cell);
        step.payForShares(investor, c, true, price);
        game.transferShares(List.of(pres), investor, pres.percent(), true);
        c.setPresident(investor);
        game.logText("log.pars", investor.name(), c, game.format(cell.price()));
        step.stock.track("par", c, true, investor);
        game.checkFloat(c);
    }

    /** Whether some par price lets the investor start {@code c} ({@link #legalActions} offers it). */
    boolean startsAtSomePrice(Investor investor, Corporation c) {
        for (SharePrice p : game.market().parPrices()) {
            if (step.checkPar(investor, c, p, false) == null) {
                return true;
            }
        }
        return false;
    }

    void legalActions(Investor investor, List<LegalAction> out) {
        for (Corporation c : game.corporations()) {
            if (c.parPrice() != null || c.closed()) {
                continue;
            }
            for (SharePrice p : game.market().parPrices()) {
                if (step.checkPar(investor, c, p, false) == null) {
                    Map<String, Object> args = new LinkedHashMap<>();
                    args.put("corporation", c.id());
                    args.put("share_price", p.id());
                    out.add(new LegalAction(new Action("par", investor.id(), investor.entityType(), args),
                            EngineText.get("label.par", Names.of(c), game.format(p.price())), null));
                }
            }
        }
    }
}
