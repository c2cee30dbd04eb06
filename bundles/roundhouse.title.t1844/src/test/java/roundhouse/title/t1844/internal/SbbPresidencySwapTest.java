package roundhouse.title.t1844.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;

import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.testsupport.RecordedPosition;

/**
 * RB 4.4: a new SBB director gets the director's certificate and gives back the same number of units,
 * no more. Seed 210 of the greedy bots (4 players): player 3 buys SBB_11 (10 %) at 25 % against
 * player 2's 30 % and becomes director; 18xx.games then has 3 at 35 % and 2 at 30 %. Giving his
 * certificates in order (a 5 % one first, then 10 %) he gave 15 % back and ended below player 2.
 */
class SbbPresidencySwapTest {
    @Test
    void theNewDirectorGivesBackExactlyTheDirectorsUnits() throws Exception {
        RecordedPosition rec = RecordedPosition.of(new T1844Title(), Path.of("src/test/resources/games/"), "greedy-seed-210");
        EngineSession s = rec.before(1511);
        Game g = s.game();
        Corporation sbb = g.corporation("SBB");
        assertEquals(25, g.player("3").percentOf(sbb));
        assertEquals(30, g.player("2").percentOf(sbb));
        s.apply(rec.action(1511));
        assertEquals(g.player("3"), s.game().corporation("SBB").president());
        assertEquals(35, s.game().player("3").percentOf(s.game().corporation("SBB")));
        assertEquals(30, s.game().player("2").percentOf(s.game().corporation("SBB")));
    }
}
