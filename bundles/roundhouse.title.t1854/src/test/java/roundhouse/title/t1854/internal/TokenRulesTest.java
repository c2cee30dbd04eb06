package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSetup;
import roundhouse.engine.map.Board;
import roundhouse.engine.map.LayRules;
import roundhouse.engine.map.TileLay;
import roundhouse.testsupport.RandomGames;

/**
 * "3. Bahnhof bauen" (digest 6.5): one token per company per city, Wien one city whatever tile lies there;
 * a home circle stays reserved until its company has placed its home token; a token needs a route
 * of the company to the city. On the board of a new game, where every home is reserved.
 */
class TokenRulesTest {
    private static final LayRules ANY = LayRules.special(Set.of("yellow", "green", "brown", "gray"), null, null, true);

    private static Board board() {
        return new T1854Title().createGame(new GameSetup(RandomGames.players(3), Set.of(), 1L), false).board();
    }

    /** Wien (433: five cities): KE, home there, never takes a second circle; KR takes one and no more. */
    @Test
    void wienIsOneCityForTokens() {
        Board b = board();
        b.placeHomeToken("SD", "C23", 0);
        b.placeHomeToken("KE", "C23", 1);
        b.placeHomeToken("FJ", "C23", 2);
        b.lay("SD", new TileLay("C23", "433-0", 0), ANY);
        assertTrue(b.checkToken("KE", b.cityRef("C23", 3), false) != null, "KE already has its Wien token");
        assertNull(b.checkToken("KR", b.cityRef("C23", 3), false));
        b.placeToken("KR", b.cityRef("C23", 3), false);
        assertTrue(b.checkToken("KR", b.cityRef("C23", 4), false) != null, "one Wien token per company");
        assertEquals(List.of("433-0-3"), b.tokensOf("KR"));
    }

    /** Linz (C17) has one circle, KR's home: no other company takes it before KR's home token is down. */
    @Test
    void aHomeCircleIsReservedUntilItsCompanyArrives() {
        Board b = board();
        b.lay("KT", new TileLay("C17", "57-0", 1), ANY);
        String why = b.checkToken("KT", b.cityRef("C17", 0), false);
        assertTrue(why != null && why.contains("no free unreserved slot"), why);
        b.placeHomeToken("KR", "C17", 0);
        assertEquals(List.of("57-0-0"), b.tokensOf("KR"));
    }

    /**
     * A token needs a route of the company to the city: Linz (KR) - Ried (C15) - Braunau (C13) - D14 -
     * Salzburg (E13), green with two circles, one kept for SB's home; without the tile on D14 Salzburg
     * is out of reach.
     */
    @Test
    void aTokenNeedsARouteToTheCity() {
        Board b = board();
        b.lay("KR", new TileLay("C17", "57-0", 1), ANY); // Linz W - E
        b.placeHomeToken("KR", "C17", 0);
        b.lay("KR", new TileLay("C15", "4-0", 1), ANY); // Ried W (Braunau) - E (Linz)
        b.lay("KR", new TileLay("E13", "57-1", 0), ANY); // Salzburg SW - NE (D14)
        b.lay("KR", new TileLay("E13", "14-0", 0), ANY); // green, two circles: one stays SB's (its home)
        String far = b.checkToken("KR", b.cityRef("E13", 0), true);
        assertTrue(far != null && far.contains("not reachable"), far);
        assertTrue(b.legalTokenCities("KR").isEmpty());
        b.lay("KR", new TileLay("D14", "8-0", 0), ANY); // D14 SW (Salzburg) - NW (Braunau)
        assertNull(b.checkToken("KR", b.cityRef("E13", 0), true));
        assertEquals(List.of("14-0-0"), b.legalTokenCities("KR"));
    }
}
