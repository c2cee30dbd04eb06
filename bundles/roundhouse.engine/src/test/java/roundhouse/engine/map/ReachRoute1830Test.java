package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * Reach for tokens and track is reach by a legal route (1830 R 6.2.1, R 6.3.2: "eine unblockierte
 * Strecke beliebiger Länge", a Strecke as R 6.4.2 defines it): no hex side used twice, no
 * reversing at a switch, no passing a city full of other companies' tokens (R 6.3.3).
 */
class ReachRoute1830Test {
    /** Any lay in any order, no connection needed: builds a position, not a turn. */
    private static final LayRules BUILD = new LayRules(Maps1830.BROWN, false, true, null, null, true);

    /**
     * The track of a seeded random 1830 game at the moment 18xx.games refused NYC a token on F22
     * (Providence): NYC at E19 gets to F22 only by E19-D20-C21-B22-C23-C21-D20-D22-E21-F22, which
     * crosses the D20|C21 side out on one branch of D20's switch and back in on the other.
     */
    private static Board loopPosition() {
        Board b = Maps1830.board();
        String[][] lays = {
            {"E19", "57-0", "0"},
            {"D22", "8-0", "4"}, {"D22", "29-0", "4"}, {"D22", "70-0", "4"},
            {"E21", "8-2", "3"}, {"E21", "19-0", "1"}, {"E21", "46-0", "1"},
            {"D20", "7-0", "0"}, {"D20", "27-0", "0"}, {"D20", "44-0", "0"},
            {"C21", "9-0", "0"}, {"C21", "26-0", "3"}, {"C21", "45-0", "0"},
            {"B22", "7-0", "5"},
            {"C23", "7-1", "1"}, {"C23", "28-0", "2"}, {"C23", "39-0", "0"},
            {"F22", "57-1", "1"}, {"F22", "15-1", "1"},
        };
        for (String[] l : lays) {
            b.lay("B&M", new TileLay(l[0], l[1], Integer.parseInt(l[2])), BUILD);
        }
        b.placeHomeToken("NYC", "E19", 0);
        b.placeHomeToken("B&M", "E23", 0);
        return b;
    }

    @Test
    void noTokenWhereOnlyALoopOverTheSameHexSideLeads() {
        Board b = loopPosition();
        String why = b.checkToken("NYC", "15-1-0", true);
        assertTrue(why != null && why.contains("not reachable"), String.valueOf(why));
        assertEquals(List.of(), b.legalTokenCities("NYC"));
    }

    @Test
    void theSameTrackWithoutTheDetourIsReachable() {
        Board b = loopPosition();
        // The loop's track itself is sound: B&M, whose own token is in Boston, runs E23-E21-F22.
        assertNull(b.checkToken("B&M", "15-1-0", true));
    }

    /** A stop is reached by a route from a station (1844 destinations), and a city full of others' stations stops the route. */
    @Test
    void reachesAStopByARouteNotThroughABlockedCity() {
        Board b = loopPosition();
        assertTrue(b.reach().reachesStopOn("B&M", "F22"), "E23-E21-F22");
        assertFalse(b.reach().reachesStopOn("NYC", "F22"), "only over the loop");
        assertTrue(b.reach().reachesStopOn("NYC", "E19"), "its own station");
        assertFalse(b.reach().reachesStopOn("B&M", "G3"), "no track there");
    }

    /** Only the named station's routes count (1844 RB VI: from the home station). */
    @Test
    void reachesAStopFromOneStationOnly() {
        Board b = loopPosition();
        assertTrue(b.reach().reachesStopOnFrom("B&M", "E23", "F22"), "E23-E21-F22 from Boston");
        assertFalse(b.reach().reachesStopOnFrom("B&M", "E19", "F22"), "B&M has no station on E19 to start from");
        assertFalse(b.reach().reachesStopOnFrom("NYC", "E19", "F22"), "from E19 only over the loop");
        assertTrue(b.reach().reachesStopOnFrom("NYC", "E19", "E19"), "its own station");
    }
}
