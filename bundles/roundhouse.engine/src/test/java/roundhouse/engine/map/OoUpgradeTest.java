package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Two separate cities never become one on an upgrade unless the tile merges cities: 1830 tile 59
 * (green OO, one exit per city) may take brown 67 only in rotations that keep each exit on its own city (found by
 * the differential check: 48 of 1000 random games laid 64/65/67 merging the two exits).
 */
class OoUpgradeTest {
    private static final LayRules ANYWHERE = new LayRules(java.util.Set.of("yellow", "green", "brown"), false, true, null, null, true);

    @Test
    void anUpgradeMayNotPutBothOldCitiesOnOneNewCity() {
        Board b = Maps1830.board();
        int r = firstLegalRotation(b, "59-0");
        b.lay("ERIE", new TileLay("E11", "59-0", r), ANYWHERE);
        // 67: city A on edges 0 and 3, city B on edges 2 and 4; rotated by r+4, B covers 59's exits r and r+2
        String merged = b.checkLay("ERIE", new TileLay("E11", "67-0", (r + 4) % 6), ANYWHERE);
        assertNotNull(merged);
        assertTrue(merged.contains("do not match the old cities"), merged);
        // at rotation r each exit keeps a city of its own
        assertNull(b.checkLay("ERIE", new TileLay("E11", "67-0", r), ANYWHERE));
        // 67 keeps both exits at rotations r (A gets exit r) and r+2 (B gets exit r); r+4 would merge them
        assertEquals(java.util.List.of(r, (r + 2) % 6), b.legalLays("ERIE", ANYWHERE).stream()
                .filter(l -> l.hex().equals("E11") && l.tileId().equals("67-0"))
                .map(TileLay::rotation).sorted(java.util.Comparator.comparingInt(x -> (x - r + 6) % 6)).toList());
    }

    private static int firstLegalRotation(Board b, String tile) {
        for (int r = 0; r < 6; r++) {
            if (b.checkLay("ERIE", new TileLay("E11", tile, r), ANYWHERE) == null) {
                return r;
            }
        }
        throw new AssertionError("no legal rotation of " + tile + " on E11");
    }
}
