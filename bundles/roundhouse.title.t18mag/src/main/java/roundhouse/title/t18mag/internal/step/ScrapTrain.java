package roundhouse.title.t18mag.internal.step;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.step.CorporationStep;
import roundhouse.engine.spi.step.Round;
import roundhouse.title.t18mag.internal.MagText;

/**
 * RB VI.3.5: before running, a minor may scrap any of its trains without compensation; the train
 * goes back to the front of the depot. The step waits for a {@code pass} while the minor owns a
 * train (18xx.games' order: after the token, before the run).
 */
public class ScrapTrain extends CorporationStep {
    public ScrapTrain(Game game, Round round) {
        super(game, round);
    }

    @Override
    public String description() {
        return MagText.get("step.scrap");
    }

    @Override
    public List<String> actions(Entity entity) {
        Corporation c = corporation();
        if (entity != c || c.priced() || c.trains().isEmpty()) {
            return List.of();
        }
        return List.of("discard_train", "pass");
    }

    @Override
    public void process(Action action, Entity entity) {
        if (action.type().equals("pass")) {
            pass();
            return;
        }
        Corporation minor = corporation();
        String id = action.string("train");
        Train train = minor.trains().stream().filter(t -> t.id().equals(id)).findFirst()
                .orElseThrow(() -> refuse(RuleKey.TRAIN_NOT_OWNED, MagText.get("refuse.noSuchTrain", minor.id(), roundhouse.engine.spi.Names.trainOfId(id))));
        game.discardTrain(minor, train);
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        List<LegalAction> out = new ArrayList<>();
        if (actions(entity).isEmpty()) {
            return out;
        }
        Corporation minor = corporation();
        for (Train t : minor.trains()) {
            out.add(choice(corpAction("discard_train", minor, Map.of("train", t.id())), MagText.get("label.scrap", t.name())));
        }
        out.add(passChoice(minor, MagText.get("label.keepTrains")));
        return out;
    }
}
