package roundhouse.engine.internal.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameRecord;
import roundhouse.api.GameSession;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.spi.EngineTitle;
import roundhouse.engine.spi.TestTitles;

/** A game ended by agreement, with a blank 18xx.games seed, on the {@code titles/mini} test title. */
class ManualEndAndSeedTest {
    static EngineTitle mini() {
        return TestTitles.title("mini");
    }

    private final GsonRecordCodec codec = new GsonRecordCodec();

    @Test
    void anEndedGameIsWrittenManuallyEndedAndItsBlankSeedStaysBlank() throws Exception {
        GameRecord file = codec.parse("""
                {"id":"hs_abc_76622","title":"mini","players":[{"id":1,"name":"A"},{"id":2,"name":"B"}],
                 "settings":{"seed":"","optional_rules":[]},
                 "actions":[{"type":"end_game","entity":1,"entity_type":"player","id":1}]}""", "ended.json");
        GameSession session = mini().load(file);
        assertTrue(session.state().finished());
        assertEquals("manually_ended", session.state().gameEndReason());
        String written = codec.format(session.toRecord());
        assertTrue(written.contains("\"game_end_reason\": \"manually_ended\""), written);
        assertTrue(written.contains("\"seed\": \"\""), written);
        GameRecord again = codec.parse(written, "again.json");
        assertEquals(76622L, again.setup().seed());
        assertEquals(written, codec.format(mini().load(again).toRecord()), "reload and export: unchanged");
    }
}
