package roundhouse.title.t1844.internal.step;

import java.util.List;
import java.util.function.Predicate;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.step.CorporationStep;
import roundhouse.engine.spi.step.Round;
import roundhouse.title.t1844.internal.SwissText;

/**
 * 18xx.games records each destination reached as an automatic {@code destination_connection}
 * naming the companies. Roundhouse pays destinations itself after every action (RB VI), so this
 * step only checks that every company named has reached its destination; it is never a decision.
 */
public class DestinationConnection extends CorporationStep {
    private final Predicate<Corporation> destinated;

    public DestinationConnection(Game game, Round round, Predicate<Corporation> destinated) {
        super(game, round);
        this.destinated = destinated;
    }

    @Override
    public String description() {
        return EngineText.get("label.pass");
    }

    @Override
    public boolean blocks() {
        return false;
    }

    @Override
    public List<String> actions(Entity entity) {
        return entity == corporation() ? List.of("destination_connection") : List.of();
    }

    @Override
    public void process(Action action, Entity entity) {
        Object listed = action.args() == null ? null : action.args().get("corporations");
        for (Object id : listed instanceof List<?> l ? l : List.of()) {
            Corporation c = game.corporation(String.valueOf(id));
            if (c == null || !destinated.test(c)) {
                throw refuse(RuleKey.ACTION_NOT_EXPECTED, SwissText.get("refuse.noDestination", roundhouse.engine.spi.Names.of(game.corporation(String.valueOf(id)))));
            }
        }
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        return List.of();
    }
}
