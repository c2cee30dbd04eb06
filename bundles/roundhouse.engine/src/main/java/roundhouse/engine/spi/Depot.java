package roundhouse.engine.spi;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The bank's trains: the depot (unsold, in order) and the pool (discarded or traded in). */
public final class Depot {
    /** Owner marker for trains in the depot. */
    public static final String DEPOT = "depot";
    /** Owner marker for trains in the pool. */
    public static final String POOL = "pool";
    /** Owner marker for trains set aside: never sold, handed out by a title's rule. */
    public static final String ASIDE = "aside";

    private final List<Train> upcoming = new ArrayList<>();
    private final List<Train> discarded = new ArrayList<>();
    private final List<Train> aside = new ArrayList<>();
    /** The trains in play (depot, pool, aside, owned), by id in the order they were made. */
    private final Map<String, Train> all = new LinkedHashMap<>();
    /**
     * The trains that rusted, in the order they did: they never change ({@link Train#setRusted}), so
     * copies of the game share them with the full chunks of the list; a long game with unlimited
     * trains (18Mag) adds to it without making its copies dearer.
     */
    private final ChunkedList<Train> retired = new ChunkedList<>();
    private final Map<String, Integer> created = new LinkedHashMap<>();

    /** Makes one train: a title's {@link Train} subclass ({@link Game#createTrain}). */
    @FunctionalInterface
    public interface TrainFactory {
        Train create(String id, TrainType type);
    }

    private final TrainFactory factory;

    public Depot(List<TrainType> types) {
        this(types, Train::new);
    }

    public Depot(List<TrainType> types, TrainFactory factory) {
        this.factory = factory;
        for (TrainType t : types) {
            int n = t.count() < 0 ? 1 : t.count();
            for (int i = 0; i < n; i++) {
                addNew(t);
            }
        }
    }

    /** Creates the next train of a type (unlimited types grow one at a time). */
    public Train addNew(TrainType t) {
        int i = created.merge(t.name(), 1, Integer::sum) - 1;
        Train train = factory.create(t.name() + "-" + i, t);
        train.depot = this;
        train.setOwner(DEPOT);
        upcoming.add(train);
        all.put(train.id(), train);
        return train;
    }

    /** A train ever created, by id (in play or rusted), or null. */
    public Train train(String id) {
        Train t = all.get(id);
        if (t == null && id != null) {
            for (Train r : retired) { // rare: an action or a message naming a train that rusted
                if (r.id().equals(id)) {
                    return r;
                }
            }
        }
        return t;
    }

    /** Takes a rusted train out of play ({@link Train#setRusted}). */
    void retire(Train train) {
        if (all.remove(train.id()) == train) {
            retired.add(train);
        }
    }

    public List<Train> upcoming() {
        return upcoming;
    }

    public List<Train> discarded() {
        return discarded;
    }

    /**
     * Takes a train out of the depot for a title's rule (1844: the electric train EVA goes to P7's
     * owner, one 5H to the SBB): the depot never offers it and the phases never count it; {@link
     * TrainRules#buyTrain} hands it out like any other train.
     *
     * @throws IllegalArgumentException if the train is not in the depot
     */
    public void setAside(Train train) {
        if (!upcoming.remove(train)) {
            throw new IllegalArgumentException(train.id() + " is not in the depot");
        }
        train.setOwner(ASIDE);
        aside.add(train);
    }

    /** The trains set aside and not yet handed out. */
    public List<Train> aside() {
        return aside;
    }

    /** Every train ever created: those in play in the order they were made, then the rusted ones as they rusted. */
    public List<Train> allTrains() {
        List<Train> out = new ArrayList<>(all.values());
        out.addAll(retired);
        return out;
    }

    /** The trains not rusted (in the depot, the pool, set aside or owned), in the order they were made. */
    public List<Train> trainsInPlay() {
        return new ArrayList<>(all.values());
    }
}
