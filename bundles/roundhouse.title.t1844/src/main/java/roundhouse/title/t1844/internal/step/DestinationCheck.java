package roundhouse.title.t1844.internal.step;

import java.util.List;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.step.CorporationStep;
import roundhouse.engine.spi.step.Round;

/**
 * 18xx.games checks the destinations (RB VI "Anbindungsverpflichtung") after the track and after
 * the station of every company's turn in a step of its own that takes one automatic pass each time;
 * its recorded games carry those passes ({@code auto_actions}). With the rule option
 * {@code destination_check_passes} (on for imported games) this step takes them; a game of our own
 * has no such step.
 */
public class DestinationCheck extends CorporationStep {
    public DestinationCheck(Game game, Round round) {
        super(game, round);
    }

    @Override
    public String description() {
        return EngineText.get("label.pass");
    }

    @Override
    public List<String> actions(Entity entity) {
        return entity == corporation() ? List.of("pass") : List.of();
    }

    @Override
    public void process(Action action, Entity entity) {
        pass();
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        return List.of(passChoice(entity, EngineText.get("label.pass")));
    }
}
