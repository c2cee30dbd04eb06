package roundhouse.title.t1844.internal;

import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.function.Consumer;

import roundhouse.api.GameRecord;
import roundhouse.api.GameSetup;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.session.EngineSession;

/** Positions of seeded games kept under {@code src/test/resources/positions}, loaded with their rule options changed. */
final class PositionFiles {
    private PositionFiles() {
    }

    /** The position of {@code file}, its options changed by {@code options} (e.g. one rule added or removed). */
    static EngineSession load(String file, Consumer<Set<String>> options) throws Exception {
        GameRecord r = new GsonRecordCodec().read(Path.of("src/test/resources/positions", file));
        Set<String> rules = new LinkedHashSet<>(r.setup().optionalRules());
        options.accept(rules);
        GameSetup setup = new GameSetup(r.setup().players(), rules, r.setup().seed());
        return (EngineSession) new T1844Title().load(new GameRecord(r.titleId(), r.gameId(), r.description(), setup,
                r.actions(), r.result(), r.gameEndReason(), r.origin()));
    }

    /** The position with {@code option} switched on or off. */
    static EngineSession load(String file, String option, boolean on) throws Exception {
        return load(file, rules -> {
            if (on) {
                rules.add(option);
            } else {
                rules.remove(option);
            }
        });
    }
}
