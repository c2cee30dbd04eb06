package roundhouse.title.t1844.internal.step;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Ability;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Depot;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.step.CorporationStep;
import roundhouse.engine.spi.step.Round;
import roundhouse.title.t1844.internal.SwissText;

/**
 * RB III, P7 (Lokfabrik Oerlikon): with the first 5/5H train the factory stops, and its owner may
 * give the electric train EVA (a 5H set aside from the start, companies.json ability {@code eva}) to
 * a company he directs, at once or later, in that company's operating turn, within the normal train
 * limit; P7 then closes. 18xx.games records it as {@code choose_ability} by P7 with the company as
 * the choice, and does not check the train limit (option {@link #IGNORES_TRAIN_LIMIT}: the company
 * then discards down to its limit).
 */
public class EvaAssignment extends CorporationStep {
    /** companies.json ability type of P7. */
    public static final String ABILITY = "eva";
    /** 18xx.games: EVA may be given to a company at its train limit (RB III: the limit must be kept). */
    public static final String IGNORES_TRAIN_LIMIT = "eva_ignores_train_limit";

    public EvaAssignment(Game game, Round round) {
        super(game, round);
    }

    @Override
    public String description() {
        return SwissText.get("step.eva");
    }

    @Override
    public boolean blocks() {
        return false;
    }

    /** EVA if it may be given now (P7 open, from the phase its ability names, EVA still aside). */
    public static Train eva(Game game, PrivateCompany p) {
        Ability a = p.ability(ABILITY);
        if (a == null || p.closed() || !(p.owner() instanceof Player)
                || game.phaseIndexOf(a.string("from_phase")) > game.phaseIndex()) {
            return null;
        }
        Train t = game.depot().train(a.string("train"));
        return t != null && Depot.ASIDE.equals(t.owner()) ? t : null;
    }

    /** Whether P7's owner directs the operating company, which has room for EVA (unless the option says otherwise). */
    private boolean mayReceive(PrivateCompany p) {
        Corporation c = corporation();
        if (c == null || c.president() != p.owner()) {
            return false;
        }
        return game.option(IGNORES_TRAIN_LIMIT) || c.trains().size() < game.trainLimit(c);
    }

    @Override
    public List<String> actions(Entity entity) {
        return entity instanceof PrivateCompany p && eva(game, p) != null && mayReceive(p) ? List.of("choose_ability")
                : List.of();
    }

    @Override
    public void process(Action action, Entity entity) {
        PrivateCompany p = (PrivateCompany) entity;
        Corporation c = corporation();
        if (!c.id().equals(action.string("choice"))) {
            throw refuse(RuleKey.ACTION_MALFORMED, SwissText.get("refuse.evaChoice", Names.of(c)));
        }
        Train t = eva(game, p);
        game.buyTrain(c, t, null, 0, game.bank(), null);
        if (game.logging()) {
            game.log(SwissText.get("log.evaGiven", p.owner().name(), Names.of(c)));
        }
        game.closeCompany(p);
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        List<LegalAction> out = new ArrayList<>();
        if (!actions(entity).isEmpty()) {
            Map<String, Object> args = new LinkedHashMap<>();
            args.put("choice", corporation().id());
            out.add(new LegalAction(new Action("choose_ability", entity.id(), "company", args),
                    SwissText.get("label.giveEva", Names.of(corporation())), null));
        }
        return out;
    }
}
