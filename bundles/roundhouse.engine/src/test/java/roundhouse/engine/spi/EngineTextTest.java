package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Properties;
import java.util.TreeSet;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The engine's text: every key in English and German, and the language switch. */
class EngineTextTest {
    @AfterEach
    void backToTheDefaultLanguage() {
        EngineText.use(null);
    }

    private static Properties load(String name) throws Exception {
        Properties p = new Properties();
        try (InputStream in = EngineText.class.getResourceAsStream(name)) {
            p.load(new InputStreamReader(in, StandardCharsets.ISO_8859_1));
        }
        return p;
    }

    /** German puts the train first in "buy" labels: a label starts with a capital all the same. */
    @Test
    void aLabelStartingWithATrainStartsWithACapital() {
        EngineText.use(Locale.GERMAN);
        assertEquals("Einen 2-Zug f\u00fcr 100 G kaufen",
                EngineText.sentence(EngineText.get("label.buyFor", Names.aTrain("2"), "100 G")));
        EngineText.use(Locale.ENGLISH);
        assertEquals("Buy a 2-train for $100", EngineText.sentence(EngineText.get("label.buyFor", Names.aTrain("2"), "$100")));
        assertEquals("", EngineText.sentence(""));
    }

    @Test
    void everyKeyHasBothLanguages() throws Exception {
        Properties en = load("messages.properties");
        Properties de = load("messages_de.properties");
        assertEquals(new TreeSet<>(en.stringPropertyNames()), new TreeSet<>(de.stringPropertyNames()));
        for (String key : en.stringPropertyNames()) {
            // "Phase" is German too
            if (!en.getProperty(key).matches("[-{} 0-9]*") && !key.equals("log.phase")) {
                assertNotEquals(en.getProperty(key), de.getProperty(key), key + " is not translated");
            }
        }
    }

    @Test
    void namesFollowTheLanguage() {
        EngineText.use(Locale.ENGLISH);
        assertEquals("an 8-train", Names.aTrain("8"));
        assertEquals("Stock 2.1", EngineText.get("round.stock", "2.1"));
        assertEquals("NYC''s".replace("''", "'") + " home token goes to Albany", EngineText.get("log.homeToken", "NYC", "Albany"));
        EngineText.use(Locale.GERMAN);
        assertEquals("einen 8-Zug", Names.aTrain("8"), "a train is always the object in the engine's sentences (accusative)");
        assertEquals("SBB kauft einen 5H-Zug für 0 SFR", EngineText.get("log.buys", "SBB", Names.aTrain("5H"), "0 SFR"));
        assertEquals("Aktienrunde 2.1", EngineText.get("round.stock", "2.1"));
        assertEquals("1234", EngineText.get("name.nobody").isEmpty() ? "" : EngineText.get("log.roundHeader", 1234).replace("-- ", "").replace(" --", ""),
                "numbers are shown as they are, without grouping");
    }

    @Test
    void aMoveOutOfTurnIsRefusedInThePlayersLanguage() {
        EngineText.use(Locale.GERMAN);
        roundhouse.api.GameSession game = new NamesInTextTest.MiniTitle().newGame(new roundhouse.api.GameSetup(
                java.util.List.of(new roundhouse.api.PlayerRef("1", "Ann"), new roundhouse.api.PlayerRef("2", "Bob")),
                java.util.Set.of(), 1));
        String acting = game.legalActions().get(0).action().entity();
        String other = "1".equals(acting) ? "2" : "1";
        roundhouse.api.IllegalActionException e = org.junit.jupiter.api.Assertions.assertThrows(
                roundhouse.api.IllegalActionException.class,
                () -> game.apply(new roundhouse.api.Action("pass", other, "player", null)));
        org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains("ist nicht am Zug")
                && e.getMessage().contains("Aktienrunde 1.1"), e.getMessage());
    }
}
