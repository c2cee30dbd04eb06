package roundhouse.title.t18mag.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;

/** RB VI.1 (operating order) and IX.2 (scoring). */
class ScoringAndOrderTest {
    /**
     * RB VI.1: minors first in number order, then corporations by price, highest first; on one
     * cell the marker that arrived first (start prices of seed 76622: G&C and SNW 80, LdStEG and
     * MAVAG 70, RABA and SIK 60).
     */
    @Test
    void minorsInNumberOrderThenCorporationsByPriceAndArrival() throws Exception {
        Game g = DraftRulesTest.newGame(3, Set.of(), 76622).game();
        g.corporations().stream().filter(c -> !c.priced()).forEach(c -> c.setFloated(true));
        List<String> order = g.operatingOrder().stream().map(Corporation::id).toList();
        assertEquals(List.of("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "G&C", "SNW",
                "LdStEG", "MAVAG", "SKEV", "RABA", "SIK"), order);
    }

    /**
     * RB IX.2: cash plus shares at market value, the president's certificate counting two shares;
     * a CIWL share (20 %) is one of its units; minors and supporters count nothing.
     */
    @Test
    void aPlayerIsWorthCashAndSharesAtMarketValue() throws Exception {
        var s = DraftRulesTest.newGame(4, Set.of(T18MagTitle.NEW_MAJOR, T18MagTitle.SUPPORTERS), 144021);
        s.apply(DraftRulesTest.pick("p1", "company", "KK"));
        s.apply(DraftRulesTest.pick("p2", "corporation", "CIWL"));
        s.apply(DraftRulesTest.pick("p3", "minor", "1"));
        Game g = s.game();
        Player p2 = g.player("p2");
        assertEquals(20, p2.percentOf(g.corporation("CIWL")));
        assertEquals(75, g.worth(p2), "one CIWL unit at 75");
        assertEquals(0, g.worth(g.player("p1")), "a supporter counts nothing");
        assertEquals(0, g.worth(g.player("p3")), "a minor counts nothing");
        g.transfer(g.bank(), g.player("p3"), 30);
        assertEquals(30, g.worth(g.player("p3")));
    }
}
