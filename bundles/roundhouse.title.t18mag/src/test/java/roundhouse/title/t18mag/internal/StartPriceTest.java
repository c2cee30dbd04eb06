package roundhouse.title.t18mag.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;

/**
 * RB II.4 step 3: every corporation starts on a start price dealt at random, drawn from the seed as
 * 18xx.games draws it (check values of the three recorded games, digest §2.2), in the market and
 * without a president.
 */
class StartPriceTest {
    private static Map<String, Integer> prices(Set<String> options, long seed) {
        Game g = DraftRulesTest.newGame(options.contains(T18MagTitle.NEW_MAJOR) ? 4 : 3, options, seed).game();
        Map<String, Integer> out = new LinkedHashMap<>();
        for (Corporation c : g.corporations()) {
            if (c.priced()) {
                out.put(c.id(), c.sharePrice().price());
            }
        }
        return out;
    }

    @Test
    void seedsOfTheRecordedGamesGiveTheirStartPrices() {
        assertEquals(Map.of("RABA", 60, "G&C", 65, "SNW", 70, "SIK", 75, "SKEV", 65, "LdStEG", 80, "MAVAG", 75),
                prices(Set.of(), 1762198060L));
        assertEquals(Map.of("RABA", 60, "G&C", 80, "SNW", 80, "SIK", 60, "SKEV", 65, "LdStEG", 70, "MAVAG", 70),
                prices(Set.of(), 76622L));
        Map<String, Integer> withCiwl = new LinkedHashMap<>(Map.of("RABA", 60, "G&C", 80, "SNW", 60, "SIK", 65,
                "SKEV", 75, "LdStEG", 70, "MAVAG", 70));
        withCiwl.put("CIWL", 75);
        assertEquals(withCiwl, prices(Set.of(T18MagTitle.NEW_MAJOR), 144021L));
    }

    @Test
    void everyCertificateStartsInTheMarketWithoutPresident() {
        Game g = DraftRulesTest.newGame(3, Set.of(), 7).game();
        Corporation sik = g.corporation("SIK");
        assertEquals(100, g.pool().percentOf(sik));
        assertNull(sik.president());
        assertEquals(true, sik.floated(), "RB VI.4: every corporation operates from OR 1.1 on");
    }
}
