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
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.RoundKind;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.Rules;
import roundhouse.engine.spi.ShareHolder;

/**
 * The selling rules of a share turn (1830 §4.4): when an investor may sell, which bundles, and the
 * sale itself. A corporation whose IPO is its treasury ({@link roundhouse.engine.spi.ShareRules#ipoIsTreasury})
 * sells its unsold shares as its own. The step's overridable methods delegate here and are called back.
 */
final class ShareSales {
    private final BuySellParShares step;
    private final Game game;

    ShareSales(BuySellParShares step, Game game) {
        this.step = step;
        this.game = game;
    }

    boolean sellingAllowed(Investor investor) {
        if (game.rules().sellAfter() == Rules.SellAfter.FIRST && game.turn() <= 1
                && step.round.roundKind() == RoundKind.STOCK) {
            return false;
        }
        return game.rules().sellBuyOrder() != Rules.SellBuyOrder.SELL_BUY || !step.bought();
    }

    boolean canSellAny(Investor investor) {
        if (!step.sellingAllowed(investor)) {
            return false;
        }
        for (Corporation c : game.corporations()) {
            if (step.canSell(investor, c) && !game.saleBundles(seller(investor, c), c, new ArrayList<>()).isEmpty()) {
                return true;
            }
        }
        return false;
    }

    boolean canSell(Investor investor, Corporation c) {
        if (seller(investor, c).percentOf(c) == 0) {
            return false;
        }
        return game.option(EngineOption.SPLIT_SALES) || !step.stock.currentActions().stream()
                .anyMatch(a -> a.type().equals("sell_shares") && a.corporation() == c);
    }

    /** The holder whose certificates of {@code c} the investor sells: itself, or its IPO. */
    ShareHolder seller(Investor investor, Corporation c) {
        return game.shareRules().sellingHolder(investor, c);
    }

    void process(Investor investor, Action action) {
        if (!step.sellingAllowed(investor)) {
            throw step.refuse(RuleKey.SHARE_FIRST_SR_NO_SALE, EngineText.get("refuse.sell.firstStockRound"));
        }
        List<Certificate> certs = step.certificates(action);
        Corporation c = certs.get(0).corporation();
        if (!step.canSell(investor, c)) {
            throw step.refuse(RuleKey.SHARE_SOLD_THIS_TURN, EngineText.get("refuse.sell.soldThisTurn", investor, c));
        }
        int certSum = certs.stream().mapToInt(Certificate::percent).sum();
        int percent = (int) action.number("percent", certSum);
        ShareHolder seller = seller(investor, c);
        String reason = game.checkSale(seller, certs, percent);
        if (reason != null) {
            throw BuySellParShares.refuse(reason);
        }
        game.sellShares(seller, certs, percent);
        step.stock.track("sell_shares", c, false, investor);
    }

    void legalActions(Investor investor, List<LegalAction> out) {
        for (Corporation c : game.corporations()) {
            if (!step.canSell(investor, c)) {
                continue;
            }
            List<Integer> percents = new ArrayList<>();
            List<List<Certificate>> bundles = game.saleBundles(seller(investor, c), c, percents);
            for (int i = 0; i < bundles.size(); i++) {
                Map<String, Object> args = new LinkedHashMap<>();
                args.put("shares", bundles.get(i).stream().map(Certificate::id).toList());
                args.put("percent", (long) percents.get(i));
                out.add(new LegalAction(new Action("sell_shares", investor.id(), investor.entityType(), args),
                        EngineText.get("label.sell", percents.get(i), Names.of(c)), null));
            }
        }
    }
}
