package roundhouse.map.svg.internal;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import roundhouse.api.GameRecord;
import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.PlayerRef;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.title.t1830.internal.T1830Title;

/** Real 1830 games for the tests: a new game and the recorded fixtures, through the engine. */
final class Games1830 {
    static final T1830Title TITLE = new T1830Title();
    static final Path FIXTURES = Files.isDirectory(Path.of("../roundhouse.title.t1830/src/test/resources/fixtures/1830"))
            ? Path.of("../roundhouse.title.t1830/src/test/resources/fixtures/1830") : Path.of("../../../shared/fixtures/1830");

    static GameSession newGame() {
        return TITLE.newGame(new GameSetup(List.of(new PlayerRef("1", "Ann"), new PlayerRef("2", "Bob"),
                new PlayerRef("3", "Cid"), new PlayerRef("4", "Dee")), Set.of(), 1));
    }

    static GameRecord record(String name) throws Exception {
        return new GsonRecordCodec().read(FIXTURES.resolve(name));
    }

    static GameSession load(String name) throws Exception {
        return TITLE.load(record(name));
    }

    static Map<String, String> colors(GameState state) {
        Map<String, String> out = new LinkedHashMap<>();
        for (CompanyView c : state.companies()) {
            if (c.color() != null) {
                out.put(c.id(), c.color());
            }
        }
        return out;
    }

    private Games1830() {
    }
}
