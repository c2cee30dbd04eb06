package roundhouse.engine.spi.step;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.EngineOption;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Investor;
import roundhouse.engine.spi.Ipo;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.Rules;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.SharePool;
import roundhouse.engine.spi.SharePrice;

/**
 * The buying rules of a share turn (1830 §4.3): what an investor may buy from the IPO or the pool,
 * at what price, within which limits, and the purchase itself. A president's certificate left in the
 * pool, which then presides (1841 RB 4.5.1), is bought like a share, at its percent's price, and
 * brings the presidency.
 * The step's overridable methods delegate here and are called back.
 */
final class SharePurchases {
    private final BuySellParShares step;
    private final Game game;

    SharePurchases(BuySellParShares step, Game game) {
        this.step = step;
        this.game = game;
    }

    String checkBuy(Investor investor, List<Certificate> certs, boolean explain) {
        if (certs.isEmpty()) {
            return explain ? step.cite(RuleKey.ACTION_MALFORMED, "no certificates named") : Game.NO;
        }
        Corporation c = certs.get(0).corporation();
        ShareHolder source = certs.get(0).holder();
        int percent = 0;
        for (Certificate cert : certs) {
            if (cert.corporation() != c || cert.holder() != source) {
                return explain ? step.cite(RuleKey.SHARE_ONE_BUY_PER_TURN, EngineText.get("refuse.buy.oneSource")) : Game.NO;
            }
            if (cert.president() && !(source instanceof SharePool && c.president() == source)) {
                return explain ? step.cite(RuleKey.SHARE_PRESIDENT_BY_PAR, EngineText.get("refuse.buy.presidentByPar", c)) : Game.NO;
            }
            percent += cert.percent();
        }
        if (!(source instanceof Ipo) && !(source instanceof SharePool)) {
            return explain ? step.cite(RuleKey.SHARE_NOT_FOR_SALE,
                    EngineText.get("refuse.buy.notForSale", Names.share(certs.get(0)), source.holderName())) : Game.NO;
        }
        if (c.parPrice() == null || source instanceof SharePool && c.sharePrice() == null) {
            return explain ? step.cite(RuleKey.SHARE_NO_PAR_PRICE, EngineText.get("refuse.buy.noPar", c)) : Game.NO;
        }
        String control = step.checkControl(investor, c, explain);
        if (control != null) {
            return control;
        }
        if (step.stock.soldThisRound(investor, c)) {
            return explain ? step.cite(RuleKey.SHARE_SOLD_THIS_ROUND, EngineText.get("refuse.buy.soldThisRound", investor, c)) : Game.NO;
        }
        int price = step.price(c, source, percent);
        if (price > investor.cash()) {
            return explain ? step.cite(RuleKey.CASH, EngineText.get("refuse.cannotAfford", investor, game.format(price))) : Game.NO;
        }
        int limit = step.certificateLimit(investor);
        if ((c.sharePrice() == null || c.sharePrice().countsForCertLimit())
                && game.certificateCount(investor) + certs.size() > limit) {
            return explain ? step.cite(RuleKey.SHARE_CERT_LIMIT, EngineText.get("refuse.buy.certLimit", investor, limit)) : Game.NO;
        }
        if (!game.holdingOk(investor, c, percent)) {
            return explain ? step.cite(RuleKey.SHARE_HOLDING_LIMIT,
                    EngineText.get("refuse.buy.holdingLimit", investor, game.rules().holdingLimit(), c)) : Game.NO;
        }
        if (step.bought() && !step.canBuyMultiple(c, source instanceof Ipo)) {
            return explain ? step.cite(RuleKey.SHARE_ONE_BUY_PER_TURN, EngineText.get("refuse.alreadyBought", investor)) : Game.NO;
        }
        return null;
    }

    String checkControl(Investor investor, Corporation c, boolean explain) {
        if (investor == c) {
            return explain ? step.cite(RuleKey.SHARE_CONTROL_CHAIN, EngineText.get("refuse.buy.ownShares", c)) : Game.NO;
        }
        if (investor instanceof Corporation buyer && game.shareRules().controls(c, buyer)) {
            return explain ? step.cite(RuleKey.SHARE_CONTROL_CHAIN, EngineText.get("refuse.buy.controlsBuyer", buyer, c)) : Game.NO;
        }
        return null;
    }

    boolean canBuyMultiple(Corporation c, boolean fromIpo) {
        if (c.sharePrice() == null || !c.sharePrice().multipleBuy()) {
            return false;
        }
        boolean ipoAllowed = game.option(EngineOption.MULTIPLE_BROWN_FROM_IPO);
        if (fromIpo && !ipoAllowed) {
            return false;
        }
        for (StockRound.TurnAction a : step.stock.currentActions()) {
            if (a.type().equals("par")) {
                return false;
            }
            // R 4.4: the brown purchase is the turn's one purchase, so a private bought before
            // blocks it; 18xx.games only counts share purchases and pars here
            if (a.type().equals("buy_company") && !game.option(EngineOption.BROWN_AFTER_PRIVATE_BUY)) {
                return false;
            }
            if (a.type().equals("buy_shares") && (a.corporation() != c || (a.fromIpo() && !ipoAllowed))) {
                return false;
            }
        }
        return true;
    }

    static int price(Corporation c, ShareHolder source, int percent) {
        SharePrice p = source instanceof Ipo ? c.parPrice() : c.sharePrice();
        return p.price() * percent / c.sharePercent();
    }

    /**
     * The first ordinary IPO certificate and the first pool certificate, with the first ordinary pool
     * certificate of each other size (1844's SBB has single and double shares in the pool: a buyer who
     * cannot pay a double may still buy a single); and the president's certificate when it lies in the
     * pool, which then presides, beside the ordinary ones (1841: a corporation with L.8 buys a share of
     * a frozen corporation whose president's certificate it cannot pay).
     */
    List<Certificate> candidates(Corporation c) {
        List<Certificate> out = new ArrayList<>(2);
        Certificate fromIpo = c.ipo().firstCertificateOf(c, cert -> !cert.president());
        if (fromIpo != null) {
            out.add(fromIpo);
        }
        Certificate fromPool = game.pool().firstCertificateOf(c, cert -> true);
        if (fromPool != null) {
            out.add(fromPool);
            if (fromPool.president()) {
                // a president's certificate in the pool (1841) does not hide the ordinary shares beside it
                fromPool = game.pool().firstCertificateOf(c, cert -> !cert.president());
                if (fromPool != null) {
                    out.add(fromPool);
                }
            }
            if (fromPool != null) {
                addOtherSizes(out, fromPool, c);
            }
        }
        Certificate president = c.presidentsShare();
        if (c.president() == game.pool() && president.holder() == game.pool() && !out.contains(president)) {
            out.add(president);
        }
        return out;
    }

    /** The pool's first ordinary certificate of each size but that of {@code first} (rare: most have one size). */
    private void addOtherSizes(List<Certificate> out, Certificate first, Corporation c) {
        int size = first.percent();
        Certificate other = game.pool().firstCertificateOf(c, cert -> !cert.president() && cert.percent() != size);
        if (other == null) {
            return; // the common case, on the replay's path: one size, nothing made
        }
        List<Integer> sizes = new ArrayList<>(List.of(size));
        while (other != null) {
            out.add(other);
            sizes.add(other.percent());
            other = game.pool().firstCertificateOf(c, cert -> !cert.president() && !sizes.contains(cert.percent()));
        }
    }

    boolean canBuyAny(Investor investor) {
        for (Corporation c : game.corporations()) {
            if (c.parPrice() == null || c.closed()) {
                continue;
            }
            for (Certificate cert : step.candidates(c)) {
                if (step.checkBuy(investor, List.of(cert), false) == null) {
                    return true;
                }
            }
        }
        return false;
    }

    void process(Investor investor, Action action) {
        List<Certificate> certs = step.certificates(action);
        String reason = step.checkBuy(investor, certs);
        if (reason != null) {
            throw BuySellParShares.refuse(reason);
        }
        Corporation c = certs.get(0).corporation();
        ShareHolder source = certs.get(0).holder();
        int percent = certs.stream().mapToInt(Certificate::percent).sum();
        int price = step.price(c, source, percent);
        boolean fromIpo = source instanceof Ipo;
        step.payForShares(investor, c, fromIpo, price);
        game.transferShares(certs, investor, percent, true);
        game.logText(fromIpo ? "log.buysFromIpo" : "log.buysFromMarket", investor.name(), percent, c, game.format(price));
        step.stock.track("buy_shares", c, fromIpo, investor);
        game.checkFloat(c);
    }

    void payForShares(Investor investor, Corporation c, boolean fromIpo, int price) {
        if (fromIpo && game.rules().capitalization() == Rules.Capitalization.INCREMENTAL) {
            game.transfer(investor, c, price);
        } else {
            game.transfer(investor, game.bank(), price);
        }
    }

    void legalActions(Investor investor, List<LegalAction> out) {
        for (Corporation c : game.corporations()) {
            if (c.parPrice() == null || c.closed()) {
                continue;
            }
            for (Certificate cert : step.candidates(c)) {
                if (step.checkBuy(investor, List.of(cert), false) == null) {
                    Map<String, Object> args = new LinkedHashMap<>();
                    args.put("shares", List.of(cert.id()));
                    args.put("percent", (long) cert.percent());
                    boolean ipo = cert.holder() instanceof Ipo;
                    out.add(new LegalAction(new Action("buy_shares", investor.id(), investor.entityType(), args),
                            EngineText.get(ipo ? "label.buyFromIpo" : "label.buyFromMarket", cert.percent(), Names.of(c),
                                    game.format(step.price(c, cert.holder(), cert.percent()))),
                            null));
                }
            }
        }
    }
}
