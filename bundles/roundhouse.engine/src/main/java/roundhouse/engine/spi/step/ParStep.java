package roundhouse.engine.spi.step;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Investor;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.SharePrice;

/**
 * A player sets the par of a corporation whose director's certificate came to him outside a stock
 * round, before the round goes on (1830: the B&amp;O's with its private, 1844: the FNM's with P6). The
 * round calls {@link #await}; the step waits for that holder's {@code par} and then lets the round
 * continue. What follows the par is {@link #afterPar}. The holder may be a corporation (1841), which
 * sets the par through its controlling player; the action names the corporation.
 */
@org.osgi.annotation.versioning.ConsumerType
public class ParStep extends Step {
    private Corporation corporation;
    private Investor player;

    public ParStep(Game game, Round round) {
        super(game, round);
    }

    /** The par of {@code c} is to be set by {@code p} next. */
    public void await(Corporation c, Investor p) {
        this.corporation = c;
        this.player = p;
    }

    /** The holder whose par the step waits for, or {@code null}. */
    public Investor waitingFor() {
        return player;
    }

    /** Whether a par waits to be set. */
    public boolean waiting() {
        return corporation != null;
    }

    /** Hook: after the par, the corporation floats if it can (1830); 1844's FNM also gets its director. */
    protected void afterPar(Corporation c, Investor p) {
        game.checkFloat(c);
    }

    @Override
    public String description() {
        return EngineText.get("step.par");
    }

    @Override
    public boolean active() {
        return corporation != null;
    }

    @Override
    public List<Entity> activeEntities() {
        return corporation == null ? List.of() : List.of(player);
    }

    @Override
    public List<String> actions(Entity entity) {
        return corporation != null && entity == player ? List.of("par") : List.of();
    }

    @Override
    public void process(Action action, Entity entity) {
        if (!corporation.id().equals(action.string("corporation"))) {
            throw refuse(RuleKey.ACTION_NOT_EXPECTED, EngineText.get("refuse.par.setNow", corporation));
        }
        String priceId = action.string("share_price");
        SharePrice cell = priceId == null ? null : game.market().cell(priceId);
        if (cell == null || !cell.par()) {
            throw refuse(RuleKey.SHARE_PAR_PRICE, cell == null ? EngineText.get("refuse.par.notPar")
                    : EngineText.get("refuse.par.notParAt", game.format(cell.price())));
        }
        Corporation c = corporation;
        Investor p = player;
        game.setPar(c, cell);
        game.logText("log.pars", entity.name(), c, game.format(cell.price()));
        corporation = null;
        player = null;
        afterPar(c, p);
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        List<LegalAction> out = new ArrayList<>();
        if (corporation == null) {
            return out;
        }
        for (SharePrice price : game.market().parPrices()) {
            Map<String, Object> args = new LinkedHashMap<>();
            args.put("corporation", corporation.id());
            args.put("share_price", price.id());
            out.add(new LegalAction(new Action("par", entity.id(), entity.entityType(), args),
                    EngineText.get("label.par", corporation.id(), game.format(price.price())), null));
        }
        return out;
    }
}
