package roundhouse.title.t1841.internal;

import java.nio.file.Path;

import roundhouse.engine.internal.session.EngineSession;

/** Positions of the seeded games the findings tests cite, from {@code src/test/resources/sweep}. */
final class Sweeps {
    private Sweeps() {
    }

    /** The game recorded in {@code file}, every action played. */
    static EngineSession load(String file) throws Exception {
        return (EngineSession) new T1841Title().load(new roundhouse.engine.internal.codec.GsonRecordCodec()
                .read(Path.of("src/test/resources/sweep/" + file)));
    }

    /** The game recorded in {@code file}, every action played, without the rule option {@code option} the file lists. */
    static EngineSession loadWithout(String file, String option) throws Exception {
        roundhouse.api.GameRecord r = new roundhouse.engine.internal.codec.GsonRecordCodec()
                .read(Path.of("src/test/resources/sweep/" + file));
        java.util.Set<String> rules = new java.util.TreeSet<>(r.setup().optionalRules());
        if (!rules.remove(option)) {
            throw new IllegalArgumentException(file + " does not list " + option);
        }
        roundhouse.api.GameSetup setup = new roundhouse.api.GameSetup(r.setup().players(), rules, r.setup().seed());
        return (EngineSession) new T1841Title().load(new roundhouse.api.GameRecord(r.titleId(), r.gameId(), r.description(),
                setup, r.actions(), r.result(), r.gameEndReason(), r.origin(), r.blankSeed(), r.extendsTitle(), r.fileOptions()));
    }
}
