package roundhouse.engine.spi.step;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.EngineOption;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.RuleKey;

/**
 * A corporation over its train limit returns a train of its choice to the pool (1830 §5.7).
 * Order: 18xx.games takes crowded corporations in the title's list order (rule option
 * {@code discard_in_list_order}), and a discard of any of them out of turn; the rulebook (R 6.6.1) in
 * operating order.
 */
@org.osgi.annotation.versioning.ConsumerType
public class DiscardTrain extends Step {
    public DiscardTrain(Game game, Round round) {
        super(game, round);
    }

    @Override
    public String description() {
        return EngineText.get("step.discard");
    }

    private int crowdedVersion = -1;
    private List<Corporation> crowded;

    /**
     * The corporations over their train limit, in the order they discard; found once per state
     * of the round ({@link Round#version()}), since the round asks after every action.
     */
    protected List<Corporation> crowded() {
        if (crowdedVersion != round.version()) {
            crowded = findCrowded();
            crowdedVersion = round.version();
        }
        return crowded;
    }

    private List<Corporation> findCrowded() {
        List<Corporation> list = game.crowdedCorporations();
        if (!game.option(EngineOption.DISCARD_IN_LIST_ORDER) && list.size() > 1) {
            list = new ArrayList<>(list);
            list.sort((a, b) -> a.sharePrice() == null || b.sharePrice() == null ? 0
                    : game.operatingComparator().compare(a, b));
        }
        return list;
    }

    @Override
    public boolean active() {
        return !crowded().isEmpty();
    }

    @Override
    public List<Entity> activeEntities() {
        List<Corporation> c = crowded();
        return c.isEmpty() ? List.of() : List.of(c.get(0));
    }

    /**
     * The first corporation in the order discards; with {@code discard_in_list_order} any corporation over
     * its limit may (18xx.games waits for the first and takes the discard of any of them, so a recorded game
     * may give them up in another order).
     */
    @Override
    public List<String> actions(Entity entity) {
        List<Corporation> c = crowded();
        boolean inAnyOrder = game.option(EngineOption.DISCARD_IN_LIST_ORDER);
        return !c.isEmpty() && (c.get(0) == entity || inAnyOrder && c.contains(entity)) ? List.of("discard_train") : List.of();
    }

    @Override
    public void process(Action action, Entity entity) {
        Corporation c = (Corporation) entity;
        Train t = game.depot().train(action.string("train"));
        if (t == null || t.owner() != c) {
            throw refuse(RuleKey.TRAIN_NOT_OWNED, EngineText.get("refuse.trainNotOwned", c, Names.trainOfId(action.string("train"))));
        }
        game.discardTrain(c, t);
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        Corporation c = (Corporation) entity;
        List<LegalAction> out = new ArrayList<>();
        for (Train t : c.trains()) {
            out.add(new LegalAction(new Action("discard_train", c.id(), c.entityType(), Map.of("train", t.id())),
                    EngineText.get("label.discard", Names.aTrain(t.name())), null));
        }
        return out;
    }
}
