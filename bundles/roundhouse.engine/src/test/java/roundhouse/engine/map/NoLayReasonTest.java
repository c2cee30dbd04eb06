package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

/**
 * {@link TileLays#noLayReason}: on the 1830 map with PRR at Altoona alone, why a hex takes no tile of
 * PRR's: none where a lay is legal, the hex's own reason where it has one, else what the candidate lays
 * are refused for.
 */
class NoLayReasonTest {
    private static Board prrAtAltoona() {
        Board b = Maps1830.board();
        b.placeHomeToken("PRR", "H12", 0);
        return b;
    }

    @Test
    void aHexWithALegalLayHasNoReason() {
        Board b = prrAtAltoona();
        for (TileLay lay : b.legalLays("PRR", LayRules.normal(Maps1830.YELLOW))) {
            assertNull(b.noLayReason("PRR", lay.hex(), LayRules.normal(Maps1830.YELLOW)), lay.hex());
        }
    }

    @Test
    void aHexOutsideTheNetworkIsRefusedForItsConnection() {
        Board b = prrAtAltoona();
        Set<String> reachable = b.legalLays("PRR", LayRules.normal(Maps1830.YELLOW)).stream().map(TileLay::hex)
                .collect(Collectors.toSet());
        int checked = 0;
        for (HexDef h : Maps1830.definition().hexes) {
            if ("white".equals(b.colorAt(h.coord)) && !reachable.contains(h.coord) && b.blockerOf(h.coord) == null) {
                Refusal why = b.noLayReason("PRR", h.coord, LayRules.normal(Maps1830.YELLOW));
                assertNotNull(why, h.coord);
                assertTrue(why.text().contains("does not connect to PRR's network"), h.coord + ": " + why.text());
                checked++;
            }
        }
        assertTrue(checked > 20, "most of the map is out of PRR's reach: " + checked);
    }

    @Test
    void aGrayOrRedHexIsNeverUpgradedAndAYellowOneWaitsForGreen() {
        Board b = prrAtAltoona();
        int gray = 0;
        int yellow = 0;
        for (HexDef h : Maps1830.definition().hexes) {
            String color = b.colorAt(h.coord);
            if ("gray".equals(color) || "red".equals(color)) {
                assertEquals(MapText.get("lay.noUpgrade", place(h)), b.noLayReason("PRR", h.coord, LayRules.normal(Maps1830.YELLOW)).text());
                gray++;
            } else if ("yellow".equals(color)) {
                String why = b.noLayReason("PRR", h.coord, LayRules.normal(Maps1830.YELLOW)).text();
                assertTrue(why.contains(MapText.get("lay.colourNotYet", MapText.get("colour.tiles.green"), place(h))), why);
                yellow++;
            }
        }
        assertTrue(gray > 0 && yellow > 0, gray + " gray or red, " + yellow + " yellow hexes");
    }

    @Test
    void withNoGreenTileToHaveAYellowHexHasNoTileThatFits() {
        Board b = prrAtAltoona();
        LayRules rules = new LayRules(Maps1830.GREEN, false, false, Set.of("no such tile"), null, false);
        String yellowHex = null;
        for (HexDef h : Maps1830.definition().hexes) {
            if ("yellow".equals(b.colorAt(h.coord))) {
                yellowHex = h.coord;
                break;
            }
        }
        Refusal why = b.noLayReason("PRR", yellowHex, rules);
        assertNotNull(why);
        assertTrue(why.text().contains(MapText.get("colour.tile.green")), why.text());
    }

    private static String place(HexDef h) {
        return h.locationName == null ? h.coord : h.locationName + " (" + h.coord + ")";
    }
}
