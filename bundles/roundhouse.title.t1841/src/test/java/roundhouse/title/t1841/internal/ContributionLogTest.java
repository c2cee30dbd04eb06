package roundhouse.title.t1841.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import roundhouse.api.GameRecord;
import roundhouse.api.view.LogEntry;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.EngineText;

/**
 * Money a player gives a corporation in need (RB 4.5.1: its train, or the rest of his cash when he goes
 * bankrupt) is logged with the corporation it goes to: in the recorded bankrupt game Player 2 sells shares
 * of several corporations between his contributions, and a line without the receiver leaves the reader
 * guessing which one he pays for.
 */
class ContributionLogTest {
    private static final Path GAME = Path.of("src/test/resources/fixtures/1841/1841_game_end_bankrupt.json");

    @AfterEach
    void languageBack() {
        EngineText.use(null);
    }

    @Test
    void inEnglishEachContributionNamesItsReceiver() throws Exception {
        EngineText.use(Locale.ENGLISH);
        List<String> lines = contributions("contributes");
        assertFalse(lines.isEmpty(), "the game has contributions");
        for (String line : lines) {
            assertTrue(line.matches("Player \\d contributes L\\.\\d+ to [A-Z][A-Za-z]+"), line);
        }
        assertEquals("Player 2 contributes L.14 to SFL", lines.get(lines.size() - 1));
    }

    @Test
    void inGermanEachContributionNamesItsReceiver() throws Exception {
        EngineText.use(Locale.GERMAN);
        List<String> lines = contributions("schießt");
        assertFalse(lines.isEmpty(), "the game has contributions");
        assertEquals("Player 2 schießt SFL L.14 zu", lines.get(lines.size() - 1));
    }

    private static List<String> contributions(String verb) throws Exception {
        GameRecord record = new GsonRecordCodec().read(GAME);
        EngineSession session = EngineSession.load(new T1841Title(), record);
        return session.state().log().stream().map(LogEntry::text).filter(m -> m.contains(" " + verb + " ")).toList();
    }
}
