package roundhouse.engine.spi.step;

import java.util.List;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;

/** Base of the operating-round steps: the acting entity is the operating corporation. */
public abstract class CorporationStep extends Step {
    protected CorporationStep(Game game, Round round) {
        super(game, round);
    }

    protected OperatingRound or() {
        return (OperatingRound) round;
    }

    protected Corporation corporation() {
        return round.currentEntity() instanceof Corporation c ? c : null;
    }

    protected static LegalAction choice(Action action, String label) {
        return new LegalAction(action, label, null);
    }

    protected static Action corpAction(String type, Corporation c, java.util.Map<String, Object> args) {
        return new Action(type, c.id(), c.entityType(), args);
    }

    protected LegalAction passChoice(Entity e, String label) {
        return choice(new Action("pass", e.id(), e.entityType(), null), label);
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        return List.of();
    }
}
