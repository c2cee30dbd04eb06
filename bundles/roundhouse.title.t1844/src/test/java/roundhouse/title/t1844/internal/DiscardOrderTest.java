package roundhouse.title.t1844.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.EngineOption;

/**
 * Two companies over the train limit at once: the SBB just formed, and FNM, crowded by the phase the
 * first 5-train opened (seeded game 826011 of the 1844 offers sweep, after GB's purchase of a 3H).
 * The rulebook only says that surplus trains go back to the bank; Roundhouse takes the companies in
 * operating order. 18xx.games waits for the first in its fixed list of companies (FNM) and takes a
 * discard of either (the engine's {@code discard_in_list_order}, an import default of 1844 as of 1830
 * and 1841): the recorded game has the SBB discard first.
 */
class DiscardOrderTest {
    private static EngineSession position(boolean listOrder) throws Exception {
        return PositionFiles.load("sbb-formation-two-crowded.json", EngineOption.DISCARD_IN_LIST_ORDER.id(), listOrder);
    }

    private static Set<String> discarding(EngineSession s) {
        Set<String> out = new TreeSet<>();
        for (LegalAction a : s.legalActions()) {
            if (a.action().type().equals("discard_train")) {
                out.add(a.action().entity());
            }
        }
        return out;
    }

    @Test
    void byTheRulebookTheFirstInOperatingOrderDiscardsAlone() throws Exception {
        EngineSession s = position(false);
        assertEquals("sbb_formation", s.state().round().kind());
        Set<String> discarding = discarding(s);
        assertEquals(1, discarding.size(), discarding.toString());
        assertEquals(discarding.iterator().next(), s.state().acting().get(0));
    }

    @Test
    void in18xxGamesOrderFnmIsAwaited() throws Exception {
        EngineSession s = position(true);
        assertEquals(Set.of("FNM"), discarding(s), "the moves offered are those of the company awaited");
        assertEquals("FNM", s.state().acting().get(0), "the first of the list is awaited");
        assertEquals(Set.of("SBB"), discarding(position(false)), "the rulebook's operating order begins with the SBB here");
    }

    @Test
    void eitherMayDiscardOutOfTurnAsTheRecordedGameDid() throws Exception {
        EngineSession s = position(true);
        s.apply(discard("SBB", "4-0"));
        assertTrue(discarding(s).contains("FNM"), "FNM may still discard while the SBB is over its limit");
        s.apply(discard("SBB", "3-4"));
        assertEquals(Set.of("FNM"), discarding(s));
        s.apply(discard("FNM", "4-4"));
        assertEquals("stock", s.state().round().kind(), "all surplus given up, the game goes on");
    }

    private static Action discard(String company, String train) {
        return new Action("discard_train", company, "corporation", Map.of("train", train));
    }
}
