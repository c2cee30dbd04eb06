package roundhouse.title.t1844.internal;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;

import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Corporation;
import roundhouse.testsupport.RecordedPosition;

/**
 * RB VI "Anbindungsverpflichtung" on the recorded game: a company whose home station connects by
 * track to its destination receives the rest of its capital at once (a pre-state railway 2x par, a
 * historical company 5x par); the Gotthardbahn's destination is the Gotthard tunnel, whoever builds it.
 */
class DestinationRulesTest {
    private static RecordedPosition recorded() throws Exception {
        return RecordedPosition.of(new T1844Title(), Path.of("src/test/resources/fixtures/1844/"), "1844_game_end_bankrupt");
    }

    /** NOB (V1, Zurich) reaches Aarau with the tile on D17 and receives 2x its par. */
    @Test
    void aPreStateRailwayReceivesTwiceItsParAtItsDestination() throws Exception {
        reaches(134, "NOB", 2);
    }

    /** FNM (H1, Como) reaches Altdorf with the tile on I20 and receives 5x its par. */
    @Test
    void aHistoricalCompanyReceivesFiveTimesItsParAtItsDestination() throws Exception {
        reaches(616, "FNM", 5);
    }

    /** GB's destination is met by T2's tunnel on the Gotthard (H19), built for another company. */
    @Test
    void theGotthardbahnIsDestinatedByTheGotthardTunnel() throws Exception {
        reaches(352, "GB", 2);
    }

    private static void reaches(long action, String company, int parTimes) throws Exception {
        RecordedPosition rec = recorded();
        EngineSession s = rec.before(action);
        SwissGame before = (SwissGame) s.game();
        Corporation c = before.corporation(company);
        assertFalse(before.destinated(c), company + " has not reached its destination before action " + action);
        int lines = before.logLines().size();
        s.apply(rec.action(action));
        SwissGame after = (SwissGame) s.game();
        assertTrue(after.destinated(after.corporation(company)));
        String paid = after.format(parTimes * c.parPrice().price());
        assertTrue(after.logLines().subList(lines, after.logLines().size()).stream()
                .anyMatch(l -> l.startsWith(company) && l.contains(paid)), company + " receives " + paid + ": " + after.logLines().subList(lines, after.logLines().size()));
    }
}
