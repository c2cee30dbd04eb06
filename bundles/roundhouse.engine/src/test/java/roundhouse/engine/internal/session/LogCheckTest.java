package roundhouse.engine.internal.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameLoadException;
import roundhouse.engine.internal.codec.GsonRecordCodec;

/** Every action of a log, undone ones included, names an existing entity and has its own id. */
class LogCheckTest {
    private final GsonRecordCodec codec = new GsonRecordCodec();

    private String refusal(String actions) throws Exception {
        var record = codec.parse("""
                {"id":"1","title":"mini","players":[{"id":1,"name":"A"},{"id":2,"name":"B"}],
                 "settings":{"seed":"1","optional_rules":[]},"actions":[%s]}""".formatted(actions), "bad.json");
        GameLoadException e = assertThrows(GameLoadException.class, () -> ManualEndAndSeedTest.mini().load(record));
        assertEquals(1, e.getMessage().lines().count());
        return e.getMessage();
    }

    @Test
    void anUndoneActionOfAnUnknownCompanyIsRefused() throws Exception {
        assertEquals("action 0 (id 1, lay_tile by XYZ): no corporation XYZ in this game", refusal("""
                {"type":"lay_tile","entity":"XYZ","entity_type":"corporation","id":1,"hex":"A1","tile":"57-0","rotation":0},
                {"type":"undo","entity":1,"entity_type":"player","id":2}"""));
    }

    @Test
    void aBuyTrainOfAnUnknownCompanyIsRefused() throws Exception {
        assertEquals("action 0 (id 1, buy_train by XYZ): no company XYZ in this game", refusal("""
                {"type":"buy_train","entity":"XYZ","entity_type":"company","id":1,"train":"2-0","price":80},
                {"type":"undo","entity":1,"entity_type":"player","id":2}"""));
    }

    @Test
    void twoActionsSharingAnIdAreRefused() throws Exception {
        assertEquals("action 1 (id 1, message by 2): id 1 is also the id of action 0; action ids must be unique", refusal("""
                {"type":"message","entity":1,"entity_type":"player","id":1,"message":"hi"},
                {"type":"message","entity":2,"entity_type":"player","id":1,"message":"ho"}"""));
    }
}
