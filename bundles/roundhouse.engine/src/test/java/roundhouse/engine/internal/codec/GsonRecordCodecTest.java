package roundhouse.engine.internal.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameFileException;
import roundhouse.api.GameRecord;
import roundhouse.api.PlayerRef;

/** The older shapes of 18xx.games game files (1830 §10.1) read as the current one. */
class GsonRecordCodecTest {
    private final GsonRecordCodec codec = new GsonRecordCodec();

    @Test
    void earlyExportsKeyTheResultByPlayerName() throws GameFileException {
        GameRecord r = codec.parse("""
                {"title":"1830","players":[{"id":4836,"name":"Ann"},{"id":4631,"name":"Bo"}],
                 "result":{"Ann":887,"Bo":1477},"actions":[]}""", "early.json");
        assertEquals(Map.of("4836", 887, "4631", 1477), Map.copyOf(r.result()));
    }

    @Test
    void resultKeyedByIdStaysAsItIs() throws GameFileException {
        GameRecord r = codec.parse("""
                {"title":"1830","players":[{"id":1,"name":"2"},{"id":2,"name":"1"}],
                 "result":{"1":10,"2":20},"actions":[]}""", "ids.json");
        assertEquals(Map.of("1", 10, "2", 20), Map.copyOf(r.result()));
    }

    @Test
    void hotseatExportsNamePlayersOnly() throws GameFileException {
        GameRecord r = codec.parse("""
                {"title":"1830","players":[{"name":"Atom"},{"name":"Bill"}],"result":"$521",
                 "actions":[{"type":"pass","entity":"Atom","entity_type":"player","id":1}]}""", "hotseat.json");
        assertEquals(List.of(new PlayerRef("Atom", "Atom"), new PlayerRef("Bill", "Bill")), r.setup().players());
        assertTrue(r.result().isEmpty(), "a result that is not a score table is no result");
        assertEquals("Atom", r.actions().get(0).entity());
    }

    @Test
    void aPlayerWithNeitherIdNorNameIsRefused() {
        GameFileException e = assertThrows(GameFileException.class,
                () -> codec.parse("{\"title\":\"1830\",\"players\":[{}],\"actions\":[]}", "bad.json"));
        assertEquals("bad.json: players[0] has no id", e.getMessage());
    }

    @Test
    void tiedResultsAreWrittenInSeatOrderSoTheSameGameGivesTheSameFile() {
        roundhouse.api.GameSetup setup = new roundhouse.api.GameSetup(
                List.of(new PlayerRef("7", "A"), new PlayerRef("3", "B"), new PlayerRef("5", "C")), java.util.Set.of(), 1);
        GameRecord record = new GameRecord("1830", null, "", setup, List.of(), Map.of("5", 900, "3", 1000, "7", 900),
                "bank");
        String json = new GsonRecordCodec().format(record);
        int b = json.indexOf("\"3\": 1000");
        int a = json.indexOf("\"7\": 900");
        int c = json.indexOf("\"5\": 900");
        assertTrue(b >= 0 && a > b && c > a, "highest first, then the tie in seat order: " + json);
    }

    /**
     * A record keeps its result in an unordered map whose order changes from run to run; the ordered result
     * must not depend on it. Twenty key sets: a map order that happens to be right for all of them is out of reach.
     */
    @Test
    void theResultInOrderIsHighestFirstTiesInSeatOrderWhateverTheMapsOrder() {
        for (int k = 0; k < 20; k++) {
            String a = "a" + k, b = "b" + k, c = "c" + k, d = "d" + k;
            roundhouse.api.GameSetup setup = new roundhouse.api.GameSetup(
                    List.of(new PlayerRef(a, "A"), new PlayerRef(b, "B"), new PlayerRef(c, "C"), new PlayerRef(d, "D")),
                    java.util.Set.of(), 1);
            GameRecord record = new GameRecord("1830", null, "", setup, List.of(), Map.of(a, 100, b, 400, c, 400, d, 200),
                    "bank");
            assertEquals(List.of(b, c, d, a), List.copyOf(GsonRecordCodec.resultInOrder(record).keySet()), "key set " + k);
        }
    }

    @Test
    void aBlankSeedIsTheFirstDigitsOfTheGameIdAsIn18xxGamesAndIsWrittenBackBlank() throws GameFileException {
        GameRecord r = codec.parse("""
                {"id":"hs_puhjabag_1762198060","title":"1830","players":[{"id":1,"name":"A"},{"id":2,"name":"B"}],
                 "settings":{"seed":"","optional_rules":[]},"actions":[]}""", "hotseat.json");
        assertEquals(1762198060L, r.setup().seed());
        assertTrue(r.blankSeed());
        assertTrue(codec.format(r).contains("\"seed\": \"\""), codec.format(r));
        assertTrue(codec.format(r.withActions(List.of())).contains("\"seed\": \"\""), "kept by withActions");
    }

    @Test
    void aNumericSeedIsWrittenBackAsANumber() throws GameFileException {
        GameRecord r = codec.parse("""
                {"id":26855,"title":"1830","players":[{"id":1,"name":"A"},{"id":2,"name":"B"}],
                 "settings":{"seed":1879860849},"actions":[]}""", "seeded.json");
        assertEquals(1879860849L, r.setup().seed());
        assertTrue(!r.blankSeed() && codec.format(r).contains("\"seed\": 1879860849"), codec.format(r));
        GameRecord noDigits = codec.parse("""
                {"id":"hotseat","title":"1830","players":[{"id":1,"name":"A"}],"settings":{"seed":""},"actions":[]}""",
                "x.json");
        assertEquals(0L, noDigits.setup().seed(), "an id without digits gives 0, as 18xx.games' nil.to_i");
    }

    @Test
    void theOldManualEndReasonReadsAs18xxGamesManuallyEnded() throws GameFileException {
        GameRecord r = codec.parse("""
                {"title":"1830","players":[{"id":1,"name":"A"}],"game_end_reason":"manually","actions":[]}""",
                "old.json");
        assertEquals("manually_ended", r.gameEndReason());
    }
}
