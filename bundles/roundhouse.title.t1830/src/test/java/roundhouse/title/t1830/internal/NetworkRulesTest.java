package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.LayRules;
import roundhouse.engine.map.MapDefinition;
import roundhouse.engine.map.TileLay;

/** What a company's track reaches (token placement, track connection) on the 1830 board. */
class NetworkRulesTest {
    private static final Path DATA = Path.of("src/main/resources/GAME-INF");
    private static final Set<String> GREEN = Set.of("yellow", "green");

    private static Board board() throws IOException {
        MapDefinition def = MapDefinition.load("1830", Files.readString(DATA.resolve("map.json"), StandardCharsets.UTF_8),
                Files.readString(DATA.resolve("tiles.json"), StandardCharsets.UTF_8));
        Board b = new Board(def);
        b.reserve("B&M", "E23", 0);
        return b;
    }

    /** Builds track without the connection rule, as a setting for the reach checks. */
    private static void put(Board b, String hex, String tile, int rotation) {
        b.lay("NYC", new TileLay(hex, tile, rotation), LayRules.special(GREEN, Set.of(hex), null, true));
    }

    /**
     * 1830 §5.4/§5.5 (R 6.3, R 6.4): a token may only go where a legal route of the company leads,
     * and a route never reverses at a stop. NYC at Albany (E19) runs NE into a Y on D20 (#24: SW-E
     * and E-W), east over D22/D24 into Boston (E23), a dead end for it. Rochester (D14) lies west of
     * D20's E-W branch: only a train that turned round in Boston could get there, so NYC may not
     * token it. B&M, whose token is in Boston, does reach Rochester over the same track.
     */
    @Test
    void aRouteDoesNotReverseAtAStopSoTheFarSideOfAJunctionIsNotReached() throws IOException {
        Board b = board();
        b.placeHomeToken("NYC", "E19", 0);
        put(b, "E19", "57-0", 0); // Albany: SW - city - NE
        put(b, "D20", "8-0", 4); // E - SW
        put(b, "D20", "24-0", 4); // upgraded: E - W and E - SW
        put(b, "D22", "9-0", 1); // W - E
        put(b, "D18", "9-1", 1); // W - E
        put(b, "D16", "9-2", 1); // W - E

        List<String> nyc = b.legalTokenCities("NYC");
        assertFalse(nyc.contains("D14-0-0"), "NYC reaches Rochester only by reversing in Boston: " + nyc);

        b.placeHomeToken("B&M", "E23", 0);
        assertTrue(b.legalTokenCities("B&M").contains("D14-0-0"), "B&M runs Boston - D24 - D22 - D20 - Rochester");
        // Boston is now a B&M city with its only slot taken: still no way round for NYC.
        assertFalse(b.legalTokenCities("NYC").contains("D14-0-0"));
    }
}
