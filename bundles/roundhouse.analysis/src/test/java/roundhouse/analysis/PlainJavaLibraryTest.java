package roundhouse.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameFiles;
import roundhouse.api.GameRecord;
import roundhouse.api.GameSession;
import roundhouse.api.TitleRegistry;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.files.GameFilesImpl;
import roundhouse.title.t1830.internal.T1830Title;

/**
 * The README's library example, on the plain test class path with no OSGi framework running: a
 * recorded game is replayed and reduced to its tidy rows by the same function {@code stats} uses.
 */
class PlainJavaLibraryTest {
    private static final Path GAME = Path.of("../roundhouse.title.t1830/src/test/resources/fixtures/1830/26855.json");

    @Test
    void aGameIsReplayedAndSummarisedWithoutAFramework() throws Exception {
        assertNull(PlainJavaLibraryTest.class.getClassLoader().getResource("org/apache/felix/framework/Felix.class"),
                "no framework on this class path");
        GameFiles files = file -> GameFilesImpl.open(file, new GsonRecordCodec(), TitleRegistry.fixed(List.of(new T1830Title())));
        GameSession game = files.open(GAME);
        Map<String, List<List<String>>> rows = GameStatistics.rows(game, "26855.json");

        assertEquals(List.of("games", "players", "company_ors", "price_moves"), List.copyOf(rows.keySet()));
        GameRecord record = new GsonRecordCodec().read(GAME);
        List<List<String>> players = rows.get("players");
        assertEquals(record.setup().players().size(), players.size());
        int worth = GameStatistics.columns("players").indexOf("final_worth");
        int id = GameStatistics.columns("players").indexOf("player_id");
        for (List<String> p : players) {
            assertEquals(record.result().get(p.get(id)), Integer.valueOf(p.get(worth)), p.toString());
        }
        assertEquals(1, rows.get("games").size());
        assertTrue(rows.get("price_moves").size() > 50);
    }
}
