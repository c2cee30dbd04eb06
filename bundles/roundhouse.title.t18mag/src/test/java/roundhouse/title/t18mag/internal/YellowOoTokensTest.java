package roundhouse.title.t18mag.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.LayRules;
import roundhouse.engine.map.TileLay;
import roundhouse.engine.spi.Game;

/**
 * The yellow OO tile (L32) on Szeged & Szabadka (G14), where minor 4 has its home in city 1 and a
 * corporation placed a station in city 0 of the bare hex (RB VI.4.2 lets it). The rulebook puts the
 * home minor on the city with track (city 0) and the other station on the other city; 18xx.games
 * ({@code yellow_oo_first_token}) moves the first station it finds, the corporation's.
 */
class YellowOoTokensTest {
    private static Board boardAfterL32(Set<String> options) {
        Game g = DraftRulesTest.newGame(3, options, 1).game();
        Board b = g.board();
        b.placeHomeToken("4", "G14", 1);
        b.placeHomeToken("SIK", "G14", 0);
        LayRules any = LayRules.special(Set.of("yellow", "green", "brown", "gray"), null, null, true);
        for (int r = 0; r < 6; r++) {
            TileLay lay = new TileLay("G14", "L32-0", r);
            if (b.checkLay("4", lay, any) == null) {
                b.lay("4", lay, any);
                return b;
            }
        }
        throw new AssertionError("L32 fits G14 in no rotation");
    }

    private static List<String> cities(Board b, String company) {
        return b.tokensOf(company).stream().map(id -> id.substring(id.lastIndexOf('-') + 1)).toList();
    }

    @Test
    void byTheRulebookTheHomeMinorTakesTheCityWithTrack() {
        Board b = boardAfterL32(Set.of());
        assertEquals(List.of("0"), cities(b, "4"));
        assertEquals(List.of("1"), cities(b, "SIK"));
    }

    @Test
    void with18xxGamesTheFirstStationFoundTakesIt() {
        Board b = boardAfterL32(Set.of(T18MagTitle.YELLOW_OO_FIRST_TOKEN));
        assertEquals(List.of("1"), cities(b, "4"));
        assertEquals(List.of("0"), cities(b, "SIK"));
    }
}
