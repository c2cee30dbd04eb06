package roundhouse.engine.spi.step;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.map.MapRuleException;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Fee;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.GameRuleException;
import roundhouse.engine.spi.RuleKey;

/**
 * Place at most one station token (1830 R 6.3, digest §5.4): needs a decision only when the
 * corporation has a token left, can pay for it and reaches a city with a free slot.
 */
@org.osgi.annotation.versioning.ConsumerType
public class Token extends CorporationStep {
    public Token(Game game, Round round) {
        super(game, round);
    }

    @Override
    public String description() {
        return EngineText.get("step.token");
    }

    protected boolean canPlace(Corporation c) {
        int price = c.nextTokenPrice();
        return price >= 0 && price <= c.cash() && game.board() != null && game.board().anyTokenCity(c.id(), requiresReach(c));
    }

    /**
     * Hook: whether the corporation's token must be connected to its network (the default); a title
     * whose companies token anywhere (18Mag's corporations, RB VI.4.2) answers {@code false}.
     */
    protected boolean requiresReach(Corporation c) {
        return true;
    }

    /** The cities the corporation may place its next token in. */
    private List<String> cities(Corporation c) {
        return requiresReach(c) ? game.board().legalTokenCities(c.id()) : game.board().openTokenCities(c.id());
    }

    @Override
    public List<String> actions(Entity entity) {
        Corporation c = corporation();
        if (entity != c || !canPlace(c)) {
            return List.of();
        }
        return List.of("place_token", "pass");
    }

    @Override
    public void process(Action action, Entity entity) {
        if (action.type().equals("pass")) {
            pass();
            return;
        }
        Corporation c = corporation();
        place(game, c, action.string("city"), requiresReach(c), c.nextTokenPrice());
        pass();
    }

    /** Validates and places the corporation's next token, paying {@code price} as a {@link Fee#TOKEN}. */
    protected static void place(Game game, Corporation c, String city, boolean requireReach, int price) {
        if (city == null) {
            throw GameRuleException.refuse(game.data(), RuleKey.ACTION_MALFORMED, "place_token needs a city");
        }
        if (c.nextTokenPrice() < 0) {
            throw GameRuleException.refuse(game.data(), RuleKey.TOKEN_NONE_LEFT, EngineText.get("refuse.token.noneLeft", c));
        }
        if (price > c.cash()) {
            throw GameRuleException.refuse(game.data(), RuleKey.TOKEN_COST,
                    EngineText.get("refuse.token.cost", c, game.format(price)));
        }
        String reason = game.board().checkToken(c.id(), city, requireReach);
        if (reason != null) {
            throw new GameRuleException(RuleKey.TOKEN_PLACE, reason);
        }
        try {
            game.board().placeToken(c.id(), city, requireReach);
        } catch (MapRuleException e) {
            throw new GameRuleException(RuleKey.TOKEN_PLACE, e.getMessage());
        }
        game.payFee(Fee.TOKEN, c, price, city);
        c.setTokensUsed(c.tokensUsed() + 1);
        if (game.logging()) { // the names are formatted only for a kept log
            game.logText(price > 0 ? "log.placesTokenFor" : "log.placesToken", c, CorporationStep.placeOfCity(game, city), game.format(price));
        }
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        Corporation c = corporation();
        List<LegalAction> out = new ArrayList<>();
        for (String city : cities(c)) {
            Map<String, Object> args = new LinkedHashMap<>();
            args.put("city", city);
            args.put("slot", 0L);
            args.put("tokener", c.id());
            int price = c.nextTokenPrice();
            out.add(choice(corpAction("place_token", c, args), EngineText.get(price > 0 ? "label.tokenFor" : "label.token",
                    placeOfCity(city), game.format(price)), game.board().hexOfCity(city), price));
        }
        out.add(passChoice(c, EngineText.get("label.passNoToken")));
        return out;
    }
}
