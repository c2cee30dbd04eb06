package roundhouse.title.t1844.internal.step;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.step.CorporationStep;
import roundhouse.engine.spi.step.Round;
import roundhouse.engine.spi.step.Step;
import roundhouse.title.t1844.internal.SwissText;

/**
 * RB X: where two stations of the new SBB lie on one hex (different cities of one hex), it removes
 * one of its choice; the token stays its own, to be built again elsewhere for 100. 18xx.games
 * records {@code remove_token} with the city.
 */
public class SbbTokenRemoval extends Step {
    private final Corporation sbb;

    public SbbTokenRemoval(Game game, Round round, Corporation sbb) {
        super(game, round);
        this.sbb = sbb;
    }

    @Override
    public String description() {
        return SwissText.get("step.sbbTokens");
    }

    /** The SBB's cities on hexes where it has more than one station. */
    private List<String> doubled() {
        List<String> out = new ArrayList<>();
        if (game.board() == null) {
            return out;
        }
        Map<String, List<String>> byHex = new LinkedHashMap<>();
        for (String city : game.board().tokensOf(sbb.id())) {
            byHex.computeIfAbsent(game.board().hexOfCity(city), h -> new ArrayList<>()).add(city);
        }
        byHex.values().stream().filter(l -> l.size() > 1).forEach(out::addAll);
        return out;
    }

    @Override
    public boolean active() {
        return !doubled().isEmpty();
    }

    @Override
    public List<Entity> activeEntities() {
        return active() ? List.of(sbb) : List.of();
    }

    @Override
    public List<String> actions(Entity entity) {
        return entity == sbb && active() ? List.of("remove_token") : List.of();
    }

    @Override
    public void process(Action action, Entity entity) {
        String city = action.string("city");
        if (city == null || !doubled().contains(city)) {
            throw refuse(RuleKey.ACTION_MALFORMED, SwissText.get("refuse.sbbTokenCity", String.valueOf(city)));
        }
        game.board().removeToken(sbb.id(), city);
        sbb.setTokensUsed(sbb.tokensUsed() - 1);
        if (game.logging()) {
            game.log(SwissText.get("log.sbbRemovesToken", CorporationStep.place(game, game.board().hexOfCity(city))));
        }
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        List<LegalAction> out = new ArrayList<>();
        if (entity != sbb) {
            return out;
        }
        for (String city : doubled()) {
            Map<String, Object> args = new LinkedHashMap<>();
            args.put("city", city);
            args.put("slot", 0L);
            out.add(new LegalAction(new Action("remove_token", sbb.id(), sbb.entityType(), args),
                    SwissText.get("label.sbbRemoveToken", CorporationStep.place(game, game.board().hexOfCity(city))), null,
                    game.board().hexOfCity(city), null));
        }
        return out;
    }
}
