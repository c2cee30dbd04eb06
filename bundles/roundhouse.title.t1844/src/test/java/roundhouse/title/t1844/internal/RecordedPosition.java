package roundhouse.title.t1844.internal;

import java.nio.file.Path;
import java.util.List;

import roundhouse.api.Action;
import roundhouse.api.GameRecord;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.session.EngineSession;

/** A position of a recorded game: its actions before a given id replayed, and the recorded actions by id. */
final class RecordedPosition {
    private final GameRecord record;

    private RecordedPosition(GameRecord record) {
        this.record = record;
    }

    static RecordedPosition of(String fixture) throws Exception {
        return new RecordedPosition(new GsonRecordCodec().read(Path.of("src/test/resources/fixtures/1844/" + fixture + ".json")));
    }

    /** The game after every recorded action whose id is below {@code id}. */
    EngineSession before(long id) throws Exception {
        List<Action> actions = record.actions().stream().filter(a -> a.number("id", -1) < id).toList();
        GameRecord cut = new GameRecord(record.titleId(), record.gameId(), record.description(), record.setup(), actions,
                null, null, record.origin(), record.blankSeed());
        return EngineSession.load(new T1844Title(), cut);
    }

    /** The game after every recorded action whose id is below {@code id}, played without one rule option. */
    EngineSession before(long id, String withoutOption) throws Exception {
        List<Action> actions = record.actions().stream().filter(a -> a.number("id", -1) < id).toList();
        // the options an import plays with, less one, as a game of our own (no import defaults added)
        java.util.Set<String> options = new java.util.TreeSet<>(new T1844Title().importOptions(record.setup().optionalRules()));
        options.remove(withoutOption);
        roundhouse.api.GameSetup setup = new roundhouse.api.GameSetup(record.setup().players(), options, record.setup().seed());
        GameRecord cut = new GameRecord(record.titleId(), record.gameId(), record.description(), setup, actions, null, null,
                GameRecord.FROM_ROUNDHOUSE, record.blankSeed());
        return EngineSession.load(new T1844Title(), cut);
    }

    /** The recorded action with this id. */
    Action action(long id) {
        return record.actions().stream().filter(a -> a.number("id", -1) == id).findFirst().orElseThrow();
    }
}
