package roundhouse.engine.spi.step;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Ability;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Investor;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.RuleKey;

/**
 * A corporation buys a private from a player (1830 R 3.1, digest §5.9): in phases with
 * {@code can_buy_companies}, for half to twice its face value. The non-blocking instance offers it
 * during the whole turn; the blocking one at the end of the turn needs a {@code pass}.
 */
@org.osgi.annotation.versioning.ConsumerType
public class BuyCompany extends CorporationStep {
    private final boolean blocking;

    public BuyCompany(Game game, Round round, boolean blocks) {
        super(game, round);
        this.blocking = blocks;
    }

    @Override
    public String description() {
        return EngineText.get("step.buyCompany");
    }

    @Override
    public boolean blocks() {
        return blocking;
    }

    public int minPrice(PrivateCompany p) {
        return (p.value() * game.rules().corpPrivatePriceMin() + 99) / 100;
    }

    public int maxPrice(PrivateCompany p) {
        return p.value() * game.rules().corpPrivatePriceMax() / 100;
    }

    /**
     * Hook: whether the operating corporation may buy this private now. Default (1830 R 3.1): an open
     * private a player owns, unless it may never be sold to a corporation. A title that lets
     * corporations sell privates to each other widens it; the seller is always an investor.
     */
    protected boolean purchasable(PrivateCompany p) {
        return !p.closed() && p.owner() instanceof Player && p.ability("no_buy") == null;
    }

    protected boolean canBuyAny(Corporation c) {
        if (!game.phase().has("can_buy_companies")) {
            return false;
        }
        for (PrivateCompany p : game.companies()) {
            if (purchasable(p) && minPrice(p) <= c.cash()) {
                return true;
            }
        }
        return false;
    }

    /** An unused special lay of an owned private keeps the turn open (18xx.games asks for a pass). */
    protected boolean hasUnusedAbility(Corporation c) {
        for (PrivateCompany p : c.companies()) {
            Ability a = p.ability("tile_lay");
            if (a != null && game.abilityUses(p, "tile_lay") < a.integer("count", 1)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public List<String> actions(Entity entity) {
        Corporation c = corporation();
        if (entity != c || c == null) {
            return List.of();
        }
        boolean buy = canBuyAny(c);
        if (!blocking) {
            return buy ? List.of("buy_company") : List.of();
        }
        if (buy) {
            return List.of("buy_company", "pass");
        }
        return hasUnusedAbility(c) ? List.of("pass") : List.of();
    }

    @Override
    public void process(Action action, Entity entity) {
        if (action.type().equals("pass")) {
            pass();
            return;
        }
        Corporation c = corporation();
        PrivateCompany p = game.company(action.string("company"));
        if (p == null || !purchasable(p)) {
            throw refuse(RuleKey.PRIVATE_CORPORATION_BUY,
                    EngineText.get("refuse.company.notForCorporations", p == null ? action.string("company") : Names.of(p)));
        }
        if (!game.phase().has("can_buy_companies")) {
            throw refuse(RuleKey.PRIVATE_CORPORATION_BUY,
                    EngineText.get("refuse.company.phase", game.phase().name()));
        }
        int price = (int) action.number("price", -1);
        if (price < minPrice(p) || price > maxPrice(p)) {
            throw refuse(RuleKey.PRIVATE_CORPORATION_BUY,
                    EngineText.get("refuse.company.price", p, game.format(minPrice(p)), game.format(maxPrice(p))));
        }
        if (price > c.cash()) {
            throw refuse(RuleKey.CASH, EngineText.get("refuse.cannotAfford", c, game.format(price)));
        }
        Investor seller = (Investor) p.owner();
        game.transfer(c, seller, price);
        game.transferCompany(p, c);
        game.logText("log.buysFrom", Names.of(c), p.name(), seller.name(), game.format(price));
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        Corporation c = corporation();
        List<LegalAction> out = new ArrayList<>();
        if (canBuyAny(c)) {
            for (PrivateCompany p : game.companies()) {
                if (purchasable(p) && minPrice(p) <= c.cash()) {
                    Map<String, Object> args = new LinkedHashMap<>();
                    args.put("company", p.id());
                    args.put("price", (long) minPrice(p));
                    out.add(new LegalAction(corpAction("buy_company", c, args), EngineText.get("label.buyPrivate", p.name()),
                            new LegalAction.AmountRange("price", minPrice(p), Math.min(maxPrice(p), c.cash()), 1)));
                }
            }
        }
        if (blocking) {
            out.add(passChoice(c, EngineText.get("label.done")));
        }
        return out;
    }
}
