package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.api.PlayerRef;
import roundhouse.api.view.LogEntry;

/**
 * The log, decision labels and refusals name players, certificates and trains as players read them
 * ({@link Names}), never by the engine's ids: a seeded game of the {@code titles/mini} test title,
 * with out-of-turn actions tried along the way.
 */
class NamesInTextTest {
    private static final Pattern IDS = Pattern.compile("\\b900[12]\\b|[A-Za-z&]+_\\d+|(?<![\\w-])[0-9A-Z]{1,3}-\\d+(?![\\w-])");

    static final class MiniTitle extends EngineTitle {
        MiniTitle() {
            super(TestTitles.loader("mini"));
        }
    }

    @Test
    void whatPlayersReadNamesThingsNotIds() throws IllegalActionException {
        GameSession game = new MiniTitle().newGame(new GameSetup(
                List.of(new PlayerRef("9001", "Ann"), new PlayerRef("9002", "Bob")), Set.of(), 1));
        Random random = new Random(7);
        Set<String> texts = new TreeSet<>();
        int refusals = 0;
        for (int i = 0; i < 400 && !game.legalActions().isEmpty(); i++) {
            List<LegalAction> legal = game.legalActions();
            legal.forEach(a -> texts.add("label: " + a.label()));
            String other = "9001".equals(legal.get(0).action().entity()) ? "9002" : "9001";
            try {
                game.apply(new Action("pass", other, "player", null));
                game.undo();
            } catch (IllegalActionException e) {
                texts.add("refusal: " + e.getMessage());
                refusals++;
            }
            LegalAction pick = legal.get(random.nextInt(legal.size()));
            game.apply(pick.amount() == null ? pick.action() : pick.withAmount(pick.amount().min()));
        }
        for (LogEntry e : game.state().log()) {
            texts.add("log: " + e.text());
        }
        assertTrue(refusals > 10 && texts.stream().anyMatch(t -> t.contains("Ann")), texts.toString());
        List<String> withIds = new ArrayList<>();
        for (String t : texts) {
            if (IDS.matcher(t).find()) {
                withIds.add(t);
            }
        }
        assertEquals(List.of(), withIds);
    }

    @Test
    void certificatesTrainsAndTilesReadAsPrinted() {
        assertEquals("an 8-train", Names.aTrain("8"));
        assertEquals("a 2-train", Names.aTrain("2"));
        assertEquals("2-train", Names.trainOfId("2-0"));
        assertEquals("#57", Names.tile("57-3"));
        assertEquals("#X1", Names.tile("X1"));
    }
}
