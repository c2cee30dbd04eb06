package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.map.ReachPurpose;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.step.CorporationStep;
import roundhouse.engine.spi.step.Round;

/**
 * RB 4.4: once per operating round a corporation with a token to spare may buy the place of another
 * corporation's token in a city its network reaches, on a hex where it has none, for any price from
 * L.1 to its cash, paid to that corporation; the old token goes back to its owner. A corporation
 * with a single token on the map keeps it (18xx.games: one that would keep no city token,
 * {@link T1841Title#SELLER_KEEPS_CITY_TOKEN}). The other director's consent is the players' affair.
 */
final class BuyTokenPlace extends CorporationStep {
    static final String BUY_TOKEN = "buy_token";

    private final ItalianGame italy;
    /** Corporations that bought a place in this round. */
    private final List<String> bought = new ArrayList<>();

    BuyTokenPlace(ItalianGame game, Round round) {
        super(game, round);
        this.italy = game;
    }

    @Override
    public String description() {
        return ItalianText.get("step.buyToken");
    }

    @Override
    public List<String> actions(Entity entity) {
        Corporation c = corporation();
        if (entity != c || !mayBuy(c)) {
            return List.of();
        }
        if (!offers(c, true).isEmpty()) {
            return List.of(BUY_TOKEN, "pass");
        }
        // 18xx.games records a pass of this step in every turn it could have bought, even with nothing for sale
        return game.option(T1841Title.RECORDED_PASSES) ? List.of("pass") : List.of();
    }

    /**
     * As {@link #actions}: where 18xx.games records the pass, whether a place is on sale does not change
     * whether the step waits, so the buyer's network is searched only when a purchase is asked about.
     */
    @Override
    public boolean hasActions(Entity entity) {
        Corporation c = corporation();
        return entity == c && mayBuy(c) && (game.option(T1841Title.RECORDED_PASSES) || !offers(c, true).isEmpty());
    }

    @Override
    public boolean offers(String type, Entity entity) {
        return switch (type) {
            case "pass" -> hasActions(entity);
            case BUY_TOKEN -> entity == corporation() && mayBuy(corporation()) && !offers(corporation(), true).isEmpty();
            default -> false;
        };
    }

    private boolean mayBuy(Corporation c) {
        return c != null && game.board() != null && !bought.contains(c.id()) && c.tokensLeft() > 0 && c.cash() >= 1;
    }

    /** The places on sale to {@code buyer}: city id to the corporation whose token is there. */
    private Map<String, Corporation> offers(Corporation buyer) {
        return offers(buyer, false);
    }

    /** As {@link #offers(Corporation)}; with {@code first}, only the first (whether there is any). */
    private Map<String, Corporation> offers(Corporation buyer, boolean first) {
        Map<String, Corporation> out = new LinkedHashMap<>();
        for (Corporation seller : game.corporations()) {
            if (seller == buyer || seller.closed() || seller.controller() == null) {
                continue;
            }
            List<String> placed = game.board().tokensOf(seller.id());
            long inCities = placed.stream().filter(c -> !game.board().isPass(c)).count();
            for (String city : placed) {
                if (keepsAToken(placed.size(), inCities, city) && refusal(buyer, seller, city, false) == null) {
                    out.put(city, seller);
                    if (first) {
                        return out;
                    }
                }
            }
        }
        return out;
    }

    /**
     * Whether the seller keeps a token after selling the place in {@code city} (RB 4.4: not its only one);
     * under {@link T1841Title#SELLER_KEEPS_CITY_TOKEN} a token in a city, which selling one on a pass
     * always leaves it (seed 61600: SFTC's on the pass M5 beside its station in M3).
     */
    private boolean keepsAToken(Corporation seller, String city) {
        List<String> placed = game.board().tokensOf(seller.id());
        return keepsAToken(placed.size(), placed.stream().filter(c -> !game.board().isPass(c)).count(), city);
    }

    /** As {@link #keepsAToken(Corporation, String)}, of a seller with {@code placed} tokens, {@code inCities} of them in cities. */
    private boolean keepsAToken(int placed, long inCities, String city) {
        if (!game.option(T1841Title.SELLER_KEEPS_CITY_TOKEN)) {
            return placed > 1;
        }
        return game.board().isPass(city) || inCities > 1;
    }

    /**
     * Why {@code buyer} may not buy the place of {@code seller}'s token in {@code city}, or {@code null};
     * without {@code explain} a refusal is {@link roundhouse.engine.spi.Game#NO}, its text not built.
     */
    private String refusal(Corporation buyer, Corporation seller, String city, boolean explain) {
        String hex = game.board().hexOfCity(city);
        if (hex == null || !game.board().tokensOf(seller.id()).contains(city)) {
            return !explain ? roundhouse.engine.spi.Game.NO
                    : ItalianText.get("refuse.buyToken.notThere", Names.of(seller), hex == null ? city : placeOfCity(game, city));
        }
        for (String own : game.board().tokensOf(buyer.id())) {
            if (hex.equals(game.board().hexOfCity(own))) {
                return !explain ? roundhouse.engine.spi.Game.NO : ItalianText.get("refuse.buyToken.ownHex", Names.of(buyer), place(game, hex));
            }
        }
        if (!game.board().reachesCity(buyer.id(), city, ReachPurpose.TOKENS)) {
            return !explain ? roundhouse.engine.spi.Game.NO
                    : ItalianText.get("refuse.buyToken.unreached", Names.of(buyer), placeOfCity(game, city));
        }
        return null;
    }

    @Override
    public void process(Action action, Entity entity) {
        Corporation buyer = corporation();
        if (action.type().equals("pass")) {
            pass();
            return;
        }
        String city = action.string("city");
        Corporation seller = city == null ? null : offers(buyer).get(city);
        if (seller == null) {
            String why = null;
            for (Corporation c : game.corporations()) {
                if (city != null && game.board().tokensOf(c.id()).contains(city)) {
                    why = !keepsAToken(c, city) ? ItalianText.get("refuse.buyToken.lastToken", Names.of(c)) : refusal(buyer, c, city, true);
                }
            }
            throw refuse(ItalianRuleKey.BUY_TOKEN, why != null ? why : ItalianText.get("refuse.buyToken.noToken",
                    city != null && game.board().hexOfCity(city) != null ? placeOfCity(game, city) : String.valueOf(city)));
        }
        long slot = action.number("slot", -1);
        if (slot >= 0 && slot != game.board().tokenSlot(seller.id(), city)) {
            throw refuse(ItalianRuleKey.BUY_TOKEN, ItalianText.get("refuse.buyToken.slot", Names.of(seller), placeOfCity(game, city), slot + 1));
        }
        int price = (int) action.number("price", -1);
        if (price < 1 || price > buyer.cash()) {
            throw refuse(RuleKey.CASH, ItalianText.get("refuse.buyToken.price", game.format(buyer.cash()), game.format(price)));
        }
        game.transfer(buyer, seller, price);
        game.board().takeTokenPlace(seller.id(), buyer.id(), city);
        seller.setTokensUsed(seller.tokensUsed() - 1);
        buyer.setTokensUsed(buyer.tokensUsed() + 1);
        bought.add(buyer.id());
        italy.forgetTokenLooks();
        game.forgetRoutes(roundhouse.engine.map.ReachPurpose.ROUTES, seller); // 18xx.games: the seller's route is found anew
        if (game.logging()) {
            game.log(ItalianText.get("log.buyToken", Names.of(buyer), Names.of(seller), placeOfCity(game, city), game.format(price)));
        }
        pass();
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        Corporation buyer = corporation();
        List<LegalAction> out = new ArrayList<>();
        offers(buyer).forEach((city, seller) -> {
            Map<String, Object> args = new LinkedHashMap<>();
            args.put("city", city);
            args.put("slot", (long) game.board().tokenSlot(seller.id(), city)); // the place bought, as 18xx.games writes it
            args.put("price", 1L);
            out.add(new LegalAction(new Action(BUY_TOKEN, buyer.id(), buyer.entityType(), args),
                    ItalianText.get("label.buyToken", Names.of(seller), placeOfCity(game, city)),
                    new LegalAction.AmountRange("price", 1, buyer.cash(), 1)));
        });
        out.add(new LegalAction(new Action("pass", buyer.id(), buyer.entityType(), null), EngineText.get("label.pass"), null));
        return out;
    }
}
