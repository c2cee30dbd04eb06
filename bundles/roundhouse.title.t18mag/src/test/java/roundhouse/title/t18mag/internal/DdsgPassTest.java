package roundhouse.title.t18mag.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.testsupport.RecordedPosition;

/**
 * Option supporters: 18xx.games takes a pass by the DDSG card, in the turn of stations of its holder's
 * minor, as that minor's pass (its token step passes; the card stays unused). Seed 507 of the random
 * bots (6 players, every option), OR 4.1: minor 9 has laid on H13 and may place a station at half price
 * with DDSG. Roundhouse offers the card's station and the minor's own pass, and takes the card's pass
 * as the same move, so a file that writes it replays.
 */
class DdsgPassTest {
    private static EngineSession beforePass() throws Exception {
        return RecordedPosition.of(new T18MagTitle(), Path.of("src/test/resources/games/"), "random-seed-507-supporters").before(138);
    }

    private static List<String> labels(EngineSession s) {
        return s.legalActions().stream().map(LegalAction::label).toList();
    }

    @Test
    void theCardsPassIsTheMinorsPassOfItsStations() throws Exception {
        EngineSession byMinor = beforePass();
        assertTrue(byMinor.legalActions().stream().anyMatch(a -> a.action().entity().equals("DDSG")
                && a.action().type().equals("place_token")), "the card's half-price station is offered");
        assertTrue(byMinor.legalActions().stream().noneMatch(a -> a.action().entity().equals("DDSG")
                && a.action().type().equals("pass")), "the minor's own pass says it: no second pass offered");
        byMinor.apply(new Action("pass", "9", "minor", Map.of()));
        EngineSession byCard = beforePass();
        byCard.apply(new Action("pass", "DDSG", "company", Map.of()));
        assertEquals(byMinor.state().acting(), byCard.state().acting());
        assertEquals(labels(byMinor), labels(byCard));
        assertEquals(byMinor.state().companies(), byCard.state().companies());
        assertTrue(byCard.legalActions().stream().noneMatch(a -> a.action().type().equals("place_token")),
                "the minor's turn of stations is over");
    }
}
