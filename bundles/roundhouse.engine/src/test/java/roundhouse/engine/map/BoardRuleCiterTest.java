package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The board's refusals name a rule key; the title's citer writes its own section, copies keep it. */
class BoardRuleCiterTest {
    private static final LayRules GREEN = LayRules.normal(Maps1830.GREEN);

    @Test
    void aRefusalCitesTheSectionTheTitleMapsForItsKey() {
        Board b = Maps1830.board();
        b.placeHomeToken("NYNH", "G19", 0);
        TileLay keepsNoTrack = new TileLay("G19", "54-0", 1);
        String plain = b.checkLay("NYNH", keepsNoTrack, GREEN);
        assertTrue(plain.contains("is not kept") && !plain.contains("§"), plain);

        b.useRuleCiter((rule, message) -> MapRuleKey.TRACK_UPGRADE.equals(rule) ? message + " (Test R 7.3)" : message);
        assertEquals(plain + " (Test R 7.3)", b.checkLay("NYNH", keepsNoTrack, GREEN));
        assertEquals(plain + " (Test R 7.3)", b.copy().checkLay("NYNH", keepsNoTrack, GREEN), "a copy cites alike");
    }

    @Test
    void aTokenRefusalNamesItsOwnKey() {
        Board b = Maps1830.board();
        b.placeHomeToken("NYNH", "G19", 0);
        StringBuilder seen = new StringBuilder();
        b.useRuleCiter((rule, message) -> {
            seen.append(rule);
            return message;
        });
        b.checkToken("NYNH", b.cityRef("G19", 1), true);
        assertEquals(MapRuleKey.TOKEN_SAME_HEX, seen.toString());
    }
}
