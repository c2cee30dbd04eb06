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
}
