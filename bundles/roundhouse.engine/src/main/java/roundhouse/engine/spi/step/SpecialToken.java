package roundhouse.engine.spi.step;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.EngineOption;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.RuleKey;

/**
 * After a teleport lay (1830 DH) the private may place its corporation's next token there for free, or
 * pass; only where such a token can go (1830 rules: "if it has one available"), else nothing is asked.
 */
@org.osgi.annotation.versioning.ConsumerType
public class SpecialToken extends CorporationStep {
    public SpecialToken(Game game, Round round) {
        super(game, round);
    }

    @Override
    public String description() {
        return EngineText.get("step.specialToken");
    }

    @Override
    public boolean active() {
        return or().teleport() != null;
    }

    @Override
    public List<Entity> activeEntities() {
        PrivateCompany p = or().teleport();
        return p == null ? List.of() : List.of(p);
    }

    @Override
    public List<String> actions(Entity entity) {
        return entity == or().teleport() ? List.of("place_token", "pass") : List.of();
    }

    @Override
    public void process(Action action, Entity entity) {
        Corporation c = corporation();
        if (action.type().equals("place_token")) {
            String city = action.string("city");
            if (city == null || !or().teleportHex().equals(game.board().hexOfCity(city))) {
                throw refuse(RuleKey.TOKEN_TELEPORT, EngineText.get("refuse.token.teleport", place(game, or().teleportHex())));
            }
            Token.place(game, c, city, false, 0);
            if (game.option(EngineOption.TELEPORT_TOKEN_IS_TURNS_TOKEN)) {
                // 18xx.games: this station is the turn's, so the token step is over
                round.steps().stream().filter(Token.class::isInstance).forEach(Step::pass);
            }
        }
        or().setTeleport(null, null);
    }

    /**
     * The city of {@code hex} where {@code c} could put its next token for free after a teleport lay, or
     * {@code null}: none left, or the city is full or barred to it. Then nothing is asked.
     */
    static String freeTokenCity(Game game, Corporation c, String hex) {
        String ref = game.board().cityRef(hex, 0);
        return ref != null && c.nextTokenPrice() >= 0 && game.board().tokenRefusal(c.id(), ref, false) == null ? ref : null;
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        List<LegalAction> out = new ArrayList<>();
        Corporation c = corporation();
        String ref = freeTokenCity(game, c, or().teleportHex());
        if (ref != null) {
            Map<String, Object> args = new LinkedHashMap<>();
            args.put("city", ref);
            args.put("slot", 0L);
            args.put("tokener", c.id());
            out.add(choice(new Action("place_token", entity.id(), "company", args), EngineText.get("label.freeToken", placeOfCity(ref))));
        }
        out.add(passChoice(entity, EngineText.get("label.noToken")));
        return out;
    }
}
