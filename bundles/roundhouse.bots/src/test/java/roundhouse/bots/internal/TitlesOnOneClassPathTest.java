package roundhouse.bots.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSetup;
import roundhouse.api.PlayerRef;
import roundhouse.title.t1830.internal.T1830Title;
import roundhouse.title.t1854.internal.T1854Title;

/**
 * Two titles on one plain class path (as a library user or a Spark job has them): each reads its
 * own GAME-INF, not the first jar's.
 */
class TitlesOnOneClassPathTest {
    @Test
    void eachTitleReadsItsOwnData() {
        T1830Title t1830 = new T1830Title();
        T1854Title t1854 = new T1854Title();
        assertNull(t1830.loadProblem());
        assertNull(t1854.loadProblem());
        assertEquals("1830", t1830.info().id());
        assertEquals("1854", t1854.info().id());
        List<PlayerRef> players = List.of(new PlayerRef("1", "Ann"), new PlayerRef("2", "Ben"), new PlayerRef("3", "Cy"));
        assertEquals("1854", t1854.newGame(new GameSetup(players, java.util.Set.of(), 1)).state().titleId());
        assertEquals("1830", t1830.newGame(new GameSetup(players, java.util.Set.of(), 1)).state().titleId());
    }
}
