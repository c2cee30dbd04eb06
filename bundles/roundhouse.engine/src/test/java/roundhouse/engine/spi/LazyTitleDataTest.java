package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A title reads only title.json when it starts (what a list of titles shows); the rest of GAME-INF
 * is read and checked at the first use, so many installed titles do not slow every start, and a title
 * with broken data is still listed and says what is wrong when it is used.
 */
class LazyTitleDataTest {
    private static EngineTitle title(String dir) {
        return TestTitles.title(dir);
    }

    @Test
    void aTitleWithBrokenDataIsListedAndNamesTheProblemWhenUsed() {
        EngineTitle t = title("baddata");
        assertEquals("baddata", t.info().id(), "listed from title.json alone");
        assertEquals(2, t.info().minPlayers());
        IllegalStateException e = assertThrows(IllegalStateException.class, t::data);
        assertTrue(e.getMessage().startsWith("the title baddata cannot read its data: GAME-INF/companies.json: not valid JSON"), e.getMessage());
        assertThrows(IllegalStateException.class, t::ruleOptions, "the same problem, every time it is asked");
    }

    @Test
    void aGoodTitleReadsItsDataOnceOnFirstUse() {
        EngineTitle t = title("mini");
        TitleData first = t.data();
        assertNotNull(first);
        assertTrue(first == t.data(), "read once");
        assertEquals(t.info(), first.info(), "title.json read alone says what the whole data says");
    }
}
