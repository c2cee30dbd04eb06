package roundhouse.title.t1830.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.osgi.service.component.annotations.Component;

import roundhouse.engine.spi.EngineTitle;
import roundhouse.engine.spi.TrainType;

/**
 * 1830: Railways &amp; Robber Barons. Everything is data under {@code GAME-INF/}; the only Java
 * is the train supply, which depends on two options.
 *
 * <p>Registered as an {@link EngineTitle} service; the engine publishes it as the 1830
 * {@code GameTitle} with the id, name and player range of {@code title.json}. Tests construct it
 * directly.
 */
@Component(service = EngineTitle.class)
public class T1830Title extends EngineTitle {
    /** 18xx.games: Diesels never run out (rulebook 1830 §6: six). */
    static final String UNLIMITED_DIESELS = "unlimited_diesels";
    /** 18xx.games optional rule: three 6-trains instead of two. */
    static final String OPTIONAL_6_TRAIN = "optional_6_train";

    public T1830Title() {
        super(T1830Title.class.getClassLoader(), Set.of(UNLIMITED_DIESELS, OPTIONAL_6_TRAIN));
    }

    /**
     * 1830 §6: Diesels are unlimited on 18xx.games (option {@code unlimited_diesels}; rulebook: 6);
     * {@code optional_6_train} adds a third 6-train.
     */
    @Override
    protected List<TrainType> trainTypes(Set<String> options) {
        List<TrainType> out = new ArrayList<>();
        for (TrainType t : data().trains()) {
            int count = t.count();
            if (t.name().equals("D") && options.contains(UNLIMITED_DIESELS)) {
                count = -1;
            }
            if (t.name().equals("6") && options.contains(OPTIONAL_6_TRAIN)) {
                count = 3;
            }
            out.add(t.withCount(count));
        }
        return out;
    }
}
