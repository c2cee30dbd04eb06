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
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.GameRuleException;
import roundhouse.engine.spi.RuleKey;

/**
 * A token lifted by a tile lay (1830 §5.3: Erie's home on a bare OO hex) must be put back on a
 * city of that hex; the corporation that laid the tile chooses.
 */
@org.osgi.annotation.versioning.ConsumerType
public class HomeToken extends CorporationStep {
    public HomeToken(Game game, Round round) {
        super(game, round);
    }

    private OperatingRound.PendingToken first() {
        List<OperatingRound.PendingToken> l = or().pendingTokens();
        return l.isEmpty() ? null : l.get(0);
    }

    private void done() {
        or().pendingTokens().remove(0);
    }

    @Override
    public String description() {
        return EngineText.get("step.homeToken");
    }

    @Override
    public boolean active() {
        return first() != null;
    }

    @Override
    public List<Entity> activeEntities() {
        OperatingRound.PendingToken p = first();
        return p == null ? List.of() : List.of(p.chooser());
    }

    @Override
    public List<String> actions(Entity entity) {
        OperatingRound.PendingToken p = first();
        return p != null && entity == p.chooser() ? List.of("place_token") : List.of();
    }

    @Override
    public void process(Action action, Entity entity) {
        OperatingRound.PendingToken p = first();
        String city = action.string("city");
        String hex = city == null ? null : game.board().hexOfCity(city);
        if (!p.hex().equals(hex)) {
            throw refuse(RuleKey.TOKEN_HOME, EngineText.get("refuse.token.home", p.owner(), place(game, p.hex())));
        }
        try {
            game.board().placeToken(p.owner().id(), city, false);
        } catch (MapRuleException e) {
            throw new GameRuleException(RuleKey.TOKEN_HOME, e.getMessage());
        }
        if (game.logging()) { // the names are formatted only for a kept log
            game.logText("log.homeToken", p.owner().id(), placeOfCity(city));
        }
        done();
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        OperatingRound.PendingToken p = first();
        List<LegalAction> out = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            String ref;
            try {
                ref = game.board().cityRef(p.hex(), i);
            } catch (RuntimeException e) {
                break;
            }
            if (ref == null) {
                break;
            }
            if (game.board().tokenRefusal(p.owner().id(), ref, false) == null) {
                Map<String, Object> args = new LinkedHashMap<>();
                args.put("city", ref);
                args.put("slot", 0L);
                args.put("tokener", p.owner().id());
                out.add(choice(new Action("place_token", p.chooser().id(), p.chooser().entityType(), args),
                        EngineText.get("label.homeToken", p.owner().id(), placeOfCity(ref))));
            }
        }
        return out;
    }
}
