package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * A refusal's text is written when someone reads it, once: listing legal lays and asking whether a
 * lay or a token is legal writes no text (and cites no rule), the texts read are the ones
 * {@code checkLay} and {@code checkToken} give.
 */
class RefusalTest {
    private static final LayRules GREEN = LayRules.normal(Maps1830.GREEN);

    /** A board whose rule citer records every refusal it is asked to write. */
    private static Board citing(List<String> cited) {
        Board b = Maps1830.board();
        b.placeHomeToken("NYNH", "G19", 0);
        b.useRuleCiter((rule, message) -> {
            cited.add(rule);
            return message + " (R " + rule + ")";
        });
        return b;
    }

    @Test
    void aRefusedLayIsWrittenOnlyWhenRead() {
        List<String> cited = new ArrayList<>();
        Board b = citing(cited);
        TileLay keepsNoTrack = new TileLay("G19", "54-0", 1);
        Refusal why = b.layRefusal("NYNH", keepsNoTrack, GREEN);
        assertNotNull(why);
        assertEquals(List.of(), cited, "asking wrote nothing");
        String text = why.text();
        assertEquals(List.of(MapRuleKey.TRACK_UPGRADE), cited);
        assertEquals(b.checkLay("NYNH", keepsNoTrack, GREEN), text, "the text is checkLay's");
        assertEquals(text, why.text());
        assertEquals(2, cited.size(), "read twice, written once (the other by checkLay)");
        assertEquals(text, new MapRuleException(why).getMessage());
    }

    @Test
    void listingLegalLaysWritesNoRefusal() {
        List<String> cited = new ArrayList<>();
        Board b = citing(cited);
        List<TileLay> lays = b.legalLays("NYNH", GREEN);
        assertFalse(lays.isEmpty());
        assertNotNull(b.layRefusal("NYNH", new TileLay("G19", "54-0", 1), GREEN), "candidates were refused");
        assertEquals(List.of(), cited);
    }

    @Test
    void aRefusedTokenIsWrittenOnlyWhenRead() {
        List<String> cited = new ArrayList<>();
        Board b = citing(cited);
        String city = b.cityRef("G19", 1);
        Refusal why = b.tokenRefusal("NYNH", city, true);
        assertEquals(List.of(), cited);
        assertEquals(b.checkToken("NYNH", city, true), why.text());
        assertEquals(List.of(MapRuleKey.TOKEN_SAME_HEX, MapRuleKey.TOKEN_SAME_HEX), cited);
    }
}
