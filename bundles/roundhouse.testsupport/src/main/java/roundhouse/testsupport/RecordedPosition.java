package roundhouse.testsupport;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import roundhouse.api.Action;
import roundhouse.api.GameFileException;
import roundhouse.api.GameLoadException;
import roundhouse.api.GameRecord;
import roundhouse.api.GameSetup;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.EngineTitle;

/**
 * A position of a recorded game for a rules test: the game after its actions before a given id,
 * and the recorded actions by id, to replay one of them (or a changed one) on it.
 */
public final class RecordedPosition {
    private final EngineTitle title;
    private final GameRecord record;

    private RecordedPosition(EngineTitle title, GameRecord record) {
        this.title = title;
        this.record = record;
    }

    /** {@code <name>.json} in {@code dir}, played by {@code title}. */
    public static RecordedPosition of(EngineTitle title, Path dir, String name) throws IOException {
        try {
            return new RecordedPosition(title, new GsonRecordCodec().read(dir.resolve(name + ".json")));
        } catch (GameFileException e) {
            throw new IOException(name + ": " + e.getMessage(), e);
        }
    }

    /** The game after every recorded action whose id is below {@code id}. */
    public EngineSession before(long id) throws GameLoadException {
        List<Action> actions = record.actions().stream().filter(a -> a.number("id", -1) < id).toList();
        return EngineSession.load(title, new GameRecord(record.titleId(), record.gameId(), record.description(), record.setup(),
                actions, null, null, record.origin(), record.blankSeed()));
    }

    /**
     * The game after every recorded action whose id is below {@code id}, played with the options an
     * import plays with but one: a rulebook side of one of 18xx.games' departures. A file Roundhouse wrote
     * keeps its exact rules (a first edition of 1841 among them), one taken out.
     */
    public EngineSession before(long id, String withoutOption) throws GameLoadException {
        List<Action> actions = record.actions().stream().filter(a -> a.number("id", -1) < id).toList();
        Set<String> options = new TreeSet<>(GameRecord.FROM_ROUNDHOUSE.equals(record.origin()) ? record.setup().optionalRules()
                : title.importOptions(record.setup().optionalRules()));
        options.remove(withoutOption);
        GameSetup setup = new GameSetup(record.setup().players(), options, record.setup().seed());
        // a game of our own: no import defaults added back
        return EngineSession.load(title, new GameRecord(record.titleId(), record.gameId(), record.description(), setup, actions,
                null, null, GameRecord.FROM_ROUNDHOUSE, record.blankSeed()));
    }

    /** The recorded action with this id. */
    public Action action(long id) {
        return record.actions().stream().filter(a -> a.number("id", -1) == id).findFirst().orElseThrow();
    }
}
