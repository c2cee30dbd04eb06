package roundhouse.engine.spi.step;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Ability;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.EngineOption;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Investor;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.RuleKey;

/**
 * Privates bought from another player in a share turn (1830 §4.6): the terms, the
 * {@code shares_ability_on_resale} option and the purchase itself. The step's overridable methods
 * delegate here and are called back.
 */
final class PrivateTrades {
    private final BuySellParShares step;
    private final Game game;

    PrivateTrades(BuySellParShares step, Game game) {
        this.step = step;
        this.game = game;
    }

    String checkBuyCompanyTerms(Investor investor, PrivateCompany company, int price) {
        if (step.bought()) {
            return step.cite(RuleKey.PRIVATE_PLAYER_TRADE, EngineText.get("refuse.alreadyBought", investor));
        }
        if (game.turn() < game.rules().privateTradeMinTurn()) {
            return step.cite(RuleKey.PRIVATE_PLAYER_TRADE, EngineText.get("refuse.private.firstStockRound"));
        }
        if (!game.phase().has("can_buy_companies_from_other_players")) {
            return step.cite(RuleKey.PRIVATE_PLAYER_TRADE, EngineText.get("refuse.private.phase", game.phase().name()));
        }
        if (company == null || company.closed() || !(company.owner() instanceof Player seller) || seller == investor) {
            return step.cite(RuleKey.PRIVATE_PLAYER_TRADE, EngineText.get("refuse.private.notAnotherPlayers"));
        }
        if (game.option(EngineOption.NO_BUY_BETWEEN_PLAYERS) && company.ability("no_buy") != null) {
            // 18xx.games: a private that no corporation may buy (1830: BO) never changes hands at all
            return step.cite(RuleKey.PRIVATE_PLAYER_TRADE, EngineText.get("refuse.private.noBuy", company));
        }
        if (price < 1 || price > investor.cash()) {
            return step.cite(RuleKey.PRIVATE_PLAYER_TRADE, EngineText.get("refuse.private.price", game.format(1)));
        }
        int room = game.shareRules().countsForCertLimit(company) ? 1 : 0;
        if (game.certificateCount(investor) + room > step.certificateLimit(investor)
                && !game.option(EngineOption.PRIVATE_TRADE_IGNORES_CERT_LIMIT)) {
            return step.cite(RuleKey.SHARE_CERT_LIMIT, EngineText.get("refuse.atCertLimit", investor));
        }
        return null;
    }

    String resaleShareHeld(PrivateCompany company) {
        if (game.option(EngineOption.SHARES_ABILITY_ON_RESALE)) {
            for (Certificate cert : resaleShares(company)) {
                if (cert.holder() instanceof Player holder) {
                    return EngineText.get("refuse.private.resaleShare", company, holder, Names.share(cert));
                }
            }
        }
        return null;
    }

    /** The certificates a private's {@code shares} ability names (1830: CA gives PRR_1). */
    private List<Certificate> resaleShares(PrivateCompany company) {
        List<Certificate> out = new ArrayList<>();
        for (Ability a : company.abilities()) {
            if (a.type().equals("shares")) {
                for (String id : a.strings("shares")) {
                    for (Corporation c : game.corporations()) {
                        Certificate cert = c.share(id);
                        if (cert != null) {
                            out.add(cert);
                        }
                    }
                }
            }
        }
        return out;
    }

    boolean canBuyCompanyAny(Investor investor) {
        if (step.bought() || investor.cash() <= 0 || game.turn() < game.rules().privateTradeMinTurn()
                || !game.phase().has("can_buy_companies_from_other_players")) {
            return false;
        }
        for (PrivateCompany c : game.companies()) {
            // Only another player's private can be traded: the others need no worded refusal.
            if (c.closed() || !(c.owner() instanceof Player seller) || seller == investor) {
                continue;
            }
            if (step.checkBuyCompanyTerms(investor, c, 1) == null) {
                return true;
            }
        }
        return false;
    }

    void process(Investor investor, Action action) {
        PrivateCompany company = game.company(action.string("company"));
        int price = (int) action.number("price", -1);
        String reason = step.checkBuyCompany(investor, company, price);
        if (reason != null) {
            throw BuySellParShares.refuse(reason);
        }
        Player seller = (Player) company.owner();
        game.transfer(investor, seller, price);
        game.transferCompany(company, investor);
        game.logText("log.buysFrom", investor.name(), company.name(), seller.name(), game.format(price));
        if (game.option(EngineOption.SHARES_ABILITY_ON_RESALE)) {
            // 18xx.games hands out the private's shares again on every sale between players: the
            // certificate comes free from the pool or the IPO (a player's copy refuses the sale above)
            for (Certificate cert : resaleShares(company)) {
                game.transferShares(List.of(cert), investor, cert.percent(), true);
                if (game.logging()) { // the names are formatted only for a kept log
                    game.logText("log.receives", investor.name(), Names.share(cert));
                }
                game.checkFloat(cert.corporation());
            }
        }
        step.stock.track("buy_company", null, false, investor);
    }

    void legalActions(Investor investor, List<LegalAction> out) {
        for (PrivateCompany c : game.companies()) {
            if (step.checkBuyCompany(investor, c, 1) == null) {
                Map<String, Object> args = new LinkedHashMap<>();
                args.put("company", c.id());
                args.put("price", 1L);
                out.add(new LegalAction(new Action("buy_company", investor.id(), investor.entityType(), args),
                        EngineText.get("label.buyFrom", c.name(), c.owner().name()),
                        new LegalAction.AmountRange("price", 1, investor.cash(), 1)));
            }
        }
    }
}
