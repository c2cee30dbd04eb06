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

    private final List<Train> upcoming = new ArrayList<>();
    private final List<Train> discarded = new ArrayList<>();
    private final Map<String, Train> all = new LinkedHashMap<>();
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
        train.setOwner(DEPOT);
        upcoming.add(train);
        all.put(train.id(), train);
        return train;
    }

    /** Every train ever created, by id. */
    public Train train(String id) {
        return all.get(id);
    }

    public List<Train> upcoming() {
        return upcoming;
    }

    public List<Train> discarded() {
        return discarded;
    }

    public List<Train> allTrains() {
        return new ArrayList<>(all.values());
    }
}
